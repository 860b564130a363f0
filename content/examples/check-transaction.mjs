// check-transaction: checks a forge answer of the staking API against the request it was forged
// for, before you sign: every part of the transaction must be explained by the request, the
// operation, chain state or a fee within the chain's ceiling. Save check-transaction.mjs (and
// check-transaction.d.mts for TypeScript) next to your program and install the library of your chain:
//   Ethereum-type chains  npm install ethers
//   Solana                npm install @solana/web3.js
//   NEAR                  npm install @near-js/transactions @near-js/crypto
//   MultiversX            npm install @multiversx/sdk-core
//   Polkadot pools        npm install @polkadot/types @polkadot/types-support @polkadot/util @polkadot/util-crypto
//   Cosmos SDK chains     npm install cosmjs-types @cosmjs/encoding @cosmjs/amino @cosmjs/crypto @cosmjs/proto-signing @cosmjs/stargate ethers
// Only the library of the chain being checked is loaded. Written from the documentation's
// lib/chains (npm run generate:checker): edit that, not this file.
var __defProp = Object.defineProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// lib/chains/base/base58.ts
var ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
var DIGIT = new Map([...ALPHABET].map((char, value) => [char, BigInt(value)]));
function base58ByteLength(value) {
  if (value === "") return void 0;
  let number = 0n;
  for (const char of value) {
    const digit = DIGIT.get(char);
    if (digit === void 0) return void 0;
    number = number * 58n + digit;
  }
  const zeros = value.length - value.replace(/^1+/, "").length;
  return zeros + (number === 0n ? 0 : Math.ceil(number.toString(16).length / 2));
}

// lib/chains/base/inspect-error.ts
var inspect_error_exports = {};
__export(inspect_error_exports, {
  InspectError: () => InspectError,
  reason: () => reason
});
var InspectError = class extends Error {
  code;
  constructor(code, message) {
    super(message);
    this.name = "InspectError";
    this.code = code;
  }
};
function reason(error) {
  const text2 = error instanceof Error ? error.message : String(error);
  const line = text2.split("\n")[0].trim();
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}

// lib/chains/bitcoin/index.ts
var definition = {
  name: "Bitcoin",
  facts: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled"))
};

// lib/chains/base/amounts.ts
var amounts_exports = {};
__export(amounts_exports, {
  amountDetail: () => amountDetail,
  amountOf: () => amountOf,
  formatAmount: () => formatAmount,
  formatUnits: () => formatUnits,
  parseUnits: () => parseUnits
});
var DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
function parseUnits(value, unit, field = "amount") {
  if (typeof value !== "string" || !DECIMAL.test(value)) {
    throw new InspectError(
      "bad-request",
      `${field} in the request must be a decimal string such as "25" or "2.5"; it is ${JSON.stringify(value)}.`
    );
  }
  const [whole, fraction = ""] = value.split(".");
  const digits = fraction.replace(/0+$/, "");
  if (digits.length > unit.decimals) {
    throw new InspectError(
      "bad-request",
      `${field} "${value}" has more decimals than ${unit.symbol} has (${unit.decimals}).`
    );
  }
  return BigInt(whole) * 10n ** BigInt(unit.decimals) + BigInt(digits.padEnd(unit.decimals, "0") || "0");
}
function formatUnits(base, decimals) {
  const negative = base < 0n;
  const digits = (negative ? -base : base).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}
function amountOf(base, unit) {
  return {
    value: formatUnits(base, unit.decimals),
    unit: unit.symbol,
    base: base.toString(),
    baseUnit: unit.base
  };
}
function formatAmount(amount) {
  return `${amount.value} ${amount.unit} (${amount.base} ${amount.baseUnit})`;
}
function amountDetail(label, base, unit) {
  const amount = amountOf(base, unit);
  return { label, value: formatAmount(amount), amount };
}

// lib/chains/base/chain-state.ts
var chain_state_exports = {};
__export(chain_state_exports, {
  NONCE_RISK: () => NONCE_RISK,
  stateValue: () => stateValue
});
var NONCE_RISK = "A nonce ahead of your account's waits: whoever keeps the signed transaction can send it once your account gets there, when you no longer expect it.";
function stateValue(value) {
  const { label, paths, actual, must, read, wellFormed, risk, note } = value;
  if (read !== void 0)
    return {
      kind: "state",
      label,
      paths,
      actual,
      bound: `${must}: ${read}, as you read it`,
      within: wellFormed && actual === read,
      note: `${note ? `${note} ` : ""}${risk}`
    };
  return {
    kind: value.kind ?? "state",
    label,
    paths,
    actual,
    bound: `to confirm: ${must}`,
    within: wellFormed,
    note: `${note ? `${note} ` : ""}Not read from the chain by the check: confirm it, or pass it in chainState. ${risk}`
  };
}

// lib/chains/base/errors.ts
var errors_exports = {};
__export(errors_exports, {
  InvalidRequest: () => InvalidRequest,
  Refused: () => Refused
});
var InvalidRequest = class extends Error {
  constructor(field, message) {
    super(message);
    this.name = "InvalidRequest";
    this.status = 400;
    this.field = field;
  }
};
var Refused = class extends Error {
  constructor(field, message) {
    super(message);
    this.name = "Refused";
    this.status = 422;
    this.field = field;
  }
};

// lib/chains/base/gas.ts
var gas_exports = {};
__export(gas_exports, {
  belowForgeGas: () => belowForgeGas
});
var belowForgeGas = (gas) => `Less than the forge's ${gas} gas: the call may run out of gas and fail, and then its fee is paid and nothing is staked.`;

// lib/chains/base/run.ts
var run_exports = {};
__export(run_exports, {
  runFamily: () => runFamily
});

// lib/chains/base/request-fields.ts
var LABELS = Object.freeze({
  delegatorAddress: "Delegator (your address)",
  validatorAddress: "Validator",
  fromValidatorAddress: "From validator",
  toValidatorAddress: "To validator",
  newValidatorAddress: "New validator",
  vaultAddress: "Vault",
  stakeAccountAddress: "Stake account",
  holder: "Holder of the vault shares",
  beneficiaryAddress: "Rewards paid to",
  amount: "Amount",
  unstakeID: "Unstaking entry",
  unbondNonce: "Unbond nonce",
  unstakeTxHash: "Unstake transaction",
  poolId: "Pool",
  poolMemberAddress: "Pool member",
  memberAccount: "Pool member",
  expirationDate: "Grant expires"
});
function requestFieldLabel(field) {
  return LABELS[field] ?? field;
}
function showRequestValue(field, value, unit) {
  if (field === "amount" && typeof value === "string" && unit) return `${value} ${unit.symbol}`;
  return typeof value === "string" ? value : JSON.stringify(value);
}

// lib/chains/base/tree.ts
var tree_exports = {};
__export(tree_exports, {
  MAX_DIFFERENCES: () => MAX_DIFFERENCES,
  at: () => at,
  childPath: () => childPath,
  diffTrees: () => diffTrees,
  fromJson: () => fromJson,
  isLeaf: () => isLeaf,
  isWithin: () => isWithin,
  leaves: () => leaves,
  num: () => num,
  replaceAt: () => replaceAt,
  sameTree: () => sameTree,
  show: () => show,
  showLeaf: () => showLeaf,
  text: () => text
});
var isLeaf = (tree) => typeof tree === "string";
var text = (value) => JSON.stringify(value);
var num = (value) => value.toString();
function fromJson(value) {
  if (typeof value === "string") return text(value);
  if (typeof value === "bigint") return num(value);
  if (typeof value === "number" || typeof value === "boolean" || value === null)
    return String(value);
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === "object") {
    const out = {};
    for (const [key, child] of Object.entries(value))
      if (child !== void 0) out[key] = fromJson(child);
    return out;
  }
  return `(${typeof value})`;
}
function showLeaf(leaf) {
  return leaf.startsWith('"') ? JSON.parse(leaf) : leaf;
}
var MAX_SHOWN = 160;
function clip(value) {
  return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN - 1)}…` : value;
}
function show(tree) {
  if (tree === void 0) return "(none)";
  if (isLeaf(tree)) return clip(showLeaf(tree));
  const plain = (t) => isLeaf(t) ? showLeaf(t) : Array.isArray(t) ? t.map(plain) : Object.fromEntries(Object.entries(t).map(([k, v]) => [k, plain(v)]));
  return clip(JSON.stringify(plain(tree)));
}
var childPath = (path, key) => typeof key === "number" ? `${path}[${key}]` : path ? `${path}.${key}` : key;
function leaves(tree, path = "", out = []) {
  if (isLeaf(tree)) out.push([path, tree]);
  else if (Array.isArray(tree)) tree.forEach((child, i) => leaves(child, childPath(path, i), out));
  else for (const [key, child] of Object.entries(tree)) leaves(child, childPath(path, key), out);
  return out;
}
function at(tree, path) {
  if (path === "") return tree;
  let node = tree;
  for (const [, key, index] of path.matchAll(/(?:^|\.)([^.[\]]+)|\[(\d+)\]/g)) {
    if (node === void 0 || isLeaf(node)) return void 0;
    node = index !== void 0 ? Array.isArray(node) ? node[Number(index)] : void 0 : Array.isArray(node) ? void 0 : node[key];
  }
  return node;
}
function isWithin(inner, outer) {
  return outer === "" || inner === outer || inner.startsWith(`${outer}.`) || inner.startsWith(`${outer}[`);
}
var MAX_DIFFERENCES = 40;
function diffTrees(expected, actual, path = "", out = []) {
  if (out.length >= MAX_DIFFERENCES) return out;
  if (expected === void 0 || actual === void 0 || isLeaf(expected) || isLeaf(actual) || Array.isArray(expected) !== Array.isArray(actual)) {
    if (!sameTree(expected, actual)) out.push({ path, expected, actual });
    return out;
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    for (let i = 0; i < Math.max(expected.length, actual.length); i += 1)
      diffTrees(expected[i], actual[i], childPath(path, i), out);
    return out;
  }
  const e = expected;
  const a = actual;
  for (const key of /* @__PURE__ */ new Set([...Object.keys(e), ...Object.keys(a)]))
    diffTrees(e[key], a[key], childPath(path, key), out);
  return out;
}
function sameTree(a, b) {
  if (a === void 0 || b === void 0) return a === b;
  if (isLeaf(a) || isLeaf(b)) return a === b;
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((child, i) => sameTree(child, b[i]));
  const keys = Object.keys(a);
  const other = b;
  return keys.length === Object.keys(other).length && keys.every((key) => key in other && sameTree(a[key], other[key]));
}
function replaceAt(tree, path, value) {
  if (path === "") return value;
  const [, key, index, rest = ""] = /^(?:\.?([^.[\]]+)|\[(\d+)\])(.*)$/.exec(path) ?? [];
  if (index !== void 0 && Array.isArray(tree))
    return tree.map((child, i) => i === Number(index) ? replaceAt(child, rest, value) : child);
  if (key !== void 0 && !isLeaf(tree) && !Array.isArray(tree) && key in tree)
    return { ...tree, [key]: replaceAt(tree[key], rest, value) };
  return tree;
}

// lib/chains/base/run.ts
async function runFamily(checker, input) {
  const answer = await checker.read(input.transaction);
  const stakingIdentifier = checker.identifier(answer, input.stakingIdentifier, input.request);
  const detected = input.operationId === void 0;
  const operationId = input.operationId ?? checker.detect(answer);
  const decoded = checker.summarize(answer, operationId, stakingIdentifier, input.chainState);
  const result = (checks2, parts2 = []) => ({
    decoded,
    operationId,
    stakingIdentifier,
    checks: [operationCheck(operationId, detected), ...checks2],
    parts: parts2
  });
  if (!operationId || !input.request) return result([]);
  const context = {
    operationId,
    request: input.request,
    stakingIdentifier,
    now: input.now,
    chainState: input.chainState
  };
  const fields = input.operations[operationId];
  const misfit = requestMisfit(operationId, fields, input.request);
  if (misfit)
    return detected ? result([doesNotFit(operationId, misfit)]) : badRequest(operationId, misfit);
  let rebuilt;
  try {
    rebuilt = await checker.rebuild(answer, context);
  } catch (error) {
    if (error instanceof InvalidRequest)
      return detected ? result([doesNotFit(operationId, error.message, error.field)]) : badRequest(operationId, error.message);
    if (error instanceof Refused) return result([refusedCheck(error)]);
    throw error;
  }
  const actual = checker.tree(answer);
  const where = await locateFields(checker, answer, context, rebuilt.expected);
  const { checks, parts } = compare(
    checker,
    context,
    fields,
    actual,
    rebuilt,
    where,
    input.knownField
  );
  return result(checks, parts);
}
function badRequest(operationId, message) {
  throw new InspectError(
    "bad-request",
    `The request is not one ${operationId} accepts: ${message.replace(/\.$/, "")}.`
  );
}
function operationCheck(operationId, detected) {
  if (!operationId) {
    return {
      field: "operation",
      label: "Operation",
      status: "differs",
      expected: "a transaction a forge call of the API makes",
      actual: "none of them",
      note: "No forge call of the API makes this transaction: nothing in it can be explained."
    };
  }
  if (detected) {
    return {
      field: "operation",
      label: "Operation",
      status: "open",
      actual: operationId,
      note: `Read from the transaction, as no operation was given: the check cannot tell whether ${operationId} is the call you made. Give the operation (choose it, or pass operationId) to check against it.`
    };
  }
  return {
    field: "operation",
    label: "Operation",
    status: "matches",
    expected: operationId,
    actual: operationId,
    note: "The transaction is checked against what this forge call makes of your request."
  };
}
function doesNotFit(operationId, message, field = "request") {
  return {
    field,
    label: "The request",
    status: "differs",
    expected: `a request of ${operationId}, the transaction's action`,
    actual: message.replace(/\.$/, ""),
    note: `The request does not fit the action this transaction performs (${operationId}): it was forged for another call than the one you made.`
  };
}
function refusedCheck(error) {
  return {
    field: error.field,
    label: requestFieldLabel(error.field),
    status: "differs",
    actual: error.message,
    note: "The API's forge refuses this request in the chain state the transaction carries: no forge call makes this transaction."
  };
}
function requestMisfit(operationId, { required, optional }, request) {
  const missing = required.filter(
    (field) => request[field] === void 0 || request[field] === null || request[field] === ""
  );
  if (missing.length) return `${missing.join(", ")} ${missing.length === 1 ? "is" : "are"} missing`;
  const unknown = Object.keys(request).filter(
    (field) => !required.includes(field) && !optional.includes(field)
  );
  if (unknown.length)
    return `${unknown.join(", ")} ${unknown.length === 1 ? "is not a field" : "are not fields"} of ${operationId}`;
  return void 0;
}
function perturb(checker, field, value) {
  if (typeof value === "number" && Number.isInteger(value)) return value + 1;
  if (typeof value === "string" && /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(value)) {
    const [whole, fraction] = value.split(".");
    return `${BigInt(whole) + 1n}${fraction === void 0 ? "" : `.${fraction}`}`;
  }
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value)))
    return new Date(Date.parse(value) + 864e5).toISOString();
  return checker.perturb(field, value);
}
async function locateFields(checker, answer, context, expected) {
  const where = /* @__PURE__ */ new Map();
  for (const [field, value] of Object.entries(context.request)) {
    if (value === void 0 || value === null || value === "") continue;
    const other = perturb(checker, field, value);
    if (other === void 0) {
      where.set(field, void 0);
      continue;
    }
    try {
      const changed = await checker.rebuild(answer, {
        ...context,
        request: { ...context.request, [field]: other }
      });
      where.set(
        field,
        diffTrees(expected, changed.expected).map((d) => d.path)
      );
    } catch {
      where.set(field, void 0);
    }
  }
  return where;
}
var touches = (a, b) => isWithin(a, b) || isWithin(b, a);
function compare(checker, context, { required, optional }, actual, rebuilt, where, knownField) {
  const { request, stakingIdentifier } = context;
  const name = (path) => checker.describe(path, stakingIdentifier, actual);
  const bounded = rebuilt.bounded;
  const underBound = (path) => bounded.some((b) => b.paths.some((p) => isWithin(path, p)));
  const all = diffTrees(rebuilt.expected, actual).filter((d) => !underBound(d.path));
  const primary = all.filter((d) => name(d.path).repeats === void 0);
  const differences = all.filter((d) => {
    const repeats = name(d.path).repeats;
    return repeats === void 0 || !primary.some((o) => isWithin(o.path, repeats));
  });
  const shown = (path, tree) => {
    const { unit, show: reading } = name(path);
    if (unit && typeof tree === "string" && /^"?\d+"?$/.test(tree))
      return formatAmount(amountOf(BigInt(showLeaf(tree)), unit));
    if (reading && typeof tree === "string") return reading(showLeaf(tree));
    return show(tree);
  };
  const checks = [];
  const fieldOf2 = /* @__PURE__ */ new Map();
  for (const field of [...required, ...optional]) {
    const value = request[field];
    if (value === void 0 || value === null || value === "") continue;
    const paths = where.get(field);
    const label = requestFieldLabel(field);
    const expected = showRequestValue(field, value, checker.unit(stakingIdentifier));
    if (paths === void 0) {
      checks.push({
        field,
        label,
        status: differences.length ? "differs" : "matches",
        expected,
        note: "Where this value sits in the transaction could not be found; the rows below account for every part."
      });
      continue;
    }
    if (paths.length === 0) {
      checks.push({
        field,
        label,
        status: "absent",
        expected,
        note: checker.absentNotes[field] ?? "The transaction does not carry it: the API uses it to read chain state (see the rows below)."
      });
      continue;
    }
    for (const path of paths) if (!fieldOf2.has(path)) fieldOf2.set(path, field);
    const hit = differences.find((d) => paths.some((p) => touches(d.path, p)));
    const first = name(paths[0]);
    const places = paths.length > 1 ? ` and ${paths.length - 1} more ${paths.length === 2 ? "place" : "places"}` : "";
    checks.push({
      field,
      label,
      status: hit ? "differs" : "matches",
      expected,
      actual: shown(paths[0], at(actual, paths[0])),
      note: hit ? `Where the request puts it, the transaction has something else: ${name(hit.path).label} (see its row).` : `In the transaction: ${first.label}${places}.${first.note ? ` ${first.note}` : ""}`,
      parts: paths
    });
  }
  for (const d of differences) {
    checks.push({
      field: d.path || "transaction",
      label: name(d.path).label,
      status: "differs",
      expected: d.expected === void 0 ? "(nothing: the request forges no such part)" : shown(d.path, d.expected),
      actual: d.actual === void 0 ? "(missing)" : shown(d.path, d.actual),
      note: d.expected === void 0 ? "Nothing explains this part: the forge does not make it from your request." : d.actual === void 0 ? "The transaction lacks a part the forge makes from your request." : void 0,
      parts: [d.path]
    });
  }
  for (const b of bounded) {
    checks.push({
      field: b.paths[0] ?? b.label,
      label: b.label,
      status: b.within ? b.kind : "differs",
      expected: b.bound,
      actual: b.actual,
      ...b.note ? { note: b.note } : {},
      parts: b.paths
    });
  }
  const unknown = [];
  const parts = leaves(actual).map(([path, leaf]) => {
    const bound = bounded.find((b) => b.paths.some((p) => isWithin(path, p)));
    const field = [...fieldOf2.entries()].find(([p]) => isWithin(path, p))?.[1];
    const differs = all.some((d) => touches(path, d.path));
    const known = knownField(path);
    if (!differs && !known) unknown.push(path);
    const source = differs || !known ? "differs" : bound ? bound.within ? bound.kind : "differs" : field ? "request" : "operation";
    return {
      path,
      label: name(path).label,
      value: shown(path, leaf),
      source,
      ...source === "request" && field ? { field } : {}
    };
  });
  for (const path of unknown) {
    checks.push({
      field: path,
      label: name(path).label,
      status: "differs",
      expected: "a field this check knows",
      actual: shown(path, at(actual, path)),
      note: "Not a field this check knows: it is refused rather than passed unexplained.",
      parts: [path]
    });
  }
  checks.push(wholeCheck(parts, differences.length + unknown.length));
  return { checks, parts };
}
function wholeCheck(parts, missingOrDiffering) {
  const count = (source) => parts.filter((p) => p.source === source).length;
  const differing = count("differs");
  const summary = [
    `${count("request")} from the request`,
    `${count("operation")} fixed by the operation`,
    `${count("state")} chain state`,
    `${count("fee")} fee`,
    ...count("open") ? [`${count("open")} open`] : [],
    ...differing ? [`${differing} unexplained`] : []
  ].join(", ");
  const fine = differing === 0 && missingOrDiffering === 0;
  return {
    field: "transaction",
    label: "Every part of the transaction",
    status: fine ? "matches" : "differs",
    expected: "each part explained by the request, the operation, chain state or a fee within its ceiling",
    actual: `${parts.length} parts: ${summary}`,
    note: fine ? "Nothing in the transaction is unexplained: it is, part for part, what the API's forge makes of your request, with the chain state and fees listed above." : "Parts of the transaction are not what the forge makes of your request (the rows above name them)."
  };
}

// lib/chains/base/units.ts
var units_exports = {};
__export(units_exports, {
  fromBaseUnits: () => fromBaseUnits,
  toBaseUnits: () => toBaseUnits
});
var DECIMAL2 = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
function toBaseUnits(amount, decimals, { field = "amount", unit = "the token" } = {}) {
  const match = typeof amount === "string" ? DECIMAL2.exec(amount) : null;
  if (!match)
    throw new InvalidRequest(field, `${field} must be a positive decimal string, such as "12.5"`);
  const fraction = (match[2] ?? ".").slice(1);
  if (fraction.length > decimals) {
    throw new InvalidRequest(
      field,
      `${field} has ${fraction.length} decimal places; ${unit} has ${decimals}`
    );
  }
  const base = BigInt(match[1] + fraction.padEnd(decimals, "0"));
  if (base === 0n) throw new InvalidRequest(field, `${field} must be greater than 0`);
  return base;
}
function fromBaseUnits(base, decimals) {
  const negative = base < 0n;
  const digits = (negative ? -base : base).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

// lib/chains/evm/operations.ts
var operations_exports = {};
__export(operations_exports, {
  OPERATIONS: () => OPERATIONS
});
var OPERATIONS = /* @__PURE__ */ Object.freeze({
  forgeChilizStake: {
    identifier: "CHILIZ",
    action: "stake",
    method: "delegate",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeChilizUnstake: {
    identifier: "CHILIZ",
    action: "unstake",
    method: "undelegate",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeChilizWithdraw: {
    identifier: "CHILIZ",
    action: "withdraw",
    method: "claimPendingUndelegates",
    fields: "delegatorAddress validatorAddress"
  },
  forgeCxtApprove: {
    identifier: "CXT",
    action: "approve",
    method: "approve",
    fields: "delegatorAddress amount"
  },
  forgeCxtStake: {
    identifier: "CXT",
    action: "stake",
    method: "stake",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeCxtUnstake: {
    identifier: "CXT",
    action: "unstake",
    method: "unstake",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeCxtUnstakeAll: {
    identifier: "CXT",
    action: "unstakeAll",
    method: "unstakeAll",
    fields: "delegatorAddress validatorAddress"
  },
  forgeCxtWithdraw: {
    identifier: "CXT",
    action: "withdraw",
    method: "transferUnstakedOut",
    fields: "delegatorAddress validatorAddress unstakeID amount?"
  },
  forgeCxtClaimRewards: {
    identifier: "CXT",
    action: "claimRewards",
    method: "redeemAllRewards",
    fields: "delegatorAddress validatorAddress beneficiaryAddress?"
  },
  forgePolApprove: {
    identifier: "POL",
    action: "approve",
    method: "approve",
    fields: "delegatorAddress amount"
  },
  forgePolStake: {
    identifier: "POL",
    action: "stake",
    method: "buyVoucherPOL",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgePolUnstake: {
    identifier: "POL",
    action: "unstake",
    method: "sellVoucher_newPOL",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgePolWithdraw: {
    identifier: "POL",
    action: "withdraw",
    method: "unstakeClaimTokens_newPOL",
    fields: "delegatorAddress validatorAddress unbondNonce"
  },
  forgePolClaimRewards: {
    identifier: "POL",
    action: "claimRewards",
    method: "withdrawRewardsPOL",
    fields: "delegatorAddress validatorAddress"
  },
  forgePolRestakeRewards: {
    identifier: "POL",
    action: "restakeRewards",
    method: "restakePOL",
    fields: "delegatorAddress validatorAddress"
  },
  forgePolRedelegate: {
    identifier: "POL",
    action: "redelegate",
    method: "migrateDelegation",
    fields: "delegatorAddress fromValidatorAddress toValidatorAddress amount"
  },
  forgeStakeWiseStake: {
    identifier: "STAKEWISE",
    action: "stake",
    method: "deposit",
    fields: "delegatorAddress vaultAddress amount holder?"
  },
  forgeStakeWiseUnstake: {
    identifier: "STAKEWISE",
    action: "unstake",
    method: "enterExitQueue",
    fields: "delegatorAddress vaultAddress amount holder?"
  },
  forgeStakeWiseWithdraw: {
    identifier: "STAKEWISE",
    action: "withdraw",
    method: "claimExitedAssets",
    fields: "delegatorAddress vaultAddress unstakeTxHash"
  }
});

// lib/chains/multiversx/operations.ts
var operations_exports2 = {};
__export(operations_exports2, {
  OPERATIONS: () => OPERATIONS2
});
var OPERATIONS2 = /* @__PURE__ */ Object.freeze({
  forgeEgldStake: {
    identifier: "EGLD",
    action: "stake",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeEgldUnstake: {
    identifier: "EGLD",
    action: "unstake",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeEgldWithdraw: {
    identifier: "EGLD",
    action: "withdraw",
    fields: "delegatorAddress validatorAddress"
  },
  forgeEgldClaimRewards: {
    identifier: "EGLD",
    action: "claimRewards",
    fields: "delegatorAddress validatorAddress"
  },
  forgeEgldRestakeRewards: {
    identifier: "EGLD",
    action: "restakeRewards",
    fields: "delegatorAddress validatorAddress"
  }
});

// lib/chains/near/operations.ts
var operations_exports3 = {};
__export(operations_exports3, {
  OPERATIONS: () => OPERATIONS3
});
var OPERATIONS3 = /* @__PURE__ */ Object.freeze({
  forgeNearStake: {
    identifier: "NEAR",
    action: "stake",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeNearUnstake: {
    identifier: "NEAR",
    action: "unstake",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeNearWithdraw: {
    identifier: "NEAR",
    action: "withdraw",
    fields: "delegatorAddress validatorAddress amount?"
  }
});

// lib/chains/polkadot/operations.ts
var operations_exports4 = {};
__export(operations_exports4, {
  OPERATIONS: () => OPERATIONS4
});
var OPERATIONS4 = /* @__PURE__ */ Object.freeze({
  forgeDotPoolStake: {
    identifier: "DOT",
    action: "stake",
    fields: "delegatorAddress poolId amount"
  },
  forgeDotPoolAddToStake: {
    identifier: "DOT",
    action: "addToStake",
    fields: "delegatorAddress amount"
  },
  forgeDotPoolRestakeRewards: {
    identifier: "DOT",
    action: "restakeRewards",
    fields: "delegatorAddress poolMemberAddress?"
  },
  forgeDotPoolUnstake: {
    identifier: "DOT",
    action: "unstake",
    fields: "delegatorAddress memberAccount? amount"
  },
  forgeDotPoolWithdraw: {
    identifier: "DOT",
    action: "withdraw",
    fields: "delegatorAddress memberAccount?"
  },
  forgeDotPoolClaimRewards: {
    identifier: "DOT",
    action: "claimRewards",
    fields: "delegatorAddress poolMemberAddress?"
  }
});

// lib/chains/solana/operations.ts
var operations_exports5 = {};
__export(operations_exports5, {
  OPERATIONS: () => OPERATIONS5
});
var OPERATIONS5 = /* @__PURE__ */ Object.freeze({
  forgeSolStake: {
    identifier: "SOL",
    action: "stake",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeSolUnstake: {
    identifier: "SOL",
    action: "unstake",
    fields: "delegatorAddress stakeAccountAddress amount?"
  },
  forgeSolWithdraw: {
    identifier: "SOL",
    action: "withdraw",
    fields: "delegatorAddress stakeAccountAddress amount?"
  },
  forgeSolRedelegate: {
    identifier: "SOL",
    action: "redelegate",
    fields: "delegatorAddress stakeAccountAddress newValidatorAddress"
  }
});

// lib/chains/tendermint/operations.ts
var operations_exports6 = {};
__export(operations_exports6, {
  OPERATIONS: () => OPERATIONS6
});
var OPERATIONS6 = /* @__PURE__ */ Object.freeze({
  forgeTendermintStake: {
    action: "stake",
    typeUrl: "/cosmos.staking.v1beta1.MsgDelegate",
    aminoType: "cosmos-sdk/MsgDelegate",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeTendermintUnstake: {
    action: "unstake",
    typeUrl: "/cosmos.staking.v1beta1.MsgUndelegate",
    aminoType: "cosmos-sdk/MsgUndelegate",
    fields: "delegatorAddress validatorAddress amount"
  },
  forgeTendermintRedelegate: {
    action: "redelegate",
    typeUrl: "/cosmos.staking.v1beta1.MsgBeginRedelegate",
    aminoType: "cosmos-sdk/MsgBeginRedelegate",
    fields: "delegatorAddress fromValidatorAddress toValidatorAddress amount"
  },
  forgeTendermintClaimRewards: {
    action: "claimRewards",
    typeUrl: "/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward",
    aminoType: "cosmos-sdk/MsgWithdrawDelegationReward",
    fields: "delegatorAddress validatorAddress"
  },
  // Enabling grants the restake bot a StakeAuthorization (an allow list of validators); disabling
  // grants it again without the validator, or revokes it with the last one.
  forgeTendermintAutoRestakeEnable: {
    action: "auto-restake-rewards",
    subAction: "enable",
    typeUrl: "/cosmos.authz.v1beta1.MsgGrant",
    aminoType: "cosmos-sdk/MsgGrant",
    fields: "delegatorAddress validatorAddress expirationDate?"
  },
  forgeTendermintAutoRestakeDisable: {
    action: "auto-restake-rewards",
    subAction: "disable",
    typeUrl: "/cosmos.authz.v1beta1.MsgRevoke",
    aminoType: "cosmos-sdk/MsgRevoke",
    fields: "delegatorAddress validatorAddress"
  }
});

// lib/chains/evm/index.ts
var KB = 1024;
var definition2 = {
  name: "Ethereum-type chains",
  answer: {
    markers: [["serializedUnsignedTx"]],
    named: "serializedUnsignedTx",
    described: "an Ethereum-type transaction (serializedUnsignedTx)",
    encoded: [{ field: "serializedUnsignedTx", encoding: "hex" }],
    size: {
      json: 8 * KB,
      bytes: {
        field: "serializedUnsignedTx",
        max: 2 * KB,
        encoding: "hex",
        why: "an Ethereum staking call is a few hundred bytes"
      }
    },
    library: "ethers",
    packages: ["ethers"]
  },
  operations: OPERATIONS,
  check: () => __checker_evm(),
  forge: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  facts: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled"))
};
async function __checker_evm() {
  const modules = { "ethers": { __esModule: true, ...await import("ethers") }, "lib/chains/base/amounts.ts": amounts_exports, "lib/chains/base/chain-state.ts": chain_state_exports, "lib/chains/base/errors.ts": errors_exports, "lib/chains/base/gas.ts": gas_exports, "lib/chains/base/inspect-error.ts": inspect_error_exports, "lib/chains/base/run.ts": run_exports, "lib/chains/base/tree.ts": tree_exports, "lib/chains/base/units.ts": units_exports, "lib/chains/evm/operations.ts": operations_exports, "lib/chains/multiversx/operations.ts": operations_exports2, "lib/chains/near/operations.ts": operations_exports3, "lib/chains/polkadot/operations.ts": operations_exports4, "lib/chains/solana/operations.ts": operations_exports5, "lib/chains/tendermint/operations.ts": operations_exports6 };
  const require2 = (id) => {
    if (!(id in modules)) throw new Error(`check-transaction: ${id} is not bundled`);
    return modules[id];
  };
  const module = { exports: {} };
  (function(module2, exports, require3) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export2 = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var check_exports = {};
    __export2(check_exports, {
      ARGUMENT_AMOUNTS: () => ARGUMENT_AMOUNTS,
      describeChain: () => describeChain,
      inspect: () => inspect
    });
    module2.exports = __toCommonJS(check_exports);
    var import_ethers4 = require3("ethers");
    var import_run = require3("lib/chains/base/run.ts");
    var import_amounts2 = require3("lib/chains/base/amounts.ts");
    var import_ethers = require3("ethers");
    var import_errors3 = require3("lib/chains/base/errors.ts");
    var import_units = require3("lib/chains/base/units.ts");
    var VIEM_CHAINS = "https://github.com/wevm/viem/blob/HEAD/src/chains/definitions";
    var CHILIZ_GENESIS = "https://github.com/chiliz-chain/v2-genesis-config";
    var POS_CONTRACTS = "https://github.com/0xPolygon/pos-contracts";
    var COVALENT_STAKING = "https://github.com/covalenthq/ewm-contracts";
    var STAKEWISE_V3 = "https://github.com/stakewise/v3-core";
    var NETWORKS = /* @__PURE__ */ Object.freeze({
      ETHEREUM: {
        name: "Ethereum mainnet",
        chainId: "1",
        currency: "ETH",
        source: `${VIEM_CHAINS}/mainnet.ts`,
        explorer: { transactionUrl: "https://etherscan.io/tx/", source: `${VIEM_CHAINS}/mainnet.ts` }
      },
      CHILIZ: {
        name: "Chiliz Chain",
        chainId: "88888",
        currency: "CHZ",
        source: `${CHILIZ_GENESIS}/blob/HEAD/mainnet.json`,
        explorer: { transactionUrl: "https://scan.chiliz.com/tx/", source: `${VIEM_CHAINS}/chiliz.ts` }
      }
    });
    var CONTRACTS = /* @__PURE__ */ Object.freeze({
      CHILIZ_STAKING: {
        address: "0x0000000000000000000000000000000000001000",
        source: `${CHILIZ_GENESIS}/blob/HEAD/create-genesis.go`,
        verified: true
      },
      CHILIZ_CHAIN_CONFIG: {
        address: "0x0000000000000000000000000000000000007003",
        source: `${CHILIZ_GENESIS}/blob/HEAD/create-genesis.go`,
        verified: true
      },
      CXT_TOKEN: {
        address: "0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D",
        source: "https://etherscan.io/token/0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D",
        verified: true
      },
      CXT_STAKING: {
        address: "0x7a1F6B2A836105204cba035bBb3Ee22F233d6E93",
        source: "API",
        verified: false
      },
      POL_TOKEN: {
        address: "0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6",
        source: "https://etherscan.io/token/0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6",
        verified: true
      },
      POL_STAKE_MANAGER: {
        address: "0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908",
        source: "https://etherscan.io/address/0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908",
        verified: true
      }
    });
    var METHODS = /* @__PURE__ */ Object.freeze({
      chiliz: /* @__PURE__ */ Object.freeze([
        "function delegate(address validator) payable",
        "function undelegate(address validator, uint256 amount)",
        "function claimPendingUndelegates(address validator)",
        "function claimDelegatorFee(address validator)",
        "function redelegateDelegatorFee(address validator) returns (uint256 amountToStake, uint256 rewardsDust)"
      ]),
      erc20: /* @__PURE__ */ Object.freeze([
        "function approve(address spender, uint256 amount) returns (bool)"
      ]),
      cxt: /* @__PURE__ */ Object.freeze([
        "function stake(uint128 validatorId, uint128 amount)",
        "function unstake(uint128 validatorId, uint128 amount)",
        "function unstakeAll(uint128 validatorId)",
        "function transferUnstakedOut(uint128 amount, uint128 validatorId, uint128 unstakingId)",
        "function redeemAllRewards(uint128 validatorId, address beneficiary)"
      ]),
      polShare: /* @__PURE__ */ Object.freeze([
        "function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint) returns (uint256)",
        "function sellVoucher_newPOL(uint256 claimAmount, uint256 maximumSharesToBurn)",
        "function unstakeClaimTokens_newPOL(uint256 unbondNonce)",
        "function withdrawRewardsPOL()",
        "function restakePOL() returns (uint256, uint256)"
      ]),
      polStakeManager: /* @__PURE__ */ Object.freeze([
        "function migrateDelegation(uint256 fromValidatorId, uint256 toValidatorId, uint256 amount)"
      ]),
      stakewise: /* @__PURE__ */ Object.freeze([
        "function deposit(address receiver, address referrer) payable returns (uint256 shares)",
        "function enterExitQueue(uint256 shares, address receiver) returns (uint256 positionTicket)",
        "function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)"
      ])
    });
    var wei = (symbol, source) => ({ symbol, decimals: 18, baseUnit: "wei", source });
    var TOKENS = /* @__PURE__ */ Object.freeze({
      CHILIZ: /* @__PURE__ */ wei("CHZ", `${VIEM_CHAINS}/chiliz.ts`),
      CXT: /* @__PURE__ */ wei(
        "CXT",
        "https://etherscan.io/token/0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D"
      ),
      POL: /* @__PURE__ */ wei(
        "POL",
        "https://etherscan.io/token/0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6"
      ),
      STAKEWISE: /* @__PURE__ */ wei("ETH", `${VIEM_CHAINS}/mainnet.ts`)
    });
    var NETWORK_OF = /* @__PURE__ */ Object.freeze({
      CHILIZ: "CHILIZ",
      CXT: "ETHEREUM",
      POL: "ETHEREUM",
      STAKEWISE: "ETHEREUM"
    });
    var IDENTIFIERS = /* @__PURE__ */ Object.freeze({
      CHILIZ: {
        name: "Chiliz Chain",
        aliases: ["Chiliz", "CHZ"],
        network: NETWORK_OF.CHILIZ,
        token: TOKENS.CHILIZ,
        timing: {
          kind: "unbonding",
          period: "7 full epochs of 28,800 blocks (3 s blocks: about a day each); about 8 days, as the current epoch ends first",
          days: 8,
          meanwhile: "The undelegated CHZ earn nothing; from the epoch the contract computes (the current epoch + the undelegate period) claimPendingUndelegates (withdraw) pays them out.",
          source: `${CHILIZ_GENESIS}/blob/HEAD/contracts/Staking.sol`,
          verified: false,
          readFrom: "ChainConfig (0x…7003) getUndelegatePeriod() in epochs; getEpochBlockInterval() in blocks (28,800 in mainnet.json)",
          count: { value: 7, unit: "epochs" },
          epochLength: { value: 28800, unit: "blocks" }
        },
        limits: [
          {
            rule: 'delegate and undelegate amounts are whole multiples of 10^10 wei (at most 8 non-zero decimals of CHZ): Staking.sol BALANCE_COMPACT_PRECISION, require(amount % 1e10 == 0, "hr")',
            source: `${CHILIZ_GENESIS}/blob/HEAD/contracts/Staking.sol`,
            verified: true,
            multipleOfBaseUnits: "10000000000"
          },
          {
            rule: `at least the chain's minimum stake: ChainConfig getMinStakingAmount() (require(amount >= minStakingAmount, "tl"))`,
            source: `${CHILIZ_GENESIS}/blob/HEAD/contracts/ChainConfig.sol`,
            verified: true
          }
        ],
        yieldMeaning: "The contract credits rewards each epoch; they do not compound by themselves: claimDelegatorFee pays them out, redelegateDelegatorFee stakes them again (the API has no forge call for either)."
      },
      CXT: {
        name: "Covalent",
        aliases: ["Covalent Network", "CQT", "Ethereum"],
        network: NETWORK_OF.CXT,
        token: TOKENS.CXT,
        timing: {
          kind: "cooldown",
          period: "the staking contract's delegator cool-down, counted in blocks (its initializer's comment gives 28 × 6,857 blocks, about 28 days; Covalent's delegator FAQ says about 14 days; the owner can change it)",
          days: null,
          meanwhile: "Each unstake creates an unstaking entry (its index is the unstakeID of the Unstaked event); it earns nothing, and transferUnstakedOut (withdraw) can take it, or part of it, from the cool-down's end block.",
          source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
          verified: false,
          readFrom: "OperationalStaking delegatorCoolDown() (blocks); an Unstaked entry can be taken out from its coolDownEnd block"
        },
        limits: [
          {
            rule: "approve the staking contract for at least the amount before stake (it pulls the tokens with transferFrom)",
            source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
            verified: true
          },
          {
            rule: 'stake and unstake at least 10^8 wei (REWARD_REDEEM_THRESHOLD: "Stake amount is too small")',
            source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
            verified: true
          },
          {
            rule: "withdraw names the unstaking entry with unstakeID",
            source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`,
            verified: true
          }
        ],
        yieldMeaning: "Rewards accrue to the delegation and are redeemed with claimRewards (redeemAllRewards), to beneficiaryAddress or the delegator; they can be redeemed at any time."
      },
      POL: {
        name: "Polygon",
        aliases: ["MATIC", "Ethereum"],
        network: NETWORK_OF.POL,
        token: TOKENS.POL,
        timing: {
          kind: "unbonding",
          period: "the StakeManager's withdrawalDelay, counted in checkpoints (80 checkpoints, about 2 to 4 days, is the commonly published figure)",
          days: 3,
          meanwhile: "sellVoucher_newPOL creates an unbond entry under the delegator's next unbondNonce; it earns nothing, and unstakeClaimTokens_newPOL (withdraw, naming the unbondNonce) pays it out once the delay has passed.",
          source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/stakeManager/StakeManager.sol`,
          verified: false,
          readFrom: "StakeManager withdrawalDelay() and epoch() (checkpoints)",
          count: { value: 80, unit: "checkpoints" }
        },
        limits: [
          {
            rule: "approve the StakeManager (not the ValidatorShare) for at least the amount before stake",
            source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/validatorShare/ValidatorShare.sol`,
            verified: true
          },
          {
            rule: "redelegate (migrateDelegation) only to validators with an id above 7 (the foundation validators)",
            source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/stakeManager/StakeManager.sol`,
            verified: true
          },
          {
            rule: "withdraw names the unbond entry with unbondNonce",
            source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/validatorShare/ValidatorShare.sol`,
            verified: true
          }
        ],
        yieldMeaning: "Rewards accrue as liquid POL on the ValidatorShare contract: withdrawRewardsPOL (claimRewards) pays them out, restakePOL (restakeRewards) compounds them; buying or selling vouchers pays pending rewards out too."
      },
      STAKEWISE: {
        name: "StakeWise",
        aliases: ["StakeWise v3", "ETH", "Ethereum"],
        network: NETWORK_OF.STAKEWISE,
        token: TOKENS.STAKEWISE,
        timing: {
          kind: "exit queue",
          period: "until the vault has processed the exit-queue position (it may have to exit validators, which can take days) and its claim delay after entering has passed (24 h in earlier vault versions, 15 h in the current ones)",
          days: null,
          meanwhile: "enterExitQueue turns the shares into an exit-queue position; the position earns nothing once processed; claimExitedAssets (withdraw, found from unstakeTxHash) pays the ETH out, and a partial claim leaves a new ticket for the rest.",
          source: `${STAKEWISE_V3}/blob/HEAD/contracts/vaults/modules/VaultEnterExit.sol`,
          verified: false,
          readFrom: "the vault's getExitQueueIndex(positionTicket) and calculateExitedAssets(...)"
        },
        limits: [
          {
            rule: "unstake takes an ETH amount, converted to vault shares at the share price (convertToShares)",
            source: `${STAKEWISE_V3}/blob/HEAD/contracts/interfaces/IVaultEnterExit.sol`,
            verified: true
          }
        ],
        yieldMeaning: "Rewards raise the vault's share price: the shares held are worth more ETH over time, with no claim transaction."
      }
    });
    var NETWORKS_BY_CHAIN_ID = /* @__PURE__ */ (() => Object.freeze(
      Object.fromEntries(
        Object.values(NETWORKS).map((network) => [
          network.chainId,
          { name: network.name, currency: network.currency }
        ])
      )
    ))();
    var import_operations9 = require3("lib/chains/evm/operations.ts");
    var CONTRACTS2 = Object.freeze(
      Object.fromEntries(
        Object.entries(CONTRACTS).map(([name, { address: address2 }]) => [name, address2])
      )
    );
    var ABI = Object.freeze({
      chiliz: new import_ethers.Interface(METHODS.chiliz),
      erc20: new import_ethers.Interface(METHODS.erc20),
      cxt: new import_ethers.Interface(METHODS.cxt),
      polShare: new import_ethers.Interface(METHODS.polShare),
      polStakeManager: new import_ethers.Interface(METHODS.polStakeManager),
      stakewise: new import_ethers.Interface(METHODS.stakewise)
    });
    var NETWORKS2 = Object.freeze({
      CHILIZ: {
        chainId: BigInt(NETWORKS.CHILIZ.chainId),
        maxPriorityFeePerGas: 1000000000n,
        maxFeePerGas: 3000000000000n
      },
      ETHEREUM: {
        chainId: BigInt(NETWORKS.ETHEREUM.chainId),
        maxPriorityFeePerGas: 1500000000n,
        maxFeePerGas: 30000000000n
      }
    });
    var NETWORK_OF2 = NETWORK_OF;
    var DECIMALS = TOKENS.POL.decimals;
    var POL_FOUNDATION_MAX_ID = 7n;
    function address(request, field) {
      try {
        return (0, import_ethers.getAddress)(request[field]);
      } catch {
        throw new import_errors3.InvalidRequest(
          field,
          `${field} is not a valid address (0x and 40 hex digits, with a correct EIP-55 checksum if mixed case)`
        );
      }
    }
    function amount(request, unit) {
      return (0, import_units.toBaseUnits)(request.amount, DECIMALS, { unit });
    }
    function cxtId(request, state) {
      const id = state.cxtValidatorId?.(address(request, "validatorAddress"));
      if (id === void 0)
        throw new import_errors3.Refused(
          "validatorAddress",
          "validatorAddress is not a validator of the CXT staking contract"
        );
      return id;
    }
    function polId(request, field, state) {
      const id = state.polValidatorId?.(address(request, field));
      if (id === void 0)
        throw new import_errors3.Refused(field, `${field} is not the ValidatorShare contract of a Polygon validator`);
      return id;
    }
    function vault(request, state) {
      const found = state.stakewiseVault?.(address(request, "vaultAddress"));
      if (!found) throw new import_errors3.Refused("vaultAddress", "vaultAddress is not a StakeWise v3 vault");
      return found;
    }
    function stakewiseShares(assets, { totalAssets, totalShares }) {
      return assets * totalShares / totalAssets;
    }
    var OPERATIONS7 = {
      forgeChilizStake: {
        ...import_operations9.OPERATIONS.forgeChilizStake,
        gasLimit: 150000n,
        call: (request) => ({
          to: CONTRACTS2.CHILIZ_STAKING,
          value: amount(request, "CHZ"),
          data: ABI.chiliz.encodeFunctionData("delegate", [address(request, "validatorAddress")])
        })
      },
      forgeChilizUnstake: {
        ...import_operations9.OPERATIONS.forgeChilizUnstake,
        gasLimit: 150000n,
        call: (request) => ({
          to: CONTRACTS2.CHILIZ_STAKING,
          data: ABI.chiliz.encodeFunctionData("undelegate", [
            address(request, "validatorAddress"),
            amount(request, "CHZ")
          ])
        })
      },
      forgeChilizWithdraw: {
        ...import_operations9.OPERATIONS.forgeChilizWithdraw,
        gasLimit: 150000n,
        call: (request) => ({
          to: CONTRACTS2.CHILIZ_STAKING,
          data: ABI.chiliz.encodeFunctionData("claimPendingUndelegates", [
            address(request, "validatorAddress")
          ])
        })
      },
      forgeCxtApprove: {
        ...import_operations9.OPERATIONS.forgeCxtApprove,
        gasLimit: 60000n,
        call: (request) => ({
          to: CONTRACTS2.CXT_TOKEN,
          data: ABI.erc20.encodeFunctionData("approve", [
            CONTRACTS2.CXT_STAKING,
            amount(request, "CXT")
          ])
        })
      },
      forgeCxtStake: {
        ...import_operations9.OPERATIONS.forgeCxtStake,
        gasLimit: 250000n,
        call: (request, state) => ({
          to: CONTRACTS2.CXT_STAKING,
          data: ABI.cxt.encodeFunctionData("stake", [cxtId(request, state), amount(request, "CXT")])
        })
      },
      forgeCxtUnstake: {
        ...import_operations9.OPERATIONS.forgeCxtUnstake,
        gasLimit: 250000n,
        call: (request, state) => ({
          to: CONTRACTS2.CXT_STAKING,
          data: ABI.cxt.encodeFunctionData("unstake", [cxtId(request, state), amount(request, "CXT")])
        })
      },
      forgeCxtUnstakeAll: {
        ...import_operations9.OPERATIONS.forgeCxtUnstakeAll,
        gasLimit: 250000n,
        call: (request, state) => ({
          to: CONTRACTS2.CXT_STAKING,
          data: ABI.cxt.encodeFunctionData("unstakeAll", [cxtId(request, state)])
        })
      },
      forgeCxtWithdraw: {
        ...import_operations9.OPERATIONS.forgeCxtWithdraw,
        gasLimit: 200000n,
        call: (request, state) => {
          const id = cxtId(request, state);
          const unstakingId = BigInt(request.unstakeID);
          const left = state.cxtUnstaking?.(address(request, "delegatorAddress"), id, unstakingId);
          if (left === void 0)
            throw new import_errors3.Refused(
              "unstakeID",
              `delegatorAddress has no unstaking ${unstakingId} with this validator`
            );
          const value = request.amount === void 0 ? left : amount(request, "CXT");
          if (value > left)
            throw new import_errors3.Refused("amount", "amount exceeds what is left in this unstaking");
          return {
            to: CONTRACTS2.CXT_STAKING,
            data: ABI.cxt.encodeFunctionData("transferUnstakedOut", [value, id, unstakingId])
          };
        }
      },
      forgeCxtClaimRewards: {
        ...import_operations9.OPERATIONS.forgeCxtClaimRewards,
        gasLimit: 200000n,
        call: (request, state) => ({
          to: CONTRACTS2.CXT_STAKING,
          data: ABI.cxt.encodeFunctionData("redeemAllRewards", [
            cxtId(request, state),
            address(
              request,
              request.beneficiaryAddress === void 0 ? "delegatorAddress" : "beneficiaryAddress"
            )
          ])
        })
      },
      forgePolApprove: {
        ...import_operations9.OPERATIONS.forgePolApprove,
        gasLimit: 60000n,
        call: (request) => ({
          to: CONTRACTS2.POL_TOKEN,
          data: ABI.erc20.encodeFunctionData("approve", [
            CONTRACTS2.POL_STAKE_MANAGER,
            amount(request, "POL")
          ])
        })
      },
      forgePolStake: {
        ...import_operations9.OPERATIONS.forgePolStake,
        gasLimit: 350000n,
        call: (request, state) => (polId(request, "validatorAddress", state), {
          to: address(request, "validatorAddress"),
          data: ABI.polShare.encodeFunctionData("buyVoucherPOL", [amount(request, "POL"), 0n])
        })
      },
      forgePolUnstake: {
        ...import_operations9.OPERATIONS.forgePolUnstake,
        gasLimit: 350000n,
        // maximumSharesToBurn: the shares worth `amount`; ValidatorShare prices them 1:1 here.
        call: (request, state) => (polId(request, "validatorAddress", state), {
          to: address(request, "validatorAddress"),
          data: ABI.polShare.encodeFunctionData("sellVoucher_newPOL", [
            amount(request, "POL"),
            amount(request, "POL")
          ])
        })
      },
      forgePolWithdraw: {
        ...import_operations9.OPERATIONS.forgePolWithdraw,
        gasLimit: 250000n,
        call: (request, state) => (polId(request, "validatorAddress", state), {
          to: address(request, "validatorAddress"),
          data: ABI.polShare.encodeFunctionData("unstakeClaimTokens_newPOL", [
            BigInt(request.unbondNonce)
          ])
        })
      },
      forgePolClaimRewards: {
        ...import_operations9.OPERATIONS.forgePolClaimRewards,
        gasLimit: 200000n,
        call: (request, state) => (polId(request, "validatorAddress", state), {
          to: address(request, "validatorAddress"),
          data: ABI.polShare.encodeFunctionData("withdrawRewardsPOL", [])
        })
      },
      forgePolRestakeRewards: {
        ...import_operations9.OPERATIONS.forgePolRestakeRewards,
        gasLimit: 250000n,
        call: (request, state) => (polId(request, "validatorAddress", state), {
          to: address(request, "validatorAddress"),
          data: ABI.polShare.encodeFunctionData("restakePOL", [])
        })
      },
      forgePolRedelegate: {
        ...import_operations9.OPERATIONS.forgePolRedelegate,
        gasLimit: 400000n,
        call: (request, state) => {
          const from = polId(request, "fromValidatorAddress", state);
          const to = polId(request, "toValidatorAddress", state);
          if (to <= POL_FOUNDATION_MAX_ID) {
            throw new import_errors3.Refused(
              "toValidatorAddress",
              `toValidatorAddress is foundation validator ${to}: foundation validators (id 1 to 7) cannot receive a redelegation`
            );
          }
          if (from === to)
            throw new import_errors3.InvalidRequest(
              "toValidatorAddress",
              "toValidatorAddress must differ from fromValidatorAddress"
            );
          return {
            to: CONTRACTS2.POL_STAKE_MANAGER,
            data: ABI.polStakeManager.encodeFunctionData("migrateDelegation", [
              from,
              to,
              amount(request, "POL")
            ])
          };
        }
      },
      forgeStakeWiseStake: {
        ...import_operations9.OPERATIONS.forgeStakeWiseStake,
        gasLimit: 200000n,
        call: (request, state) => (vault(request, state), {
          to: address(request, "vaultAddress"),
          value: amount(request, "ETH"),
          data: ABI.stakewise.encodeFunctionData("deposit", [
            address(request, request.holder === void 0 ? "delegatorAddress" : "holder"),
            import_ethers.ZeroAddress
          ])
        })
      },
      forgeStakeWiseUnstake: {
        ...import_operations9.OPERATIONS.forgeStakeWiseUnstake,
        gasLimit: 200000n,
        call: (request, state) => ({
          to: address(request, "vaultAddress"),
          data: ABI.stakewise.encodeFunctionData("enterExitQueue", [
            stakewiseShares(amount(request, "ETH"), vault(request, state)),
            address(request, request.holder === void 0 ? "delegatorAddress" : "holder")
          ])
        })
      },
      forgeStakeWiseWithdraw: {
        ...import_operations9.OPERATIONS.forgeStakeWiseWithdraw,
        gasLimit: 200000n,
        call: (request, state) => {
          vault(request, state);
          const exit = state.stakewiseExit?.(
            address(request, "vaultAddress"),
            String(request.unstakeTxHash).toLowerCase()
          );
          if (!exit)
            throw new import_errors3.Refused(
              "unstakeTxHash",
              "unstakeTxHash is not an unstake (exit queue) transaction of this vault"
            );
          return {
            to: address(request, "vaultAddress"),
            data: ABI.stakewise.encodeFunctionData("claimExitedAssets", [
              exit.positionTicket,
              exit.timestamp,
              exit.exitQueueIndex
            ])
          };
        }
      }
    };
    function forgeTransaction(operationId, request, state) {
      const op = OPERATIONS7[operationId];
      if (!op) throw new Error(`no EVM forge rule for ${operationId}`);
      address(request, "delegatorAddress");
      const { to, value = 0n, data } = op.call(request, state);
      return import_ethers.Transaction.from({
        type: 2,
        ...NETWORKS2[NETWORK_OF2[op.identifier]],
        nonce: state.nonce,
        gasLimit: op.gasLimit,
        to: (0, import_ethers.getAddress)(to),
        value,
        data,
        accessList: []
      });
    }
    var EVM_CONTRACTS = Object.freeze(
      Object.fromEntries(
        Object.entries(CONTRACTS).map(([name, { address: address2 }]) => [name, address2])
      )
    );
    var EVM_METHODS = Object.freeze(Object.values(METHODS).flat());
    var EVM_NETWORKS = NETWORKS_BY_CHAIN_ID;
    var EVM_IDENTIFIERS = Object.freeze(
      Object.fromEntries(
        Object.entries(NETWORK_OF).map(([identifier, network]) => [
          identifier,
          {
            chainId: NETWORKS[network].chainId,
            token: TOKENS[identifier].symbol
          }
        ])
      )
    );
    var import_ethers2 = require3("ethers");
    var import_inspect_error7 = require3("lib/chains/base/inspect-error.ts");
    var import_tree2 = require3("lib/chains/base/tree.ts");
    var FORGE_INTERFACE = new import_ethers2.Interface(
      Object.values(ABI).flatMap((iface) => iface.fragments)
    );
    function parseCall(data, value) {
      const parsed = FORGE_INTERFACE.parseTransaction({ data, value });
      if (!parsed) return void 0;
      const args = parsed.args;
      if (FORGE_INTERFACE.encodeFunctionData(parsed.fragment, args).toLowerCase() !== data.toLowerCase())
        return void 0;
      return {
        method: parsed.name,
        signature: parsed.signature,
        args: Object.fromEntries(
          parsed.fragment.inputs.map((input, i) => [
            input.name,
            input.type === "address" ? (0, import_ethers2.getAddress)(String(args[i])) : args[i]
          ])
        )
      };
    }
    function read(transaction) {
      const { serializedUnsignedTx: hex, ...extras } = transaction;
      let tx;
      try {
        tx = import_ethers2.Transaction.from(hex);
      } catch (error) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `serializedUnsignedTx does not decode as an Ethereum transaction (${(0, import_inspect_error7.reason)(error)}). It may have been cut off or edited.`
        );
      }
      const again = tx.signature ? tx.serialized : tx.unsignedSerialized;
      if (again.toLowerCase() !== String(hex).toLowerCase())
        throw new import_inspect_error7.InspectError(
          "malformed",
          "serializedUnsignedTx does not encode back to the same bytes: it holds bytes an Ethereum transaction does not."
        );
      return { tx, call: parseCall(tx.data, tx.value), extras };
    }
    function treeOf(tx, call, extras = {}) {
      const bigint = (value) => value === null ? "null" : (0, import_tree2.num)(value);
      return {
        type: (0, import_tree2.num)(tx.type ?? 0),
        chainId: (0, import_tree2.num)(tx.chainId),
        nonce: (0, import_tree2.num)(tx.nonce),
        maxPriorityFeePerGas: bigint(tx.maxPriorityFeePerGas),
        maxFeePerGas: bigint(tx.maxFeePerGas),
        ...tx.gasPrice !== null && tx.type !== 2 ? { gasPrice: bigint(tx.gasPrice) } : {},
        gasLimit: (0, import_tree2.num)(tx.gasLimit),
        to: tx.to ? (0, import_tree2.text)((0, import_ethers2.getAddress)(tx.to)) : "null",
        value: (0, import_tree2.num)(tx.value),
        data: call ? {
          method: (0, import_tree2.text)(call.signature),
          args: Object.fromEntries(
            Object.entries(call.args).map(([name, value]) => [
              name,
              typeof value === "bigint" ? (0, import_tree2.num)(value) : (0, import_tree2.text)(value)
            ])
          )
        } : (0, import_tree2.text)(tx.data),
        accessList: (0, import_tree2.fromJson)(tx.accessList ?? []),
        ...tx.signature ? { signature: (0, import_tree2.text)(tx.signature.serialized) } : {},
        ...Object.keys(extras).length ? { answer: (0, import_tree2.fromJson)(extras) } : {}
      };
    }
    var import_ethers3 = require3("ethers");
    var import_amounts3 = require3("lib/chains/base/amounts.ts");
    var import_units2 = require3("lib/chains/base/units.ts");
    var import_chain_state = require3("lib/chains/base/chain-state.ts");
    var import_gas = require3("lib/chains/base/gas.ts");
    var WEI_DECIMALS = 18;
    var nativeUnit = (identifier) => ({
      symbol: identifier === "CHILIZ" ? "CHZ" : "ETH",
      decimals: WEI_DECIMALS,
      base: "wei"
    });
    var tokenUnit = (identifier) => identifier && EVM_IDENTIFIERS[identifier] ? { symbol: EVM_IDENTIFIERS[identifier].token, decimals: WEI_DECIMALS, base: "wei" } : nativeUnit(identifier);
    var gweiUnit = (_native) => ({ symbol: "gwei", decimals: 9, base: "wei" });
    var gwei = (wei2) => `${(0, import_ethers3.formatUnits)(wei2, "gwei")} gwei`;
    var operationOf2 = (operationId) => OPERATIONS7[operationId];
    var ALLOWANCE = 2n;
    function feeCeiling(operationId) {
      const operation = operationOf2(operationId);
      const network = NETWORK_OF2[operation.identifier];
      const offered = NETWORKS2[network];
      const gasLimit = operation.gasLimit * ALLOWANCE;
      return {
        gas: operation.gasLimit,
        gasLimit,
        maxFeePerGas: offered.maxFeePerGas,
        maxPriorityFeePerGas: offered.maxPriorityFeePerGas * ALLOWANCE,
        fee: gasLimit * offered.maxFeePerGas,
        network
      };
    }
    var SAMPLE_REQUEST = {
      delegatorAddress: "0x0000000000000000000000000000000000000001",
      validatorAddress: "0x0000000000000000000000000000000000000002",
      fromValidatorAddress: "0x0000000000000000000000000000000000000003",
      toValidatorAddress: "0x0000000000000000000000000000000000000004",
      vaultAddress: "0x0000000000000000000000000000000000000005",
      amount: "1",
      unstakeID: 0,
      unbondNonce: 0,
      unstakeTxHash: `0x${"00".repeat(32)}`
    };
    var SAMPLE_STATE = {
      nonce: 0,
      cxtValidatorId: () => 1n,
      polValidatorId: (address2) => address2 === SAMPLE_REQUEST.toValidatorAddress ? 9n : 8n,
      stakewiseVault: () => ({ totalAssets: 1n, totalShares: 1n }),
      stakewiseExit: () => ({ positionTicket: 0n, timestamp: 0n, exitQueueIndex: 0n }),
      cxtUnstaking: () => 2n ** 128n - 1n
    };
    var forgeCalls;
    function callsOfTheForge() {
      forgeCalls ??= new Map(
        Object.entries(OPERATIONS7).map(([operationId, operation]) => {
          const call = operation.call(SAMPLE_REQUEST, SAMPLE_STATE);
          const fromRequest = Object.values(SAMPLE_REQUEST).some(
            (value) => typeof value === "string" && value.toLowerCase() === call.to.toLowerCase()
          );
          return [
            operationId,
            {
              method: parseCall(call.data, call.value ?? 0n).method,
              fixedTo: fromRequest ? void 0 : call.to.toLowerCase()
            }
          ];
        })
      );
      return forgeCalls;
    }
    function detectOperation({ tx, call }) {
      if (!call) return void 0;
      const candidates = [...callsOfTheForge()].filter(([, forged]) => forged.method === call.method);
      const exact = candidates.find(
        ([, forged]) => forged.fixedTo !== void 0 && forged.fixedTo === tx.to?.toLowerCase()
      );
      return (exact ?? (candidates.length === 1 ? candidates[0] : void 0))?.[0];
    }
    var MAX_UINT128 = 2n ** 128n - 1n;
    var sameAddress = (a, b) => typeof a === "string" && typeof b === "string" && a.toLowerCase() === b.toLowerCase();
    async function rebuild(answer, { operationId, request, chainState }) {
      const { tx, call } = answer;
      const forged = callsOfTheForge().get(operationId);
      const sameMethod = call?.method === forged.method;
      const argument = (name) => sameMethod && typeof call.args[name] === "bigint" ? call.args[name] : void 0;
      let assets = 1n;
      try {
        assets = (0, import_units2.toBaseUnits)(request.amount, WEI_DECIMALS);
      } catch {
      }
      const state = {
        nonce: tx.nonce,
        cxtValidatorId: () => argument("validatorId") ?? 1n,
        polValidatorId: (address2) => sameAddress(address2, request.toValidatorAddress) ? argument("toValidatorId") ?? 9n : sameAddress(address2, request.fromValidatorAddress) ? argument("fromValidatorId") ?? 8n : 8n,
        stakewiseVault: () => ({ totalAssets: assets, totalShares: argument("shares") ?? assets }),
        stakewiseExit: () => ({
          positionTicket: argument("positionTicket") ?? 0n,
          timestamp: argument("timestamp") ?? 0n,
          exitQueueIndex: argument("exitQueueIndex") ?? 0n
        }),
        cxtUnstaking: () => request.amount === void 0 ? argument("amount") ?? 1n : MAX_UINT128
      };
      const expected = forgeTransaction(operationId, request, state);
      const bounded = [
        (0, import_chain_state.stateValue)({
          label: "Nonce",
          paths: ["nonce"],
          actual: String(tx.nonce),
          must: "your account's next nonce (its count of sent transactions)",
          read: chainState.nonce,
          wellFormed: true,
          note: "The API reads it from the network; the chain accepts the transaction only at that nonce, once.",
          risk: import_chain_state.NONCE_RISK
        }),
        ...fees(answer, operationId, expected),
        ...sameMethod ? openValues(answer, operationId, request, chainState) : []
      ];
      return { expected: treeOf(expected, parseCall(expected.data, expected.value)), bounded };
    }
    function fees({ tx }, operationId, expected) {
      const ceiling = feeCeiling(operationId);
      const gasWithin = tx.gasLimit > 0n && tx.gasLimit <= ceiling.gasLimit;
      const maxFee = tx.maxFeePerGas;
      const priority = tx.maxPriorityFeePerGas;
      const maxFeeWithin = maxFee !== null && maxFee > 0n && tx.gasLimit * maxFee <= ceiling.fee;
      const priorityWithin = priority !== null && maxFee !== null && priority <= ceiling.maxPriorityFeePerGas && priority <= maxFee;
      if (gasWithin) expected.gasLimit = tx.gasLimit;
      if (maxFeeWithin) expected.maxFeePerGas = maxFee;
      if (priorityWithin) expected.maxPriorityFeePerGas = priority;
      const native = nativeUnit(operationOf2(operationId).identifier);
      const total = maxFee === null ? "" : `; the fee is at most ${(0, import_amounts3.amountDetail)("", tx.gasLimit * maxFee, native).value} (gas limit × max fee)`;
      return [
        {
          kind: "fee",
          label: "Gas limit",
          paths: ["gasLimit"],
          actual: tx.gasLimit.toString(),
          bound: `at most ${ceiling.gasLimit} (twice the forge's gas for ${operationId}, ${ceiling.gas})`,
          within: gasWithin,
          ...gasWithin && tx.gasLimit < ceiling.gas ? { note: (0, import_gas.belowForgeGas)(ceiling.gas) } : {}
        },
        {
          kind: "fee",
          label: "Max fee per gas",
          paths: ["maxFeePerGas"],
          actual: maxFee === null ? "(not set: not an EIP-1559 transaction)" : `${gwei(maxFee)}${total}`,
          bound: `gas limit × max fee at most ${(0, import_amounts3.amountDetail)("", ceiling.fee, native).value} (${ceiling.gasLimit} gas × the high max fee, ${gwei(ceiling.maxFeePerGas)})`,
          within: maxFeeWithin
        },
        {
          kind: "fee",
          label: "Max priority fee per gas",
          paths: ["maxPriorityFeePerGas"],
          actual: priority === null ? "(not set)" : gwei(priority),
          bound: `at most ${gwei(ceiling.maxPriorityFeePerGas)}, and at most the max fee`,
          within: priorityWithin
        }
      ];
    }
    function openValues({ call }, operationId, request, chainState) {
      const args = call.args;
      const open = (label, names, bound, note) => ({
        kind: "open",
        label,
        paths: names.map((name) => `data.args.${name}`),
        actual: names.map((name) => `${name} ${String(args[name])}`).join(", "),
        bound,
        within: true,
        note
      });
      const identifier = operationOf2(operationId).identifier;
      if (identifier === "CXT" && typeof args.validatorId === "bigint") {
        const rows = [
          open(
            "CXT validator id",
            ["validatorId"],
            `the id the CXT staking contract gives ${String(request.validatorAddress)}`,
            `The staking contract names validators by number, which the check cannot map to validatorAddress without the chain. Before signing, call getValidatorMetadata(${args.validatorId}) on the staking contract (${CONTRACTS2.CXT_STAKING}) and check that the address it returns is the validator you chose.`
          )
        ];
        if (operationId === "forgeCxtWithdraw" && request.amount === void 0 && typeof args.amount === "bigint") {
          const shown = (value) => (0, import_amounts3.amountDetail)("", value, tokenUnit("CXT")).value;
          rows.push(
            (0, import_chain_state.stateValue)({
              kind: "open",
              label: "Amount withdrawn (what is left in the unstaking entry)",
              paths: ["data.args.amount"],
              actual: shown(args.amount),
              must: `what is left in your unstaking entry ${String(request.unstakeID)}, paid to you`,
              read: chainState.wholeAmount === void 0 ? void 0 : shown(BigInt(chainState.wholeAmount)),
              wellFormed: args.amount > 0n,
              note: "Without an amount the API withdraws what is left in the entry, as it reads it; the contract pays it to the address that signs.",
              risk: 'Any amount would pass for "everything": read what is left in the entry on the staking contract and pass it as chainState.wholeAmount, in wei, or the entry may keep what the transaction leaves in it.'
            })
          );
        }
        return rows;
      }
      if (operationId === "forgePolRedelegate") {
        return [
          open(
            "Polygon validator ids",
            ["fromValidatorId", "toValidatorId"],
            "the ids StakeManager gives fromValidatorAddress and toValidatorAddress",
            `StakeManager names validators by number, which the check cannot map to the ValidatorShare contracts of your request without the chain. Before signing, call getValidatorContract(${String(args.fromValidatorId)}) and getValidatorContract(${String(args.toValidatorId)}) on StakeManager (${CONTRACTS2.POL_STAKE_MANAGER}): they must return fromValidatorAddress and toValidatorAddress.`
          )
        ];
      }
      if (operationId === "forgeStakeWiseUnstake") {
        return [
          open(
            "Vault shares to exit",
            ["shares"],
            `the vault shares worth ${String(request.amount)} ETH at the vault's share price`,
            `The vault exits shares, which the API converts from your amount at the share price it reads. Before signing, call convertToShares(${(0, import_units2.toBaseUnits)(String(request.amount), WEI_DECIMALS)}) on the vault: it must return ${String(args.shares)}, or the transaction exits another amount.`
          )
        ];
      }
      if (operationId === "forgeStakeWiseWithdraw") {
        return [
          open(
            "Exit-queue position",
            ["positionTicket", "timestamp", "exitQueueIndex"],
            "the position, block time and queue index of the exit that unstakeTxHash entered",
            `The claim names the exit-queue entry your unstake transaction created, which the API reads from its receipt. Before signing, check that the ExitQueueEntered event of ${String(request.unstakeTxHash)} has positionTicket ${String(args.positionTicket)}, that its block's timestamp is ${String(args.timestamp)}, and that getExitQueueIndex(${String(args.positionTicket)}) on the vault is ${String(args.exitQueueIndex)}.`
          )
        ];
      }
      return [];
    }
    function feeRows(tx, operationId, identifier) {
      const native = nativeUnit(identifier);
      const maxFee = tx.maxFeePerGas ?? tx.gasPrice;
      const ceiling = operationId && operationId in OPERATIONS7 ? feeCeiling(operationId) : void 0;
      return [
        {
          label: "Gas limit",
          value: `${tx.gasLimit}${ceiling ? ` (ceiling ${ceiling.gasLimit})` : ""}`
        },
        {
          label: "Max fee per gas",
          value: maxFee === null ? "not set" : `${gwei(maxFee)}${ceiling ? ` (high max fee ${gwei(ceiling.maxFeePerGas)})` : ""}`
        },
        ...tx.maxPriorityFeePerGas !== null ? [
          {
            label: "Max priority fee per gas",
            value: `${gwei(tx.maxPriorityFeePerGas)}${ceiling ? ` (ceiling ${gwei(ceiling.maxPriorityFeePerGas)})` : ""}`
          }
        ] : [],
        ...maxFee !== null ? [(0, import_amounts3.amountDetail)("Fee at most (gas limit × max fee per gas)", tx.gasLimit * maxFee, native)] : [],
        ...ceiling ? [(0, import_amounts3.amountDetail)("Fee ceiling of this operation", ceiling.fee, native)] : []
      ];
    }
    var ARGUMENT_AMOUNTS = ["amount", "_amount", "claimAmount", "maximumSharesToBurn"];
    function describe(path, identifier) {
      const token = tokenUnit(identifier);
      const native = nativeUnit(identifier);
      const argument = /^data\.args\.(\w+)$/.exec(path)?.[1];
      if (argument)
        return {
          label: `Argument ${argument} of the call`,
          ...ARGUMENT_AMOUNTS.includes(argument) ? { unit: token } : {}
        };
      const names = {
        type: { label: "Transaction type" },
        chainId: { label: "Chain id" },
        nonce: { label: "Nonce" },
        maxPriorityFeePerGas: { label: "Max priority fee per gas", unit: gweiUnit(native) },
        maxFeePerGas: { label: "Max fee per gas", unit: gweiUnit(native) },
        gasPrice: { label: "Gas price (legacy transaction)", unit: gweiUnit(native) },
        gasLimit: { label: "Gas limit" },
        to: { label: "Contract called (to)" },
        value: {
          label: `${native.symbol} sent with the call`,
          unit: native,
          note: `Amounts sent with the call travel as the transaction's value.`
        },
        data: { label: "Call data" },
        "data.method": { label: "Contract method" },
        accessList: { label: "Access list" },
        signature: { label: "Signature (an unsigned transaction has none)" }
      };
      if (names[path]) return names[path];
      if (path.startsWith("answer"))
        return {
          label: `${path.replace(/^answer\.?/, "") || "Fields"} (beside serializedUnsignedTx: not in an answer of the API)`
        };
      return { label: path };
    }
    function summarize({ tx, call }, operationId, identifier) {
      const chainId = tx.chainId.toString();
      const native = nativeUnit(
        identifier ?? (chainId === EVM_IDENTIFIERS.CHILIZ.chainId ? "CHILIZ" : void 0)
      );
      const token = tokenUnit(identifier);
      const action = {
        kind: "contract method",
        name: call ? call.signature : unknownMethod(tx.data),
        known: Boolean(call),
        details: [
          { label: "Contract", value: tx.to ? (0, import_ethers4.getAddress)(tx.to) : "(none: it creates a contract)" },
          ...Object.entries(call?.args ?? {}).map(
            ([label, value]) => typeof value === "bigint" && ARGUMENT_AMOUNTS.includes(label) ? (0, import_amounts2.amountDetail)(label, value, token) : { label, value: String(value) }
          ),
          (0, import_amounts2.amountDetail)(`${native.symbol} sent with the call`, tx.value, native)
        ]
      };
      const amountArg = ARGUMENT_AMOUNTS.slice(0, 3).map((name) => call?.args[name]).find((v) => typeof v === "bigint");
      const amount2 = amountArg !== void 0 ? (0, import_amounts2.amountDetail)("Amount", amountArg, token) : tx.value > 0n ? (0, import_amounts2.amountDetail)("Amount (sent with the call)", tx.value, native) : void 0;
      const validator = validatorOf(tx, call, identifier);
      return {
        shape: "serializedUnsignedTx",
        decodedWith: "ethers 6 (Transaction.from, Interface.parseTransaction)",
        network: [
          { label: "Chain id", value: describeChain(chainId) },
          {
            label: "Transaction type",
            value: `${tx.type} (${tx.type === 2 ? "EIP-1559" : "legacy or EIP-2930"})`
          }
        ],
        signer: {
          label: "Signer",
          value: "Not in the transaction: an unsigned Ethereum transaction names no sender. Whoever signs it sends it and pays the gas."
        },
        feePayer: { label: "Fee payer", value: "The signer." },
        actions: [action],
        ...validator ? { validator } : {},
        ...amount2 ? { amount: amount2 } : {},
        fee: feeRows(tx, operationId, identifier),
        staleness: [
          {
            label: "Nonce",
            value: `${tx.nonce}: the transaction can only be mined as the sender's transaction number ${tx.nonce}; once another transaction uses that nonce, this one never can.`
          }
        ]
      };
    }
    function validatorOf(tx, call, identifier) {
      const id = call?.args.toValidatorId ?? call?.args.validatorId;
      if (typeof call?.args.validator === "string")
        return { label: "Validator", value: call.args.validator };
      if (typeof id === "bigint") return { label: "Validator", value: `validator id ${id}` };
      const fixed = Object.values(CONTRACTS2).map((a) => a.toLowerCase());
      if (tx.to && !fixed.includes(tx.to.toLowerCase()))
        return {
          label: identifier === "STAKEWISE" ? "Vault" : "Validator (ValidatorShare contract)",
          value: (0, import_ethers4.getAddress)(tx.to)
        };
      return void 0;
    }
    function describeChain(chainId) {
      const network = EVM_NETWORKS[chainId];
      return network ? `${chainId} (${network.name})` : `${chainId} (not a network of the API)`;
    }
    function unknownMethod(data) {
      return data === "0x" ? "no method (a plain transfer)" : `an unknown method (selector ${data.slice(0, 10)})`;
    }
    function perturb2(_field, value) {
      if (typeof value !== "string" || !/^0x[0-9a-fA-F]+$/.test(value)) return void 0;
      const flipped = `${value.slice(0, -1)}${value.at(-1).toLowerCase() === "0" ? "1" : "0"}`;
      return value.length === 42 ? (0, import_ethers4.getAddress)(flipped.toLowerCase()) : flipped;
    }
    var checker = {
      read,
      identifier: (answer, given) => given ?? (answer.tx.chainId.toString() === EVM_IDENTIFIERS.CHILIZ.chainId ? "CHILIZ" : void 0),
      detect: detectOperation,
      tree: ({ tx, call, extras }) => treeOf(tx, call, extras),
      summarize,
      rebuild,
      perturb: perturb2,
      describe,
      unit: tokenUnit,
      absentNotes: {
        delegatorAddress: "An unsigned Ethereum transaction names no sender: whoever signs it sends it. Sign it with the key of this address.",
        validatorAddress: "The contract names validators by a numeric id, which the API looks up for this address (see the open row).",
        fromValidatorAddress: "StakeManager names validators by a numeric id, which the API looks up for this address (see the open row).",
        toValidatorAddress: "StakeManager names validators by a numeric id, which the API looks up for this address (see the open row).",
        amount: "The vault exits shares: the API converts the amount at the vault's share price (see the open row).",
        unstakeTxHash: "The claim names the exit-queue position the unstake transaction created, which the API reads from its receipt (see the open rows)."
      }
    };
    var inspect = (input) => (0, import_run.runFamily)(checker, input);
  })(module, module.exports, require2);
  return module.exports;
}

// lib/chains/multiversx/index.ts
var KB2 = 1024;
var definition3 = {
  name: "MultiversX",
  answer: {
    markers: [["chainID", "receiver"]],
    named: "a MultiversX transaction",
    described: "a MultiversX transaction (sender, receiver, chainID, …)",
    encoded: [],
    size: { json: 16 * KB2 },
    library: "@multiversx/sdk-core",
    packages: ["@multiversx/sdk-core"]
  },
  operations: OPERATIONS2,
  check: () => __checker_multiversx(),
  forge: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  signed: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  facts: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled"))
};
async function __checker_multiversx() {
  const modules = { "@multiversx/sdk-core/out/core/globals.js": { __esModule: true, ...await import("@multiversx/sdk-core/out/core/globals.js") }, "@multiversx/sdk-core/out/core/address.js": { __esModule: true, ...await import("@multiversx/sdk-core/out/core/address.js") }, "@multiversx/sdk-core/out/core/transaction.js": { __esModule: true, ...await import("@multiversx/sdk-core/out/core/transaction.js") }, "lib/chains/base/amounts.ts": amounts_exports, "lib/chains/base/chain-state.ts": chain_state_exports, "lib/chains/base/errors.ts": errors_exports, "lib/chains/base/gas.ts": gas_exports, "lib/chains/base/inspect-error.ts": inspect_error_exports, "lib/chains/base/run.ts": run_exports, "lib/chains/base/tree.ts": tree_exports, "lib/chains/base/units.ts": units_exports, "lib/chains/evm/operations.ts": operations_exports, "lib/chains/multiversx/operations.ts": operations_exports2, "lib/chains/near/operations.ts": operations_exports3, "lib/chains/polkadot/operations.ts": operations_exports4, "lib/chains/solana/operations.ts": operations_exports5, "lib/chains/tendermint/operations.ts": operations_exports6 };
  const require2 = (id) => {
    if (!(id in modules)) throw new Error(`check-transaction: ${id} is not bundled`);
    return modules[id];
  };
  const module = { exports: {} };
  (function(module2, exports, require3) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export2 = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var check_exports = {};
    __export2(check_exports, {
      feeCeiling: () => feeCeiling,
      inspect: () => inspect
    });
    module2.exports = __toCommonJS(check_exports);
    var import_globals = require3("@multiversx/sdk-core/out/core/globals.js");
    var import_address2 = require3("@multiversx/sdk-core/out/core/address.js");
    var import_transaction2 = require3("@multiversx/sdk-core/out/core/transaction.js");
    var import_inspect_error7 = require3("lib/chains/base/inspect-error.ts");
    var import_run = require3("lib/chains/base/run.ts");
    var import_chain_state = require3("lib/chains/base/chain-state.ts");
    var import_gas = require3("lib/chains/base/gas.ts");
    var import_tree2 = require3("lib/chains/base/tree.ts");
    var import_amounts2 = require3("lib/chains/base/amounts.ts");
    var import_address = require3("@multiversx/sdk-core/out/core/address.js");
    var import_transaction = require3("@multiversx/sdk-core/out/core/transaction.js");
    var import_errors3 = require3("lib/chains/base/errors.ts");
    var import_units = require3("lib/chains/base/units.ts");
    var MAINNET_CONFIG = "https://github.com/multiversx/mx-chain-mainnet-config/blob/HEAD";
    var DELEGATION_CONTRACT = "https://github.com/multiversx/mx-chain-go/blob/HEAD/vm/systemSmartContracts/delegation.go";
    var TOKEN = /* @__PURE__ */ Object.freeze({
      symbol: "EGLD",
      decimals: 18,
      baseUnit: "atto-EGLD",
      source: `${MAINNET_CONFIG}/economics.toml`
    });
    var NETWORK = /* @__PURE__ */ Object.freeze({
      name: "MultiversX mainnet",
      chainId: "1",
      source: `${MAINNET_CONFIG}/config.toml`
    });
    var MIN_GAS_PRICE = /* @__PURE__ */ Object.freeze({
      attoEgld: 1000000000n,
      source: `${MAINNET_CONFIG}/economics.toml`
    });
    var MIN_DELEGATION = /* @__PURE__ */ Object.freeze({
      egld: "1",
      attoEgld: 10n ** 18n,
      source: `${MAINNET_CONFIG}/systemSmartContractsConfig.toml`
    });
    var TIMING = /* @__PURE__ */ Object.freeze({
      kind: "unbonding",
      period: "10 epochs (UnBondPeriodInEpochs) of 14,400 rounds of 6 s: about 10 days",
      days: 10,
      meanwhile: "The undelegated EGLD earn nothing and stay with the provider; withdraw takes every undelegation whose 10 epochs have passed at once.",
      source: `${MAINNET_CONFIG}/systemSmartContractsConfig.toml`,
      verified: true,
      count: { value: 10, unit: "epochs" },
      epochLength: { value: 14400, unit: "rounds" }
    });
    var LIMITS = /* @__PURE__ */ Object.freeze([
      {
        rule: "a delegation is at least 1 EGLD",
        source: `${MAINNET_CONFIG}/systemSmartContractsConfig.toml`,
        verified: true,
        minimum: "1"
      },
      {
        rule: 'an unstake leaves 0 or at least 1 EGLD delegated with the provider ("invalid value to undelegate - need to undelegate all - do not leave dust behind")',
        source: DELEGATION_CONTRACT,
        verified: true
      }
    ]);
    var import_operations9 = require3("lib/chains/multiversx/operations.ts");
    var NETWORK2 = Object.freeze({
      chainID: NETWORK.chainId,
      gasPrice: MIN_GAS_PRICE.attoEgld
    });
    var DECIMALS = TOKEN.decimals;
    function hexArg(n) {
      const hex = n.toString(16);
      return hex.length % 2 ? "0" + hex : hex;
    }
    function address(request, field) {
      try {
        const value = import_address.Address.newFromBech32(request[field]);
        if (value.getHrp() !== "erd") throw new Error("not erd");
        return value;
      } catch {
        throw new import_errors3.InvalidRequest(field, `${field} is not a valid MultiversX address (bech32, erd1…)`);
      }
    }
    var egld = (request) => (0, import_units.toBaseUnits)(request.amount, DECIMALS, { unit: "EGLD" });
    var OPERATIONS7 = {
      forgeEgldStake: {
        ...import_operations9.OPERATIONS.forgeEgldStake,
        gasLimit: 12000000n,
        call: (request) => ({ value: egld(request), data: "delegate" })
      },
      forgeEgldUnstake: {
        ...import_operations9.OPERATIONS.forgeEgldUnstake,
        gasLimit: 12000000n,
        call: (request) => ({ data: `unDelegate@${hexArg(egld(request))}` })
      },
      forgeEgldWithdraw: {
        ...import_operations9.OPERATIONS.forgeEgldWithdraw,
        gasLimit: 12000000n,
        call: () => ({ data: "withdraw" })
      },
      forgeEgldClaimRewards: {
        ...import_operations9.OPERATIONS.forgeEgldClaimRewards,
        gasLimit: 6000000n,
        call: () => ({ data: "claimRewards" })
      },
      forgeEgldRestakeRewards: {
        ...import_operations9.OPERATIONS.forgeEgldRestakeRewards,
        gasLimit: 12000000n,
        call: () => ({ data: "reDelegateRewards" })
      }
    };
    function forgeTransaction(operationId, request, state) {
      const op = OPERATIONS7[operationId];
      if (!op) throw new Error(`no EGLD forge rule for ${operationId}`);
      const sender = address(request, "delegatorAddress");
      const receiver = address(request, "validatorAddress");
      const { value = 0n, data } = op.call(request);
      return new import_transaction.Transaction({
        nonce: BigInt(state.nonce),
        value,
        sender,
        receiver,
        gasPrice: NETWORK2.gasPrice,
        gasLimit: op.gasLimit,
        data: new TextEncoder().encode(data),
        chainID: NETWORK2.chainID,
        version: 2,
        options: 0
      });
    }
    function plainOf(tx) {
      const plain = tx.toPlainObject();
      return {
        nonce: plain.nonce,
        value: plain.value,
        receiver: plain.receiver,
        sender: plain.sender,
        receiverUsername: plain.receiverUsername ?? "",
        senderUsername: plain.senderUsername ?? "",
        guardian: plain.guardian ?? "",
        relayer: plain.relayer ?? "",
        gasPrice: plain.gasPrice,
        gasLimit: plain.gasLimit,
        data: plain.data ?? "",
        chainID: plain.chainID,
        version: plain.version,
        options: plain.options ?? 0,
        signature: plain.signature ?? "",
        guardianSignature: plain.guardianSignature ?? "",
        relayerSignature: plain.relayerSignature ?? ""
      };
    }
    function forge(operationId, request, state) {
      return plainOf(forgeTransaction(operationId, request, state));
    }
    var EGLD_UNIT = { symbol: "EGLD", decimals: 18, base: "atto-EGLD" };
    var NETWORKS = {
      "1": "MultiversX mainnet",
      D: "MultiversX devnet",
      T: "MultiversX testnet"
    };
    function read(transaction) {
      try {
        for (const field of ["nonce", "gasPrice", "gasLimit"]) {
          if (!/^\d+$/.test(String(transaction[field])))
            throw new Error(`${field} is not a whole number`);
        }
        if (!/^\d*$/.test(String(transaction.value ?? "")))
          throw new Error("value is not a whole number of atto-EGLD");
        if (typeof transaction.data === "string" && !/^[A-Za-z0-9+/]*={0,2}$/.test(transaction.data))
          throw new Error("data is not base64");
        const tx = import_transaction2.Transaction.newFromPlainObject(
          transaction
        );
        return { plain: transaction, tx };
      } catch (error) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `The MultiversX transaction does not read (${(0, import_inspect_error7.reason)(error)}).`
        );
      }
    }
    function dataTree(data) {
      if (typeof data !== "string") return (0, import_tree2.fromJson)(data);
      const raw = new TextDecoder("utf-8", { fatal: false }).decode(
        Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
      );
      const [fn = "", ...args] = raw.split("@");
      return { function: (0, import_tree2.text)(fn), arguments: args.map(import_tree2.text) };
    }
    function treeOf(plain) {
      const { data, ...rest } = plain;
      return { ...(0, import_tree2.fromJson)(rest), data: dataTree(data ?? "") };
    }
    function describe(path) {
      const argument = /^data\.arguments\[(\d+)\]$/.exec(path)?.[1];
      if (argument !== void 0) {
        return {
          label: `Argument ${Number(argument) + 1} of the call (hex)`,
          show: (hex) => /^([0-9a-f]{2})+$/i.test(hex) ? `${hex} (${(0, import_amounts2.amountDetail)("", BigInt(`0x${hex}`), EGLD_UNIT).value} as an amount)` : hex
        };
      }
      const names = {
        nonce: { label: "Nonce" },
        value: { label: "EGLD sent with the call (value)", unit: EGLD_UNIT },
        receiver: { label: "Delegation contract (receiver)" },
        sender: { label: "Sender (signer)" },
        receiverUsername: { label: "Receiver username" },
        senderUsername: { label: "Sender username" },
        guardian: { label: "Guardian" },
        relayer: { label: "Relayer (pays the fee of a relayed transaction)" },
        gasPrice: { label: "Gas price", unit: EGLD_UNIT },
        gasLimit: { label: "Gas limit" },
        data: { label: "Data" },
        "data.function": { label: "Function of the delegation contract" },
        "data.arguments": { label: "Arguments of the call" },
        chainID: { label: "Chain id" },
        version: { label: "Version" },
        options: { label: "Options (1: signs the hash, 2: guarded)" },
        signature: { label: "Signature (an unsigned transaction has none)" },
        guardianSignature: { label: "Guardian signature" },
        relayerSignature: { label: "Relayer signature" }
      };
      return names[path] ?? { label: `${path} (not a field of a MultiversX transaction of the API)` };
    }
    var SAMPLE_REQUEST = {
      delegatorAddress: "erd1kye70xvv7y7s8tut8zgcpxe0vwpd5vmgwldjag09vks2juh4zdfsx4rfrg",
      validatorAddress: "erd1qqqqqqqqqqqqqqqpqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqp0llls5uh2yt",
      amount: "1"
    };
    var forgeFunctions;
    function functionsOfTheForge() {
      forgeFunctions ??= new Map(
        Object.keys(OPERATIONS7).map((id) => [
          id,
          dataTree(forge(id, SAMPLE_REQUEST, { nonce: 0 }).data).function
        ])
      );
      return forgeFunctions;
    }
    var GAS_ALLOWANCE = 2n;
    function feeCeiling(operationId) {
      const { gasLimit: gas } = OPERATIONS7[operationId];
      const gasLimit = gas * GAS_ALLOWANCE;
      return { gas, gasLimit, gasPrice: NETWORK2.gasPrice, fee: gasLimit * NETWORK2.gasPrice };
    }
    var UINT64_MAX = 2n ** 64n - 1n;
    var wholeNumber = (value, max) => typeof value === "number" && Number.isSafeInteger(value) && value > 0 && BigInt(value) <= max;
    async function rebuild({ plain }, { operationId, request, chainState }) {
      const nonce = typeof plain.nonce === "number" && Number.isSafeInteger(plain.nonce) && plain.nonce >= 0 ? plain.nonce : void 0;
      const nonceWithin = nonce !== void 0;
      const expected = forge(operationId, request, { nonce: nonce ?? 0 });
      const ceiling = feeCeiling(operationId);
      const gasLimitWithin = wholeNumber(plain.gasLimit, ceiling.gasLimit);
      const gasPriceWithin = wholeNumber(plain.gasPrice, ceiling.gasPrice) && typeof plain.gasLimit === "number" && Number.isSafeInteger(plain.gasLimit) && BigInt(plain.gasLimit) * BigInt(plain.gasPrice) <= ceiling.fee;
      if (gasPriceWithin) expected.gasPrice = plain.gasPrice;
      if (gasLimitWithin) expected.gasLimit = plain.gasLimit;
      const egld2 = (atto) => (0, import_amounts2.amountDetail)("", atto, EGLD_UNIT).value;
      const fee = wholeNumber(plain.gasPrice, UINT64_MAX) && wholeNumber(plain.gasLimit, UINT64_MAX) ? `; the fee is at most ${egld2(BigInt(plain.gasPrice) * BigInt(plain.gasLimit))} (gas limit × gas price)` : "";
      const bounded = [
        (0, import_chain_state.stateValue)({
          label: "Nonce",
          paths: ["nonce"],
          actual: String(plain.nonce),
          must: "your account's next nonce (a whole number)",
          read: chainState.nonce,
          wellFormed: nonceWithin,
          note: "The API reads it from the network; the chain accepts the transaction only at that nonce, once.",
          risk: import_chain_state.NONCE_RISK
        }),
        {
          kind: "fee",
          label: "Gas limit",
          paths: ["gasLimit"],
          actual: String(plain.gasLimit),
          bound: `at most ${ceiling.gasLimit} (twice the forge's gas for ${operationId}, ${ceiling.gas})`,
          within: gasLimitWithin,
          ...gasLimitWithin && BigInt(plain.gasLimit) < ceiling.gas ? { note: (0, import_gas.belowForgeGas)(ceiling.gas) } : {}
        },
        {
          kind: "fee",
          label: "Gas price",
          paths: ["gasPrice"],
          actual: `${typeof plain.gasPrice === "number" ? egld2(BigInt(plain.gasPrice)) : String(plain.gasPrice)} per gas${fee}`,
          bound: `at most ${egld2(ceiling.gasPrice)} per gas, the network's lowest, and gas limit × gas price at most ${egld2(ceiling.fee)} (${ceiling.gasLimit} gas × that price)`,
          within: gasPriceWithin
        }
      ];
      return { expected: treeOf(expected), bounded };
    }
    function summarize({ tx }, operationId) {
      const data = new TextDecoder().decode(tx.data);
      const [fn = "", ...args] = data.split("@");
      const sender = tx.sender.toBech32();
      const relayer = tx.relayer.isEmpty() ? void 0 : tx.relayer.toBech32();
      const amount = tx.value > 0n ? (0, import_amounts2.amountDetail)("Amount", tx.value, EGLD_UNIT) : fn === "unDelegate" && args[0] && /^[0-9a-f]+$/i.test(args[0]) ? (0, import_amounts2.amountDetail)("Amount", BigInt(`0x${args[0]}`), EGLD_UNIT) : void 0;
      const details = [
        { label: "Data", value: data || "(empty)" },
        ...args.map((a, i) => ({ label: `Argument ${i + 1} (hex)`, value: a })),
        (0, import_amounts2.amountDetail)("Value", tx.value, EGLD_UNIT)
      ];
      const ceiling = operationId && operationId in OPERATIONS7 ? feeCeiling(operationId) : void 0;
      return {
        shape: "plain transaction",
        decodedWith: "@multiversx/sdk-core (Transaction.newFromPlainObject)",
        network: [
          {
            label: "Chain id",
            value: `${tx.chainID} (${Object.hasOwn(NETWORKS, tx.chainID) && NETWORKS[tx.chainID] || "not a MultiversX network"})`
          },
          {
            label: "Version and options",
            value: `version ${tx.version}, options ${tx.options}${tx.options & 1 ? " (signs the hash)" : ""}${tx.options & 2 ? " (guarded)" : ""}`
          }
        ],
        signer: { label: "Signer (sender)", value: sender },
        feePayer: {
          label: "Fee payer",
          value: relayer ? `${relayer} (the relayer)` : `${sender} (the sender)`
        },
        actions: [
          {
            kind: "function call",
            name: fn || "(no function)",
            known: [...functionsOfTheForge().values()].includes((0, import_tree2.text)(fn)),
            details
          }
        ],
        validator: { label: "Delegation contract", value: tx.receiver.toBech32() },
        ...amount ? { amount } : {},
        fee: [
          {
            label: "Gas limit",
            value: `${tx.gasLimit}${ceiling ? ` (ceiling ${ceiling.gasLimit})` : ""}`
          },
          (0, import_amounts2.amountDetail)("Gas price", tx.gasPrice, EGLD_UNIT),
          (0, import_amounts2.amountDetail)("Fee at most (gas limit × gas price)", tx.gasLimit * tx.gasPrice, EGLD_UNIT),
          ...ceiling ? [(0, import_amounts2.amountDetail)("Fee ceiling of this operation", ceiling.fee, EGLD_UNIT)] : []
        ],
        staleness: [
          {
            label: "Nonce",
            value: `${tx.nonce}: the sender's account must still be at this nonce; once another transaction uses it, this one fails.`
          }
        ]
      };
    }
    function perturb2(_field, value) {
      if (typeof value !== "string" || !value.startsWith("erd1")) return void 0;
      try {
        const key = import_address2.Address.newFromBech32(value).getPublicKey();
        key[key.length - 1] ^= 1;
        return new import_address2.Address(key).toBech32();
      } catch {
        return void 0;
      }
    }
    var checker = {
      read,
      identifier: () => "EGLD",
      detect: ({ plain }) => {
        const fn = dataTree(plain.data ?? "").function;
        return [...functionsOfTheForge()].find(([, forged]) => forged === fn)?.[0];
      },
      tree: ({ plain }) => treeOf(plain),
      summarize: (answer, operationId) => summarize(answer, operationId),
      rebuild,
      perturb: perturb2,
      describe,
      unit: () => EGLD_UNIT,
      absentNotes: {}
    };
    var inspect = (input) => (0, import_run.runFamily)(checker, input);
  })(module, module.exports, require2);
  return module.exports;
}

// lib/chains/near/index.ts
var KB3 = 1024;
var definition4 = {
  name: "NEAR",
  answer: {
    markers: [["actions", "receiverId"]],
    named: "signerId/receiverId/actions",
    described: "a NEAR transaction (signerId, receiverId, actions)",
    encoded: [],
    size: { json: 16 * KB3 },
    library: "@near-js/transactions",
    packages: ["@near-js/transactions", "@near-js/crypto"]
  },
  operations: OPERATIONS3,
  check: () => __checker_near(),
  forge: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  facts: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled"))
};
async function __checker_near() {
  const modules = { "@near-js/transactions": { __esModule: true, ...await import("@near-js/transactions") }, "@near-js/crypto": { __esModule: true, ...await import("@near-js/crypto") }, "lib/chains/base/amounts.ts": amounts_exports, "lib/chains/base/chain-state.ts": chain_state_exports, "lib/chains/base/errors.ts": errors_exports, "lib/chains/base/gas.ts": gas_exports, "lib/chains/base/inspect-error.ts": inspect_error_exports, "lib/chains/base/run.ts": run_exports, "lib/chains/base/tree.ts": tree_exports, "lib/chains/base/units.ts": units_exports, "lib/chains/evm/operations.ts": operations_exports, "lib/chains/multiversx/operations.ts": operations_exports2, "lib/chains/near/operations.ts": operations_exports3, "lib/chains/polkadot/operations.ts": operations_exports4, "lib/chains/solana/operations.ts": operations_exports5, "lib/chains/tendermint/operations.ts": operations_exports6 };
  const require2 = (id) => {
    if (!(id in modules)) throw new Error(`check-transaction: ${id} is not bundled`);
    return modules[id];
  };
  const module = { exports: {} };
  (function(module2, exports, require3) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export2 = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var check_exports = {};
    __export2(check_exports, {
      feeCeiling: () => feeCeiling,
      inspect: () => inspect
    });
    module2.exports = __toCommonJS(check_exports);
    var import_transactions2 = require3("@near-js/transactions");
    var import_crypto = require3("@near-js/crypto");
    var import_errors3 = require3("lib/chains/base/errors.ts");
    var import_inspect_error7 = require3("lib/chains/base/inspect-error.ts");
    var import_run = require3("lib/chains/base/run.ts");
    var import_tree2 = require3("lib/chains/base/tree.ts");
    var import_amounts2 = require3("lib/chains/base/amounts.ts");
    var TOKEN = /* @__PURE__ */ Object.freeze({
      symbol: "NEAR",
      decimals: 24,
      baseUnit: "yoctoNEAR",
      source: "https://docs.near.org/tools/near-api-js/utils"
    });
    var GAS = /* @__PURE__ */ Object.freeze({
      perCall: 75000000000000n,
      maxPerCall: 300000000000000n,
      price: 100000000n,
      source: "https://github.com/near/core-contracts/blob/HEAD/lockup/src/gas.rs",
      limitsSource: "https://docs.near.org/protocol/gas"
    });
    var import_transactions = require3("@near-js/transactions");
    var import_units = require3("lib/chains/base/units.ts");
    var import_operations9 = require3("lib/chains/near/operations.ts");
    var GAS2 = GAS.perCall;
    var DECIMALS = TOKEN.decimals;
    function yocto(amount) {
      return (0, import_units.toBaseUnits)(amount, DECIMALS, { unit: "NEAR" });
    }
    var OPERATIONS7 = {
      forgeNearStake: {
        ...import_operations9.OPERATIONS.forgeNearStake,
        build: (request) => import_transactions.actionCreators.functionCall("deposit_and_stake", {}, GAS2, yocto(request.amount))
      },
      forgeNearUnstake: {
        ...import_operations9.OPERATIONS.forgeNearUnstake,
        build: (request) => import_transactions.actionCreators.functionCall("unstake", { amount: yocto(request.amount).toString() }, GAS2, 0n)
      },
      forgeNearWithdraw: {
        ...import_operations9.OPERATIONS.forgeNearWithdraw,
        build: (request) => request.amount === void 0 ? import_transactions.actionCreators.functionCall("withdraw_all", {}, GAS2, 0n) : import_transactions.actionCreators.functionCall(
          "withdraw",
          { amount: yocto(request.amount).toString() },
          GAS2,
          0n
        )
      }
    };
    function actionToJson(action) {
      const call = action.functionCall;
      if (!call) throw new Error("only FunctionCall actions are forged");
      return {
        type: "FunctionCall",
        params: {
          methodName: call.methodName,
          args: JSON.parse(new TextDecoder().decode(call.args)),
          gas: call.gas.toString(),
          deposit: call.deposit.toString()
        }
      };
    }
    function forge(operationId, request) {
      const op = OPERATIONS7[operationId];
      if (!op) throw new Error(`no NEAR forge rule for ${operationId}`);
      return {
        signerId: request.delegatorAddress,
        receiverId: request.validatorAddress,
        actions: [actionToJson(op.build(request))]
      };
    }
    var NEAR_UNIT = { symbol: "NEAR", decimals: 24, base: "yoctoNEAR" };
    var TGAS = 10n ** 12n;
    function feeCeiling() {
      return { gas: GAS.perCall, gasLimit: GAS.maxPerCall, fee: GAS.maxPerCall * GAS.price };
    }
    var mostNear = `${(0, import_amounts2.formatUnits)(feeCeiling().fee, 24)} NEAR`;
    var ACCOUNT_ID = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;
    function read(transaction) {
      const { signerId, receiverId, actions } = transaction;
      for (const [field, value] of [
        ["signerId", signerId],
        ["receiverId", receiverId]
      ]) {
        if (typeof value !== "string" || !ACCOUNT_ID.test(value))
          throw new import_inspect_error7.InspectError(
            "malformed",
            `${field} ${JSON.stringify(value)?.slice(0, 80)} is not a NEAR account id.`
          );
      }
      if (!Array.isArray(actions) || actions.length === 0)
        throw new import_inspect_error7.InspectError("malformed", "actions must be a list with at least one action.");
      const types = actions.map((raw) => String(raw?.type));
      const built = actions.map((raw, i) => {
        const action = raw ?? {};
        if (action.type !== "FunctionCall") return void 0;
        const p = action.params ?? {};
        try {
          if (typeof p.methodName !== "string" || typeof p.args !== "object" || p.args === null || Array.isArray(p.args))
            throw new Error("methodName must be a string and args an object");
          if (!/^\d+$/.test(String(p.gas)) || !/^\d+$/.test(String(p.deposit)))
            throw new Error("gas and deposit must be whole numbers");
          return import_transactions2.actionCreators.functionCall(
            p.methodName,
            p.args,
            BigInt(String(p.gas)),
            BigInt(String(p.deposit))
          );
        } catch (error) {
          throw new import_inspect_error7.InspectError(
            "malformed",
            `actions[${i}] is not a function call NEAR can encode (${(0, import_inspect_error7.reason)(error)}).`
          );
        }
      });
      const placeholderKey = import_crypto.PublicKey.fromString("ed25519:11111111111111111111111111111111");
      const known = built.filter((a) => a !== void 0);
      let decoded;
      try {
        decoded = (0, import_transactions2.decodeTransaction)(
          (0, import_transactions2.encodeTransaction)(
            (0, import_transactions2.createTransaction)(
              signerId,
              placeholderKey,
              receiverId,
              0n,
              known,
              new Uint8Array(32)
            )
          )
        );
      } catch (error) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `The transaction does not encode as NEAR signs it (${(0, import_inspect_error7.reason)(error)}).`
        );
      }
      let next = 0;
      const calls = built.map((action) => {
        if (!action) return void 0;
        const f = decoded.actions[next++].functionCall;
        const argsText = new TextDecoder().decode(Uint8Array.from(f.args));
        let args = {};
        try {
          args = JSON.parse(argsText);
        } catch {
          args = {};
        }
        return { method: f.methodName, argsText, args, gas: BigInt(f.gas), deposit: BigInt(f.deposit) };
      });
      return {
        transaction,
        signerId,
        receiverId,
        calls,
        types
      };
    }
    function describe(path) {
      const action = /^actions\[(\d+)\](?:\.(type|params)(?:\.(\w+))?(?:\.(.+))?)?$/.exec(path);
      if (action) {
        const [, index, part, param, arg] = action;
        const n = `action ${Number(index) + 1}`;
        if (!part) return { label: `Action ${Number(index) + 1}` };
        if (part === "type") return { label: `Type of ${n}` };
        if (!param) return { label: `Parameters of ${n}` };
        if (param === "methodName") return { label: "Method of the staking pool" };
        if (param === "gas")
          return {
            label: `Gas attached to ${n}`,
            show: (gas) => /^\d+$/.test(gas) ? `${BigInt(gas) / TGAS} Tgas (${gas} gas)` : gas
          };
        if (param === "deposit") return { label: `Deposit attached to ${n}`, unit: NEAR_UNIT };
        if (param === "args")
          return arg ? { label: `Argument ${arg} of the call`, ...arg === "amount" ? { unit: NEAR_UNIT } : {} } : { label: `Arguments of the call (${n})` };
        return { label: `${param} of ${n}` };
      }
      const names = {
        signerId: { label: "Signer (signerId)" },
        receiverId: { label: "Staking pool (receiverId)" },
        actions: { label: "Actions" }
      };
      return names[path] ?? { label: `${path} (not a field of a NEAR forge answer)` };
    }
    var forgeMethods;
    function methodsOfTheForge() {
      if (!forgeMethods) {
        forgeMethods = /* @__PURE__ */ new Map();
        for (const operationId of Object.keys(OPERATIONS7)) {
          for (const amount of ["1", void 0]) {
            try {
              const forged = forge(operationId, {
                delegatorAddress: "a.near",
                validatorAddress: "b.near",
                ...amount ? { amount } : {}
              });
              forgeMethods.set(forged.actions[0].params.methodName, operationId);
            } catch {
            }
          }
        }
      }
      return forgeMethods;
    }
    async function rebuild(answer, { operationId, request }) {
      for (const field of ["delegatorAddress", "validatorAddress"]) {
        if (typeof request[field] !== "string" || !ACCOUNT_ID.test(request[field]))
          throw new import_errors3.InvalidRequest(field, `${field} is not a NEAR account id`);
      }
      const expected = forge(operationId, request);
      const bounded = answer.calls.flatMap((call, i) => {
        if (!call || !expected.actions[i]) return [];
        const within = call.gas > 0n && call.gas <= feeCeiling().gasLimit;
        if (within) expected.actions[i].params.gas = call.gas.toString();
        return [
          {
            kind: "fee",
            label: `Gas attached to ${call.method}`,
            paths: [`actions[${i}].params.gas`],
            actual: `${call.gas / TGAS} Tgas (${call.gas} gas)`,
            bound: `at most ${GAS.maxPerCall / TGAS} Tgas (the most one call can attach), so at most ${mostNear} for this call`,
            within,
            note: "The signer pays for the gas used at the network's gas price; gas attached and not used is refunded."
          }
        ];
      });
      return { expected: (0, import_tree2.fromJson)(expected), bounded };
    }
    function summarize(answer, operationId) {
      const { signerId, receiverId, calls, types } = answer;
      const first = calls[0];
      const known = [...methodsOfTheForge().keys()];
      const mainAmount = first && operationId === "forgeNearStake" ? (0, import_amounts2.amountDetail)("Amount (attached deposit)", first.deposit, NEAR_UNIT) : first && typeof first.args.amount === "string" && /^\d+$/.test(first.args.amount) ? (0, import_amounts2.amountDetail)("Amount", BigInt(first.args.amount), NEAR_UNIT) : void 0;
      const actions = calls.map(
        (call, i) => call ? {
          kind: "function call",
          name: call.method,
          known: known.includes(call.method),
          details: [
            { label: "Arguments", value: call.argsText },
            (0, import_amounts2.amountDetail)("Attached deposit", call.deposit, NEAR_UNIT),
            { label: "Gas", value: `${call.gas / TGAS} Tgas (${call.gas} gas)` }
          ]
        } : {
          kind: "function call",
          name: `${types[i]} (not a function call)`,
          known: false,
          details: []
        }
      );
      const network = receiverId.endsWith(".near") ? "NEAR mainnet, by the account ids (.near)" : receiverId.endsWith(".testnet") ? "NEAR testnet, by the account ids (.testnet)" : "Not in the transaction";
      return {
        shape: "signerId, receiverId, actions",
        decodedWith: "@near-js/transactions (actionCreators, encodeTransaction, decodeTransaction)",
        network: [
          {
            label: "Network",
            value: `${network}. A NEAR transaction names no network: the wallet signs it for the one it sends to.`
          }
        ],
        signer: { label: "Signer", value: signerId },
        feePayer: { label: "Fee payer", value: `${signerId} (the signer pays for the gas)` },
        actions,
        validator: { label: "Staking pool", value: receiverId },
        ...mainAmount ? { amount: mainAmount } : {},
        fee: calls.flatMap(
          (call) => call ? [
            {
              label: `Gas attached to ${call.method}`,
              value: `${call.gas / TGAS} Tgas (${call.gas} gas; ceiling ${GAS.maxPerCall / TGAS} Tgas, ${mostNear})`
            }
          ] : []
        ),
        staleness: [
          {
            label: "Nonce and block hash",
            value: "Not in the skeleton: your wallet adds the access key's next nonce and a recent block hash when it signs, so the skeleton itself does not go stale."
          }
        ]
      };
    }
    function perturb2(_field, value) {
      if (typeof value !== "string" || !ACCOUNT_ID.test(value)) return void 0;
      if (/^[0-9a-f]{64}$/.test(value))
        return `${value.slice(0, -1)}${value.endsWith("0") ? "1" : "0"}`;
      return value.length < 64 ? `x${value}` : void 0;
    }
    var checker = {
      read,
      identifier: () => "NEAR",
      detect: ({ calls }) => calls.length === 1 && calls[0] ? methodsOfTheForge().get(calls[0].method) : void 0,
      tree: ({ transaction }) => (0, import_tree2.fromJson)(transaction),
      summarize,
      rebuild,
      perturb: perturb2,
      describe,
      unit: () => NEAR_UNIT,
      absentNotes: {}
    };
    var inspect = (input) => (0, import_run.runFamily)(checker, input);
  })(module, module.exports, require2);
  return module.exports;
}

// lib/chains/polkadot/index.ts
var KB4 = 1024;
var definition5 = {
  name: "Polkadot pools",
  answer: {
    markers: [["extrinsicHex"]],
    named: "extrinsicHex",
    described: "a Polkadot extrinsic (extrinsicHex)",
    encoded: [{ field: "extrinsicHex", encoding: "hex" }],
    size: {
      json: 8 * KB4,
      bytes: {
        field: "extrinsicHex",
        max: 2 * KB4,
        encoding: "hex",
        why: "a nomination-pools call is under a hundred bytes"
      }
    },
    library: "@polkadot/types and the Polkadot Asset Hub metadata",
    packages: [
      "@polkadot/types",
      "@polkadot/types-support",
      "@polkadot/util",
      "@polkadot/util-crypto"
    ]
  },
  operations: OPERATIONS4,
  check: () => __checker_polkadot(),
  forge: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  signed: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  facts: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled"))
};
async function __checker_polkadot() {
  const modules = { "@polkadot/util-crypto": { __esModule: true, ...await import("@polkadot/util-crypto") }, "@polkadot/types": { __esModule: true, ...await import("@polkadot/types") }, "@polkadot/types/metadata": { __esModule: true, ...await import("@polkadot/types/metadata") }, "@polkadot/util": { __esModule: true, ...await import("@polkadot/util") }, "@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex": { __esModule: true, ...await import("@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex") }, "@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver": { __esModule: true, ...await import("@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver") }, "lib/chains/base/amounts.ts": amounts_exports, "lib/chains/base/chain-state.ts": chain_state_exports, "lib/chains/base/errors.ts": errors_exports, "lib/chains/base/gas.ts": gas_exports, "lib/chains/base/inspect-error.ts": inspect_error_exports, "lib/chains/base/run.ts": run_exports, "lib/chains/base/tree.ts": tree_exports, "lib/chains/base/units.ts": units_exports, "lib/chains/evm/operations.ts": operations_exports, "lib/chains/multiversx/operations.ts": operations_exports2, "lib/chains/near/operations.ts": operations_exports3, "lib/chains/polkadot/operations.ts": operations_exports4, "lib/chains/solana/operations.ts": operations_exports5, "lib/chains/tendermint/operations.ts": operations_exports6 };
  const require2 = (id) => {
    if (!(id in modules)) throw new Error(`check-transaction: ${id} is not bundled`);
    return modules[id];
  };
  const module = { exports: {} };
  (function(module2, exports, require3) {
    "use strict";
    var __create = Object.create;
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __getProtoOf = Object.getPrototypeOf;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export2 = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
      // If the importer is in node compatibility mode or this is not an ESM
      // file that has been converted to a CommonJS file using a Babel-
      // compatible transform (i.e. "__esModule" has not been set), then set
      // "default" to the CommonJS "module.exports" for node compatibility.
      isNodeMode || !mod || !mod.__esModule ? __defProp2(target, "default", { value: mod, enumerable: true }) : target,
      mod
    ));
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var check_exports = {};
    __export2(check_exports, {
      inspect: () => inspect
    });
    module2.exports = __toCommonJS(check_exports);
    var import_util_crypto2 = require3("@polkadot/util-crypto");
    var import_inspect_error7 = require3("lib/chains/base/inspect-error.ts");
    var import_run = require3("lib/chains/base/run.ts");
    var import_tree2 = require3("lib/chains/base/tree.ts");
    var import_amounts2 = require3("lib/chains/base/amounts.ts");
    var import_types = require3("@polkadot/types");
    var import_metadata = require3("@polkadot/types/metadata");
    var import_util = require3("@polkadot/util");
    var import_util_crypto = require3("@polkadot/util-crypto");
    var import_asset_hub_polkadot_hex = __toESM(require3("@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex"));
    var import_asset_hub_polkadot_ver = __toESM(require3("@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver"));
    var import_errors3 = require3("lib/chains/base/errors.ts");
    var import_units = require3("lib/chains/base/units.ts");
    var ASSET_HUB_RUNTIME = "https://github.com/polkadot-fellows/runtimes/blob/HEAD/system-parachains/asset-hubs/asset-hub-polkadot/src";
    var TOKEN = /* @__PURE__ */ Object.freeze({
      symbol: "DOT",
      decimals: 10,
      baseUnit: "planck",
      source: "https://github.com/polkadot-fellows/runtimes/blob/HEAD/relay/polkadot/constants/src/lib.rs"
    });
    var NETWORK = /* @__PURE__ */ Object.freeze({
      name: "Polkadot Asset Hub",
      chainId: "0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f",
      // The genesis block of Asset Hub: the hash every Asset Hub signature commits to.
      source: "https://assethub-polkadot.subscan.io/block/0"
    });
    var SS58_PREFIX = /* @__PURE__ */ Object.freeze({
      prefix: 0,
      source: "https://github.com/paritytech/ss58-registry/blob/HEAD/ss58-registry.json"
    });
    var POOL_CALLS = /* @__PURE__ */ Object.freeze({
      stake: "join(amount, pool_id)",
      addToStake: "bond_extra(FreeBalance(amount))",
      restakeRewards: "bond_extra(Rewards) (bond_extra_other for poolMemberAddress)",
      unstake: "unbond(member_account, unbonding_points)",
      withdraw: "withdraw_unbonded(member_account, num_slashing_spans)",
      claimRewards: "claim_payout() (claim_payout_other for poolMemberAddress)",
      source: "https://github.com/paritytech/polkadot-sdk/blob/HEAD/substrate/frame/nomination-pools/src/lib.rs"
    });
    var TIMING = /* @__PURE__ */ Object.freeze({
      kind: "unbonding",
      period: "28 eras of 24 hours (BondingDuration), the spec's 28 days, while nominators are slashable; 2 eras (NominatorFastUnbondDuration) once governance sets Staking.AreNominatorsSlashable to false",
      days: 28,
      meanwhile: "The unbonded DOT stay locked in the pool and earn nothing; withdraw_unbonded moves them to the member once the duration in force when it unbonded has passed. A member holds a limited number of unlocking chunks.",
      source: `${ASSET_HUB_RUNTIME}/staking/mod.rs`,
      verified: true,
      readFrom: "api.query.staking.areNominatorsSlashable(), api.consts.staking.bondingDuration and nominatorFastUnbondDuration on Asset Hub",
      count: { value: 28, unit: "eras" }
    });
    var LIMITS = /* @__PURE__ */ Object.freeze([
      {
        rule: "an account is a member of one pool at a time, and the pool must be Open to join",
        source: POOL_CALLS.source,
        verified: true
      },
      {
        rule: "joining bonds at least MinJoinBond (a storage value of the pools pallet: read nominationPools.minJoinBond)",
        source: POOL_CALLS.source,
        verified: false
      },
      {
        rule: "keep the existential deposit (0.01 DOT on Asset Hub) in the account's free balance: read api.consts.balances.existentialDeposit",
        source: "https://github.com/polkadot-fellows/runtimes/tree/HEAD/system-parachains/asset-hubs/asset-hub-polkadot",
        verified: false
      }
    ]);
    var import_operations9 = require3("lib/chains/polkadot/operations.ts");
    var RUNTIME = Object.freeze({
      specName: import_asset_hub_polkadot_ver.default.specName,
      specVersion: import_asset_hub_polkadot_ver.default.specVersion,
      transactionVersion: import_asset_hub_polkadot_ver.default.transactionVersion,
      // Genesis hash of Polkadot Asset Hub: the network's id in the facts.
      genesisHash: NETWORK.chainId
    });
    var STATE = Object.freeze({
      eraBlock: 98e5,
      eraPeriod: 64,
      blockHash: "0x4e2f9b7c1a0d83e56f4b2c9a7d1e0f3b8c6a5d4e2f1b0c9a8d7e6f5a4b3c2d1e",
      nonce: 3
    });
    var DECIMALS = TOKEN.decimals;
    var SS58_PREFIX2 = SS58_PREFIX.prefix;
    var hub;
    function assetHub() {
      if (!hub) {
        const registry = new import_types.TypeRegistry();
        const [, bytes] = (0, import_util.compactStripLength)((0, import_util.hexToU8a)(import_asset_hub_polkadot_hex.default).subarray(1));
        const metadata = new import_types.Metadata(registry, bytes);
        registry.setMetadata(metadata);
        hub = { registry, metadata, tx: (0, import_metadata.expandMetadata)(registry, metadata).tx };
      }
      return hub;
    }
    function address(request, field) {
      const value = request[field];
      try {
        if ((0, import_util_crypto.encodeAddress)((0, import_util_crypto.decodeAddress)(value, false, SS58_PREFIX2), SS58_PREFIX2) !== value)
          throw new Error("not prefix 0");
        return value;
      } catch {
        throw new import_errors3.InvalidRequest(
          field,
          `${field} is not a valid Polkadot address (SS58 with prefix 0, starting with 1)`
        );
      }
    }
    function planck(amount) {
      return (0, import_units.toBaseUnits)(amount, DECIMALS, { unit: "DOT" });
    }
    function memberOf(request) {
      return request.poolMemberAddress === void 0 ? address(request, "delegatorAddress") : address(request, "poolMemberAddress");
    }
    function unbondingMember(request) {
      return request.memberAccount === void 0 ? address(request, "delegatorAddress") : address(request, "memberAccount");
    }
    var OPERATIONS7 = {
      forgeDotPoolStake: {
        ...import_operations9.OPERATIONS.forgeDotPoolStake,
        call: (tx, request) => tx.nominationPools.join(planck(request.amount), request.poolId)
      },
      forgeDotPoolAddToStake: {
        ...import_operations9.OPERATIONS.forgeDotPoolAddToStake,
        call: (tx, request) => tx.nominationPools.bondExtra({ FreeBalance: planck(request.amount) })
      },
      forgeDotPoolRestakeRewards: {
        ...import_operations9.OPERATIONS.forgeDotPoolRestakeRewards,
        call: (tx, request) => memberOf(request) !== request.delegatorAddress ? tx.nominationPools.bondExtraOther(memberOf(request), "Rewards") : tx.nominationPools.bondExtra("Rewards")
      },
      forgeDotPoolUnstake: {
        ...import_operations9.OPERATIONS.forgeDotPoolUnstake,
        call: (tx, request) => tx.nominationPools.unbond(unbondingMember(request), planck(request.amount))
      },
      // num_slashing_spans: 0 for an account that was never slashed.
      forgeDotPoolWithdraw: {
        ...import_operations9.OPERATIONS.forgeDotPoolWithdraw,
        call: (tx, request) => tx.nominationPools.withdrawUnbonded(unbondingMember(request), 0)
      },
      forgeDotPoolClaimRewards: {
        ...import_operations9.OPERATIONS.forgeDotPoolClaimRewards,
        call: (tx, request) => memberOf(request) !== request.delegatorAddress ? tx.nominationPools.claimPayoutOther(memberOf(request)) : tx.nominationPools.claimPayout()
      }
    };
    function extrinsic(operationId, request) {
      const op = OPERATIONS7[operationId];
      if (!op) throw new Error(`no DOT forge rule for ${operationId}`);
      address(request, "delegatorAddress");
      const { registry, tx } = assetHub();
      return { registry, ext: registry.createType("Extrinsic", op.call(tx, request)) };
    }
    var DOT_UNIT = { symbol: "DOT", decimals: DECIMALS, base: "planck" };
    function read(transaction) {
      const { extrinsicHex, ...extras } = transaction;
      const hex = String(extrinsicHex).toLowerCase();
      const { registry } = assetHub();
      try {
        const ext = registry.createType("Extrinsic", hex);
        if (ext.toHex() !== hex) throw new Error("it decodes to other bytes than it holds");
        return { ext, extras };
      } catch (error) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `extrinsicHex does not decode as a Polkadot Asset Hub extrinsic (${(0, import_inspect_error7.reason)(error)}). It may have been cut off, or be for another chain.`
        );
      }
    }
    function argTree(codec) {
      if (codec.toRawType() === "AccountId") return (0, import_tree2.text)((0, import_util_crypto2.encodeAddress)(codec.toU8a(), SS58_PREFIX2));
      if (typeof codec.toBigInt === "function") return (0, import_tree2.num)(codec.toBigInt());
      if (typeof codec.unwrap === "function" && typeof codec.unwrap().toBigInt === "function")
        return (0, import_tree2.num)(codec.unwrap().toBigInt());
      if (typeof codec.type === "string" && typeof codec.index === "number" && codec.value) {
        const inner = codec.value.toJSON();
        return inner === null ? { kind: (0, import_tree2.text)(codec.type) } : { kind: (0, import_tree2.text)(codec.type), value: argTree(codec.value) };
      }
      return (0, import_tree2.fromJson)(codec.toJSON());
    }
    function extensionsOf(ext) {
      const signature = ext.inner.signature;
      const out = {};
      for (const [key, codec] of signature.entries()) {
        if (key === "signer" || key === "signature") continue;
        out[key] = codec.isNone ? "null" : argTree(codec);
      }
      return out;
    }
    function treeOf(ext, extras = {}) {
      const method = ext.method;
      const names = method.meta.args.map((a) => a.name.toString());
      return {
        version: (0, import_tree2.num)(ext.version),
        signed: String(ext.isSigned),
        ...ext.isSigned ? {
          signature: (0, import_tree2.text)(ext.signature.toHex()),
          signer: (0, import_tree2.text)(ext.signer.toString()),
          ...extensionsOf(ext)
        } : {},
        call: {
          pallet: (0, import_tree2.text)(method.section),
          name: (0, import_tree2.text)(method.method),
          args: Object.fromEntries(
            names.map((name, i) => [name, argTree(method.args[i])])
          )
        },
        ...Object.keys(extras).length ? { answer: (0, import_tree2.fromJson)(extras) } : {}
      };
    }
    function describe(path) {
      const names = {
        version: { label: "Extrinsic version" },
        signed: {
          label: "Signed (the API forges an unsigned extrinsic: your signer adds the signature)"
        },
        era: { label: "Era (the blocks in which a signed extrinsic is valid)" },
        "era.kind": { label: "Era (the blocks in which a signed extrinsic is valid)" },
        "era.value": { label: "Era (the blocks in which a signed extrinsic is valid)" },
        nonce: { label: "Nonce (the signer's transaction count)" },
        tip: {
          label: "Tip (paid to the block author on top of the fee)",
          unit: DOT_UNIT
        },
        assetId: { label: "Asset the fee is paid in" },
        mode: { label: "Metadata-hash mode" },
        signature: { label: "Signature" },
        signer: { label: "Signer" },
        "call.pallet": { label: "Pallet" },
        "call.name": { label: "Call" },
        "call.args.amount": { label: "Amount bonded", unit: DOT_UNIT },
        "call.args.poolId": { label: "Pool" },
        "call.args.extra": { label: "What is bonded" },
        "call.args.extra.kind": { label: "Kind of bond" },
        "call.args.extra.value": { label: "Amount added (from the free balance)", unit: DOT_UNIT },
        "call.args.memberAccount": { label: "Pool member" },
        "call.args.memberAccount.kind": { label: "Kind of the pool member's address" },
        "call.args.memberAccount.value": { label: "Pool member" },
        "call.args.member": { label: "Pool member" },
        "call.args.member.kind": { label: "Kind of the pool member's address" },
        "call.args.member.value": { label: "Pool member" },
        "call.args.other": { label: "Pool member" },
        "call.args.other.kind": { label: "Kind of the pool member's address" },
        "call.args.other.value": { label: "Pool member" },
        "call.args.unbondingPoints": {
          label: "Amount unbonded (points, 1:1 with planck unless the pool was slashed)",
          unit: DOT_UNIT
        },
        "call.args.numSlashingSpans": { label: "Slashing spans" }
      };
      if (Object.hasOwn(names, path)) return names[path];
      if (path.startsWith("call.args."))
        return { label: `Argument ${path.slice("call.args.".length)} of the call` };
      if (path.startsWith("answer"))
        return {
          label: `${path.replace(/^answer\.?/, "") || "Fields"} (beside extrinsicHex: not in an answer of the API)`
        };
      return { label: `Signed extension ${path}` };
    }
    var SAMPLE_ACCOUNT = "12YYA2Ljd23sJ1K8Y2LmWVhuNEvQTyg3pun7rmzoAznJztbi";
    var OTHER_ACCOUNT = "15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5";
    var forgeCalls;
    function callsOfTheForge() {
      if (!forgeCalls) {
        forgeCalls = /* @__PURE__ */ new Map();
        for (const operationId of Object.keys(OPERATIONS7)) {
          for (const member of [void 0, OTHER_ACCOUNT]) {
            const { ext } = extrinsic(operationId, {
              delegatorAddress: SAMPLE_ACCOUNT,
              poolId: 1,
              amount: "1",
              ...member ? { poolMemberAddress: member } : {}
            });
            forgeCalls.set(callKind(ext), operationId);
          }
        }
      }
      return forgeCalls;
    }
    function callKind(ext) {
      const extra = ext.method.meta.args.findIndex((a) => a.name.toString() === "extra");
      const kind = extra < 0 ? "" : ` (${ext.method.args[extra].type})`;
      return `${ext.method.section}.${ext.method.method}${kind}`;
    }
    async function rebuild(_answer, { operationId, request }) {
      return { expected: treeOf(extrinsic(operationId, request).ext), bounded: [] };
    }
    function summarize({ ext }) {
      const { specName, specVersion } = RUNTIME;
      const method = ext.method;
      const names = method.meta.args.map((a) => a.name.toString());
      const tree = treeOf(ext);
      const plain = (t) => typeof t === "string" ? t.startsWith('"') ? JSON.parse(t) : t : JSON.stringify(t);
      const amountLeaf = tree.call.args.amount ?? tree.call.args.unbondingPoints ?? tree.call.args.extra?.value;
      const amount = typeof amountLeaf === "string" && /^\d+$/.test(amountLeaf) ? BigInt(amountLeaf) : void 0;
      const details = names.map((name) => {
        const value = tree.call.args[name];
        if (typeof value === "string" && /^\d+$/.test(value) && (name === "amount" || name === "unbondingPoints"))
          return (0, import_amounts2.amountDetail)(name, BigInt(value), DOT_UNIT);
        if (name === "extra" && amount !== void 0)
          return { label: name, value: `FreeBalance: ${(0, import_amounts2.formatAmount)((0, import_amounts2.amountOf)(amount, DOT_UNIT))}` };
        const variant = typeof value === "object" && !Array.isArray(value) ? value : void 0;
        return { label: name, value: variant ? plain(variant.value ?? variant.kind) : plain(value) };
      });
      const pool = tree.call.args.poolId;
      const staleness = ext.isSigned ? [
        { label: "Nonce", value: ext.nonce.toString() },
        {
          label: "Era",
          value: ext.era.isMortalEra ? `mortal: valid for ${ext.era.asMortalEra.period.toString()} blocks (phase ${ext.era.asMortalEra.phase.toString()})` : "immortal: never expires"
        }
      ] : [
        {
          label: "Nonce and era",
          value: "Not in the unsigned extrinsic: your signer adds the account's nonce and a mortal era (valid for a number of blocks from a recent one) when it signs."
        }
      ];
      return {
        shape: "extrinsicHex",
        decodedWith: `@polkadot/types with the Polkadot Asset Hub metadata of @polkadot/types-support (${specName} ${specVersion})`,
        network: [
          {
            label: "Runtime",
            value: `Polkadot Asset Hub: the call decodes against its metadata (${specName}, spec version ${specVersion})`
          },
          {
            label: "Genesis hash",
            value: "Not in an unsigned extrinsic: your signer adds it when it signs."
          }
        ],
        signer: {
          label: "Signer",
          value: ext.isSigned ? ext.signer.toString() : "Not in an unsigned extrinsic: the account that signs it acts."
        },
        feePayer: { label: "Fee payer", value: "The signer." },
        actions: [
          {
            kind: "call",
            name: `${method.section}.${method.method}`,
            known: callsOfTheForge().has(callKind(ext)),
            details
          }
        ],
        ...typeof pool === "string" ? { validator: { label: "Pool", value: `pool ${pool}` } } : {},
        ...amount !== void 0 ? { amount: (0, import_amounts2.amountDetail)("Amount", amount, DOT_UNIT) } : {},
        fee: [
          ...ext.isSigned ? [(0, import_amounts2.amountDetail)("Tip (signed: the API forges no tip)", ext.tip.toBigInt(), DOT_UNIT)] : [],
          {
            label: "Fee",
            value: "Not in an unsigned extrinsic: the chain computes it from the weight and length when it is included; a tip, if any, is added when signing. Nothing to bound here."
          }
        ],
        staleness
      };
    }
    function perturb2(_field, value) {
      if (typeof value !== "string") return void 0;
      try {
        const key = (0, import_util_crypto2.decodeAddress)(value, false, SS58_PREFIX2);
        key[key.length - 1] ^= 1;
        return (0, import_util_crypto2.encodeAddress)(key, SS58_PREFIX2);
      } catch {
        return void 0;
      }
    }
    var checker = {
      read,
      identifier: () => "DOT",
      detect: ({ ext }) => callsOfTheForge().get(callKind(ext)),
      tree: ({ ext, extras }) => treeOf(ext, extras),
      summarize,
      rebuild,
      perturb: perturb2,
      describe,
      unit: () => DOT_UNIT,
      absentNotes: {
        delegatorAddress: "An unsigned extrinsic names no signer: the account that signs it acts and pays the fee. Sign it with the key of this address."
      }
    };
    var inspect = (input) => (0, import_run.runFamily)(checker, input);
  })(module, module.exports, require2);
  return module.exports;
}

// lib/chains/solana/index.ts
var KB5 = 1024;
var definition6 = {
  name: "Solana",
  answer: {
    markers: [["hash"]],
    named: "hash",
    described: "a Solana transaction (hash)",
    encoded: [{ field: "hash", encoding: "base64" }],
    size: {
      json: 4 * KB5,
      bytes: {
        field: "hash",
        max: 1232,
        encoding: "base64",
        why: "a Solana transaction is at most 1,232 bytes (one network packet)"
      }
    },
    library: "@solana/web3.js",
    packages: ["@solana/web3.js"]
  },
  operations: OPERATIONS5,
  check: () => __checker_solana(),
  forge: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  signed: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  facts: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled"))
};
async function __checker_solana() {
  const modules = { "@solana/web3.js": { __esModule: true, ...await import("@solana/web3.js") }, "lib/chains/base/amounts.ts": amounts_exports, "lib/chains/base/chain-state.ts": chain_state_exports, "lib/chains/base/errors.ts": errors_exports, "lib/chains/base/gas.ts": gas_exports, "lib/chains/base/inspect-error.ts": inspect_error_exports, "lib/chains/base/run.ts": run_exports, "lib/chains/base/tree.ts": tree_exports, "lib/chains/base/units.ts": units_exports, "lib/chains/evm/operations.ts": operations_exports, "lib/chains/multiversx/operations.ts": operations_exports2, "lib/chains/near/operations.ts": operations_exports3, "lib/chains/polkadot/operations.ts": operations_exports4, "lib/chains/solana/operations.ts": operations_exports5, "lib/chains/tendermint/operations.ts": operations_exports6 };
  const require2 = (id) => {
    if (!(id in modules)) throw new Error(`check-transaction: ${id} is not bundled`);
    return modules[id];
  };
  const module = { exports: {} };
  (function(module2, exports, require3) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export2 = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var check_exports = {};
    __export2(check_exports, {
      LAMPORTS_PER_SIGNATURE: () => LAMPORTS_PER_SIGNATURE,
      inspect: () => inspect
    });
    module2.exports = __toCommonJS(check_exports);
    var import_web33 = require3("@solana/web3.js");
    var import_run = require3("lib/chains/base/run.ts");
    var import_chain_state = require3("lib/chains/base/chain-state.ts");
    var import_tree2 = require3("lib/chains/base/tree.ts");
    var import_amounts2 = require3("lib/chains/base/amounts.ts");
    var import_web3 = require3("@solana/web3.js");
    var import_errors3 = require3("lib/chains/base/errors.ts");
    var import_units = require3("lib/chains/base/units.ts");
    var SOLANA_SDK = "https://github.com/anza-xyz/solana-sdk/blob/HEAD";
    var TOKEN = /* @__PURE__ */ Object.freeze({
      symbol: "SOL",
      decimals: 9,
      baseUnit: "lamports",
      source: `${SOLANA_SDK}/native-token/src/lib.rs`
    });
    var STAKE_PROGRAM = /* @__PURE__ */ Object.freeze({
      address: "Stake11111111111111111111111111111111111111",
      source: `${SOLANA_SDK}/sdk-ids/src/lib.rs`
    });
    var STAKE_RENT_EXEMPT_RESERVE = /* @__PURE__ */ Object.freeze({
      lamports: 2282880,
      source: `${SOLANA_SDK}/rent/src/lib.rs`
    });
    var CLOCK = /* @__PURE__ */ Object.freeze({
      slotsPerEpoch: 432e3,
      msPerSlot: 400,
      blockhashMaxAge: 150,
      source: `${SOLANA_SDK}/clock/src/lib.rs`
    });
    var TIMING = /* @__PURE__ */ Object.freeze({
      kind: "deactivation",
      period: "until the end of the epoch of the unstake (an epoch is 432,000 slots, about 2 days); a network-wide rate limit can spread a very large deactivation over more epochs",
      days: 2,
      meanwhile: "The stake account deactivates at the next epoch boundary and earns nothing after it; until then it can only be delegated again to the same validator (which cancels the unstake); once inactive, withdraw moves its lamports to the wallet, and withdrawing everything closes the account.",
      source: `${SOLANA_SDK}/clock/src/lib.rs`,
      verified: true,
      count: { value: 1, unit: "epochs" },
      epochLength: { value: 432e3, unit: "slots" }
    });
    var LIMITS = /* @__PURE__ */ Object.freeze([
      {
        rule: "a new stake account holds the rent-exempt reserve (0.00228288 SOL) on top of the amount staked; a partial unstake prefunds the split account with it too",
        source: `${SOLANA_SDK}/rent/src/lib.rs`,
        verified: true
      },
      {
        rule: "withdraw only from an inactive stake account (after the deactivation epoch)",
        source: STAKE_PROGRAM.source,
        verified: true
      },
      {
        rule: "sign and send within 150 blocks of the blockhash the transaction carries (about a minute), or forge again",
        source: `${SOLANA_SDK}/clock/src/lib.rs`,
        verified: true
      }
    ]);
    var import_operations9 = require3("lib/chains/solana/operations.ts");
    var STAKE_RENT_EXEMPT_RESERVE2 = STAKE_RENT_EXEMPT_RESERVE.lamports;
    var DECIMALS = TOKEN.decimals;
    function lamports(amount) {
      return Number((0, import_units.toBaseUnits)(amount, DECIMALS, { unit: "SOL" }));
    }
    function publicKey(request, field) {
      try {
        const key = new import_web3.PublicKey(request[field]);
        if (key.toBase58() !== request[field]) throw new Error("not canonical");
        return key;
      } catch {
        throw new import_errors3.InvalidRequest(field, `${field} is not a valid Solana address (base58 of 32 bytes)`);
      }
    }
    function seedAddress(wallet, seed) {
      return import_web3.PublicKey.createWithSeed(new import_web3.PublicKey(wallet), seed, import_web3.StakeProgram.programId);
    }
    function stakeAccount(request, state, authority) {
      const address = publicKey(request, "stakeAccountAddress").toBase58();
      const account = state.stakeAccount?.(address);
      if (!account)
        throw new import_errors3.Refused("stakeAccountAddress", "stakeAccountAddress is not a stake account");
      if (account[authority] !== request.delegatorAddress) {
        throw new import_errors3.Refused(
          "delegatorAddress",
          `delegatorAddress is not the ${authority === "staker" ? "stake" : "withdraw"} authority of this stake account`
        );
      }
      return account;
    }
    function stakeStatus(account, epoch) {
      if (account.deactivationEpoch === null || account.deactivationEpoch === void 0)
        return account.voter ? "active" : "inactive";
      return account.deactivationEpoch >= epoch ? "deactivating" : "inactive";
    }
    var OPERATIONS7 = {
      forgeSolStake: {
        ...import_operations9.OPERATIONS.forgeSolStake,
        build: async (request, state) => {
          const wallet = publicKey(request, "delegatorAddress");
          const vote = publicKey(request, "validatorAddress");
          const stakePubkey = await seedAddress(wallet.toBase58(), state.stakeSeed);
          return new import_web3.Transaction().add(
            import_web3.StakeProgram.createAccountWithSeed({
              fromPubkey: wallet,
              stakePubkey,
              basePubkey: wallet,
              seed: state.stakeSeed,
              authorized: new import_web3.Authorized(wallet, wallet),
              lockup: new import_web3.Lockup(0, 0, import_web3.PublicKey.default),
              lamports: lamports(request.amount) + STAKE_RENT_EXEMPT_RESERVE2
            })
          ).add(import_web3.StakeProgram.delegate({ stakePubkey, authorizedPubkey: wallet, votePubkey: vote }));
        }
      },
      forgeSolUnstake: {
        ...import_operations9.OPERATIONS.forgeSolUnstake,
        build: async (request, state) => {
          const wallet = publicKey(request, "delegatorAddress");
          const account = stakeAccount(request, state, "staker");
          const status = stakeStatus(account, state.epoch);
          if (status !== "active") {
            throw new import_errors3.Refused(
              "stakeAccountAddress",
              `the stake account is ${status === "deactivating" ? "already deactivating" : "not delegated"}`
            );
          }
          const stakePubkey = publicKey(request, "stakeAccountAddress");
          if (request.amount === void 0)
            return new import_web3.Transaction().add(
              import_web3.StakeProgram.deactivate({ stakePubkey, authorizedPubkey: wallet })
            );
          const part = lamports(request.amount);
          if (part >= Number(account.stake)) {
            throw new import_errors3.Refused(
              "amount",
              "amount must be less than the stake of the account; leave it out to deactivate the whole account"
            );
          }
          const splitStakePubkey = await seedAddress(wallet.toBase58(), state.splitSeed);
          return new import_web3.Transaction().add(
            import_web3.StakeProgram.splitWithSeed(
              {
                stakePubkey,
                authorizedPubkey: wallet,
                splitStakePubkey,
                basePubkey: wallet,
                seed: state.splitSeed,
                lamports: part
              },
              STAKE_RENT_EXEMPT_RESERVE2
            )
          ).add(import_web3.StakeProgram.deactivate({ stakePubkey: splitStakePubkey, authorizedPubkey: wallet }));
        }
      },
      forgeSolWithdraw: {
        ...import_operations9.OPERATIONS.forgeSolWithdraw,
        build: async (request, state) => {
          const wallet = publicKey(request, "delegatorAddress");
          const account = stakeAccount(request, state, "withdrawer");
          const status = stakeStatus(account, state.epoch);
          if (status === "active")
            throw new import_errors3.Refused(
              "stakeAccountAddress",
              "the stake account is still active: unstake it first"
            );
          if (status === "deactivating") {
            throw new import_errors3.Refused(
              "stakeAccountAddress",
              `the stake account is still deactivating in epoch ${state.epoch}: withdraw from epoch ${Number(account.deactivationEpoch) + 1} on`
            );
          }
          const balance = Number(account.lamports);
          const value = request.amount === void 0 ? balance : lamports(request.amount);
          if (value > balance)
            throw new import_errors3.Refused("amount", "amount exceeds the balance of the stake account");
          if (value < balance && balance - value < STAKE_RENT_EXEMPT_RESERVE2) {
            throw new import_errors3.Refused(
              "amount",
              "amount would leave less than the rent-exempt reserve in the account; leave amount out to withdraw everything"
            );
          }
          return new import_web3.Transaction().add(
            import_web3.StakeProgram.withdraw({
              stakePubkey: publicKey(request, "stakeAccountAddress"),
              authorizedPubkey: wallet,
              toPubkey: wallet,
              lamports: value
            })
          );
        }
      },
      forgeSolRedelegate: {
        ...import_operations9.OPERATIONS.forgeSolRedelegate,
        build: async (request, state) => {
          const wallet = publicKey(request, "delegatorAddress");
          const vote = publicKey(request, "newValidatorAddress");
          const account = stakeAccount(request, state, "staker");
          const status = stakeStatus(account, state.epoch);
          if (status === "active")
            throw new import_errors3.Refused(
              "stakeAccountAddress",
              "the stake account is active: unstake it first, then delegate it again once inactive"
            );
          if (status === "deactivating" && account.voter !== request.newValidatorAddress) {
            throw new import_errors3.Refused(
              "newValidatorAddress",
              `the stake account is still deactivating: until epoch ${Number(account.deactivationEpoch) + 1} it can only be delegated back to ${account.voter}`
            );
          }
          return new import_web3.Transaction().add(
            import_web3.StakeProgram.delegate({
              stakePubkey: publicKey(request, "stakeAccountAddress"),
              authorizedPubkey: wallet,
              votePubkey: vote
            })
          );
        }
      }
    };
    async function forgeTransaction(operationId, request, state) {
      const op = OPERATIONS7[operationId];
      if (!op) throw new Error(`no SOL forge rule for ${operationId}`);
      const tx = await op.build(request, state);
      tx.feePayer = publicKey(request, "delegatorAddress");
      tx.recentBlockhash = state.recentBlockhash;
      return tx;
    }
    async function forge(operationId, request, state) {
      const tx = await forgeTransaction(operationId, request, state);
      return {
        hash: tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString("base64")
      };
    }
    var import_web32 = require3("@solana/web3.js");
    var import_inspect_error7 = require3("lib/chains/base/inspect-error.ts");
    var import_tree3 = require3("lib/chains/base/tree.ts");
    var STAKE_DECODERS = {
      Initialize: (ix) => ({ ...import_web32.StakeInstruction.decodeInitialize(ix) }),
      Delegate: (ix) => ({ ...import_web32.StakeInstruction.decodeDelegate(ix) }),
      Deactivate: (ix) => ({ ...import_web32.StakeInstruction.decodeDeactivate(ix) }),
      Split: (ix) => ({ ...import_web32.StakeInstruction.decodeSplit(ix) }),
      Withdraw: (ix) => ({ ...import_web32.StakeInstruction.decodeWithdraw(ix) }),
      Authorize: (ix) => ({ ...import_web32.StakeInstruction.decodeAuthorize(ix) }),
      AuthorizeWithSeed: (ix) => ({ ...import_web32.StakeInstruction.decodeAuthorizeWithSeed(ix) }),
      Merge: (ix) => ({ ...import_web32.StakeInstruction.decodeMerge(ix) })
    };
    var SYSTEM_DECODERS = {
      Create: (ix) => ({ ...import_web32.SystemInstruction.decodeCreateAccount(ix) }),
      CreateWithSeed: (ix) => ({ ...import_web32.SystemInstruction.decodeCreateWithSeed(ix) }),
      Allocate: (ix) => ({ ...import_web32.SystemInstruction.decodeAllocate(ix) }),
      AllocateWithSeed: (ix) => ({ ...import_web32.SystemInstruction.decodeAllocateWithSeed(ix) }),
      Assign: (ix) => ({ ...import_web32.SystemInstruction.decodeAssign(ix) }),
      AssignWithSeed: (ix) => ({ ...import_web32.SystemInstruction.decodeAssignWithSeed(ix) }),
      Transfer: (ix) => ({ ...import_web32.SystemInstruction.decodeTransfer(ix) }),
      TransferWithSeed: (ix) => ({ ...import_web32.SystemInstruction.decodeTransferWithSeed(ix) }),
      AdvanceNonceAccount: (ix) => ({ ...import_web32.SystemInstruction.decodeNonceAdvance(ix) })
    };
    function decodeInstruction(ix) {
      const accounts = ix.keys.map((k) => ({
        pubkey: k.pubkey.toBase58(),
        isSigner: k.isSigner,
        isWritable: k.isWritable
      }));
      const base = { accounts, data: Uint8Array.from(ix.data) };
      try {
        if (ix.programId.equals(import_web32.StakeProgram.programId)) {
          const type = import_web32.StakeInstruction.decodeInstructionType(ix);
          return {
            ...base,
            program: "Stake",
            type,
            known: true,
            fields: STAKE_DECODERS[type]?.(ix) ?? {}
          };
        }
        if (ix.programId.equals(import_web32.SystemProgram.programId)) {
          const type = import_web32.SystemInstruction.decodeInstructionType(ix);
          return {
            ...base,
            program: "System",
            type: type === "Create" ? "CreateAccount" : type,
            known: true,
            fields: SYSTEM_DECODERS[type]?.(ix) ?? {}
          };
        }
        if (ix.programId.equals(import_web32.ComputeBudgetProgram.programId)) {
          const type = import_web32.ComputeBudgetInstruction.decodeInstructionType(ix);
          const fields = type === "SetComputeUnitLimit" ? { ...import_web32.ComputeBudgetInstruction.decodeSetComputeUnitLimit(ix) } : type === "SetComputeUnitPrice" ? { ...import_web32.ComputeBudgetInstruction.decodeSetComputeUnitPrice(ix) } : {};
          return { ...base, program: "Compute Budget", type, known: true, fields };
        }
      } catch {
      }
      return {
        ...base,
        program: ix.programId.toBase58(),
        type: "an unknown instruction",
        known: false,
        fields: {}
      };
    }
    function read(transaction) {
      const { hash, ...extras } = transaction;
      const bytes = Uint8Array.from(atob(String(hash)), (ch) => ch.charCodeAt(0));
      let vtx;
      try {
        vtx = import_web32.VersionedTransaction.deserialize(bytes);
        const again = vtx.serialize();
        if (again.length !== bytes.length || again.some((b, i) => b !== bytes[i]))
          throw new Error("bytes left over");
      } catch (error) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `hash does not decode as a Solana transaction (${(0, import_inspect_error7.reason)(error)}). It may have been cut off.`
        );
      }
      let message;
      try {
        message = import_web32.TransactionMessage.decompile(vtx.message);
      } catch (error) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `The transaction's accounts cannot be read offline (${(0, import_inspect_error7.reason)(error)}): it uses address lookup tables, which no forge call of the API does.`
        );
      }
      return { bytes, vtx, message, instructions: message.instructions.map(decodeInstruction), extras };
    }
    function valueTree(value) {
      if (value instanceof import_web32.PublicKey) return (0, import_tree3.text)(value.toBase58());
      if (typeof value === "bigint" || typeof value === "number") return (0, import_tree3.num)(value);
      if (typeof value === "string") return (0, import_tree3.text)(value);
      if (value && typeof value === "object" && !Array.isArray(value))
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, valueTree(v)]));
      return (0, import_tree3.fromJson)(value);
    }
    var hex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    var yesNo = (flag) => flag ? "yes" : "no";
    function treeOf({ vtx, message, instructions, extras }) {
      const keys = vtx.message.staticAccountKeys.map((key, index) => ({
        key: key.toBase58(),
        signer: yesNo(vtx.message.isAccountSigner(index)),
        writable: yesNo(vtx.message.isAccountWritable(index))
      }));
      keys.sort((a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
      return {
        instructions: instructions.map((ix) => ({
          program: (0, import_tree3.text)(ix.program),
          type: (0, import_tree3.text)(ix.type),
          ...valueTree(ix.fields),
          accounts: ix.accounts.map((a) => ({
            pubkey: (0, import_tree3.text)(a.pubkey),
            signer: yesNo(a.isSigner),
            writable: yesNo(a.isWritable)
          })),
          data: (0, import_tree3.text)(hex(ix.data))
        })),
        feePayer: (0, import_tree3.text)(message.payerKey.toBase58()),
        recentBlockhash: (0, import_tree3.text)(message.recentBlockhash),
        accountKeys: Object.fromEntries(
          keys.map(({ key, signer, writable }) => [key, { signer, writable }])
        ),
        version: (0, import_tree3.text)(String(vtx.version)),
        signatures: vtx.signatures.map((s) => (0, import_tree3.text)(s.every((b) => b === 0) ? "(empty)" : hex(s))),
        ...Object.keys(extras).length ? { answer: (0, import_tree3.fromJson)(extras) } : {}
      };
    }
    var SOL_UNIT = { symbol: "SOL", decimals: DECIMALS, base: "lamports" };
    var LAMPORTS_PER_SIGNATURE = 5000n;
    var MAX_SEED_LENGTH = 32;
    var RESERVE = BigInt(STAKE_RENT_EXEMPT_RESERVE2);
    var ALL_ZERO_HASH = "11111111111111111111111111111111";
    var signature = (ixs) => ixs.map((ix) => `${ix.program}: ${ix.type}`).join(", ");
    var find = (ixs, type) => ixs.find((ix) => `${ix.program}: ${ix.type}` === type);
    var lamportsOf = (ix) => ix && typeof ix.fields.lamports === "number" ? BigInt(ix.fields.lamports) : typeof ix?.fields.lamports === "bigint" ? ix.fields.lamports : void 0;
    var seedOf = (ix) => ix && typeof ix.fields.seed === "string" ? ix.fields.seed : void 0;
    var SAMPLE_WALLET = "5msHBnz3CTFwg4JiZ6supk6NRYwcZaNFnT4S5u5U2H9Q";
    var SAMPLE_VOTE = "Adr41dSaGqHZg5XcdELczSfWUWtKU4zvrseJBHiubQbD";
    var SAMPLE_STAKE = "3D1LkMWiKqcXSBD3Myy41wniyyjW2XKh4H7oXY5FjXKX";
    function stateFor(answer, operationId, request, withdrawn) {
      const ixs = answer?.instructions ?? [];
      const inactive = operationId !== "forgeSolUnstake";
      const lamports2 = withdrawn === void 0 ? Number.MAX_SAFE_INTEGER : Number(withdrawn);
      return {
        recentBlockhash: answer?.message.recentBlockhash ?? SAMPLE_WALLET,
        epoch: 10,
        stakeSeed: seedOf(find(ixs, "System: CreateWithSeed")) ?? "stake",
        splitSeed: seedOf(find(ixs, "System: AllocateWithSeed")) ?? "split",
        stakeAccount: () => ({
          lamports: lamports2,
          stake: Number.MAX_SAFE_INTEGER,
          staker: String(request.delegatorAddress),
          withdrawer: String(request.delegatorAddress),
          voter: inactive ? String(request.newValidatorAddress ?? "") || null : SAMPLE_VOTE,
          activationEpoch: 0,
          deactivationEpoch: inactive ? 0 : null
        })
      };
    }
    var forgeSignatures;
    async function signaturesOfTheForge() {
      if (!forgeSignatures) {
        const found = /* @__PURE__ */ new Map();
        const requests = [
          [
            "forgeSolStake",
            { delegatorAddress: SAMPLE_WALLET, validatorAddress: SAMPLE_VOTE, amount: "1" }
          ],
          ["forgeSolUnstake", { delegatorAddress: SAMPLE_WALLET, stakeAccountAddress: SAMPLE_STAKE }],
          [
            "forgeSolUnstake",
            { delegatorAddress: SAMPLE_WALLET, stakeAccountAddress: SAMPLE_STAKE, amount: "1" }
          ],
          [
            "forgeSolWithdraw",
            { delegatorAddress: SAMPLE_WALLET, stakeAccountAddress: SAMPLE_STAKE, amount: "1" }
          ],
          [
            "forgeSolRedelegate",
            {
              delegatorAddress: SAMPLE_WALLET,
              stakeAccountAddress: SAMPLE_STAKE,
              newValidatorAddress: SAMPLE_VOTE
            }
          ]
        ];
        for (const [operationId, request] of requests) {
          const forged = await forge(
            operationId,
            request,
            stateFor(void 0, operationId, request, 1000000000n)
          );
          found.set(signature(read(forged).instructions), operationId);
        }
        forgeSignatures = found;
      }
      return forgeSignatures;
    }
    async function rebuild(answer, { operationId, request, chainState }) {
      const withdraw = find(answer.instructions, "Stake: Withdraw");
      const wholeBalance = operationId === "forgeSolWithdraw" && request.amount === void 0 ? lamportsOf(withdraw) : void 0;
      const withdrawn = wholeBalance ?? (operationId === "forgeSolWithdraw" && typeof request.amount === "string" ? BigInt(lamports(request.amount)) : void 0);
      const forged = await forge(
        operationId,
        request,
        stateFor(answer, operationId, request, withdrawn)
      );
      const blockhash = answer.message.recentBlockhash;
      const bounded = [
        (0, import_chain_state.stateValue)({
          label: "Recent blockhash",
          paths: ["recentBlockhash"],
          actual: blockhash,
          must: "a block hash the cluster gave in the last 150 blocks (about a minute)",
          read: chainState.recentBlockhash,
          wellFormed: isBlockhash(blockhash) && blockhash !== ALL_ZERO_HASH,
          note: "The API reads a recent block hash from the cluster: " + (sendableUntil(blockhash, chainState) ?? "sign and send promptly, or forge again."),
          risk: "The cluster accepts the transaction only while its block hash is among the last 150: one it never gave (all zeros, or made up) means the transaction can never land."
        })
      ];
      const seeds = [
        ["System: CreateWithSeed", "Seed of the new stake account"],
        ["System: AllocateWithSeed", "Seed of the account split off"]
      ];
      for (const [type, label] of seeds) {
        const index = answer.instructions.findIndex((ix) => `${ix.program}: ${ix.type}` === type);
        const seed = seedOf(answer.instructions[index]);
        if (seed === void 0) continue;
        bounded.push({
          kind: "state",
          label,
          paths: [`instructions[${index}].seed`],
          actual: seed,
          bound: `a seed of at most ${MAX_SEED_LENGTH} bytes; the account's address derives from your wallet and it`,
          within: new TextEncoder().encode(seed).length <= MAX_SEED_LENGTH,
          note: "The API picks a seed your wallet has not used; the address is derived from your wallet and the seed, so no other account can take its place."
        });
      }
      if (wholeBalance !== void 0) {
        const index = answer.instructions.indexOf(withdraw);
        const shown = (value) => (0, import_amounts2.formatAmount)((0, import_amounts2.amountOf)(value, SOL_UNIT));
        bounded.push(
          (0, import_chain_state.stateValue)({
            kind: "open",
            label: "Amount withdrawn (the whole balance of the stake account)",
            paths: [`instructions[${index}].lamports`],
            actual: shown(wholeBalance),
            must: "your stake account's whole balance, paid to your wallet",
            read: chainState.wholeAmount === void 0 ? void 0 : shown(BigInt(chainState.wholeAmount)),
            wellFormed: wholeBalance > 0n,
            note: "Without an amount the API withdraws the whole balance as it reads it; the rows above show it goes to your wallet.",
            risk: `Any amount would pass for "everything": read the stake account's balance (getBalance) and pass it as chainState.wholeAmount, in lamports, or the account may keep what the transaction leaves in it.`
          })
        );
      }
      const expected = treeOf(read(forged));
      const version = answer.vtx.version;
      if (version === "legacy" || version === 0) expected.version = (0, import_tree2.text)(String(version));
      return { expected, bounded };
    }
    function isBlockhash(value) {
      try {
        return new import_web33.PublicKey(value).toBase58() === value;
      } catch {
        return false;
      }
    }
    var FIELD_NAMES = {
      program: { label: "Program" },
      type: { label: "Instruction type" },
      stakePubkey: { label: "Stake account" },
      authorizedPubkey: { label: "Authority" },
      votePubkey: { label: "Validator (vote account)" },
      splitStakePubkey: { label: "New stake account (split off)" },
      toPubkey: { label: "Paid to" },
      fromPubkey: { label: "Paid from" },
      newAccountPubkey: { label: "New account" },
      accountPubkey: { label: "Account" },
      basePubkey: { label: "Derived from" },
      seed: { label: "Seed" },
      space: { label: "Space (bytes)" },
      programId: { label: "Owner program of the account" },
      lamports: { label: "Lamports", unit: SOL_UNIT },
      "authorized.staker": { label: "Stake authority" },
      "authorized.withdrawer": { label: "Withdraw authority" },
      "lockup.custodian": { label: "Lockup custodian" },
      "lockup.epoch": { label: "Lockup until epoch" },
      "lockup.unixTimestamp": { label: "Lockup until (Unix time)" },
      newAuthorizedPubkey: { label: "New authority" },
      stakeAuthorizationType: { label: "Authority changed" },
      units: { label: "Compute unit limit" },
      microLamports: { label: "Priority fee per compute unit (micro-lamports)" }
    };
    var KNOWN_ACCOUNTS = {
      [import_web33.SYSVAR_CLOCK_PUBKEY.toBase58()]: "Clock sysvar",
      [import_web33.SYSVAR_RENT_PUBKEY.toBase58()]: "Rent sysvar",
      [import_web33.SYSVAR_STAKE_HISTORY_PUBKEY.toBase58()]: "Stake history sysvar",
      StakeConfig11111111111111111111111111111111: "Stake config",
      [import_web33.StakeProgram.programId.toBase58()]: "Stake program",
      [import_web33.SystemProgram.programId.toBase58()]: "System program",
      [import_web33.ComputeBudgetProgram.programId.toBase58()]: "Compute Budget program"
    };
    var leafAt = (tree, path) => {
      const found = (0, import_tree2.at)(tree, path);
      return found !== void 0 && (0, import_tree2.isLeaf)(found) ? (0, import_tree2.showLeaf)(found) : void 0;
    };
    function roleOf(tree, pubkey) {
      if (pubkey === void 0) return void 0;
      if (Object.hasOwn(KNOWN_ACCOUNTS, pubkey)) return KNOWN_ACCOUNTS[pubkey];
      const instructions = (0, import_tree2.at)(tree, "instructions");
      for (const ix of Array.isArray(instructions) ? instructions : []) {
        if ((0, import_tree2.isLeaf)(ix) || Array.isArray(ix)) continue;
        for (const [field, value] of Object.entries(ix)) {
          const name = Object.hasOwn(FIELD_NAMES, field) ? FIELD_NAMES[field] : void 0;
          if (name && (0, import_tree2.isLeaf)(value) && (0, import_tree2.showLeaf)(value) === pubkey) return name.label;
          if (!(0, import_tree2.isLeaf)(value) && !Array.isArray(value))
            for (const [inner, innerValue] of Object.entries(value)) {
              const innerKey = `${field}.${inner}`;
              const innerName = Object.hasOwn(FIELD_NAMES, innerKey) ? FIELD_NAMES[innerKey] : void 0;
              if (innerName && (0, import_tree2.isLeaf)(innerValue) && (0, import_tree2.showLeaf)(innerValue) === pubkey)
                return innerName.label;
            }
        }
      }
      if (leafAt(tree, "feePayer") === pubkey) return "Fee payer";
      return void 0;
    }
    var FLAG_WORDS = {
      signer: "must sign",
      writable: "can be changed (writable)",
      pubkey: "address"
    };
    function describe(path, _identifier, tree) {
      const ix = /^instructions\[(\d+)\](?:\.(.+))?$/.exec(path);
      if (ix) {
        const [, index, rest] = ix;
        const n = `instruction ${Number(index) + 1}`;
        if (!rest) return { label: `Instruction ${Number(index) + 1}` };
        if (rest === "data") return { label: `Bytes of ${n}`, repeats: `instructions[${index}]` };
        const account = /^accounts(?:\[(\d+)\](?:\.(\w+))?)?$/.exec(rest);
        if (account) {
          const [, position, flag] = account;
          const key2 = position === void 0 ? void 0 : leafAt(tree, `${path.replace(/\.\w+$/, "")}.pubkey`);
          const role = roleOf(tree, key2);
          const what = flag && Object.hasOwn(FLAG_WORDS, flag) ? `: ${FLAG_WORDS[flag]}` : "";
          return {
            label: role ? `${role} in ${n}${what}` : `Accounts of ${n}${what}`,
            repeats: `instructions[${index}]`
          };
        }
        const name = Object.hasOwn(FIELD_NAMES, rest) ? FIELD_NAMES[rest] : void 0;
        if (rest === "lamports") {
          const creates = (0, import_tree2.at)(tree, `instructions[${index}].type`) === (0, import_tree2.text)("CreateWithSeed");
          return {
            ...name,
            label: `Lamports moved by ${n}`,
            ...creates ? {
              note: `The new stake account also holds its rent-exempt reserve, ${(0, import_amounts2.formatAmount)((0, import_amounts2.amountOf)(RESERVE, SOL_UNIT))}, beside the amount staked.`
            } : {}
          };
        }
        return name ? { ...name, label: `${name.label} (${n})` } : { label: `${rest} (${n})` };
      }
      const key = /^accountKeys\.(\w+)(?:\.(\w+))?$/.exec(path);
      if (key) {
        const [, pubkey, flag] = key;
        const role = roleOf(tree, pubkey) ?? `Account ${pubkey} (in no instruction of the forge)`;
        const what = flag && Object.hasOwn(FLAG_WORDS, flag) ? `: ${FLAG_WORDS[flag]}` : "";
        return { label: `${role} in the transaction's account list${what}`, repeats: "" };
      }
      if (path.startsWith("accountKeys")) return { label: "Accounts of the transaction", repeats: "" };
      const names = {
        instructions: { label: "Instructions" },
        feePayer: { label: "Fee payer (the first signer)" },
        recentBlockhash: { label: "Recent blockhash" },
        version: { label: "Message version" },
        signatures: { label: "Signatures (an unsigned transaction has empty ones)" }
      };
      if (names[path]) return names[path];
      if (path.startsWith("signatures"))
        return { label: "Signatures (an unsigned transaction has empty ones)" };
      if (path.startsWith("answer"))
        return {
          label: `${path.replace(/^answer\.?/, "") || "Fields"} (beside hash: not in an answer of the API)`
        };
      return { label: path };
    }
    function sendableUntil(blockhash, chainState) {
      const { recentBlockhash, lastValidBlockHeight } = chainState;
      return lastValidBlockHeight !== void 0 && recentBlockhash === blockhash && blockhash !== ALL_ZERO_HASH ? `it can be sent until block height ${lastValidBlockHeight} (the last valid block height you read with this blockhash) and not after: sign and send before then, or forge again.` : void 0;
    }
    function summarize({ vtx, message, instructions }, _operationId, _stakingIdentifier, chainState) {
      const requiredSigners = vtx.message.staticAccountKeys.slice(0, vtx.message.header.numRequiredSignatures).map((k) => k.toBase58());
      const actions = instructions.map((ix) => ({
        kind: "instruction",
        name: `${ix.program}: ${ix.type}`,
        known: ix.known && ix.program !== "Compute Budget",
        details: Object.entries(ix.fields).flatMap(([label, value]) => {
          if (label === "lamports" && (typeof value === "number" || typeof value === "bigint"))
            return [(0, import_amounts2.amountDetail)("Lamports", BigInt(value), SOL_UNIT)];
          if (value instanceof import_web33.PublicKey) return [{ label, value: value.toBase58() }];
          if (value && typeof value === "object")
            return Object.entries(value).map(([k, v]) => ({
              label: `${label}.${k}`,
              value: v instanceof import_web33.PublicKey ? v.toBase58() : String(v)
            }));
          return [{ label, value: String(value) }];
        })
      }));
      const vote = find(instructions, "Stake: Delegate")?.fields.votePubkey;
      const create = find(instructions, "System: CreateWithSeed") ?? find(instructions, "System: CreateAccount");
      const created = lamportsOf(create);
      const moved = lamportsOf(find(instructions, "Stake: Split")) ?? lamportsOf(find(instructions, "Stake: Withdraw"));
      const amount = created !== void 0 ? (0, import_amounts2.amountDetail)("Amount staked (without the rent-exempt reserve)", created - RESERVE, SOL_UNIT) : moved !== void 0 ? (0, import_amounts2.amountDetail)("Amount", moved, SOL_UNIT) : void 0;
      const budget = instructions.filter((ix) => ix.program === "Compute Budget");
      const fee = LAMPORTS_PER_SIGNATURE * BigInt(vtx.message.header.numRequiredSignatures);
      return {
        shape: "hash",
        decodedWith: "@solana/web3.js (VersionedTransaction, StakeInstruction, SystemInstruction)",
        network: [
          {
            label: "Network",
            value: "Not in the transaction: a Solana transaction names no cluster. The recent blockhash ties it to the cluster the API read it from."
          }
        ],
        signer: { label: "Signers", value: requiredSigners.join(", ") || "(none)" },
        feePayer: { label: "Fee payer", value: message.payerKey.toBase58() },
        actions,
        ...vote instanceof import_web33.PublicKey ? { validator: { label: "Validator (vote account)", value: vote.toBase58() } } : {},
        ...amount ? { amount } : {},
        fee: [
          (0, import_amounts2.amountDetail)(
            `Fee (${vtx.message.header.numRequiredSignatures} signature × 5000 lamports, the network's base fee)`,
            fee,
            SOL_UNIT
          ),
          ...budget.length ? budget.map((ix) => ({
            label: `Compute Budget: ${ix.type} (the API adds no priority fee)`,
            value: Object.entries(ix.fields).map(([k, v]) => `${k} ${String(v)}`).join(", ")
          })) : [
            {
              label: "Priority fee",
              value: "none: no Compute Budget instruction (the API adds none, and the check refuses one)"
            }
          ]
        ],
        staleness: [
          {
            label: "Recent blockhash",
            value: `${message.recentBlockhash}: ` + (sendableUntil(message.recentBlockhash, chainState) ?? "valid for about 150 blocks (roughly a minute) after the API read it; sign and send promptly, or forge again. To know the last block height it can be sent at, pass the blockhash and lastValidBlockHeight getLatestBlockhash returns, as chainState.recentBlockhash and chainState.lastValidBlockHeight.")
          }
        ]
      };
    }
    function perturb2(_field, value) {
      if (typeof value !== "string") return void 0;
      try {
        const key = new import_web33.PublicKey(value).toBytes();
        key[31] ^= 1;
        return new import_web33.PublicKey(key).toBase58();
      } catch {
        return void 0;
      }
    }
    var signatures;
    var checker = {
      read: async (transaction) => {
        signatures ??= await signaturesOfTheForge();
        return read(transaction);
      },
      identifier: () => "SOL",
      detect: ({ instructions }) => signatures?.get(signature(instructions)),
      tree: treeOf,
      summarize,
      rebuild,
      perturb: perturb2,
      describe,
      unit: () => SOL_UNIT,
      absentNotes: {}
    };
    var inspect = (input) => (0, import_run.runFamily)(checker, input);
  })(module, module.exports, require2);
  return module.exports;
}

// lib/chains/tendermint/index.ts
var KB6 = 1024;
var SIGNING_FORMATS = ["signDirect", "signAmino", "signEIP712", "signEIP712CosmosTxV0"];
var definition7 = {
  name: "Cosmos SDK chains",
  answer: {
    markers: [["signDirect"], ["signAmino"]],
    named: "signDirect",
    described: "a Cosmos SDK transaction (signDirect, signAmino, signEIP712, signEIP712CosmosTxV0)",
    encoded: SIGNING_FORMATS.map((object) => ({
      object,
      fields: ["bodyBytes", "authInfoBytes"],
      encoding: "base64",
      ...object === "signDirect" ? { required: "every Tendermint forge answer carries it" } : {}
    })),
    size: { json: 64 * KB6 },
    library: "cosmjs-types and CosmJS",
    packages: [
      "cosmjs-types",
      "@cosmjs/encoding",
      "@cosmjs/amino",
      "@cosmjs/crypto",
      "@cosmjs/proto-signing",
      "@cosmjs/stargate",
      "ethers"
    ]
  },
  operations: OPERATIONS6,
  check: () => __checker_tendermint(),
  forge: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  signed: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled")),
  facts: () => Promise.reject(new Error("check-transaction: only the check of forge answers is bundled"))
};
async function __checker_tendermint() {
  const modules = { "@cosmjs/encoding": { __esModule: true, ...await import("@cosmjs/encoding") }, "@cosmjs/proto-signing": { __esModule: true, ...await import("@cosmjs/proto-signing") }, "@cosmjs/stargate": { __esModule: true, ...await import("@cosmjs/stargate") }, "@cosmjs/amino": { __esModule: true, ...await import("@cosmjs/amino") }, "cosmjs-types/binary": { __esModule: true, ...await import("cosmjs-types/binary") }, "cosmjs-types/cosmos/staking/v1beta1/tx": { __esModule: true, ...await import("cosmjs-types/cosmos/staking/v1beta1/tx") }, "cosmjs-types/cosmos/staking/v1beta1/authz": { __esModule: true, ...await import("cosmjs-types/cosmos/staking/v1beta1/authz") }, "cosmjs-types/cosmos/distribution/v1beta1/tx": { __esModule: true, ...await import("cosmjs-types/cosmos/distribution/v1beta1/tx") }, "cosmjs-types/cosmos/authz/v1beta1/tx": { __esModule: true, ...await import("cosmjs-types/cosmos/authz/v1beta1/tx") }, "cosmjs-types/cosmos/crypto/secp256k1/keys": { __esModule: true, ...await import("cosmjs-types/cosmos/crypto/secp256k1/keys") }, "cosmjs-types/cosmos/tx/v1beta1/tx": { __esModule: true, ...await import("cosmjs-types/cosmos/tx/v1beta1/tx") }, "cosmjs-types/cosmos/tx/signing/v1beta1/signing": { __esModule: true, ...await import("cosmjs-types/cosmos/tx/signing/v1beta1/signing") }, "cosmjs-types/google/protobuf/any": { __esModule: true, ...await import("cosmjs-types/google/protobuf/any") }, "cosmjs-types/google/protobuf/timestamp": { __esModule: true, ...await import("cosmjs-types/google/protobuf/timestamp") }, "ethers": { __esModule: true, ...await import("ethers") }, "@cosmjs/crypto": { __esModule: true, ...await import("@cosmjs/crypto") }, "cosmjs-types/cosmos/authz/v1beta1/authz": { __esModule: true, ...await import("cosmjs-types/cosmos/authz/v1beta1/authz") }, "lib/chains/base/amounts.ts": amounts_exports, "lib/chains/base/chain-state.ts": chain_state_exports, "lib/chains/base/errors.ts": errors_exports, "lib/chains/base/gas.ts": gas_exports, "lib/chains/base/inspect-error.ts": inspect_error_exports, "lib/chains/base/run.ts": run_exports, "lib/chains/base/tree.ts": tree_exports, "lib/chains/base/units.ts": units_exports, "lib/chains/evm/operations.ts": operations_exports, "lib/chains/multiversx/operations.ts": operations_exports2, "lib/chains/near/operations.ts": operations_exports3, "lib/chains/polkadot/operations.ts": operations_exports4, "lib/chains/solana/operations.ts": operations_exports5, "lib/chains/tendermint/operations.ts": operations_exports6 };
  const require2 = (id) => {
    if (!(id in modules)) throw new Error(`check-transaction: ${id} is not bundled`);
    return modules[id];
  };
  const module = { exports: {} };
  (function(module2, exports, require3) {
    "use strict";
    var __defProp2 = Object.defineProperty;
    var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
    var __getOwnPropNames = Object.getOwnPropertyNames;
    var __hasOwnProp = Object.prototype.hasOwnProperty;
    var __export2 = (target, all) => {
      for (var name in all)
        __defProp2(target, name, { get: all[name], enumerable: true });
    };
    var __copyProps = (to, from, except, desc) => {
      if (from && typeof from === "object" || typeof from === "function") {
        for (let key of __getOwnPropNames(from))
          if (!__hasOwnProp.call(to, key) && key !== except)
            __defProp2(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
      }
      return to;
    };
    var __toCommonJS = (mod) => __copyProps(__defProp2({}, "__esModule", { value: true }), mod);
    var check_exports = {};
    __export2(check_exports, {
      inspect: () => inspect
    });
    module2.exports = __toCommonJS(check_exports);
    var import_encoding5 = require3("@cosmjs/encoding");
    var import_inspect_error32 = require3("lib/chains/base/inspect-error.ts");
    var import_run = require3("lib/chains/base/run.ts");
    var import_amounts2 = require3("lib/chains/base/amounts.ts");
    var import_proto_signing = require3("@cosmjs/proto-signing");
    var import_stargate = require3("@cosmjs/stargate");
    var import_amino = require3("@cosmjs/amino");
    var import_encoding = require3("@cosmjs/encoding");
    var import_binary = require3("cosmjs-types/binary");
    var import_tx = require3("cosmjs-types/cosmos/staking/v1beta1/tx");
    var import_authz = require3("cosmjs-types/cosmos/staking/v1beta1/authz");
    var import_tx2 = require3("cosmjs-types/cosmos/distribution/v1beta1/tx");
    var import_tx3 = require3("cosmjs-types/cosmos/authz/v1beta1/tx");
    var import_keys = require3("cosmjs-types/cosmos/crypto/secp256k1/keys");
    var import_tx4 = require3("cosmjs-types/cosmos/tx/v1beta1/tx");
    var import_signing = require3("cosmjs-types/cosmos/tx/signing/v1beta1/signing");
    var import_any = require3("cosmjs-types/google/protobuf/any");
    var import_timestamp = require3("cosmjs-types/google/protobuf/timestamp");
    var import_errors3 = require3("lib/chains/base/errors.ts");
    var import_units = require3("lib/chains/base/units.ts");
    var REGISTRY = "https://github.com/cosmos/chain-registry/tree/627bbab9c/";
    var STAKING_PARAMS = "GET /cosmos/staking/v1beta1/params → params.unbonding_time (the chain's REST API)";
    var FETCH_WALLET = "https://github.com/fetchai/fetch-wallet/blob/fee9837a75f3faf69f35b1d8e52169cf7e48b899/packages/fetch-extension/src/config.ts#L143-L147";
    var ETHERMINT_PUBKEY = "/ethermint.crypto.v1.ethsecp256k1.PubKey";
    var COSMOS_EVM_PUBKEY = "/cosmos.evm.crypto.v1.ethsecp256k1.PubKey";
    var CHAINS = /* @__PURE__ */ Object.freeze({
      ATOM: {
        name: "Cosmos Hub",
        aliases: [],
        registry: REGISTRY + "cosmoshub",
        status: "live",
        chainId: "cosmoshub-4",
        prefix: "cosmos",
        coinType: 118,
        denom: "uatom",
        decimals: 6,
        registrySymbol: "ATOM",
        gasPrice: "0.025",
        highGasPrice: "0.03",
        explorer: "https://www.mintscan.io/cosmos/transactions/",
        unbonding: {
          days: 21,
          source: "https://github.com/cosmos/mainnet/blob/HEAD/params/README.md",
          verified: true
        }
      },
      EVMOS: {
        name: "Evmos",
        aliases: [],
        registry: REGISTRY + "evmos",
        status: "killed",
        chainId: "evmos_9001-2",
        prefix: "evmos",
        coinType: 60,
        denom: "aevmos",
        decimals: 18,
        registrySymbol: "EVMOS",
        gasPrice: "25000000000",
        highGasPrice: "40000000000",
        explorer: "https://www.mintscan.io/evmos/transactions/",
        pubkeyTypeUrl: ETHERMINT_PUBKEY,
        eip712: true,
        eip712Legacy: { name: "Cosmos Web3", feePayer: true },
        unbonding: { days: 14, source: STAKING_PARAMS, verified: false }
      },
      INJ: {
        name: "Injective",
        aliases: [],
        registry: REGISTRY + "injective",
        status: "live",
        chainId: "injective-1",
        prefix: "inj",
        coinType: 60,
        denom: "inj",
        decimals: 18,
        registrySymbol: "INJ",
        gasPrice: "160000000",
        highGasPrice: "160000000",
        explorer: "https://www.mintscan.io/injective/transactions/",
        pubkeyTypeUrl: "/injective.crypto.v1beta1.ethsecp256k1.PubKey",
        // Injective's legacy EIP-712 (sdk-ts eip712/utils.ts getEip712Domain, getDefaultEip712Types;
        // injective-core app/ante/eip712_cosmos.go WrapTxToEIP712WithSignBytes)
        eip712Legacy: {
          name: "Injective Web3",
          evmChainId: 1n,
          timeoutHeight: true,
          web3Extension: true
        },
        unbonding: {
          days: 21,
          source: "https://github.com/InjectiveLabs/mainnet-config/blob/966e973ba1eab17bccd3ac7aab538856ee4916ee/10001/genesis.json",
          verified: true
        }
      },
      OSMO: {
        name: "Osmosis",
        aliases: [],
        registry: REGISTRY + "osmosis",
        status: "live",
        chainId: "osmosis-1",
        prefix: "osmo",
        coinType: 118,
        denom: "uosmo",
        decimals: 6,
        registrySymbol: "OSMO",
        gasPrice: "0.1",
        highGasPrice: "0.16",
        explorer: "https://www.mintscan.io/osmosis/transactions/",
        unbonding: { days: 14, source: REGISTRY + "osmosis/chain.json", verified: true }
      },
      TIA: {
        name: "Celestia",
        aliases: [],
        registry: REGISTRY + "celestia",
        status: "live",
        chainId: "celestia",
        prefix: "celestia",
        coinType: 118,
        denom: "utia",
        decimals: 6,
        registrySymbol: "TIA",
        gasPrice: "0.02",
        highGasPrice: "0.1",
        explorer: "https://mintscan.io/celestia/txs/",
        unbonding: {
          days: 14,
          period: "14 days and 1 hour (337 hours)",
          source: "https://github.com/celestiaorg/celestia-app/blob/494dbda53b5e78989cbf209d6ae9d2b791ab7ac3/pkg/appconsts/app_consts.go#L76",
          verified: true
        }
      },
      JUNO: {
        name: "Juno",
        aliases: [],
        registry: REGISTRY + "juno",
        status: "live",
        chainId: "juno-1",
        prefix: "juno",
        coinType: 118,
        denom: "ujuno",
        decimals: 6,
        registrySymbol: "JUNO",
        gasPrice: "0.1",
        highGasPrice: "0.125",
        explorer: "https://ezstaking.app/juno/txs/",
        unbonding: { days: 28, source: STAKING_PARAMS, verified: false }
      },
      AXL: {
        name: "Axelar",
        aliases: [],
        registry: REGISTRY + "axelar",
        status: "live",
        chainId: "axelar-dojo-1",
        prefix: "axelar",
        coinType: 118,
        denom: "uaxl",
        decimals: 6,
        registrySymbol: "AXL",
        gasPrice: "0.007",
        highGasPrice: "0.01",
        explorer: "https://www.mintscan.io/axelar/transactions/",
        unbonding: {
          days: 7,
          source: "https://github.com/axelarnetwork/axelarate-community/blob/f65571f076029756608242e5e4784be81d376da5/resources/mainnet/genesis.json",
          verified: true
        }
      },
      DYDX: {
        name: "dYdX",
        aliases: ["dYdX Protocol"],
        registry: REGISTRY + "dydx",
        status: "live",
        chainId: "dydx-mainnet-1",
        prefix: "dydx",
        coinType: 118,
        denom: "adydx",
        decimals: 18,
        registrySymbol: "DYDX",
        gasPrice: "12500000000",
        highGasPrice: "20000000000",
        explorer: "https://www.mintscan.io/dydx/txs/",
        unbonding: {
          days: 30,
          source: "https://github.com/dydxopsdao/networks/blob/9663b34f42f02ddf98e8e328ab1f70044cb5172f/dydx-mainnet-1/genesis.json",
          verified: true
        }
      },
      STARS: {
        name: "Stargaze",
        aliases: [],
        registry: REGISTRY + "stargaze",
        status: "killed",
        chainId: "stargaze-1",
        prefix: "stars",
        coinType: 118,
        denom: "ustars",
        decimals: 6,
        registrySymbol: "STARS.legacy",
        gasPrice: "1.1",
        highGasPrice: "1.2",
        explorer: "https://www.mintscan.io/stargaze/transactions/",
        unbonding: { days: 14, source: STAKING_PARAMS, verified: false }
      },
      AKT: {
        name: "Akash",
        aliases: [],
        registry: REGISTRY + "akash",
        status: "live",
        chainId: "akashnet-2",
        prefix: "akash",
        coinType: 118,
        denom: "uakt",
        decimals: 6,
        registrySymbol: "AKT",
        gasPrice: "0.025",
        highGasPrice: "0.025",
        explorer: "https://www.mintscan.io/akash/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      DYM: {
        name: "Dymension",
        aliases: ["Dymension Hub"],
        registry: REGISTRY + "dymension",
        status: "live",
        chainId: "dymension_1100-1",
        prefix: "dym",
        coinType: 60,
        denom: "adym",
        decimals: 18,
        registrySymbol: "DYM",
        gasPrice: "5000000000",
        highGasPrice: "20000000000",
        explorer: "https://www.mintscan.io/dymension/tx/",
        pubkeyTypeUrl: ETHERMINT_PUBKEY,
        eip712: true,
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      LUNA: {
        name: "Terra",
        aliases: [],
        registry: REGISTRY + "terra2",
        status: "live",
        chainId: "phoenix-1",
        prefix: "terra",
        coinType: 330,
        denom: "uluna",
        decimals: 6,
        registrySymbol: "LUNA",
        gasPrice: "0.015",
        highGasPrice: "0.04",
        explorer: "https://www.mintscan.io/terra/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      SEI: {
        name: "Sei",
        aliases: [],
        registry: REGISTRY + "sei",
        status: "live",
        chainId: "pacific-1",
        prefix: "sei",
        coinType: 118,
        denom: "usei",
        decimals: 6,
        registrySymbol: "SEI",
        gasPrice: "0.02",
        highGasPrice: "0.04",
        explorer: "https://www.mintscan.io/sei/transactions/",
        unbonding: {
          days: 21,
          source: "https://github.com/sei-protocol/testnet/blob/cb0a2ce2cbd6f164f64f94c951a67711b5ee2dcc/pacific-1/genesis.json",
          verified: true
        }
      },
      FLIX: {
        name: "OmniFlix",
        aliases: [],
        registry: REGISTRY + "omniflixhub",
        status: "killed",
        chainId: "omniflixhub-1",
        prefix: "omniflix",
        coinType: 118,
        denom: "uflix",
        decimals: 6,
        registrySymbol: "FLIX",
        gasPrice: "0.015",
        highGasPrice: "0.025",
        explorer: "https://www.mintscan.io/omniflix/transactions/",
        unbonding: {
          days: 21,
          source: "https://github.com/OmniFlix/mainnet/blob/4f2b2b658c3926922e54e682917f1acd0b7bb777/omniflixhub-1/genesis.json",
          verified: true
        }
      },
      KAVA: {
        name: "Kava",
        aliases: [],
        registry: REGISTRY + "kava",
        status: "live",
        chainId: "kava_2222-10",
        prefix: "kava",
        coinType: 459,
        denom: "ukava",
        decimals: 6,
        registrySymbol: "KAVA",
        gasPrice: "0.1",
        highGasPrice: "0.25",
        explorer: "https://www.mintscan.io/kava/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      COREUM: {
        name: "Coreum",
        aliases: ["TX"],
        registry: REGISTRY + "coreum",
        status: "live",
        chainId: "coreum-mainnet-1",
        prefix: "core",
        coinType: 990,
        denom: "ucore",
        decimals: 6,
        registrySymbol: "TX",
        gasPrice: "0.0625",
        highGasPrice: "62.5",
        explorer: "https://www.mintscan.io/coreum/transactions/",
        unbonding: { days: 7, source: REGISTRY + "coreum/chain.json", verified: true }
      },
      SAGA: {
        name: "Saga",
        aliases: [],
        registry: REGISTRY + "saga",
        status: "live",
        chainId: "ssc-1",
        prefix: "saga",
        coinType: 118,
        denom: "usaga",
        decimals: 6,
        registrySymbol: "SAGA",
        gasPrice: "0.025",
        highGasPrice: "0.04",
        explorer: "https://www.mintscan.io/saga/transactions/",
        unbonding: { days: 21, source: REGISTRY + "saga/chain.json", verified: true }
      },
      XPRT: {
        name: "Persistence",
        aliases: [],
        registry: REGISTRY + "persistence",
        status: "live",
        chainId: "core-1",
        prefix: "persistence",
        coinType: 118,
        denom: "uxprt",
        decimals: 6,
        registrySymbol: "XPRT",
        gasPrice: "0.025",
        highGasPrice: "0.04",
        explorer: "https://www.mintscan.io/persistence/transactions/",
        unbonding: { days: 21, source: REGISTRY + "persistence/chain.json", verified: true }
      },
      UX: {
        name: "Umee",
        aliases: ["UX Chain", "UX"],
        registry: REGISTRY + "umee",
        status: "killed",
        chainId: "umee-1",
        prefix: "umee",
        coinType: 118,
        denom: "uumee",
        decimals: 6,
        registrySymbol: "UMEE",
        gasPrice: "0.12",
        highGasPrice: "0.2",
        explorer: "https://explorer.stavr.tech/umee/tx/",
        unbonding: {
          days: 14,
          source: "https://github.com/umee-network/mainnet/blob/8e52b5edc17d83058be80bb409780b872541a5f1/base_genesis.json",
          verified: true
        }
      },
      CRO: {
        name: "Crypto.org Chain",
        aliases: ["Cronos POS Chain", "Cronos"],
        registry: REGISTRY + "cryptoorgchain",
        status: "live",
        chainId: "crypto-org-chain-mainnet-1",
        prefix: "cro",
        valoperPrefix: "crocncl",
        coinType: 394,
        denom: "basecro",
        decimals: 8,
        registrySymbol: "CRO",
        gasPrice: "0.03",
        highGasPrice: "0.04",
        explorer: "https://www.mintscan.io/crypto-org/transactions/",
        unbonding: {
          days: 28,
          source: "https://github.com/crypto-org-chain/mainnet/blob/f1817cc279cfbe87425f60765684def7a12ab2a8/crypto-org-chain-mainnet-1/genesis.json",
          verified: true
        }
      },
      BAND: {
        name: "Band Protocol",
        aliases: [],
        registry: REGISTRY + "bandchain",
        status: "live",
        chainId: "laozi-mainnet",
        prefix: "band",
        coinType: 494,
        denom: "uband",
        decimals: 6,
        registrySymbol: "BAND",
        gasPrice: "0.003",
        highGasPrice: "0.005",
        explorer: "https://www.mintscan.io/band/transactions/",
        unbonding: { days: 21, source: REGISTRY + "bandchain/chain.json", verified: true }
      },
      HUAHUA: {
        name: "Chihuahua",
        aliases: [],
        registry: REGISTRY + "chihuahua",
        status: "live",
        chainId: "chihuahua-1",
        prefix: "chihuahua",
        coinType: 118,
        denom: "uhuahua",
        decimals: 6,
        registrySymbol: "HUAHUA",
        gasPrice: "1250",
        highGasPrice: "2000",
        explorer: "https://mintscan.io/chihuahua/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      FET: {
        name: "Fetch.ai",
        aliases: [],
        registry: REGISTRY + "fetchhub",
        status: "live",
        chainId: "fetchhub-4",
        prefix: "fetch",
        coinType: 118,
        denom: "afet",
        decimals: 18,
        registrySymbol: "FET",
        // The registry lists 0.025 afet per gas (low, average and high alike): a micro-denomination
        // figure on an 18-decimal token, a fee of about 10^-14 FET that validators setting any minimum
        // refuse. Fetch.ai's own wallet for fetchhub-4 asks 5,000,000,000 (average) and 6,250,000,000
        // (high) afet per gas.
        gasPrice: "5000000000",
        highGasPrice: "6250000000",
        gasPriceSource: FETCH_WALLET,
        explorer: "https://www.mintscan.io/fetchai/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      PASG: {
        name: "Passage",
        aliases: [],
        registry: REGISTRY + "passage",
        status: "live",
        chainId: "passage-2",
        prefix: "pasg",
        coinType: 118,
        denom: "upasg",
        decimals: 6,
        registrySymbol: "PASG",
        gasPrice: "12.5",
        highGasPrice: "12.5",
        explorer: "https://www.mintscan.io/passage/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      HEART: {
        name: "Humans.ai",
        aliases: [],
        registry: REGISTRY + "humans",
        status: "live",
        chainId: "humans_1089-1",
        prefix: "human",
        coinType: 60,
        denom: "aheart",
        decimals: 18,
        registrySymbol: "HEART",
        gasPrice: "100000000000",
        highGasPrice: "160000000000",
        explorer: "https://www.mintscan.io/humans/tx/",
        pubkeyTypeUrl: ETHERMINT_PUBKEY,
        eip712: true,
        unbonding: {
          days: 14,
          source: "https://github.com/humansdotai/mainnets/blob/a760497bd58f94ff72a436dc3573829df8002b7c/mainnet/1/genesis_1089-1.json",
          verified: true
        }
      },
      KYVE: {
        name: "KYVE",
        aliases: [],
        registry: REGISTRY + "kyve",
        status: "live",
        chainId: "kyve-1",
        prefix: "kyve",
        coinType: 118,
        denom: "ukyve",
        decimals: 6,
        registrySymbol: "KYVE",
        gasPrice: "80",
        highGasPrice: "125",
        explorer: "https://www.mintscan.io/kyve/txs/",
        unbonding: { days: 14, source: STAKING_PARAMS, verified: false }
      },
      SOMM: {
        name: "Sommelier",
        aliases: [],
        registry: REGISTRY + "sommelier",
        status: "live",
        chainId: "sommelier-3",
        prefix: "somm",
        coinType: 118,
        denom: "usomm",
        decimals: 6,
        registrySymbol: "SOMM",
        gasPrice: "0.025",
        highGasPrice: "0.04",
        explorer: "https://www.mintscan.io/sommelier/transactions/",
        unbonding: {
          days: 28,
          source: "https://github.com/PeggyJV/sommelier/blob/0a72dcd66d96c2b24145f60a8e474f7e998efff3/contrib/mainnet/sommelier-3/genesis.json",
          verified: true
        }
      },
      XPLA: {
        name: "XPLA",
        aliases: [],
        registry: REGISTRY + "xpla",
        status: "live",
        chainId: "dimension_37-1",
        prefix: "xpla",
        coinType: 60,
        denom: "axpla",
        decimals: 18,
        registrySymbol: "XPLA",
        gasPrice: "280000000000",
        highGasPrice: "280000000000",
        explorer: "https://www.mintscan.io/xpla/transactions/",
        pubkeyTypeUrl: COSMOS_EVM_PUBKEY,
        eip712: true,
        unbonding: {
          days: 21,
          source: "https://github.com/xpladev/mainnet/blob/4175466631b8011dd73957971d80b5e8ca3ed236/dimension_37-1/genesis.json",
          verified: true
        }
      },
      BTSG: {
        name: "BitSong",
        aliases: [],
        registry: REGISTRY + "bitsong",
        status: "live",
        chainId: "bitsong-2b",
        prefix: "bitsong",
        coinType: 639,
        denom: "ubtsg",
        decimals: 6,
        registrySymbol: "BTSG",
        gasPrice: "10",
        highGasPrice: "20",
        explorer: "https://www.mintscan.io/bitsong/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      IRIS: {
        name: "IRISnet",
        aliases: [],
        registry: REGISTRY + "irisnet",
        status: "live",
        chainId: "irishub-1",
        prefix: "iaa",
        valoperPrefix: "iva",
        coinType: 118,
        denom: "uiris",
        decimals: 6,
        registrySymbol: "IRIS",
        gasPrice: "0.3",
        highGasPrice: "0.4",
        explorer: "https://www.mintscan.io/iris/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      MED: {
        name: "Panacea",
        aliases: ["Medibloc"],
        registry: REGISTRY + "panacea",
        status: "live",
        chainId: "panacea-3",
        prefix: "panacea",
        coinType: 371,
        denom: "umed",
        decimals: 6,
        registrySymbol: "MED",
        gasPrice: "7",
        highGasPrice: "9",
        explorer: "https://www.mintscan.io/medibloc/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      CTK: {
        name: "Shentu",
        aliases: [],
        registry: REGISTRY + "shentu",
        status: "live",
        chainId: "shentu-2.2",
        prefix: "shentu",
        coinType: 118,
        denom: "uctk",
        decimals: 6,
        registrySymbol: "CTK",
        gasPrice: "0.025",
        highGasPrice: "0.04",
        explorer: "https://www.mintscan.io/shentu/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      },
      QSR: {
        name: "Quasar",
        aliases: [],
        registry: REGISTRY + "quasar",
        status: "live",
        chainId: "quasar-1",
        prefix: "quasar",
        coinType: 118,
        denom: "uqsr",
        decimals: 6,
        registrySymbol: "QSR.legacy",
        gasPrice: "0.25",
        highGasPrice: "0.3",
        explorer: "https://www.mintscan.io/quasar/transactions/",
        unbonding: {
          days: 21,
          source: "https://github.com/quasar-finance/networks/blob/83ffbf32bb4fd7a8211017fa977adb11a16d982a/quasar-1/definitive-genesis.json",
          verified: true
        }
      }
    });
    var GRANT_RULES = /* @__PURE__ */ Object.freeze({
      defaultYears: 1,
      minAheadMs: 10 * 60 * 1e3,
      source: "API"
    });
    var COSMOS_STAKING_DOCS = "https://docs.cosmos.network/v0.50/build/modules/staking";
    var LIMITS = /* @__PURE__ */ Object.freeze([
      {
        rule: "amount has at most as many decimals as the staking token (6 for uatom; 18 for the a- denoms)",
        source: REGISTRY + "cosmoshub/assetlist.json"
      },
      {
        rule: "A redelegated stake cannot be redelegated again from its new validator until one unbonding period has passed",
        source: COSMOS_STAKING_DOCS
      },
      {
        rule: "auto-restake: expirationDate defaults to one year from now and must be at least 10 minutes in the future",
        source: "API"
      }
    ]);
    var import_operations9 = require3("lib/chains/tendermint/operations.ts");
    var import_ethers = require3("ethers");
    var EIP712_DOMAIN_TYPE = Object.freeze([
      { name: "name", type: "string" },
      { name: "version", type: "string" },
      { name: "chainId", type: "uint256" },
      { name: "verifyingContract", type: "string" },
      { name: "salt", type: "string" }
    ]);
    var COIN = [
      { name: "denom", type: "string" },
      { name: "amount", type: "string" }
    ];
    function eip712Domain(name, evmChainId) {
      return {
        name,
        version: "1.0.0",
        chainId: "0x" + evmChainId.toString(16),
        verifyingContract: "cosmos",
        salt: "0"
      };
    }
    function ethermintChainId(chainId) {
      const parts2 = /^([a-z]+)_([1-9][0-9]*)-([1-9][0-9]*)$/.exec(chainId);
      if (!parts2) throw new Error(`${chainId} is not an Ethermint chain id ({name}_{number}-{epoch})`);
      return BigInt(parts2[2]);
    }
    var descending = (a, b) => a < b ? 1 : a > b ? -1 : 0;
    var isObject3 = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
    function scalarType(value) {
      if (typeof value === "boolean") return "bool";
      if (typeof value === "number") return "int64";
      if (typeof value === "string") return "string";
      return "";
    }
    function typeName(path) {
      let out = "";
      for (const part of path.split(".")) {
        if (part === "_") {
          out += "Type";
          continue;
        }
        for (const word of part.split("_")) out += word.charAt(0).toUpperCase() + word.slice(1);
      }
      return out;
    }
    var sameFields = (a, b) => a.length === b.length && a.every((field, index) => field.name === b[index].name && field.type === b[index].type);
    function addTypes(types, name, fields) {
      for (let i = 0; i < 1e3; i += 1) {
        const indexed = `${name}${i}`;
        const existing = types[indexed];
        if (!existing) {
          types[indexed] = fields;
          return indexed;
        }
        if (sameFields(existing, fields)) return indexed;
      }
      throw new Error("exceeded maximum number of duplicates for a single type definition");
    }
    function objectType(types, rootType, path, value) {
      const fields = [];
      for (const name of Object.keys(value).sort(descending)) {
        let field = value[name];
        if (field === void 0) continue;
        let collection = false;
        if (Array.isArray(field)) {
          if (field.length === 0) {
            fields.push({ name, type: "string[]" });
            continue;
          }
          [field] = field;
          collection = true;
        }
        const scalar = scalarType(field);
        if (scalar) {
          fields.push({ name, type: collection ? `${scalar}[]` : scalar });
          continue;
        }
        if (isObject3(field)) {
          const sub = typeName(objectType(types, rootType, `${path}.${name}`, field));
          fields.push({ name, type: collection ? `${sub}[]` : sub });
        }
      }
      return addTypes(types, path === "_" ? rootType : typeName(path), fields);
    }
    function ethermintTypedData(signDoc, evmChainId) {
      const { msgs, ...rest } = signDoc;
      if (!Array.isArray(msgs) || msgs.length === 0) throw new Error("the sign doc has no messages");
      const types = {
        EIP712Domain: [...EIP712_DOMAIN_TYPE],
        Tx: [
          { name: "account_number", type: "string" },
          { name: "chain_id", type: "string" },
          { name: "fee", type: "Fee" },
          { name: "memo", type: "string" },
          { name: "sequence", type: "string" }
        ],
        Fee: [
          { name: "amount", type: "Coin[]" },
          { name: "gas", type: "string" }
        ],
        Coin: [...COIN]
      };
      const message = { ...rest };
      msgs.forEach((msg, i) => {
        const field = `msg${i}`;
        if (field in rest) throw new Error(`malformed payload: the sign doc already has ${field}`);
        if (!isObject3(msg) || typeof msg.type !== "string" || msg.type === "")
          throw new Error(`msgs[${i}] has no amino type`);
        const aminoType = msg.type;
        message[field] = msg;
        const rootType = `Type${aminoType.split("/").pop()}`;
        types.Tx.push({ name: field, type: objectType(types, rootType, "_", msg) });
      });
      return { types, primaryType: "Tx", domain: eip712Domain("Cosmos Web3", evmChainId), message };
    }
    var str = (name) => ({ name, type: "string" });
    var amount = { name: "amount", type: "TypeAmount" };
    var LEGACY_MSG_VALUE = Object.freeze({
      "cosmos-sdk/MsgDelegate": [str("delegator_address"), str("validator_address"), amount],
      "cosmos-sdk/MsgUndelegate": [str("delegator_address"), str("validator_address"), amount],
      "cosmos-sdk/MsgBeginRedelegate": [
        str("delegator_address"),
        str("validator_src_address"),
        str("validator_dst_address"),
        amount
      ],
      "cosmos-sdk/MsgWithdrawDelegationReward": [str("delegator_address"), str("validator_address")],
      "cosmos-sdk/MsgRevoke": [str("granter"), str("grantee"), str("msg_type_url")]
    });
    function legacyTypedData(signDoc, {
      name,
      evmChainId,
      feePayer,
      timeoutHeight = false
    }) {
      if (signDoc.msgs.length !== 1) return null;
      const value = LEGACY_MSG_VALUE[signDoc.msgs[0].type];
      if (!value) return null;
      const types = {
        EIP712Domain: [...EIP712_DOMAIN_TYPE],
        Tx: [
          str("account_number"),
          str("chain_id"),
          { name: "fee", type: "Fee" },
          str("memo"),
          { name: "msgs", type: "Msg[]" },
          str("sequence"),
          ...timeoutHeight ? [str("timeout_height")] : []
        ],
        Fee: [...feePayer ? [str("feePayer")] : [], { name: "amount", type: "Coin[]" }, str("gas")],
        Coin: [...COIN],
        Msg: [str("type"), { name: "value", type: "MsgValue" }],
        MsgValue: value.map((field) => ({ ...field })),
        ...value.includes(amount) ? { TypeAmount: [...COIN] } : {}
      };
      const fee = { amount: signDoc.fee.amount, gas: signDoc.fee.gas };
      return {
        types,
        primaryType: "Tx",
        domain: eip712Domain(name, evmChainId),
        message: {
          account_number: signDoc.account_number,
          chain_id: signDoc.chain_id,
          fee: feePayer ? { feePayer, ...fee } : fee,
          memo: signDoc.memo,
          msgs: signDoc.msgs,
          sequence: signDoc.sequence,
          ...timeoutHeight ? { timeout_height: "0" } : {}
        }
      };
    }
    function valoperPrefix(chain) {
      const network = CHAINS[chain];
      return network.valoperPrefix ?? `${network.prefix}valoper`;
    }
    function isEthChain(chain) {
      return Boolean(CHAINS[chain]?.pubkeyTypeUrl);
    }
    var GAS = Object.freeze({
      forgeTendermintStake: 250000n,
      forgeTendermintUnstake: 300000n,
      forgeTendermintRedelegate: 350000n,
      forgeTendermintClaimRewards: 200000n,
      forgeTendermintAutoRestakeEnable: 200000n,
      forgeTendermintAutoRestakeDisable: 150000n
    });
    function feeAmount(chain, gas, gasPrice = CHAINS[chain].gasPrice) {
      const [whole, fraction = ""] = gasPrice.split(".");
      const scale = 10n ** BigInt(fraction.length);
      const price = BigInt(whole + fraction);
      return (gas * price + scale - 1n) / scale;
    }
    function bech32Address(request, field, prefix) {
      const value = request[field];
      let decoded;
      try {
        decoded = (0, import_encoding.fromBech32)(value, 90);
      } catch {
        throw new import_errors3.InvalidRequest(
          field,
          `${field} is not a valid bech32 address (its checksum or characters are wrong)`
        );
      }
      if (decoded.prefix !== prefix)
        throw new import_errors3.InvalidRequest(
          field,
          `${field} must start with ${prefix}1 on this chain, not ${decoded.prefix}1`
        );
      if (decoded.data.length !== 20 && decoded.data.length !== 32)
        throw new import_errors3.InvalidRequest(field, `${field} must encode 20 or 32 bytes`);
      return value;
    }
    var delegator = (request, chain) => bech32Address(request, "delegatorAddress", CHAINS[chain].prefix);
    var validator = (request, chain, field = "validatorAddress") => bech32Address(request, field, valoperPrefix(chain));
    function coin(request, chain) {
      const network = CHAINS[chain];
      return {
        denom: network.denom,
        amount: (0, import_units.toBaseUnits)(request.amount, network.decimals, { unit: chain }).toString()
      };
    }
    function grantExpiration(request, now) {
      let expiration;
      if (request.expirationDate === void 0) {
        expiration = new Date(now.getTime());
        expiration.setUTCFullYear(expiration.getUTCFullYear() + GRANT_RULES.defaultYears);
      } else {
        expiration = new Date(request.expirationDate);
        if (Number.isNaN(expiration.getTime()))
          throw new import_errors3.InvalidRequest("expirationDate", "expirationDate must be an ISO 8601 date-time");
        if (expiration.getTime() < now.getTime() + GRANT_RULES.minAheadMs) {
          throw new import_errors3.InvalidRequest(
            "expirationDate",
            "expirationDate must be at least 10 minutes in the future"
          );
        }
      }
      return new Date(Math.floor(expiration.getTime() / 1e3) * 1e3);
    }
    var Int64Writer = class extends import_binary.BinaryWriter {
      int64(value) {
        const n = BigInt(value);
        return n >= 2n ** 31n && n < 2n ** 32n ? this.uint32(Number(n)) : super.int64(value);
      }
    };
    var MsgGrantWide = {
      ...import_tx3.MsgGrant,
      /** @param message @param [writer] */
      encode: (message, writer = new Int64Writer()) => import_tx3.MsgGrant.encode(message, writer)
    };
    function grantMsg(granter, grantee, validators, expiration) {
      return {
        typeUrl: "/cosmos.authz.v1beta1.MsgGrant",
        value: import_tx3.MsgGrant.fromPartial({
          granter,
          grantee,
          grant: {
            authorization: import_any.Any.fromPartial({
              typeUrl: "/cosmos.staking.v1beta1.StakeAuthorization",
              value: import_authz.StakeAuthorization.encode(
                import_authz.StakeAuthorization.fromPartial({
                  allowList: { address: validators },
                  authorizationType: import_authz.AuthorizationType.AUTHORIZATION_TYPE_DELEGATE
                })
              ).finish()
            }),
            expiration: import_timestamp.Timestamp.fromPartial({
              seconds: BigInt(expiration.getTime() / 1e3),
              nanos: 0
            })
          }
        })
      };
    }
    var OPERATIONS7 = {
      forgeTendermintStake: {
        ...import_operations9.OPERATIONS.forgeTendermintStake,
        msg: (request, chain) => ({
          typeUrl: "/cosmos.staking.v1beta1.MsgDelegate",
          value: import_tx.MsgDelegate.fromPartial({
            delegatorAddress: delegator(request, chain),
            validatorAddress: validator(request, chain),
            amount: coin(request, chain)
          })
        })
      },
      forgeTendermintUnstake: {
        ...import_operations9.OPERATIONS.forgeTendermintUnstake,
        msg: (request, chain) => ({
          typeUrl: "/cosmos.staking.v1beta1.MsgUndelegate",
          value: import_tx.MsgUndelegate.fromPartial({
            delegatorAddress: delegator(request, chain),
            validatorAddress: validator(request, chain),
            amount: coin(request, chain)
          })
        })
      },
      forgeTendermintRedelegate: {
        ...import_operations9.OPERATIONS.forgeTendermintRedelegate,
        msg: (request, chain) => {
          if (request.fromValidatorAddress === request.toValidatorAddress) {
            throw new import_errors3.InvalidRequest(
              "toValidatorAddress",
              "toValidatorAddress must differ from fromValidatorAddress"
            );
          }
          return {
            typeUrl: "/cosmos.staking.v1beta1.MsgBeginRedelegate",
            value: import_tx.MsgBeginRedelegate.fromPartial({
              delegatorAddress: delegator(request, chain),
              validatorSrcAddress: validator(request, chain, "fromValidatorAddress"),
              validatorDstAddress: validator(request, chain, "toValidatorAddress"),
              amount: coin(request, chain)
            })
          };
        }
      },
      forgeTendermintClaimRewards: {
        ...import_operations9.OPERATIONS.forgeTendermintClaimRewards,
        msg: (request, chain) => ({
          typeUrl: "/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward",
          value: import_tx2.MsgWithdrawDelegatorReward.fromPartial({
            delegatorAddress: delegator(request, chain),
            validatorAddress: validator(request, chain)
          })
        })
      },
      forgeTendermintAutoRestakeEnable: {
        ...import_operations9.OPERATIONS.forgeTendermintAutoRestakeEnable,
        // The allow list: the validators already in the grant, then this one; enabling again
        // overwrites the grant with the new expiration.
        msg: (request, chain, state) => {
          const current = state.grant?.validators ?? [];
          const added = validator(request, chain);
          const validators = current.includes(added) ? current : [...current, added];
          return grantMsg(
            delegator(request, chain),
            String(state.grantee),
            validators,
            grantExpiration(request, state.now ?? /* @__PURE__ */ new Date())
          );
        }
      },
      forgeTendermintAutoRestakeDisable: {
        ...import_operations9.OPERATIONS.forgeTendermintAutoRestakeDisable,
        // The only validator of the grant: revoke it; otherwise grant again without it, same expiration.
        msg: (request, chain, state) => {
          const current = state.grant?.validators ?? [];
          if (!current.includes(validator(request, chain))) {
            throw new import_errors3.Refused(
              "validatorAddress",
              "delegatorAddress has no auto-restake grant for this validator"
            );
          }
          const rest = current.filter((granted) => granted !== request.validatorAddress);
          if (rest.length > 0 && state.grant)
            return grantMsg(
              delegator(request, chain),
              String(state.grantee),
              rest,
              state.grant.expiration
            );
          return {
            typeUrl: "/cosmos.authz.v1beta1.MsgRevoke",
            value: import_tx3.MsgRevoke.fromPartial({
              granter: delegator(request, chain),
              grantee: state.grantee,
              msgTypeUrl: "/cosmos.staking.v1beta1.MsgDelegate"
            })
          };
        }
      }
    };
    var registry = new import_proto_signing.Registry([
      ["/cosmos.staking.v1beta1.MsgDelegate", import_tx.MsgDelegate],
      ["/cosmos.staking.v1beta1.MsgUndelegate", import_tx.MsgUndelegate],
      ["/cosmos.staking.v1beta1.MsgBeginRedelegate", import_tx.MsgBeginRedelegate],
      ["/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward", import_tx2.MsgWithdrawDelegatorReward],
      ["/cosmos.authz.v1beta1.MsgGrant", MsgGrantWide],
      ["/cosmos.authz.v1beta1.MsgRevoke", import_tx3.MsgRevoke]
    ]);
    var authzAmino = {
      "/cosmos.authz.v1beta1.MsgGrant": {
        aminoType: "cosmos-sdk/MsgGrant",
        toAmino: ({ granter, grantee, grant }) => {
          if (!grant?.authorization || !grant.expiration)
            throw new Error("a grant without authorization or expiration is never forged");
          const auth = import_authz.StakeAuthorization.decode(grant.authorization.value);
          return {
            granter,
            grantee,
            grant: {
              authorization: {
                type: "cosmos-sdk/StakeAuthorization",
                value: {
                  Validators: {
                    type: "cosmos-sdk/StakeAuthorization/AllowList",
                    value: { allow_list: { address: auth.allowList?.address ?? [] } }
                  },
                  authorization_type: auth.authorizationType
                }
              },
              expiration: new Date(Number(grant.expiration.seconds) * 1e3).toISOString().replace(".000Z", "Z")
            }
          };
        },
        fromAmino: () => {
          throw new Error("not needed");
        }
      },
      "/cosmos.authz.v1beta1.MsgRevoke": {
        aminoType: "cosmos-sdk/MsgRevoke",
        toAmino: ({ granter, grantee, msgTypeUrl }) => ({
          granter,
          grantee,
          msg_type_url: msgTypeUrl
        }),
        fromAmino: () => {
          throw new Error("not needed");
        }
      }
    };
    var aminoTypes = new import_stargate.AminoTypes({
      ...(0, import_stargate.createStakingAminoConverters)(),
      ...(0, import_stargate.createDistributionAminoConverters)(),
      ...authzAmino
    });
    function pubkeyAny(chain, publicKey) {
      const network = CHAINS[chain];
      if (network.pubkeyTypeUrl) {
        return import_any.Any.fromPartial({
          typeUrl: network.pubkeyTypeUrl,
          value: import_keys.PubKey.encode({ key: (0, import_encoding.fromBase64)(publicKey) }).finish()
        });
      }
      return (0, import_proto_signing.encodePubkey)((0, import_amino.encodeSecp256k1Pubkey)((0, import_encoding.fromBase64)(publicKey)));
    }
    function authInfo(chain, { fee, gas, sequence, publicKey }, mode) {
      const network = CHAINS[chain];
      return (0, import_proto_signing.makeAuthInfoBytes)(
        // makeAuthInfoBytes writes the pubkey as given; an unknown key is left out of the signer info.
        [{ pubkey: publicKey ? pubkeyAny(chain, publicKey) : void 0, sequence }],
        [{ denom: network.denom, amount: fee.toString() }],
        Number(gas),
        void 0,
        void 0,
        mode
      );
    }
    function bodyBytes(messages, extensionOptions = []) {
      return import_tx4.TxBody.encode(
        import_tx4.TxBody.fromPartial({
          messages: messages.map((message) => registry.encodeAsAny(message)),
          memo: "",
          extensionOptions
        })
      ).finish();
    }
    function aminoSignDoc(chain, messages, { fee, gas, sequence }, accountNumber) {
      const network = CHAINS[chain];
      const doc = {
        chain_id: network.chainId,
        account_number: accountNumber.toString(),
        sequence: sequence.toString(),
        fee: { amount: [{ denom: network.denom, amount: fee.toString() }], gas: gas.toString() },
        msgs: messages.map((message) => aminoTypes.toAmino(message)),
        memo: ""
      };
      return JSON.parse(new TextDecoder().decode((0, import_amino.serializeSignDoc)(doc)));
    }
    function parts(operationId, chain, request, state) {
      const op = OPERATIONS7[operationId];
      if (!op || !CHAINS[chain])
        throw new Error(`no Tendermint forge rule for ${operationId} on ${chain}`);
      const msgs = [op.msg(request, chain, state)];
      const gas = GAS[operationId];
      const auth = {
        fee: feeAmount(chain, gas),
        gas,
        sequence: state.sequence,
        publicKey: state.publicKey ?? null
      };
      return { network: CHAINS[chain], msgs, auth };
    }
    function eip712ChainId(chain, legacy = false) {
      const network = CHAINS[chain];
      return legacy && network.eip712Legacy?.evmChainId || ethermintChainId(network.chainId);
    }
    function web3Extension(chain) {
      return CHAINS[chain].eip712Legacy?.web3Extension ? { typedDataChainId: eip712ChainId(chain, true).toString() } : null;
    }
    function forge(operationId, chain, request, state) {
      const { network, msgs, auth } = parts(operationId, chain, request, state);
      const body = (0, import_encoding.toBase64)(bodyBytes(msgs));
      const directAuth = authInfo(chain, auth, import_signing.SignMode.SIGN_MODE_DIRECT);
      const aminoAuth = (0, import_encoding.toBase64)(authInfo(chain, auth, import_signing.SignMode.SIGN_MODE_LEGACY_AMINO_JSON));
      const signDoc = aminoSignDoc(chain, msgs, auth, state.accountNumber);
      const legacy = network.eip712Legacy ? legacyTypedData(signDoc, {
        name: network.eip712Legacy.name,
        evmChainId: eip712ChainId(chain, true),
        feePayer: network.eip712Legacy.feePayer ? request.delegatorAddress : void 0,
        timeoutHeight: network.eip712Legacy.timeoutHeight
      }) : null;
      return {
        signDirect: {
          bodyBytes: body,
          authInfoBytes: (0, import_encoding.toBase64)(directAuth),
          chainId: network.chainId,
          accountNumber: state.accountNumber.toString()
        },
        signAmino: { signDoc, bodyBytes: body, authInfoBytes: aminoAuth },
        signEIP712: network.eip712 ? {
          typedData: ethermintTypedData(signDoc, eip712ChainId(chain)),
          bodyBytes: body,
          authInfoBytes: aminoAuth
        } : null,
        signEIP712CosmosTxV0: legacy ? {
          typedData: legacy,
          bodyBytes: body,
          authInfoBytes: aminoAuth,
          web3Extension: web3Extension(chain)
        } : null
      };
    }
    var TENDERMINT_NETWORKS = Object.freeze(
      Object.entries(CHAINS).map(
        ([identifier2, chain]) => Object.freeze({
          identifier: identifier2,
          name: chain.name,
          chainId: chain.chainId,
          prefix: chain.prefix,
          valoperPrefix: ("valoperPrefix" in chain ? chain.valoperPrefix : void 0) ?? `${chain.prefix}valoper`,
          denom: chain.denom,
          decimals: chain.decimals,
          ethKeys: "pubkeyTypeUrl" in chain
        })
      )
    );
    function networkByIdentifier(identifier2) {
      return TENDERMINT_NETWORKS.find((network) => network.identifier === identifier2);
    }
    function networkByChainId(chainId) {
      return TENDERMINT_NETWORKS.find((network) => network.chainId === chainId);
    }
    function networkByAddress(address) {
      const separator = address.lastIndexOf("1");
      if (separator < 1) return void 0;
      const prefix = address.slice(0, separator);
      return TENDERMINT_NETWORKS.find((network) => network.prefix === prefix);
    }
    var RESTAKE_BOTS = Object.freeze({
      ATOM: "cosmos1252leqrc2zzz6ql5677rcyen5jwzmpqek7a0ym",
      EVMOS: "evmos1gctsp7mfryams5sqej0f4w27zt4u7fp3xvth8d",
      INJ: "inj1v4s3fvpgmpftysc9nkfaaunft7fnqw5zhw285a",
      OSMO: "osmo1gaz2a5vw3l9c44q2hegqwmq4q5jp8p9qs8c038",
      TIA: "celestia1xrcvjwhdfcw7ecukraru0trje7qjjnfxcy5ltr",
      JUNO: "juno18q6fzmvqqs6x7zycdrulfkgx6thp7y6uvjrq9x",
      AXL: "axelar1jye6atqs4vxdxzyjuazp6fw4luhhtyp6d8afmv",
      DYDX: "dydx1rl38fhnv9t6lvtdu6kthaksze8dvxttysxy7va",
      STARS: "stars1jk4gmms4zh0l9tvg3tj6a526ptv43zfypr2tsj",
      AKT: "akash1ks0cpt6xwjumrf4qw05f03qnxu0n9y5kpz9wrn",
      DYM: "dym1c2rcw4tup7vzxz9cgvrc9u3dganclcnzp50vzq",
      LUNA: "terra1ppscz79r3qflxjucjgqph8dkwrudjcfmu2tcar",
      SEI: "sei1qx4hv5tkzmrkrpnrvzu74wsnevt4ay8c0pkx48",
      FLIX: "omniflix1dxl8zntezwl4qa2txa3dklavkgggzcp7x6adzq",
      KAVA: "kava16keqys38x2dq52upyz7x6tk058gzx8pcgjjhmt",
      COREUM: "core17trcyxjfq0g3hut6n8q5mazl0ua6s8hen57yy3",
      SAGA: "saga187we4y2q4kkmmx6t7yh6l7zedxk5mx39fnlf6v",
      XPRT: "persistence1chrxpdgtldfn5qzwzxlfe3l5yz0r0k0lypwfrd",
      UX: "umee1pt8vthkctg22508hvgtd2h04zu7zj3jepnw4sp",
      CRO: "cro12e8lsztmdpkqtha5zaft8n33dz26cqlnzrku5d",
      BAND: "band1088e80tw05hkvztmwj4jyh5ylv24dkh97qxl8a",
      HUAHUA: "chihuahua1fxpnxknsnxuda5vf7439hyf6mnmnja3qgzy0q9",
      FET: "fetch1wq78j9rhgwmjmqr8nvlatalktjlwlax0peu9sw",
      PASG: "pasg1j7x2hlc4st5hsc7wwzwurc5mz2lelkxrz5usx4",
      HEART: "human1c4qa59pd67qz2eed822kl2fh2740cmz9pey9uk",
      KYVE: "kyve1mcgwye0d8ymed3vguvfykqry8p56el8dk9vfhf",
      SOMM: "somm166lpukyyq2950ycy0y9eaesn3vn69htz5clqxh",
      XPLA: "xpla1cp3qme857xvaqa7npxjycg95k8nnc4tr5zfxgp",
      BTSG: "bitsong17lxl0cnxfv75gkzuu5m20gwsj9cn08wt4f4xv2",
      IRIS: "iaa14ualp2qhllctn3g8x5r4mkaqa7caraswylpgwq",
      MED: "panacea19jt4yuhv3sy894w4y6k57cw8r7a2qpm3r2ckkk",
      CTK: "shentu1lw8j0dvjelcvyjan2lwvhjrqx9n2ay3uxmsdrw",
      QSR: "quasar1vhhf7g85tatvzprh9en2ea5n9pls0u7405vz64"
    });
    var import_amino2 = require3("@cosmjs/amino");
    var import_crypto = require3("@cosmjs/crypto");
    var import_encoding2 = require3("@cosmjs/encoding");
    var import_proto_signing2 = require3("@cosmjs/proto-signing");
    var import_keys2 = require3("cosmjs-types/cosmos/crypto/secp256k1/keys");
    var import_signing2 = require3("cosmjs-types/cosmos/tx/signing/v1beta1/signing");
    var import_tx5 = require3("cosmjs-types/cosmos/tx/v1beta1/tx");
    var import_binary2 = require3("cosmjs-types/binary");
    var import_errors22 = require3("lib/chains/base/errors.ts");
    function addressOf(chain, publicKey) {
      const { prefix } = CHAINS[chain];
      if (isEthChain(chain)) {
        const uncompressed = import_crypto.Secp256k1.uncompressPubkey(publicKey);
        return (0, import_encoding2.toBech32)(prefix, (0, import_crypto.keccak256)(uncompressed.slice(1)).slice(-20));
      }
      return (0, import_amino2.pubkeyToAddress)((0, import_amino2.encodeSecp256k1Pubkey)(publicKey), prefix);
    }
    var import_encoding3 = require3("@cosmjs/encoding");
    var import_tx6 = require3("cosmjs-types/cosmos/tx/v1beta1/tx");
    var import_authz2 = require3("cosmjs-types/cosmos/authz/v1beta1/authz");
    var import_authz3 = require3("cosmjs-types/cosmos/staking/v1beta1/authz");
    var import_keys3 = require3("cosmjs-types/cosmos/crypto/secp256k1/keys");
    var import_inspect_error7 = require3("lib/chains/base/inspect-error.ts");
    var import_tree2 = require3("lib/chains/base/tree.ts");
    var VARIANTS = ["signDirect", "signAmino", "signEIP712", "signEIP712CosmosTxV0"];
    var GRANT = "/cosmos.authz.v1beta1.MsgGrant";
    var REVOKE = "/cosmos.authz.v1beta1.MsgRevoke";
    var STAKE_AUTHORIZATION = "/cosmos.staking.v1beta1.StakeAuthorization";
    var GENERIC_AUTHORIZATION = "/cosmos.authz.v1beta1.GenericAuthorization";
    var sameBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
    function decodeExact(label, what, bytes, type) {
      let decoded;
      try {
        decoded = type.decode(bytes);
      } catch (error) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `${label} does not decode as a Cosmos ${what} (${(0, import_inspect_error7.reason)(error)}). It may have been cut off.`
        );
      }
      if (!sameBytes(type.encode(decoded, new Int64Writer()).finish(), bytes)) {
        throw new import_inspect_error7.InspectError(
          "malformed",
          `${label} does not encode back to the same bytes as a Cosmos ${what}: it holds bytes the ${what} does not, or has been cut off.`
        );
      }
      return decoded;
    }
    function decodeMessage(label, any) {
      const type = registry.lookupType(any.typeUrl);
      if (!type) return { typeUrl: any.typeUrl, value: void 0 };
      const decoded = decodeExact(
        `${label}: the ${any.typeUrl} message`,
        any.typeUrl.split(".").at(-1),
        any.value,
        type
      );
      const value = type.toJSON(decoded);
      if (any.typeUrl === GRANT) {
        const grant = value.grant ?? {};
        const authorization = decoded.grant?.authorization;
        if (authorization?.typeUrl === STAKE_AUTHORIZATION) {
          grant.authorization = {
            typeUrl: authorization.typeUrl,
            value: import_authz3.StakeAuthorization.toJSON(
              decodeExact(
                `${label}: the grant's authorization`,
                "StakeAuthorization",
                authorization.value,
                import_authz3.StakeAuthorization
              )
            )
          };
        } else if (authorization?.typeUrl === GENERIC_AUTHORIZATION) {
          grant.authorization = {
            typeUrl: authorization.typeUrl,
            value: import_authz2.GenericAuthorization.toJSON(
              decodeExact(
                `${label}: the grant's authorization`,
                "GenericAuthorization",
                authorization.value,
                import_authz2.GenericAuthorization
              )
            )
          };
        }
      }
      return { typeUrl: any.typeUrl, value };
    }
    function readVariant(name, raw) {
      const bytes = (field) => {
        try {
          return (0, import_encoding3.fromBase64)(String(raw[field]));
        } catch (error) {
          throw new import_inspect_error7.InspectError("malformed", `${name}.${field} is not base64 (${(0, import_inspect_error7.reason)(error)}).`);
        }
      };
      const body = decodeExact(`${name}.bodyBytes`, "TxBody", bytes("bodyBytes"), import_tx6.TxBody);
      const authInfo2 = decodeExact(
        `${name}.authInfoBytes`,
        "AuthInfo",
        bytes("authInfoBytes"),
        import_tx6.AuthInfo
      );
      return {
        name,
        raw,
        body,
        authInfo: authInfo2,
        messages: body.messages.map((any) => decodeMessage(name, any))
      };
    }
    function read(transaction) {
      const variants = {};
      for (const name of VARIANTS) {
        const raw = transaction[name];
        if (raw !== null && raw !== void 0)
          variants[name] = readVariant(name, raw);
      }
      return { transaction, variants, direct: variants.signDirect };
    }
    function signerKey(authInfo2) {
      const publicKey = authInfo2.signerInfos[0]?.publicKey;
      if (!publicKey) return void 0;
      try {
        return { typeUrl: publicKey.typeUrl, key: import_keys3.PubKey.decode(publicKey.value).key };
      } catch {
        return void 0;
      }
    }
    function bodyTree(variant) {
      const json = import_tx6.TxBody.toJSON(variant.body);
      return {
        ...(0, import_tree2.fromJson)({ ...json, messages: void 0 }),
        messages: variant.messages.map((m, i) => ({
          typeUrl: (0, import_tree2.text)(m.typeUrl),
          value: m.value ? (0, import_tree2.fromJson)(m.value) : (0, import_tree2.text)((0, import_encoding3.toBase64)(variant.body.messages[i].value))
        }))
      };
    }
    function authInfoTree(authInfo2) {
      const json = import_tx6.AuthInfo.toJSON(authInfo2);
      const key = signerKey(authInfo2);
      (json.signerInfos ?? []).forEach((info, i) => {
        if (i === 0 && key) info.publicKey = { typeUrl: key.typeUrl, key: (0, import_encoding3.toBase64)(key.key) };
      });
      return (0, import_tree2.fromJson)(json);
    }
    function treeOf({ transaction, variants }) {
      const tree = Object.fromEntries(
        VARIANTS.filter((name) => !(name in transaction)).map((name) => [name, "null"])
      );
      for (const [key, raw] of Object.entries(transaction)) {
        const variant = variants[key];
        if (!variant) {
          tree[key] = (0, import_tree2.fromJson)(raw);
          continue;
        }
        const { bodyBytes: _body, authInfoBytes: _auth, ...rest } = variant.raw;
        tree[key] = {
          ...(0, import_tree2.fromJson)(rest),
          body: bodyTree(variant),
          authInfo: authInfoTree(variant.authInfo)
        };
      }
      return tree;
    }
    var import_encoding4 = require3("@cosmjs/encoding");
    var import_tx7 = require3("cosmjs-types/cosmos/tx/v1beta1/tx");
    var import_chain_state = require3("lib/chains/base/chain-state.ts");
    var import_inspect_error22 = require3("lib/chains/base/inspect-error.ts");
    var import_amounts3 = require3("lib/chains/base/amounts.ts");
    var UINT64_MAX = 2n ** 64n - 1n;
    var RESTAKE_BOTS2 = RESTAKE_BOTS;
    var ONE_DAY_MS = 864e5;
    function unitOf(identifier2) {
      const network = identifier2 ? networkByIdentifier(identifier2) : void 0;
      return network ? { symbol: network.identifier, decimals: network.decimals, base: network.denom } : void 0;
    }
    var GAS_ALLOWANCE = 2n;
    function feeCeiling(operationId, chain) {
      const gas = GAS[operationId] * GAS_ALLOWANCE;
      const { denom, highGasPrice } = CHAINS[chain];
      return { gas, fee: feeAmount(chain, gas, highGasPrice), denom, gasPrice: highGasPrice };
    }
    var uint64 = (value) => typeof value === "string" && /^\d{1,20}$/.test(value) && BigInt(value) <= UINT64_MAX ? BigInt(value) : void 0;
    function signerAddress(chain, key) {
      try {
        return addressOf(chain, key);
      } catch {
        return void 0;
      }
    }
    function grantOf(answer) {
      const message = answer.direct.messages[0];
      if (message?.typeUrl !== GRANT || !message.value) return void 0;
      const grant = message.value.grant;
      const expiration = grant?.expiration ? new Date(grant.expiration) : void 0;
      return {
        validators: grant?.authorization?.value?.allowList?.address ?? [],
        expiration: expiration && !Number.isNaN(expiration.getTime()) ? expiration : void 0
      };
    }
    function yearBefore(expiration) {
      const at2 = new Date(expiration.getTime());
      at2.setUTCFullYear(at2.getUTCFullYear() - GRANT_RULES.defaultYears);
      return at2;
    }
    async function rebuild(answer, { operationId, request, stakingIdentifier, now, chainState }) {
      const chain = stakingIdentifier;
      if (!chain || !Object.hasOwn(CHAINS, chain)) {
        throw new import_inspect_error22.InspectError(
          "unknown-operation",
          "The staking identifier of this Tendermint answer is not known: give it (ATOM, OSMO, …), or the request with its delegator address."
        );
      }
      const direct = answer.direct;
      const info = direct.authInfo.signerInfos[0];
      const key = signerKey(direct.authInfo);
      const accountNumber = uint64(direct.raw.accountNumber);
      const grant = grantOf(answer);
      const requested = typeof request.validatorAddress === "string" ? request.validatorAddress : "";
      const enabling = operationId === "forgeTendermintAutoRestakeEnable";
      const byDefault = enabling && request.expirationDate === void 0;
      const current = enabling ? { validators: grant?.validators ?? [], expiration: grant?.expiration ?? now } : {
        validators: [...grant?.validators ?? [], requested],
        expiration: grant?.expiration ?? now
      };
      const state = {
        accountNumber: accountNumber ?? 0n,
        sequence: info?.sequence ?? 0n,
        publicKey: key ? (0, import_encoding4.toBase64)(key.key) : null,
        grant: current,
        grantee: RESTAKE_BOTS2[chain],
        // The forge's clock: with an expirationDate the grant's expiry is the request's (the forge's
        // ten-minute rule is the API's to enforce); without one, a year from the moment it forged.
        now: byDefault && grant?.expiration ? yearBefore(grant.expiration) : /* @__PURE__ */ new Date(0)
      };
      const forged = forge(operationId, chain, request, state);
      const fee = direct.authInfo.fee;
      withFee(forged, fee?.amount ?? [], fee?.gasLimit ?? 0n);
      const ceiling = feeCeiling(operationId, chain);
      const unit = unitOf(chain);
      const coins = fee?.amount ?? [];
      const feeWithin = coins.length === 1 && coins[0].denom === ceiling.denom && /^\d+$/.test(coins[0].amount) && BigInt(coins[0].amount) <= ceiling.fee;
      const gasWithin = fee !== void 0 && fee.gasLimit > 0n && fee.gasLimit <= ceiling.gas;
      const coinsText = coins.map(
        (c) => c.denom === unit.base && /^\d+$/.test(c.amount) ? (0, import_amounts3.amountDetail)("", BigInt(c.amount), unit).value : `${c.amount} ${c.denom}`
      ).join(" + ") || "none";
      const signer = key ? signerAddress(chain, key.key) : void 0;
      const bounded = [
        (0, import_chain_state.stateValue)({
          label: "Account number",
          paths: ["signDirect.accountNumber"],
          actual: String(direct.raw.accountNumber),
          must: "the number the chain gave your account (a 64-bit number)",
          read: chainState.accountNumber,
          wellFormed: accountNumber !== void 0,
          note: "The API reads it from the chain; it is part of what you sign.",
          risk: "Another account's number makes a transaction the chain refuses."
        }),
        (0, import_chain_state.stateValue)({
          label: "Sequence",
          paths: ["signDirect.authInfo.signerInfos[0].sequence"],
          actual: String(info?.sequence ?? "(none)"),
          must: "your account's next sequence (a 64-bit number)",
          read: chainState.nonce,
          wellFormed: info !== void 0,
          note: "The chain accepts the transaction only at this sequence, once.",
          risk: import_chain_state.NONCE_RISK
        }),
        {
          kind: "state",
          label: "Signer (the public key in authInfoBytes)",
          paths: ["signDirect.authInfo.signerInfos[0].publicKey.key"],
          actual: key ? `${signer ?? "not a secp256k1 key"} (${key.typeUrl})` : "no public key",
          bound: `the key of ${String(request.delegatorAddress)}, or none for an account's first transaction`,
          within: key ? signer === request.delegatorAddress : true,
          note: key ? "The chain has your public key from an earlier transaction; the check derives your address from it." : `This is how the API forges an account's first transaction, as the chain has no key for it yet: put your public key in signerInfos[0] before signing (Core concepts, "an account's first transaction"); the chain then checks that it is the delegator's.`
        },
        {
          kind: "fee",
          label: "Fee",
          paths: ["signDirect.authInfo.fee.amount"],
          actual: coinsText,
          bound: `one coin of ${ceiling.denom}, at most ${(0, import_amounts3.amountDetail)("", ceiling.fee, unit).value} (${ceiling.gas} gas × the high gas price, ${ceiling.gasPrice} ${ceiling.denom})`,
          within: feeWithin
        },
        {
          kind: "fee",
          label: "Gas limit",
          paths: ["signDirect.authInfo.fee.gasLimit"],
          actual: String(fee?.gasLimit ?? "(none)"),
          bound: `at most ${ceiling.gas} (twice the forge's gas for ${operationId})`,
          within: gasWithin
        },
        ...grantRows(answer, operationId, requested, byDefault, now, chain)
      ];
      return { expected: treeOf(read(forged)), bounded };
    }
    function withFee(forged, amount2, gasLimit) {
      for (const name of VARIANTS) {
        const variant = forged[name];
        if (!variant) continue;
        const authInfo2 = import_tx7.AuthInfo.decode((0, import_encoding4.fromBase64)(variant.authInfoBytes));
        authInfo2.fee = { ...authInfo2.fee, amount: amount2.map((c) => ({ ...c })), gasLimit };
        variant.authInfoBytes = (0, import_encoding4.toBase64)(import_tx7.AuthInfo.encode(authInfo2).finish());
        const doc = variant.signDoc ?? variant.typedData?.message;
        if (doc?.fee) {
          doc.fee.amount = amount2.map((c) => ({ denom: c.denom, amount: c.amount }));
          doc.fee.gas = gasLimit.toString();
        }
      }
    }
    function grantRows(answer, operationId, requested, byDefault, now, chain) {
      const grant = grantOf(answer);
      const message = answer.direct.messages[0];
      const listPath = (i) => `signDirect.body.messages[0].value.grant.authorization.value.allowList.address[${i}]`;
      const query = `the chain's /cosmos/authz/v1beta1/grants?granter=<your address>&grantee=${RESTAKE_BOTS2[chain]}`;
      const rows = [];
      if (grant && byDefault && grant.expiration) {
        const forgedAt = yearBefore(grant.expiration);
        rows.push({
          kind: "state",
          label: "Grant expires (one year after the forge)",
          paths: ["signDirect.body.messages[0].value.grant.expiration"],
          actual: grant.expiration.toISOString().replace(".000Z", "Z"),
          bound: `one year after the forge, which must be within the last day (the check runs at ${now.toISOString().replace(/\.\d+Z$/, "Z")})`,
          within: forgedAt.getTime() <= now.getTime() + 10 * 6e4 && forgedAt.getTime() >= now.getTime() - ONE_DAY_MS,
          note: "Your request gives no expirationDate, so the API grants for one year from the moment it forged."
        });
      }
      if (grant && operationId === "forgeTendermintAutoRestakeEnable") {
        const others = grant.validators.map((v, i) => [v, i]).filter(([v]) => v !== requested);
        if (others.length) {
          rows.push({
            kind: "open",
            label: "Validators your grant already allows",
            paths: others.map(([, i]) => listPath(i)),
            actual: others.map(([v]) => v).join(", "),
            bound: "the validators of your current grant to the restake bot",
            within: true,
            note: `Enabling again keeps the validators your current grant allows, as the API reads them. Before signing, check with ${query} that your grant allows exactly these.`
          });
        }
      }
      if (grant && operationId === "forgeTendermintAutoRestakeDisable" && message?.typeUrl !== REVOKE) {
        rows.push({
          kind: "open",
          label: "Validators your grant keeps, and its expiry",
          paths: [
            ...grant.validators.map((_, i) => listPath(i)),
            "signDirect.body.messages[0].value.grant.expiration"
          ],
          actual: `${grant.validators.join(", ")} until ${grant.expiration?.toISOString().replace(".000Z", "Z") ?? "(none)"}`,
          bound: "the other validators of your current grant, until its current expiry",
          within: true,
          note: `Disabling one validator of several grants the others again, until the grant's current expiry, as the API reads them. Before signing, check with ${query} that your grant allows these and this validator, and expires then.`
        });
      }
      return rows;
    }
    var SAMPLE = {
      delegatorAddress: "cosmos1dpm8h3xgcct6mfr0wug2etwyff0yht02xh0zuv",
      validatorAddress: "cosmosvaloper123dc8a7lddwhu8eq938rzj7hu2rryq7vz7z04p",
      fromValidatorAddress: "cosmosvaloper123dc8a7lddwhu8eq938rzj7hu2rryq7vz7z04p",
      toValidatorAddress: "cosmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn",
      amount: "1"
    };
    var forgeMessages;
    function messagesOfTheForge() {
      if (!forgeMessages) {
        forgeMessages = /* @__PURE__ */ new Map();
        for (const operationId of Object.keys(OPERATIONS7)) {
          const { redelegate, single } = {
            redelegate: operationId === "forgeTendermintRedelegate",
            single: [
              "forgeTendermintClaimRewards",
              "forgeTendermintAutoRestakeEnable",
              "forgeTendermintAutoRestakeDisable"
            ].includes(operationId)
          };
          const request = redelegate ? {
            delegatorAddress: SAMPLE.delegatorAddress,
            fromValidatorAddress: SAMPLE.fromValidatorAddress,
            toValidatorAddress: SAMPLE.toValidatorAddress,
            amount: SAMPLE.amount
          } : single ? { delegatorAddress: SAMPLE.delegatorAddress, validatorAddress: SAMPLE.validatorAddress } : {
            delegatorAddress: SAMPLE.delegatorAddress,
            validatorAddress: SAMPLE.validatorAddress,
            amount: SAMPLE.amount
          };
          const state = {
            accountNumber: 0n,
            sequence: 0n,
            publicKey: null,
            grant: { validators: [SAMPLE.validatorAddress], expiration: /* @__PURE__ */ new Date(0) },
            grantee: RESTAKE_BOTS.ATOM,
            now: /* @__PURE__ */ new Date(0)
          };
          const forged = read(forge(operationId, "ATOM", request, state));
          forgeMessages.set(forged.direct.messages[0].typeUrl, operationId);
        }
      }
      return forgeMessages;
    }
    function identifier({ direct }, given, request) {
      if (given !== void 0) {
        const network = networkByIdentifier(given);
        if (!network)
          throw new import_inspect_error32.InspectError(
            "unknown-operation",
            `${given} is not a staking identifier of the Cosmos SDK chains (ATOM, OSMO, …).`
          );
        return network.identifier;
      }
      const delegator2 = typeof request?.delegatorAddress === "string" ? networkByAddress(request.delegatorAddress) : void 0;
      return (delegator2 ?? networkByChainId(String(direct.raw.chainId)))?.identifier;
    }
    var FIELD_LABELS = [
      [/^chainId$/, "Chain id"],
      [/^accountNumber$/, "Account number"],
      [/^body\.messages$/, "Messages"],
      [/^body\.messages\[(\d+)\]$/, "Message $1"],
      [/^body\.messages\[\d+\]\.typeUrl$/, "Message type"],
      [/\.delegatorAddress$/, "Delegator"],
      [/\.validatorAddress$/, "Validator"],
      [/\.validatorSrcAddress$/, "From validator"],
      [/\.validatorDstAddress$/, "To validator"],
      [/\.amount\.amount$/, "Amount"],
      [/\.amount\.denom$/, "Denom of the amount"],
      [/\.granter$/, "Granter"],
      [/\.grantee$/, "Grantee (the restake bot)"],
      [/\.grant\.authorization\.typeUrl$/, "Kind of authorization"],
      [/\.authorizationType$/, "What the grant allows (delegate, undelegate, …)"],
      [/\.allowList\.address\[\d+\]$/, "Validator the grant allows"],
      [/\.allowList/, "Validators the grant allows"],
      [/\.denyList/, "Validators the grant denies"],
      [/\.maxTokens/, "Most tokens the grant allows"],
      [/\.grant\.expiration$/, "Grant expires"],
      [/\.msgTypeUrl$/, "Message type revoked"],
      [/^body\.memo$/, "Memo"],
      [/^body\.timeoutHeight$/, "Timeout height"],
      [/^body\.unordered$/, "Unordered"],
      [/^body\.extensionOptions/, "Extension options"],
      [/^body\.nonCriticalExtensionOptions/, "Non-critical extension options"],
      [/^authInfo\.fee\.amount/, "Fee"],
      [/^authInfo\.fee\.gasLimit$/, "Gas limit"],
      [/^authInfo\.fee\.payer$/, "Fee payer"],
      [/^authInfo\.fee\.granter$/, "Fee granter"],
      [/^authInfo\.signerInfos\[0\]\.publicKey/, "Signer public key"],
      [/^authInfo\.signerInfos\[\d+\]\.sequence$/, "Sequence"],
      [/^authInfo\.signerInfos\[\d+\]\.modeInfo/, "Sign mode"],
      [/^authInfo\.signerInfos/, "Signers"],
      [/^authInfo\.tip/, "Tip"],
      [/^signDoc\.msgs/, "Messages of the amino sign doc"],
      [/^signDoc\.fee/, "Fee of the amino sign doc"],
      [/^signDoc\./, "Amino sign doc"],
      [/^typedData\.domain/, "EIP-712 domain"],
      [/^typedData\.types/, "EIP-712 types"],
      [/^typedData\.primaryType/, "EIP-712 primary type"],
      [/^typedData\.message\.fee/, "Fee of the EIP-712 message"],
      [/^typedData\.message\.msg/, "Messages of the EIP-712 message"],
      [/^typedData\.message/, "EIP-712 message"],
      [/^typedData/, "EIP-712 typed data"],
      [/^web3Extension/, "Web3 extension"]
    ];
    function describe(path, identifier2) {
      const [, variant, rest = ""] = /^(\w+)(?:[.[](.*))?$/.exec(path) ?? [];
      if (!variant || !VARIANTS.includes(variant))
        return { label: `${path} (not a signing format of the API)` };
      if (!rest) return { label: `${variant} (the whole signing format)` };
      const clean = path.slice(variant.length + 1);
      const match = FIELD_LABELS.find(([pattern]) => pattern.test(clean));
      const message = /^body\.messages\[(\d+)\]/.exec(clean)?.[1];
      const label = match ? match[1].replace("$1", String(Number(message ?? 0) + 1)) : clean;
      const unit = /(^|\.)amount\.amount$|^authInfo\.fee\.amount\[\d+\]\.amount$/.test(clean) ? unitOf(identifier2) : void 0;
      return { label: `${label} (${variant})`, ...unit ? { unit } : {} };
    }
    var coinDetail = (label, coin2, unit) => unit && coin2.denom === unit.base && /^\d+$/.test(coin2.amount) ? (0, import_amounts2.amountDetail)(label, BigInt(coin2.amount), unit) : { label, value: `${coin2.amount} ${coin2.denom}` };
    function flatten(value, prefix = "") {
      if (value && typeof value === "object" && !Array.isArray(value))
        return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
      return [[prefix, value]];
    }
    function summarize(answer, operationId, id) {
      const { direct, variants } = answer;
      const network = id ? networkByIdentifier(id) : void 0;
      const unit = unitOf(id);
      const key = signerKey(direct.authInfo);
      let signer;
      try {
        signer = key && network ? addressOf(network.identifier, key.key) : void 0;
      } catch {
        signer = void 0;
      }
      const actions = direct.messages.map((m) => ({
        kind: "message",
        name: m.typeUrl,
        known: messagesOfTheForge().has(m.typeUrl),
        details: flatten(m.value ?? {}).map(
          ([label, value]) => label === "amount.amount" && unit && typeof value === "string" && /^\d+$/.test(value) ? (0, import_amounts2.amountDetail)("amount", BigInt(value), unit) : { label, value: Array.isArray(value) ? value.join(", ") : String(value) }
        )
      }));
      const first = direct.messages[0]?.value;
      const amount2 = first?.amount;
      const allowList = first?.grant?.authorization?.value?.allowList?.address;
      const validator2 = first?.validatorAddress ?? first?.validatorDstAddress ?? allowList?.join(", ");
      const fee = direct.authInfo.fee;
      const ceiling = operationId && operationId in GAS && network ? feeCeiling(operationId, network.identifier) : void 0;
      const formats = VARIANTS.filter((name) => variants[name]);
      const expiration = first?.grant?.expiration;
      return {
        shape: formats.join(", "),
        decodedWith: "cosmjs-types (TxBody, AuthInfo and the messages), CosmJS (the signer address)",
        network: [
          {
            label: "Chain id",
            value: `${String(direct.raw.chainId ?? "(none)")}${network && network.chainId === direct.raw.chainId ? ` (${network.name}, ${network.identifier})` : " (not the network of the staking identifier)"}`
          },
          { label: "Account number", value: String(direct.raw.accountNumber ?? "(none)") },
          { label: "Signing formats", value: formats.join(", ") }
        ],
        signer: {
          label: "Signer",
          value: key ? `${signer ?? `a ${key.typeUrl} key`} (public key in authInfoBytes, ${key.typeUrl})` : "No public key in authInfoBytes (an account's first transaction: add yours before signing)"
        },
        feePayer: {
          label: "Fee payer",
          value: fee?.payer || `${signer ?? "the signer"} (the signer: no other payer is set)`
        },
        actions,
        ...validator2 ? {
          validator: {
            label: allowList ? "Validator the grant allows" : first?.validatorDstAddress ? "To validator" : "Validator",
            value: validator2
          }
        } : {},
        ...amount2 ? { amount: coinDetail("Amount", amount2, unit) } : {},
        fee: [
          ...(fee?.amount ?? []).map((coin2) => coinDetail("Fee", coin2, unit)),
          {
            label: "Gas limit",
            value: `${fee?.gasLimit ?? 0n}${ceiling ? ` (ceiling ${ceiling.gas})` : ""}`
          },
          ...ceiling && unit ? [(0, import_amounts2.amountDetail)("Fee ceiling of this operation", ceiling.fee, unit)] : [],
          ...fee?.payer ? [{ label: "Fee paid by", value: fee.payer }] : [],
          ...fee?.granter ? [{ label: "Fee granted by", value: fee.granter }] : []
        ],
        staleness: [
          {
            label: "Sequence",
            value: `${direct.authInfo.signerInfos[0]?.sequence ?? "(none)"}: the signer's account must still be at this sequence when the transaction is included; any other transaction from the account first makes this one fail.`
          },
          ...direct.body.timeoutHeight !== 0n ? [
            {
              label: "Timeout height",
              value: `${direct.body.timeoutHeight}: not valid after this block`
            }
          ] : [],
          ...expiration ? [{ label: "Grant expires", value: expiration.replace(".000Z", "Z") }] : []
        ]
      };
    }
    function perturb2(_field, value) {
      if (typeof value !== "string") return void 0;
      try {
        const { prefix, data } = (0, import_encoding5.fromBech32)(value, 90);
        const other = Uint8Array.from(data);
        other[other.length - 1] ^= 1;
        return (0, import_encoding5.toBech32)(prefix, other);
      } catch {
        return void 0;
      }
    }
    var checker = {
      read,
      identifier,
      detect: ({ direct }) => direct.messages.length === 1 ? messagesOfTheForge().get(direct.messages[0].typeUrl) : void 0,
      tree: treeOf,
      summarize,
      rebuild: (answer, context) => rebuild(answer, context),
      perturb: perturb2,
      describe,
      unit: unitOf,
      absentNotes: {}
    };
    var inspect = (input) => (0, import_run.runFamily)(checker, input);
  })(module, module.exports, require2);
  return module.exports;
}

// lib/chains/registry.ts
var FAMILIES = { evm: definition2, solana: definition6, near: definition4, multiversx: definition3, polkadot: definition5, tendermint: definition7, bitcoin: definition };

// lib/chains/operations.ts
var isForgeFamily = (family) => "answer" in FAMILIES[family];
var FORGE_FAMILIES = Object.freeze(
  Object.fromEntries(
    Object.keys(FAMILIES).filter(isForgeFamily).map((family) => [family, FAMILIES[family]])
  )
);
function operationOf(family, { identifier, action, subAction, fields }) {
  const names = fields.split(" ");
  return Object.freeze({
    family,
    identifier,
    action,
    ...subAction ? { subAction } : {},
    required: Object.freeze(names.filter((name) => !name.endsWith("?"))),
    optional: Object.freeze(
      names.filter((name) => name.endsWith("?")).map((name) => name.slice(0, -1))
    )
  });
}
var FORGE_OPERATIONS = Object.freeze(
  Object.fromEntries(
    Object.entries(FORGE_FAMILIES).flatMap(
      ([family, definition8]) => Object.entries(definition8.operations).map(([operationId, row]) => [
        operationId,
        operationOf(family, row)
      ])
    )
  )
);
function forgeOperationNamed(name) {
  return typeof name === "string" && Object.hasOwn(FORGE_OPERATIONS, name) ? FORGE_OPERATIONS[name] : void 0;
}
function fixedIdentifiersOf(family) {
  const identifiers = Object.values(FORGE_OPERATIONS).filter((operation) => operation.family === family).map((operation) => operation.identifier);
  return identifiers.every((identifier) => identifier !== void 0) ? [...new Set(identifiers)] : void 0;
}

// lib/chains/check/fields.ts
function fieldOf(path) {
  return path.replace(/\[\d+\]/g, "[]").replace(/^accountKeys\.[^.]+/, "accountKeys.*");
}
var FIELD_RULES = {
  evm: {
    chainId: ["operation"],
    "data.args._amount": ["request"],
    "data.args._minSharesToMint": ["operation"],
    "data.args.amount": ["request"],
    "data.args.beneficiary": ["request"],
    "data.args.claimAmount": ["request"],
    "data.args.exitQueueIndex": ["open"],
    "data.args.fromValidatorId": ["open"],
    "data.args.maximumSharesToBurn": ["request"],
    "data.args.positionTicket": ["open"],
    "data.args.receiver": ["request"],
    "data.args.referrer": ["operation"],
    "data.args.shares": ["open"],
    "data.args.spender": ["operation"],
    "data.args.timestamp": ["open"],
    "data.args.toValidatorId": ["open"],
    "data.args.unbondNonce": ["request"],
    "data.args.unstakingId": ["request"],
    "data.args.validator": ["request"],
    "data.args.validatorId": ["open"],
    "data.method": ["operation"],
    gasLimit: ["fee"],
    maxFeePerGas: ["fee"],
    maxPriorityFeePerGas: ["fee"],
    nonce: ["state"],
    to: ["request", "operation"],
    type: ["operation"],
    value: ["request", "operation"]
  },
  solana: {
    "accountKeys.*.signer": ["request", "operation", "differs"],
    "accountKeys.*.writable": ["request", "operation", "differs"],
    feePayer: ["request"],
    "instructions[].accountPubkey": ["request"],
    "instructions[].accounts[].pubkey": ["request", "operation"],
    "instructions[].accounts[].signer": ["operation"],
    "instructions[].accounts[].writable": ["operation"],
    "instructions[].authorized.staker": ["request"],
    "instructions[].authorized.withdrawer": ["request"],
    "instructions[].authorizedPubkey": ["request"],
    "instructions[].basePubkey": ["request"],
    "instructions[].data": ["request", "operation", "differs"],
    "instructions[].fromPubkey": ["request"],
    "instructions[].lamports": ["request", "operation", "open"],
    "instructions[].lockup.custodian": ["operation"],
    "instructions[].lockup.epoch": ["operation"],
    "instructions[].lockup.unixTimestamp": ["operation"],
    "instructions[].microLamports": ["differs"],
    "instructions[].newAccountPubkey": ["request"],
    "instructions[].program": ["operation", "differs"],
    "instructions[].programId": ["operation"],
    "instructions[].seed": ["state"],
    "instructions[].space": ["operation"],
    "instructions[].splitStakePubkey": ["request"],
    "instructions[].stakePubkey": ["request"],
    "instructions[].toPubkey": ["request"],
    "instructions[].type": ["operation", "differs"],
    "instructions[].units": ["differs"],
    "instructions[].votePubkey": ["request"],
    recentBlockhash: ["state"],
    "signatures[]": ["operation"],
    version: ["operation"]
  },
  near: {
    "actions[].params.args.amount": ["request"],
    "actions[].params.deposit": ["request", "operation"],
    "actions[].params.gas": ["fee"],
    "actions[].params.methodName": ["operation"],
    "actions[].type": ["operation"],
    receiverId: ["request"],
    signerId: ["request"]
  },
  multiversx: {
    chainID: ["operation"],
    "data.arguments[]": ["request"],
    "data.function": ["operation"],
    gasLimit: ["fee"],
    gasPrice: ["fee"],
    guardian: ["operation"],
    guardianSignature: ["operation"],
    nonce: ["state"],
    options: ["operation"],
    receiver: ["request"],
    receiverUsername: ["operation"],
    relayer: ["operation"],
    relayerSignature: ["operation"],
    sender: ["request"],
    senderUsername: ["operation"],
    signature: ["operation"],
    value: ["request", "operation"],
    version: ["operation"]
  },
  polkadot: {
    assetId: ["differs"],
    "call.args.amount": ["request"],
    "call.args.extra.kind": ["operation"],
    "call.args.extra.value": ["request"],
    "call.args.memberAccount.kind": ["operation"],
    "call.args.memberAccount.value": ["request"],
    "call.args.numSlashingSpans": ["operation"],
    "call.args.poolId": ["request"],
    "call.args.unbondingPoints": ["request"],
    "call.name": ["operation"],
    "call.pallet": ["operation"],
    "era.kind": ["differs"],
    "era.value": ["differs"],
    mode: ["differs"],
    nonce: ["differs"],
    signature: ["differs"],
    signed: ["operation", "differs"],
    signer: ["differs"],
    tip: ["differs"],
    version: ["operation", "differs"]
  },
  tendermint: {
    "signAmino.authInfo.fee.amount[].amount": ["operation"],
    "signAmino.authInfo.fee.amount[].denom": ["operation"],
    "signAmino.authInfo.fee.gasLimit": ["operation"],
    "signAmino.authInfo.fee.granter": ["operation"],
    "signAmino.authInfo.fee.payer": ["operation"],
    "signAmino.authInfo.signerInfos[].modeInfo.single.mode": ["operation"],
    "signAmino.authInfo.signerInfos[].publicKey.key": ["operation"],
    "signAmino.authInfo.signerInfos[].publicKey.typeUrl": ["operation"],
    "signAmino.authInfo.signerInfos[].sequence": ["operation"],
    "signAmino.body.memo": ["operation"],
    "signAmino.body.messages[].typeUrl": ["operation"],
    "signAmino.body.messages[].value.amount.amount": ["request"],
    "signAmino.body.messages[].value.amount.denom": ["operation"],
    "signAmino.body.messages[].value.delegatorAddress": ["request"],
    "signAmino.body.messages[].value.grant.authorization.typeUrl": ["operation"],
    "signAmino.body.messages[].value.grant.authorization.value.allowList.address[]": ["operation"],
    "signAmino.body.messages[].value.grant.authorization.value.authorizationType": ["operation"],
    "signAmino.body.messages[].value.grant.expiration": ["request"],
    "signAmino.body.messages[].value.grantee": ["operation"],
    "signAmino.body.messages[].value.granter": ["request"],
    "signAmino.body.messages[].value.msgTypeUrl": ["operation"],
    "signAmino.body.messages[].value.validatorAddress": ["request"],
    "signAmino.body.messages[].value.validatorDstAddress": ["request"],
    "signAmino.body.messages[].value.validatorSrcAddress": ["request"],
    "signAmino.body.timeoutHeight": ["operation"],
    "signAmino.body.unordered": ["operation"],
    "signAmino.signDoc.account_number": ["operation"],
    "signAmino.signDoc.chain_id": ["operation"],
    "signAmino.signDoc.fee.amount[].amount": ["operation"],
    "signAmino.signDoc.fee.amount[].denom": ["operation"],
    "signAmino.signDoc.fee.gas": ["operation"],
    "signAmino.signDoc.memo": ["operation"],
    "signAmino.signDoc.msgs[].type": ["operation"],
    "signAmino.signDoc.msgs[].value.amount.amount": ["request"],
    "signAmino.signDoc.msgs[].value.amount.denom": ["operation"],
    "signAmino.signDoc.msgs[].value.delegator_address": ["request"],
    "signAmino.signDoc.msgs[].value.grant.authorization.type": ["operation"],
    "signAmino.signDoc.msgs[].value.grant.authorization.value.Validators.type": ["operation"],
    "signAmino.signDoc.msgs[].value.grant.authorization.value.Validators.value.allow_list.address[]": ["operation"],
    "signAmino.signDoc.msgs[].value.grant.authorization.value.authorization_type": ["operation"],
    "signAmino.signDoc.msgs[].value.grant.expiration": ["request"],
    "signAmino.signDoc.msgs[].value.grantee": ["operation"],
    "signAmino.signDoc.msgs[].value.granter": ["request"],
    "signAmino.signDoc.msgs[].value.msg_type_url": ["operation"],
    "signAmino.signDoc.msgs[].value.validator_address": ["request"],
    "signAmino.signDoc.msgs[].value.validator_dst_address": ["request"],
    "signAmino.signDoc.msgs[].value.validator_src_address": ["request"],
    "signAmino.signDoc.sequence": ["operation"],
    "signDirect.accountNumber": ["state"],
    "signDirect.authInfo.fee.amount[].amount": ["fee"],
    "signDirect.authInfo.fee.amount[].denom": ["fee"],
    "signDirect.authInfo.fee.gasLimit": ["fee"],
    "signDirect.authInfo.fee.granter": ["operation"],
    "signDirect.authInfo.fee.payer": ["operation"],
    "signDirect.authInfo.signerInfos[].modeInfo.single.mode": ["operation"],
    "signDirect.authInfo.signerInfos[].publicKey.key": ["state"],
    "signDirect.authInfo.signerInfos[].publicKey.typeUrl": ["operation"],
    "signDirect.authInfo.signerInfos[].sequence": ["state"],
    "signDirect.body.memo": ["operation"],
    "signDirect.body.messages[].typeUrl": ["operation"],
    "signDirect.body.messages[].value.amount.amount": ["request"],
    "signDirect.body.messages[].value.amount.denom": ["operation"],
    "signDirect.body.messages[].value.delegatorAddress": ["request"],
    "signDirect.body.messages[].value.grant.authorization.typeUrl": ["operation"],
    "signDirect.body.messages[].value.grant.authorization.value.allowList.address[]": ["operation"],
    "signDirect.body.messages[].value.grant.authorization.value.authorizationType": ["operation"],
    "signDirect.body.messages[].value.grant.expiration": ["request"],
    "signDirect.body.messages[].value.grantee": ["operation"],
    "signDirect.body.messages[].value.granter": ["request"],
    "signDirect.body.messages[].value.msgTypeUrl": ["operation"],
    "signDirect.body.messages[].value.validatorAddress": ["request"],
    "signDirect.body.messages[].value.validatorDstAddress": ["request"],
    "signDirect.body.messages[].value.validatorSrcAddress": ["request"],
    "signDirect.body.timeoutHeight": ["operation"],
    "signDirect.body.unordered": ["operation"],
    "signDirect.chainId": ["operation"],
    signEIP712: ["operation"],
    "signEIP712.authInfo.fee.amount[].amount": ["operation"],
    "signEIP712.authInfo.fee.amount[].denom": ["operation"],
    "signEIP712.authInfo.fee.gasLimit": ["operation"],
    "signEIP712.authInfo.fee.granter": ["operation"],
    "signEIP712.authInfo.fee.payer": ["operation"],
    "signEIP712.authInfo.signerInfos[].modeInfo.single.mode": ["operation"],
    "signEIP712.authInfo.signerInfos[].publicKey.key": ["operation"],
    "signEIP712.authInfo.signerInfos[].publicKey.typeUrl": ["operation"],
    "signEIP712.authInfo.signerInfos[].sequence": ["operation"],
    "signEIP712.body.memo": ["operation"],
    "signEIP712.body.messages[].typeUrl": ["operation"],
    "signEIP712.body.messages[].value.amount.amount": ["request"],
    "signEIP712.body.messages[].value.amount.denom": ["operation"],
    "signEIP712.body.messages[].value.delegatorAddress": ["request"],
    "signEIP712.body.messages[].value.validatorAddress": ["request"],
    "signEIP712.body.timeoutHeight": ["operation"],
    "signEIP712.body.unordered": ["operation"],
    "signEIP712.typedData.domain.chainId": ["operation"],
    "signEIP712.typedData.domain.name": ["operation"],
    "signEIP712.typedData.domain.salt": ["operation"],
    "signEIP712.typedData.domain.verifyingContract": ["operation"],
    "signEIP712.typedData.domain.version": ["operation"],
    "signEIP712.typedData.message.account_number": ["operation"],
    "signEIP712.typedData.message.chain_id": ["operation"],
    "signEIP712.typedData.message.fee.amount[].amount": ["operation"],
    "signEIP712.typedData.message.fee.amount[].denom": ["operation"],
    "signEIP712.typedData.message.fee.gas": ["operation"],
    "signEIP712.typedData.message.memo": ["operation"],
    "signEIP712.typedData.message.msg0.type": ["operation"],
    "signEIP712.typedData.message.msg0.value.amount.amount": ["request"],
    "signEIP712.typedData.message.msg0.value.amount.denom": ["operation"],
    "signEIP712.typedData.message.msg0.value.delegator_address": ["request"],
    "signEIP712.typedData.message.msg0.value.validator_address": ["request"],
    "signEIP712.typedData.message.sequence": ["operation"],
    "signEIP712.typedData.primaryType": ["operation"],
    "signEIP712.typedData.types.Coin[].name": ["operation"],
    "signEIP712.typedData.types.Coin[].type": ["operation"],
    "signEIP712.typedData.types.EIP712Domain[].name": ["operation"],
    "signEIP712.typedData.types.EIP712Domain[].type": ["operation"],
    "signEIP712.typedData.types.Fee[].name": ["operation"],
    "signEIP712.typedData.types.Fee[].type": ["operation"],
    "signEIP712.typedData.types.Tx[].name": ["operation"],
    "signEIP712.typedData.types.Tx[].type": ["operation"],
    "signEIP712.typedData.types.TypeMsgDelegate0[].name": ["operation"],
    "signEIP712.typedData.types.TypeMsgDelegate0[].type": ["operation"],
    "signEIP712.typedData.types.TypeValue0[].name": ["operation"],
    "signEIP712.typedData.types.TypeValue0[].type": ["operation"],
    "signEIP712.typedData.types.TypeValueAmount0[].name": ["operation"],
    "signEIP712.typedData.types.TypeValueAmount0[].type": ["operation"],
    signEIP712CosmosTxV0: ["operation"],
    "signEIP712CosmosTxV0.authInfo.fee.amount[].amount": ["operation"],
    "signEIP712CosmosTxV0.authInfo.fee.amount[].denom": ["operation"],
    "signEIP712CosmosTxV0.authInfo.fee.gasLimit": ["operation"],
    "signEIP712CosmosTxV0.authInfo.fee.granter": ["operation"],
    "signEIP712CosmosTxV0.authInfo.fee.payer": ["operation"],
    "signEIP712CosmosTxV0.authInfo.signerInfos[].modeInfo.single.mode": ["operation"],
    "signEIP712CosmosTxV0.authInfo.signerInfos[].publicKey.key": ["operation"],
    "signEIP712CosmosTxV0.authInfo.signerInfos[].publicKey.typeUrl": ["operation"],
    "signEIP712CosmosTxV0.authInfo.signerInfos[].sequence": ["operation"],
    "signEIP712CosmosTxV0.body.memo": ["operation"],
    "signEIP712CosmosTxV0.body.messages[].typeUrl": ["operation"],
    "signEIP712CosmosTxV0.body.messages[].value.amount.amount": ["request"],
    "signEIP712CosmosTxV0.body.messages[].value.amount.denom": ["operation"],
    "signEIP712CosmosTxV0.body.messages[].value.delegatorAddress": ["request"],
    "signEIP712CosmosTxV0.body.messages[].value.validatorAddress": ["request"],
    "signEIP712CosmosTxV0.body.timeoutHeight": ["operation"],
    "signEIP712CosmosTxV0.body.unordered": ["operation"],
    "signEIP712CosmosTxV0.typedData.domain.chainId": ["operation"],
    "signEIP712CosmosTxV0.typedData.domain.name": ["operation"],
    "signEIP712CosmosTxV0.typedData.domain.salt": ["operation"],
    "signEIP712CosmosTxV0.typedData.domain.verifyingContract": ["operation"],
    "signEIP712CosmosTxV0.typedData.domain.version": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.account_number": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.chain_id": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.fee.amount[].amount": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.fee.amount[].denom": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.fee.feePayer": ["request"],
    "signEIP712CosmosTxV0.typedData.message.fee.gas": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.memo": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.msgs[].type": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.msgs[].value.amount.amount": ["request"],
    "signEIP712CosmosTxV0.typedData.message.msgs[].value.amount.denom": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.msgs[].value.delegator_address": ["request"],
    "signEIP712CosmosTxV0.typedData.message.msgs[].value.validator_address": ["request"],
    "signEIP712CosmosTxV0.typedData.message.sequence": ["operation"],
    "signEIP712CosmosTxV0.typedData.message.timeout_height": ["operation"],
    "signEIP712CosmosTxV0.typedData.primaryType": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Coin[].name": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Coin[].type": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.EIP712Domain[].name": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.EIP712Domain[].type": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Fee[].name": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Fee[].type": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.MsgValue[].name": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.MsgValue[].type": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Msg[].name": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Msg[].type": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Tx[].name": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.Tx[].type": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.TypeAmount[].name": ["operation"],
    "signEIP712CosmosTxV0.typedData.types.TypeAmount[].type": ["operation"],
    "signEIP712CosmosTxV0.web3Extension": ["operation"],
    "signEIP712CosmosTxV0.web3Extension.typedDataChainId": ["operation"]
  }
};
function rulesOf(family, path) {
  const fields = FIELD_RULES[family];
  const field = fieldOf(path);
  return Object.hasOwn(fields, field) ? fields[field] : void 0;
}

// lib/chains/check/limits.ts
var KB7 = 1024;
var SIZE_LIMITS = Object.freeze(
  Object.fromEntries(
    Object.entries(FORGE_FAMILIES).map(([family, { answer }]) => [family, answer.size])
  )
);
var REQUEST_LIMIT = 16 * KB7;
var TEXT_LIMITS = Object.freeze({
  answer: 4 * Math.max(...Object.values(SIZE_LIMITS).map((limit) => limit.json)),
  request: 4 * REQUEST_LIMIT
});
function jsonLength(value) {
  try {
    return JSON.stringify(value)?.length ?? 0;
  } catch {
    return Infinity;
  }
}
var MB = 1024 * KB7;
var kilobytes = (n) => n >= MB ? `${(Math.round(n / MB * 10) / 10).toLocaleString("en-US")} MB` : n >= 10 * KB7 ? `${Math.round(n / KB7)} kB` : `${n.toLocaleString("en-US")} bytes`;
function checkSize(family, transaction) {
  const limit = SIZE_LIMITS[family];
  const { bytes } = limit;
  if (bytes) {
    const value = transaction[bytes.field];
    if (typeof value === "string") {
      const decoded = bytes.encoding === "hex" ? Math.floor((value.length - 2) / 2) : Math.floor(value.length * 3 / 4);
      if (decoded > bytes.max) {
        throw new InspectError(
          "too-large",
          `${bytes.field} holds about ${kilobytes(decoded)}: no transaction of the API is that large (${bytes.why}; the check refuses more than ${kilobytes(bytes.max)}).`
        );
      }
    }
  }
  const length = jsonLength(transaction);
  if (length > limit.json) {
    throw new InspectError(
      "too-large",
      length === Infinity ? "The transaction is nested too deeply to be a forge answer." : `The transaction is ${kilobytes(length)} of JSON: no forge answer of the API is that large (the check refuses more than ${kilobytes(limit.json)}).`
    );
  }
}
function checkRequestSize(request) {
  const length = jsonLength(request);
  if (length > REQUEST_LIMIT) {
    throw new InspectError(
      "too-large",
      length === Infinity ? "The request is nested too deeply to be a forge request." : `The request is ${kilobytes(length)} of JSON: no forge request is that large (the check refuses more than ${kilobytes(REQUEST_LIMIT)}).`
    );
  }
}

// lib/chains/check/index.ts
var FORGE_OPERATIONS2 = FORGE_OPERATIONS;
var FAMILIES2 = Object.keys(FORGE_FAMILIES);
var SHAPES = Object.freeze(
  Object.fromEntries(
    FAMILIES2.map((family) => {
      const { name, answer } = FORGE_FAMILIES[family];
      return [
        family,
        { name, described: answer.described, library: answer.library, packages: answer.packages }
      ];
    })
  )
);
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function familyOfTransaction(transaction) {
  return FAMILIES2.find(
    (family) => FORGE_FAMILIES[family].answer.markers.some(
      (fields) => fields.every((field) => Object.hasOwn(transaction, field))
    )
  );
}
function detectShape(answer) {
  if (!isObject(answer)) {
    throw new InspectError(
      "not-a-forge-answer",
      "This is not a forge answer: a forge call answers with a JSON object holding uuid and transaction."
    );
  }
  const transaction = isObject(answer.transaction) ? answer.transaction : answer;
  const family = familyOfTransaction(transaction);
  if (!family) {
    const keys = Object.keys(answer).slice(0, 6).join(", ") || "nothing";
    const shapes = FAMILIES2.map((f) => FORGE_FAMILIES[f].answer.named).join(", ");
    throw new InspectError(
      "not-a-forge-answer",
      `This is not a forge answer: its transaction has none of the shapes of the API (${shapes}). It holds ${keys}.`
    );
  }
  checkSize(family, transaction);
  checkEncoding(family, transaction);
  return { family, transaction };
}
var HEX = /^0x(?:[0-9a-fA-F]{2})+$/;
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function expectHex(field, value) {
  if (typeof value !== "string" || !HEX.test(value)) {
    throw new InspectError(
      "malformed",
      `${field} must be 0x-prefixed hex with an even number of digits${typeof value === "string" ? `; this one ${value.startsWith("0x") ? "has an odd number of digits or a character that is not hex" : "does not start with 0x"}: it may have been cut off` : ""}.`
    );
  }
}
function expectBase64(field, value) {
  if (typeof value !== "string" || value === "" || !BASE64.test(value)) {
    throw new InspectError(
      "malformed",
      `${field} must be base64; this one ${typeof value === "string" && /^[A-Za-z0-9+/=]+$/.test(value) ? "has a length that is not a multiple of 4: it may have been cut off" : "is not base64"}.`
    );
  }
}
function checkEncoding(family, transaction) {
  const encoded = FORGE_FAMILIES[family].answer.encoded;
  const expect = (field, value, encoding) => encoding === "hex" ? expectHex(field, value) : expectBase64(field, value);
  for (const entry of encoded) {
    if ("field" in entry) {
      expect(entry.field, transaction[entry.field], entry.encoding);
      continue;
    }
    const value = transaction[entry.object];
    if (value === null || value === void 0) continue;
    if (!isObject(value))
      throw new InspectError("malformed", `${entry.object} must be an object or null.`);
    for (const field of entry.fields)
      expect(`${entry.object}.${field}`, value[field], entry.encoding);
  }
  for (const entry of encoded) {
    if ("object" in entry && entry.required && !isObject(transaction[entry.object]))
      throw new InspectError("malformed", `${entry.object} is missing: ${entry.required}.`);
  }
}
function familyOfOperation(operationId) {
  return forgeOperationNamed(operationId)?.family;
}
function preloadChecker(family) {
  if (typeof family !== "string" || !Object.hasOwn(FORGE_FAMILIES, family))
    return Promise.resolve(void 0);
  return FORGE_FAMILIES[family].check().catch(() => void 0);
}
function checkIdentifier(family, operationId, operation, given) {
  if (given === void 0) return;
  const known = operation ? operation.identifier === void 0 ? void 0 : [operation.identifier] : fixedIdentifiersOf(family);
  if (typeof given === "string" && (known === void 0 || known.includes(given))) return;
  throw new InspectError(
    "unknown-operation",
    `${String(given)} is not a staking identifier of ` + (operation ? `${operationId} (${known.join(", ")}).` : `${SHAPES[family].name} (${known.join(", ")}).`)
  );
}
function verdictOf(checks, hasRequest) {
  if (checks.some((check) => check.status === "differs")) return "differs";
  if (!hasRequest) return "unchecked";
  if (checks.some((check) => check.status === "open")) return "open";
  return "matches";
}
async function inspectForge(input) {
  const { operationId, request } = input;
  if (request !== void 0 && !isObject(request)) {
    throw new InspectError(
      "bad-request",
      "The request must be the JSON object that was posted to the forge call."
    );
  }
  if (request !== void 0) checkRequestSize(request);
  const operation = forgeOperationNamed(operationId);
  if (operationId !== void 0 && !operation) {
    throw new InspectError(
      "unknown-operation",
      `${String(operationId)} is not a forge operation of the API.`
    );
  }
  const chainState = chainStateOf(input.chainState);
  const { family, transaction } = detectShape(input.answer);
  if (operation && operation.family !== family) {
    throw new InspectError(
      "shape-mismatch",
      `This answer holds ${SHAPES[family].described}, but ${operationId} answers with ${SHAPES[operation.family].described}. Was it forged for another chain?`
    );
  }
  checkIdentifier(family, operationId, operation, input.stakingIdentifier);
  const { inspect } = await FORGE_FAMILIES[family].check();
  let result;
  try {
    result = await inspect({
      transaction,
      operationId,
      stakingIdentifier: input.stakingIdentifier ?? operation?.identifier,
      request,
      now: input.now ?? /* @__PURE__ */ new Date(),
      chainState,
      operations: FORGE_OPERATIONS2,
      knownField: (path) => rulesOf(family, path) !== void 0
    });
  } catch (error) {
    if (error instanceof InspectError) throw error;
    throw new InspectError(
      "malformed",
      `The ${SHAPES[family].name} transaction cannot be read (${reason(error)}).`
    );
  }
  return {
    operationId: result.operationId,
    operationDetected: operationId === void 0 && result.operationId !== void 0,
    stakingIdentifier: result.stakingIdentifier,
    decoded: { family, ...result.decoded },
    checks: result.checks,
    parts: result.parts,
    verdict: verdictOf(result.checks, request !== void 0)
  };
}
var DECIMAL3 = /^(0|[1-9][0-9]*)$/;
var decimal = (value) => DECIMAL3.test(value);
var CHAIN_STATE_FORMS = {
  nonce: { valid: decimal, form: "a whole number in decimal" },
  accountNumber: { valid: decimal, form: "a whole number in decimal" },
  recentBlockhash: {
    valid: (value) => base58ByteLength(value) === 32,
    form: "a block hash: base58 of 32 bytes"
  },
  // A JavaScript number holds a height exactly only below 2^53: a larger one is refused rather
  // than rounded to another height.
  lastValidBlockHeight: {
    valid: (value) => decimal(value) && Number.isSafeInteger(Number(value)),
    form: "a block height: a whole number in decimal, below 2^53"
  },
  wholeAmount: { valid: decimal, form: "an amount in base units, in decimal" }
};
function chainStateOf(value) {
  if (value === void 0) return {};
  if (!isObject(value))
    throw new InspectError("bad-request", "chainState must be an object of strings.");
  const out = {};
  for (const [key, field] of Object.entries(value)) {
    if (!Object.hasOwn(CHAIN_STATE_FORMS, key))
      throw new InspectError(
        "bad-request",
        `chainState.${key} is not a value the check knows (${Object.keys(CHAIN_STATE_FORMS).join(", ")}).`
      );
    const { valid, form } = CHAIN_STATE_FORMS[key];
    if (field === void 0) continue;
    if (typeof field !== "string" || !valid(field))
      throw new InspectError("bad-request", `chainState.${key} must be ${form}, as a string.`);
    out[key] = field;
  }
  if (out.lastValidBlockHeight !== void 0 && out.recentBlockhash === void 0)
    throw new InspectError(
      "bad-request",
      "chainState.lastValidBlockHeight is the last valid height of a block hash: give the hash with it as chainState.recentBlockhash, both as getLatestBlockhash returns them."
    );
  return Object.freeze(out);
}
var ForgeCheckError = class extends Error {
  inspection;
  constructor(inspection) {
    const rows = inspection.checks.filter(
      (check) => check.status === "differs" || check.status === "open"
    );
    const why = inspection.verdict === "open" ? "a value in the forged transaction must be confirmed first" : "the forged transaction is not what was asked for";
    super(`Refusing to sign: ${why}.
${rows.map(describeCheck).join("\n")}`);
    this.name = "ForgeCheckError";
    this.inspection = inspection;
  }
};
async function assertSafeToSign(input) {
  if (typeof input.operationId !== "string")
    throw new InspectError(
      "unknown-operation",
      "assertSafeToSign needs the operationId of the forge call that was made."
    );
  if (input.request === void 0)
    throw new InspectError("bad-request", "assertSafeToSign needs the request that was sent.");
  const inspection = await inspectForge(input);
  if (inspection.verdict === "matches") return inspection;
  if (inspection.verdict === "open" && everyOpenValueConfirmed(inspection, input.confirmed))
    return inspection;
  throw new ForgeCheckError(inspection);
}
function everyOpenValueConfirmed(inspection, confirmed) {
  if (confirmed === void 0 || confirmed === null || typeof confirmed !== "object") return false;
  if (inspection.checks.some((check) => check.status === "differs")) return false;
  const open = inspection.checks.filter((check) => check.status === "open");
  if (open.length === 0) return false;
  return open.every((check) => {
    if (typeof check.field !== "string" || check.actual === void 0) return false;
    if (!Object.prototype.hasOwnProperty.call(confirmed, check.field)) return false;
    const value = confirmed[check.field];
    return typeof value === "string" && value === String(check.actual);
  });
}
var STATUS_WORDS = {
  matches: "matches",
  state: "chain state",
  fee: "fee within its ceiling",
  open: "OPEN, confirm it",
  absent: "not in this transaction",
  differs: "DIFFERS"
};
function describeCheck(check) {
  const values = check.status === "differs" ? `: ${check.expected !== void 0 ? `expected ${check.expected}, ` : ""}the transaction has ${check.actual ?? "(none)"}` : check.actual !== void 0 ? ` (${check.actual}${check.status === "state" || check.status === "fee" ? `; ${check.expected}` : ""})` : "";
  const note = check.status === "differs" || check.status === "open" || check.status === "absent" ? check.note ? `. ${check.note}` : "" : "";
  return `  ${check.label}: ${STATUS_WORDS[check.status]}${values}${note}`;
}
var VERDICT_WORDS = {
  matches: "MATCHES: every part of the transaction is explained by the request",
  differs: "DIFFERS: do not sign",
  open: "OPEN: confirm the values below before signing",
  unchecked: "DECODED ONLY: no request to compare with"
};
function summarizeInspection(inspection) {
  const { decoded, parts } = inspection;
  const what = [
    decoded.actions.map((a) => a.name).join(" + "),
    ...decoded.amount ? [decoded.amount.value] : [],
    ...decoded.validator ? [`${decoded.validator.label}: ${decoded.validator.value}`] : []
  ].join(", ");
  const count = (source) => parts.filter((p) => p.source === source).length;
  const explained = `${count("request")} from the request, ${count("operation")} fixed by the operation, ${count("state")} chain state, ${count("fee")} fee`;
  const outcome = inspection.verdict === "matches" ? `all ${parts.length} parts explained (${explained})` : inspection.verdict === "unchecked" ? "not compared (no request)" : `${inspection.checks.filter((c) => c.status === "differs").length} differ, ${inspection.checks.filter((c) => c.status === "open").length} open`;
  return `${what}
Checked against the request: ${outcome}.`;
}
function formatInspection(inspection) {
  const { decoded } = inspection;
  const lines = [
    VERDICT_WORDS[inspection.verdict],
    `Operation: ${inspection.operationId ?? "none of the API"}${inspection.operationDetected ? " (read from the transaction: confirm it is the call you made)" : ""}`,
    `Transaction: ${decoded.actions.map((a) => a.name).join(", ")}`,
    ...[decoded.validator, decoded.amount, ...decoded.fee].filter((d) => d !== void 0).map((d) => `  ${d.label}: ${d.value}`),
    ...decoded.staleness.map((d) => `  Goes stale (${d.label}): ${d.value}`),
    "Checks:",
    ...inspection.checks.map(describeCheck)
  ];
  return lines.join("\n");
}

// lib/chains/check/command.ts
var MAX_INPUT_BYTES = 16 * 1024 * 1024;
var EXIT_CODES = Object.freeze({
  /** Every part of the transaction is explained by the request: safe to sign. */
  matches: 0,
  /** A part is not what the request forges: do not sign. */
  differs: 1,
  /** Nothing differs, but a value must be confirmed first (or the operation was not given). */
  open: 2,
  /** The input could not be checked: a usage error, a file that cannot be read, not JSON, the check's own error. */
  badInput: 3
});
var USAGE = `Usage: check-transaction --operation <operationId> --request <file> --answer <file> [options]
       check-transaction --input <file>        (one JSON object: { operationId, stakingIdentifier?,
                                                request, answer, chainState? })
       ... | check-transaction                 (the same object on standard input)

Checks a forge answer of the staking API against the request it was forged for, before you sign:
every part of the transaction must come from the request, be fixed by the operation, be chain
state in its range or a fee within the chain's ceiling. A file named "-" is standard input.

Options:
  --operation, -o <id>     the forge call you made, e.g. forgePolStake (without it the verdict is at best open)
  --identifier, -i <id>    the {stakingIdentifier} of a Tendermint route, e.g. ATOM
  --request, -r <file>     the JSON body you posted
  --answer, -a <file>      the JSON the forge call answered
  --input <file>           request, answer and operation in one JSON object
  --nonce <n>              your account's next nonce (or Cosmos sequence), as you read it on chain
  --account-number <n>     your Cosmos account number, as you read it
  --blockhash <hash>       a recent block hash you read (Solana)
  --last-valid-block-height <n>
                           the last valid block height read with that hash (Solana's
                           getLatestBlockhash gives both): the output says until when to send it
  --whole-amount <n>       what a request without an amount moves, in base units, as you read it
                           (your stake account's balance in lamports, a CXT unstaking entry in wei)
                           Each value given is held: the transaction must carry exactly it.
  --json                   print the whole inspection as JSON
  --parts                  also print every part of the transaction and what explains it
  --help, -h               this text

Exit codes: 0 matches, 1 differs (do not sign), 2 open (confirm the values shown first),
3 bad input (the command or its input could not be read or checked).
`;
var OPTIONS = /* @__PURE__ */ new Map([
  ["--operation", "operation"],
  ["-o", "operation"],
  ["--identifier", "identifier"],
  ["-i", "identifier"],
  ["--request", "request"],
  ["-r", "request"],
  ["--answer", "answer"],
  ["-a", "answer"],
  ["--input", "input"],
  ["--nonce", "nonce"],
  ["--account-number", "accountNumber"],
  ["--blockhash", "recentBlockhash"],
  ["--last-valid-block-height", "lastValidBlockHeight"],
  ["--whole-amount", "wholeAmount"]
]);
var CHAIN_STATE_OPTIONS = [
  "nonce",
  "accountNumber",
  "recentBlockhash",
  "lastValidBlockHeight",
  "wholeAmount"
];
var FLAGS = /* @__PURE__ */ new Set(["--json", "--parts", "--help", "-h"]);
var UsageError = class extends Error {
};
var InputError = class extends Error {
};
function parse(args) {
  const values = /* @__PURE__ */ new Map();
  const flags = /* @__PURE__ */ new Set();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (FLAGS.has(arg)) flags.add(arg === "-h" ? "--help" : arg);
    else if (OPTIONS.has(arg)) {
      const value = args[i += 1];
      if (value === void 0) throw new UsageError(`${arg} needs a value.`);
      values.set(OPTIONS.get(arg), value);
    } else throw new UsageError(`Unknown argument: ${arg}.`);
  }
  if ([...values.values()].filter((v) => v === "-").length > 1)
    throw new UsageError('Only one input can be standard input ("-").');
  return { values, flags };
}
async function readJson(io, what, source) {
  let text2;
  try {
    text2 = source === "-" ? await io.readStdin() : await io.readFile(source);
  } catch (error) {
    throw new InputError(
      `The ${what} cannot be read from ${source === "-" ? "standard input" : source}: ${error instanceof Error ? error.message : String(error)}`
    );
  }
  try {
    return JSON.parse(text2);
  } catch (error) {
    throw new InputError(
      `The ${what} (${source === "-" ? "standard input" : source}) is not JSON: ${error instanceof Error ? error.message : String(error)}`
    );
  }
}
var isObject2 = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function partsText(inspection) {
  if (!inspection.parts.length) return "";
  const lines = inspection.parts.map(
    (p) => `  ${p.source === "request" && p.field ? `request (${p.field})` : p.source}: ${p.path} = ${p.value}`
  );
  return `
Parts (${inspection.parts.length}):
${lines.join("\n")}`;
}
var EXIT_OF = {
  matches: EXIT_CODES.matches,
  differs: EXIT_CODES.differs,
  open: EXIT_CODES.open,
  unchecked: EXIT_CODES.badInput
};
async function runCommand(args, io) {
  try {
    const { values: options, flags } = parse(args);
    const values = Object.fromEntries(options);
    if (flags.has("--help")) {
      io.out(USAGE);
      return EXIT_CODES.matches;
    }
    let input;
    if (values.input !== void 0 || values.request === void 0 && values.answer === void 0) {
      const read = await readJson(io, "input", values.input ?? "-");
      if (!isObject2(read))
        throw new InputError(
          "The input must be one JSON object with request and answer (and operationId)."
        );
      input = read;
    } else {
      if (values.request === void 0 || values.answer === void 0)
        throw new UsageError("Give both --request and --answer (or --input).");
      input = {
        request: await readJson(io, "request", values.request),
        answer: await readJson(io, "answer", values.answer)
      };
    }
    const operationId = values.operation ?? input.operationId;
    const stakingIdentifier = values.identifier ?? input.stakingIdentifier;
    for (const [name, value] of [
      ["operationId", operationId],
      ["stakingIdentifier", stakingIdentifier]
    ]) {
      if (value !== void 0 && typeof value !== "string")
        throw new InputError(`The input's ${name} must be a string, as "forgePolStake" or "ATOM".`);
    }
    if (input.request === void 0)
      throw new InputError(
        "The request is missing: the command checks an answer against the request it was forged for."
      );
    const given = Object.fromEntries(
      CHAIN_STATE_OPTIONS.filter((key) => options.has(key)).map((key) => [key, options.get(key)])
    );
    const chainState = Object.keys(given).length || input.chainState !== void 0 ? { ...isObject2(input.chainState) ? input.chainState : {}, ...given } : void 0;
    if (input.chainState !== void 0 && !isObject2(input.chainState))
      throw new InputError("chainState must be a JSON object of strings.");
    const inspection = await inspectForge({
      answer: input.answer,
      ...chainState ? { chainState } : {},
      request: input.request,
      ...typeof operationId === "string" ? { operationId } : {},
      ...typeof stakingIdentifier === "string" ? { stakingIdentifier } : {}
    });
    io.out(
      flags.has("--json") ? `${JSON.stringify(inspection, null, 2)}
` : `${formatInspection(inspection)}${flags.has("--parts") ? partsText(inspection) : ""}
`
    );
    return EXIT_OF[inspection.verdict];
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`check-transaction: ${error.message}

${USAGE}`);
      return EXIT_CODES.badInput;
    }
    if (error instanceof InputError) {
      io.err(`check-transaction: ${error.message}
`);
      return EXIT_CODES.badInput;
    }
    if (error instanceof InspectError) {
      io.err(`check-transaction: cannot check this answer (${error.code}): ${error.message}
`);
      return EXIT_CODES.badInput;
    }
    throw error;
  }
}
export {
  EXIT_CODES,
  FORGE_OPERATIONS2 as FORGE_OPERATIONS,
  ForgeCheckError,
  InspectError,
  MAX_INPUT_BYTES,
  SHAPES,
  SIZE_LIMITS,
  assertSafeToSign,
  describeCheck,
  detectShape,
  familyOfOperation,
  formatInspection,
  inspectForge,
  preloadChecker,
  runCommand,
  summarizeInspection,
  verdictOf
};

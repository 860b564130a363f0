// check-transaction: decodes a forge answer of the staking API with its chain's own library and
// checks it against the forge request, before you sign. Save check-transaction.mjs (and
// check-transaction.d.mts for TypeScript) next to your program and install the library of your chain:
//   Ethereum-type chains  npm install ethers
//   Cosmos SDK chains     npm install cosmjs-types @cosmjs/encoding @cosmjs/amino @cosmjs/crypto
//   Solana                npm install @solana/web3.js
//   NEAR                  npm install @near-js/transactions @near-js/crypto
//   Polkadot pools        npm install @polkadot/types @polkadot/types-support @polkadot/util
//   MultiversX            npm install @multiversx/sdk-core
// Only the library of the chain being checked is loaded. Written from the documentation's
// lib/inspect (npm run generate:checker): edit that, not this file.
var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// lib/inspect/errors.ts
function reason(error) {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split("\n")[0].trim();
  return line.length > 160 ? `${line.slice(0, 157)}…` : line;
}
var InspectError;
var init_errors = __esm({
  "lib/inspect/errors.ts"() {
    "use strict";
    InspectError = class extends Error {
      code;
      constructor(code, message) {
        super(message);
        this.name = "InspectError";
        this.code = code;
      }
    };
  }
});

// lib/inspect/units.ts
function parseUnits(value, unit, field = "amount") {
  if (typeof value !== "string" || !DECIMAL.test(value)) {
    throw new InspectError("bad-request", `${field} in the request must be a decimal string such as "25" or "2.5"; it is ${JSON.stringify(value)}.`);
  }
  const [whole, fraction = ""] = value.split(".");
  const digits = fraction.replace(/0+$/, "");
  if (digits.length > unit.decimals) {
    throw new InspectError("bad-request", `${field} "${value}" has more decimals than ${unit.symbol} has (${unit.decimals}).`);
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
  return { value: formatUnits(base, unit.decimals), unit: unit.symbol, base: base.toString(), baseUnit: unit.base };
}
function formatAmount(amount) {
  return `${amount.value} ${amount.unit} (${amount.base} ${amount.baseUnit})`;
}
function amountDetail(label, base, unit) {
  const amount = amountOf(base, unit);
  return { label, value: formatAmount(amount), amount };
}
var DECIMAL;
var init_units = __esm({
  "lib/inspect/units.ts"() {
    "use strict";
    init_errors();
    DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
  }
});

// lib/inspect/checks.ts
function isOperationFact(field) {
  return OPERATION_FACTS.has(field);
}
var CheckList, OPERATION_FACTS, sameHex;
var init_checks = __esm({
  "lib/inspect/checks.ts"() {
    "use strict";
    init_units();
    CheckList = class {
      constructor(request) {
        this.request = request;
      }
      request;
      checks = [];
      /** The signing format the next rows are read from (Tendermint answers carry several). */
      variant;
      /** Whether there is a request to compare with. */
      get hasRequest() {
        return this.request !== void 0;
      }
      /** The request's value of a field as a string, if it has one. */
      value(field) {
        const value = this.request?.[field];
        if (value === void 0 || value === null || value === "") return void 0;
        return typeof value === "string" ? value : JSON.stringify(value);
      }
      /** The request's amount field in base units, or undefined when the request has none; throws InspectError('bad-request') for a value that is not a decimal string. */
      baseAmount(unit, field = "amount") {
        const value = this.request?.[field];
        return value === void 0 || value === null ? void 0 : parseUnits(value, unit, field);
      }
      push(check) {
        this.checks.push(this.variant ? { ...check, variant: this.variant } : check);
      }
      /**
       * Compares what the request (or the operation) asks for with what the transaction holds.
       * An `expected` of undefined means the request left the value out; an `actual` of undefined
       * means the transaction holds no such value where the operation puts one: that differs.
       */
      compare(field, label, expected, actual, options = {}) {
        if (!this.hasRequest && !isOperationFact(field)) return;
        if (expected === void 0) {
          if (options.required !== false) this.push({ field, label, actual, status: "not-given", note: options.note ?? "Not in your request." });
          return;
        }
        const same = options.same ?? ((a, b) => a === b);
        const status = actual !== void 0 && same(expected, actual) ? "matches" : "differs";
        this.push({ field, label, expected, actual: actual ?? "(none)", status, ...options.note ? { note: options.note } : {} });
      }
      /** A request value this chain's transaction does not carry; the note says why, `actual` what it carries instead. */
      absent(field, label, note, actual) {
        if (!this.hasRequest) return;
        const expected = this.value(field);
        if (expected === void 0) return;
        this.push({ field, label, expected, ...actual !== void 0 ? { actual } : {}, status: "absent", note });
      }
    };
    OPERATION_FACTS = /* @__PURE__ */ new Set(["operation", "chain", "unsigned", "contract", "value", "spender", "messages", "variant", "instructions", "signers", "actions", "guardian", "stakeAccount"]);
    sameHex = (a, b) => a.toLowerCase() === b.toLowerCase();
  }
});

// lib/chains/evm/facts.mjs
var VIEM_CHAINS, CHILIZ_GENESIS, POS_CONTRACTS, COVALENT_STAKING, STAKEWISE_V3, NETWORKS, CONTRACTS, METHODS, wei, TOKENS, NETWORK_OF, IDENTIFIERS, NETWORKS_BY_CHAIN_ID;
var init_facts = __esm({
  "lib/chains/evm/facts.mjs"() {
    "use strict";
    VIEM_CHAINS = "https://github.com/wevm/viem/blob/HEAD/src/chains/definitions";
    CHILIZ_GENESIS = "https://github.com/chiliz-chain/v2-genesis-config";
    POS_CONTRACTS = "https://github.com/0xPolygon/pos-contracts";
    COVALENT_STAKING = "https://github.com/covalenthq/ewm-contracts";
    STAKEWISE_V3 = "https://github.com/stakewise/v3-core";
    NETWORKS = /* @__PURE__ */ Object.freeze({
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
    CONTRACTS = /* @__PURE__ */ Object.freeze({
      CHILIZ_STAKING: { address: "0x0000000000000000000000000000000000001000", source: `${CHILIZ_GENESIS}/blob/HEAD/create-genesis.go`, verified: true },
      CHILIZ_CHAIN_CONFIG: { address: "0x0000000000000000000000000000000000007003", source: `${CHILIZ_GENESIS}/blob/HEAD/create-genesis.go`, verified: true },
      CXT_TOKEN: { address: "0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D", source: "https://etherscan.io/token/0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D", verified: true },
      CXT_STAKING: { address: "0x7a1F6B2A836105204cba035bBb3Ee22F233d6E93", source: "API", verified: false },
      POL_TOKEN: { address: "0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6", source: "https://etherscan.io/token/0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6", verified: true },
      POL_STAKE_MANAGER: { address: "0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908", source: "https://etherscan.io/address/0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908", verified: true }
    });
    METHODS = /* @__PURE__ */ Object.freeze({
      chiliz: Object.freeze([
        "function delegate(address validator) payable",
        "function undelegate(address validator, uint256 amount)",
        "function claimPendingUndelegates(address validator)",
        "function claimDelegatorFee(address validator)",
        "function redelegateDelegatorFee(address validator) returns (uint256 amountToStake, uint256 rewardsDust)"
      ]),
      erc20: Object.freeze(["function approve(address spender, uint256 amount) returns (bool)"]),
      cxt: Object.freeze([
        "function stake(uint128 validatorId, uint128 amount)",
        "function unstake(uint128 validatorId, uint128 amount)",
        "function unstakeAll(uint128 validatorId)",
        "function transferUnstakedOut(uint128 amount, uint128 validatorId, uint128 unstakingId)",
        "function redeemAllRewards(uint128 validatorId, address beneficiary)"
      ]),
      polShare: Object.freeze([
        "function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint) returns (uint256)",
        "function sellVoucher_newPOL(uint256 claimAmount, uint256 maximumSharesToBurn)",
        "function unstakeClaimTokens_newPOL(uint256 unbondNonce)",
        "function withdrawRewardsPOL()",
        "function restakePOL() returns (uint256, uint256)"
      ]),
      polStakeManager: Object.freeze(["function migrateDelegation(uint256 fromValidatorId, uint256 toValidatorId, uint256 amount)"]),
      stakewise: Object.freeze([
        "function deposit(address receiver, address referrer) payable returns (uint256 shares)",
        "function enterExitQueue(uint256 shares, address receiver) returns (uint256 positionTicket)",
        "function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)"
      ])
    });
    wei = (symbol, source) => (
      /** @type {Token} */
      { symbol, decimals: 18, baseUnit: "wei", source }
    );
    TOKENS = /* @__PURE__ */ Object.freeze({
      CHILIZ: wei("CHZ", `${VIEM_CHAINS}/chiliz.ts`),
      CXT: wei("CXT", "https://etherscan.io/token/0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D"),
      POL: wei("POL", "https://etherscan.io/token/0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6"),
      STAKEWISE: wei("ETH", `${VIEM_CHAINS}/mainnet.ts`)
    });
    NETWORK_OF = /* @__PURE__ */ Object.freeze({ CHILIZ: "CHILIZ", CXT: "ETHEREUM", POL: "ETHEREUM", STAKEWISE: "ETHEREUM" });
    IDENTIFIERS = /* @__PURE__ */ Object.freeze({
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
          { rule: `at least the chain's minimum stake: ChainConfig getMinStakingAmount() (require(amount >= minStakingAmount, "tl"))`, source: `${CHILIZ_GENESIS}/blob/HEAD/contracts/ChainConfig.sol`, verified: true }
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
          { rule: "approve the staking contract for at least the amount before stake (it pulls the tokens with transferFrom)", source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`, verified: true },
          { rule: 'stake and unstake at least 10^8 wei (REWARD_REDEEM_THRESHOLD: "Stake amount is too small")', source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`, verified: true },
          { rule: "withdraw names the unstaking entry with unstakeID", source: `${COVALENT_STAKING}/blob/HEAD/contracts/OperationalStaking.sol`, verified: true }
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
          { rule: "approve the StakeManager (not the ValidatorShare) for at least the amount before stake", source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/validatorShare/ValidatorShare.sol`, verified: true },
          { rule: "redelegate (migrateDelegation) only to validators with an id above 7 (the foundation validators)", source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/stakeManager/StakeManager.sol`, verified: true },
          { rule: "withdraw names the unbond entry with unbondNonce", source: `${POS_CONTRACTS}/blob/HEAD/contracts/staking/validatorShare/ValidatorShare.sol`, verified: true }
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
        limits: [{ rule: "unstake takes an ETH amount, converted to vault shares at the share price (convertToShares)", source: `${STAKEWISE_V3}/blob/HEAD/contracts/interfaces/IVaultEnterExit.sol`, verified: true }],
        yieldMeaning: "Rewards raise the vault's share price: the shares held are worth more ETH over time, with no claim transaction."
      }
    });
    NETWORKS_BY_CHAIN_ID = /* @__PURE__ */ Object.freeze(
      Object.fromEntries(Object.values(NETWORKS).map((network) => [network.chainId, { name: network.name, currency: network.currency }]))
    );
  }
});

// lib/chains/evm/contracts.ts
var EVM_CONTRACTS, EVM_METHODS, EVM_NETWORKS, EVM_IDENTIFIERS;
var init_contracts = __esm({
  "lib/chains/evm/contracts.ts"() {
    "use strict";
    init_facts();
    EVM_CONTRACTS = Object.freeze(
      Object.fromEntries(Object.entries(CONTRACTS).map(([name, { address }]) => [name, address]))
    );
    EVM_METHODS = Object.freeze(Object.values(METHODS).flat());
    EVM_NETWORKS = NETWORKS_BY_CHAIN_ID;
    EVM_IDENTIFIERS = Object.freeze(
      Object.fromEntries(Object.entries(NETWORK_OF).map(([identifier, network]) => [identifier, { chainId: NETWORKS[network].chainId, token: TOKENS[identifier].symbol }]))
    );
  }
});

// lib/chains/evm/decode.ts
var decode_exports = {};
__export(decode_exports, {
  inspect: () => inspect
});
function requestAmount(c, unit, field = "amount") {
  const base = c.baseAmount(unit, field);
  return base === void 0 ? void 0 : formatAmount(amountOf(base, unit));
}
function contract(c, label, expected, call) {
  c.compare("contract", label, expected, call.to, { same: sameHex });
}
function amountArg(c, call, name, unit, field = "amount", required = true) {
  c.compare(field, "Amount", requestAmount(c, unit, field), formatted(arg(call, name), unit), { required });
}
function idArg(c, field, label, call, name) {
  const actual = arg(call, name);
  c.compare(field, label, c.value(field), typeof actual === "bigint" ? actual.toString() : void 0);
}
function validatorById(c, call, field = "validatorAddress", label = "Validator", name = "validatorId") {
  const id = arg(call, name);
  c.absent(field, label, "The contract names validators by a numeric id, which the API looks up for this address.", typeof id === "bigint" ? `validator id ${id}` : void 0);
}
function detectOperation(call) {
  return Object.entries(RULES).find(([id, rule]) => {
    if (rule.method !== call.method) return false;
    if (id === "forgeCxtApprove") return sameHex(call.to, EVM_CONTRACTS.CXT_TOKEN);
    if (id === "forgePolApprove") return sameHex(call.to, EVM_CONTRACTS.POL_TOKEN);
    return true;
  })?.[0];
}
async function inspect({ transaction, operationId, request }) {
  const { Interface, Transaction, getAddress, formatUnits: formatUnits2 } = await __libraries();
  const hex = transaction.serializedUnsignedTx;
  let tx;
  try {
    tx = Transaction.from(hex);
  } catch (error) {
    throw new InspectError("malformed", `serializedUnsignedTx does not decode as an Ethereum transaction (${reason(error)}). It may have been cut off or edited.`);
  }
  if (!tx.to) throw new InspectError("malformed", "serializedUnsignedTx creates a contract: no forge call of the API does that.");
  const iface = new Interface(EVM_METHODS);
  const parsed = iface.parseTransaction({ data: tx.data, value: tx.value });
  const call = {
    method: parsed?.name,
    args: Object.fromEntries(
      (parsed?.fragment.inputs ?? []).map((input, i) => {
        const value = parsed.args[i];
        return [input.name, input.type === "address" ? getAddress(String(value)) : value];
      })
    ),
    to: getAddress(tx.to),
    value: tx.value
  };
  const chainId = tx.chainId.toString();
  const network = EVM_NETWORKS[chainId];
  const detected = operationId === void 0 ? detectOperation(call) : void 0;
  const id = operationId ?? detected;
  const rule = id ? RULES[id] : void 0;
  const identifier = rule?.identifier ?? (chainId === "88888" ? "CHILIZ" : void 0);
  const native = wei2(network?.currency ?? "ETH");
  const units = { native, token: identifier ? wei2(EVM_IDENTIFIERS[identifier].token) : native };
  const c = new CheckList(request);
  if (rule) {
    c.compare("chain", "Chain", describeChain(EVM_IDENTIFIERS[rule.identifier].chainId), describeChain(chainId));
    c.compare("operation", "Contract method", rule.method, call.method ?? unknownMethod(tx.data));
    if (call.method === rule.method) rule.check(c, call, units);
    if (rule.method !== "delegate" && rule.method !== "deposit") {
      c.compare("value", `${native.symbol} sent with the call`, formatAmount(amountOf(0n, native)), formatAmount(amountOf(tx.value, native)));
    }
    c.absent("delegatorAddress", "Signer", NO_SENDER);
  } else {
    c.compare("operation", "Contract method", "a method a forge call of the API calls", call.method ?? unknownMethod(tx.data));
  }
  c.compare("unsigned", "Not signed yet", "no signature", tx.signature ? "a signature" : "no signature");
  const action = {
    kind: "contract method",
    name: parsed ? parsed.signature : unknownMethod(tx.data),
    known: Boolean(parsed),
    details: [
      { label: "Contract", value: call.to },
      ...(parsed?.fragment.inputs ?? []).map((input) => ({ label: input.name, value: String(call.args[input.name]) })),
      amountDetail(`${native.symbol} sent with the call`, tx.value, native)
    ]
  };
  const gwei = (v) => v === null ? "not set" : `${formatUnits2(v, "gwei")} gwei`;
  const maxFee = tx.maxFeePerGas ?? tx.gasPrice;
  return {
    operationId: id,
    stakingIdentifier: identifier,
    checks: c.checks,
    decoded: {
      family: "evm",
      shape: "serializedUnsignedTx",
      decodedWith: "ethers 6 (Transaction.from, Interface.parseTransaction)",
      network: [{ label: "Chain id", value: describeChain(chainId) }, { label: "Transaction type", value: `${tx.type} (${tx.type === 2 ? "EIP-1559" : "legacy or EIP-2930"})` }],
      signer: { label: "Signer", value: "Not in the transaction: an unsigned Ethereum transaction names no sender. Whoever signs it sends it and pays the gas." },
      feePayer: { label: "Fee payer", value: "The signer." },
      actions: [action],
      ...rule?.validator?.(call) ? { validator: rule.validator(call) } : {},
      ...rule?.amount?.(call, units) ? { amount: rule.amount(call, units) } : {},
      fee: [
        { label: "Gas limit", value: tx.gasLimit.toString() },
        { label: "Max fee per gas", value: gwei(maxFee) },
        ...tx.maxPriorityFeePerGas !== null ? [{ label: "Max priority fee per gas", value: gwei(tx.maxPriorityFeePerGas) }] : [],
        ...maxFee !== null ? [amountDetail("Fee at most (gas limit × max fee per gas)", tx.gasLimit * maxFee, native)] : []
      ],
      staleness: [
        { label: "Nonce", value: `${tx.nonce}: the transaction can only be mined as the sender's transaction number ${tx.nonce}; once another transaction uses that nonce, this one never can.` }
      ]
    }
  };
}
function describeChain(chainId) {
  const network = EVM_NETWORKS[chainId];
  return network ? `${chainId} (${network.name})` : `${chainId} (not a network of the API)`;
}
function unknownMethod(data) {
  return data === "0x" ? "no method (a plain transfer)" : `an unknown method (selector ${data.slice(0, 10)})`;
}
var wei2, arg, addressArg, formatted, NO_SENDER, toDetail, argDetail, amountOfArg, amountOfValue, RULES, __libraries;
var init_decode = __esm({
  "lib/chains/evm/decode.ts"() {
    "use strict";
    init_checks();
    init_errors();
    init_units();
    init_contracts();
    wei2 = (symbol) => ({ symbol, decimals: 18, base: "wei" });
    arg = (call, name) => call.args[name];
    addressArg = (call, name) => typeof call.args[name] === "string" ? call.args[name] : void 0;
    formatted = (base, unit) => typeof base === "bigint" ? formatAmount(amountOf(base, unit)) : void 0;
    NO_SENDER = "An unsigned Ethereum transaction names no sender: whoever signs it sends it. Sign it with the key of this address.";
    toDetail = (label) => (call) => ({ label, value: call.to });
    argDetail = (label, name) => (call) => {
      const value = arg(call, name);
      return value === void 0 ? void 0 : { label, value: typeof value === "bigint" ? `id ${value}` : value };
    };
    amountOfArg = (name) => (call, units) => {
      const value = arg(call, name);
      return typeof value === "bigint" ? amountDetail("Amount", value, units.token) : void 0;
    };
    amountOfValue = (call, units) => amountDetail("Amount", call.value, units.native);
    RULES = {
      forgeChilizStake: {
        identifier: "CHILIZ",
        method: "delegate",
        check: (c, call, u) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CHILIZ_STAKING, call);
          c.compare("validatorAddress", "Validator", c.value("validatorAddress"), addressArg(call, "validator"), { same: sameHex });
          c.compare("amount", "Amount (sent with the call)", requestAmount(c, u.native), formatted(call.value, u.native));
        },
        validator: argDetail("Validator", "validator"),
        amount: amountOfValue
      },
      forgeChilizUnstake: {
        identifier: "CHILIZ",
        method: "undelegate",
        check: (c, call, u) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CHILIZ_STAKING, call);
          c.compare("validatorAddress", "Validator", c.value("validatorAddress"), addressArg(call, "validator"), { same: sameHex });
          amountArg(c, call, "amount", u.token);
        },
        validator: argDetail("Validator", "validator"),
        amount: amountOfArg("amount")
      },
      forgeChilizWithdraw: {
        identifier: "CHILIZ",
        method: "claimPendingUndelegates",
        check: (c, call) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CHILIZ_STAKING, call);
          c.compare("validatorAddress", "Validator", c.value("validatorAddress"), addressArg(call, "validator"), { same: sameHex });
        },
        validator: argDetail("Validator", "validator")
      },
      forgeCxtApprove: {
        identifier: "CXT",
        method: "approve",
        check: (c, call, u) => {
          contract(c, "Token contract (CXT)", EVM_CONTRACTS.CXT_TOKEN, call);
          c.compare("spender", "Spender (the CXT staking contract)", EVM_CONTRACTS.CXT_STAKING, addressArg(call, "spender"), { same: sameHex });
          amountArg(c, call, "amount", u.token);
        },
        amount: amountOfArg("amount")
      },
      forgeCxtStake: {
        identifier: "CXT",
        method: "stake",
        check: (c, call, u) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CXT_STAKING, call);
          validatorById(c, call);
          amountArg(c, call, "amount", u.token);
        },
        validator: argDetail("Validator", "validatorId"),
        amount: amountOfArg("amount")
      },
      forgeCxtUnstake: {
        identifier: "CXT",
        method: "unstake",
        check: (c, call, u) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CXT_STAKING, call);
          validatorById(c, call);
          amountArg(c, call, "amount", u.token);
        },
        validator: argDetail("Validator", "validatorId"),
        amount: amountOfArg("amount")
      },
      forgeCxtUnstakeAll: {
        identifier: "CXT",
        method: "unstakeAll",
        check: (c, call) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CXT_STAKING, call);
          validatorById(c, call);
        },
        validator: argDetail("Validator", "validatorId")
      },
      forgeCxtWithdraw: {
        identifier: "CXT",
        method: "transferUnstakedOut",
        check: (c, call, u) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CXT_STAKING, call);
          validatorById(c, call);
          idArg(c, "unstakeID", "Unstaking entry", call, "unstakingId");
          amountArg(c, call, "amount", u.token, "amount", false);
        },
        validator: argDetail("Validator", "validatorId"),
        amount: amountOfArg("amount")
      },
      forgeCxtClaimRewards: {
        identifier: "CXT",
        method: "redeemAllRewards",
        check: (c, call) => {
          contract(c, "Staking contract", EVM_CONTRACTS.CXT_STAKING, call);
          validatorById(c, call);
          const beneficiary = c.value("beneficiaryAddress") ? "beneficiaryAddress" : "delegatorAddress";
          c.compare(beneficiary, "Rewards paid to", c.value(beneficiary), addressArg(call, "beneficiary"), { same: sameHex });
        },
        validator: argDetail("Validator", "validatorId")
      },
      forgePolApprove: {
        identifier: "POL",
        method: "approve",
        check: (c, call, u) => {
          contract(c, "Token contract (POL)", EVM_CONTRACTS.POL_TOKEN, call);
          c.compare("spender", "Spender (Polygon StakeManager)", EVM_CONTRACTS.POL_STAKE_MANAGER, addressArg(call, "spender"), { same: sameHex });
          amountArg(c, call, "amount", u.token);
        },
        amount: amountOfArg("amount")
      },
      forgePolStake: {
        identifier: "POL",
        method: "buyVoucherPOL",
        check: (c, call, u) => {
          c.compare("validatorAddress", "Validator (its ValidatorShare contract)", c.value("validatorAddress"), call.to, { same: sameHex });
          amountArg(c, call, "_amount", u.token);
        },
        validator: toDetail("Validator (ValidatorShare contract)"),
        amount: amountOfArg("_amount")
      },
      forgePolUnstake: {
        identifier: "POL",
        method: "sellVoucher_newPOL",
        check: (c, call, u) => {
          c.compare("validatorAddress", "Validator (its ValidatorShare contract)", c.value("validatorAddress"), call.to, { same: sameHex });
          amountArg(c, call, "claimAmount", u.token);
        },
        validator: toDetail("Validator (ValidatorShare contract)"),
        amount: amountOfArg("claimAmount")
      },
      forgePolWithdraw: {
        identifier: "POL",
        method: "unstakeClaimTokens_newPOL",
        check: (c, call) => {
          c.compare("validatorAddress", "Validator (its ValidatorShare contract)", c.value("validatorAddress"), call.to, { same: sameHex });
          idArg(c, "unbondNonce", "Unbond nonce", call, "unbondNonce");
        },
        validator: toDetail("Validator (ValidatorShare contract)")
      },
      forgePolClaimRewards: {
        identifier: "POL",
        method: "withdrawRewardsPOL",
        check: (c, call) => c.compare("validatorAddress", "Validator (its ValidatorShare contract)", c.value("validatorAddress"), call.to, { same: sameHex }),
        validator: toDetail("Validator (ValidatorShare contract)")
      },
      forgePolRestakeRewards: {
        identifier: "POL",
        method: "restakePOL",
        check: (c, call) => c.compare("validatorAddress", "Validator (its ValidatorShare contract)", c.value("validatorAddress"), call.to, { same: sameHex }),
        validator: toDetail("Validator (ValidatorShare contract)")
      },
      forgePolRedelegate: {
        identifier: "POL",
        method: "migrateDelegation",
        check: (c, call, u) => {
          contract(c, "Contract (Polygon StakeManager)", EVM_CONTRACTS.POL_STAKE_MANAGER, call);
          validatorById(c, call, "fromValidatorAddress", "From validator", "fromValidatorId");
          validatorById(c, call, "toValidatorAddress", "To validator", "toValidatorId");
          amountArg(c, call, "amount", u.token);
        },
        validator: argDetail("To validator", "toValidatorId"),
        amount: amountOfArg("amount")
      },
      forgeStakeWiseStake: {
        identifier: "STAKEWISE",
        method: "deposit",
        check: (c, call, u) => {
          c.compare("vaultAddress", "Vault", c.value("vaultAddress"), call.to, { same: sameHex });
          const owner = c.value("holder") ? "holder" : "delegatorAddress";
          c.compare(owner, "Receiver of the vault shares", c.value(owner), addressArg(call, "receiver"), { same: sameHex });
          c.compare("amount", "Amount (sent with the call)", requestAmount(c, u.native), formatted(call.value, u.native));
        },
        validator: toDetail("Vault"),
        amount: amountOfValue
      },
      forgeStakeWiseUnstake: {
        identifier: "STAKEWISE",
        method: "enterExitQueue",
        check: (c, call) => {
          c.compare("vaultAddress", "Vault", c.value("vaultAddress"), call.to, { same: sameHex });
          const owner = c.value("holder") ? "holder" : "delegatorAddress";
          c.compare(owner, "Receiver of the ETH", c.value(owner), addressArg(call, "receiver"), { same: sameHex });
          const shares = arg(call, "shares");
          c.absent("amount", "Amount", "The vault exits shares: the API converts the ETH amount to shares at the vault's share price.", typeof shares === "bigint" ? `${shares} vault shares (base units)` : void 0);
        },
        validator: toDetail("Vault")
      },
      forgeStakeWiseWithdraw: {
        identifier: "STAKEWISE",
        method: "claimExitedAssets",
        check: (c, call) => {
          c.compare("vaultAddress", "Vault", c.value("vaultAddress"), call.to, { same: sameHex });
          const ticket = arg(call, "positionTicket");
          c.absent("unstakeTxHash", "Unstake transaction", "The claim names the exit-queue position that the unstake transaction created, which the API reads from its receipt.", typeof ticket === "bigint" ? `position ticket ${ticket}` : void 0);
        },
        validator: toDetail("Vault")
      }
    };
    __libraries = async () => {
      const [m0] = await Promise.all([import("ethers")]);
      return { Interface: m0.Interface, Transaction: m0.Transaction, formatUnits: m0.formatUnits, getAddress: m0.getAddress };
    };
  }
});

// lib/chains/tendermint/facts.mjs
var REGISTRY, STAKING_PARAMS, ETHERMINT_PUBKEY, COSMOS_EVM_PUBKEY, CHAINS, IDENTIFIERS2, GRANT_RULES, COSMOS_STAKING_DOCS, LIMITS;
var init_facts2 = __esm({
  "lib/chains/tendermint/facts.mjs"() {
    "use strict";
    REGISTRY = "https://github.com/cosmos/chain-registry/tree/627bbab9c/";
    STAKING_PARAMS = "GET /cosmos/staking/v1beta1/params → params.unbonding_time (the chain's REST API)";
    ETHERMINT_PUBKEY = "/ethermint.crypto.v1.ethsecp256k1.PubKey";
    COSMOS_EVM_PUBKEY = "/cosmos.evm.crypto.v1.ethsecp256k1.PubKey";
    CHAINS = /** @type {Readonly<Record<string, TendermintChain>>} */
    /* @__PURE__ */ Object.freeze({
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
        explorer: "https://www.mintscan.io/cosmos/transactions/",
        unbonding: { days: 21, source: "https://github.com/cosmos/mainnet/blob/HEAD/params/README.md", verified: true }
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
        explorer: "https://www.mintscan.io/injective/transactions/",
        pubkeyTypeUrl: "/injective.crypto.v1beta1.ethsecp256k1.PubKey",
        // Injective's legacy EIP-712 (sdk-ts eip712/utils.ts getEip712Domain, getDefaultEip712Types;
        // injective-core app/ante/eip712_cosmos.go WrapTxToEIP712WithSignBytes)
        eip712Legacy: { name: "Injective Web3", evmChainId: 1n, timeoutHeight: true, web3Extension: true },
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://mintscan.io/celestia/txs/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/axelar/transactions/",
        unbonding: { days: 7, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/dydx/txs/",
        unbonding: { days: 30, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/sei/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/omniflix/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://explorer.stavr.tech/umee/tx/",
        unbonding: { days: 14, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/crypto-org/transactions/",
        unbonding: { days: 28, source: STAKING_PARAMS, verified: false }
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
        gasPrice: "0.025",
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
        explorer: "https://www.mintscan.io/humans/tx/",
        pubkeyTypeUrl: ETHERMINT_PUBKEY,
        eip712: true,
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/sommelier/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/xpla/transactions/",
        pubkeyTypeUrl: COSMOS_EVM_PUBKEY,
        eip712: true,
        unbonding: { days: 7, source: STAKING_PARAMS, verified: false }
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
        explorer: "https://www.mintscan.io/quasar/transactions/",
        unbonding: { days: 21, source: STAKING_PARAMS, verified: false }
      }
    });
    IDENTIFIERS2 = /* @__PURE__ */ Object.freeze(Object.keys(CHAINS));
    GRANT_RULES = /* @__PURE__ */ Object.freeze({ defaultYears: 1, minAheadMs: 10 * 60 * 1e3, source: "API" });
    COSMOS_STAKING_DOCS = "https://docs.cosmos.network/v0.50/build/modules/staking";
    LIMITS = /* @__PURE__ */ Object.freeze([
      { rule: "amount has at most as many decimals as the staking token (6 for uatom; 18 for the a- denoms)", source: REGISTRY + "cosmoshub/assetlist.json" },
      { rule: "A redelegated stake cannot be redelegated again from its new validator until one unbonding period has passed", source: COSMOS_STAKING_DOCS },
      { rule: "auto-restake: expirationDate defaults to one year from now and must be at least 10 minutes in the future", source: "API" }
    ]);
  }
});

// lib/chains/tendermint/networks.ts
function networkByIdentifier(identifier) {
  return TENDERMINT_NETWORKS.find((network) => network.identifier === identifier);
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
var TENDERMINT_NETWORKS;
var init_networks = __esm({
  "lib/chains/tendermint/networks.ts"() {
    "use strict";
    init_facts2();
    TENDERMINT_NETWORKS = Object.freeze(
      Object.entries(CHAINS).map(
        ([identifier, chain]) => Object.freeze({
          identifier,
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
  }
});

// lib/chains/tendermint/decode.ts
var decode_exports2 = {};
__export(decode_exports2, {
  inspect: () => inspect2
});
function protoMessage(L, typeUrl, value) {
  switch (typeUrl) {
    case T.delegate:
    case T.undelegate: {
      const m = (typeUrl === T.delegate ? L.MsgDelegate : L.MsgUndelegate).decode(value);
      return { typeUrl, known: true, delegator: m.delegatorAddress, validator: m.validatorAddress, amount: m.amount };
    }
    case T.redelegate: {
      const m = L.MsgBeginRedelegate.decode(value);
      return { typeUrl, known: true, delegator: m.delegatorAddress, validatorSrc: m.validatorSrcAddress, validatorDst: m.validatorDstAddress, amount: m.amount };
    }
    case T.withdrawReward: {
      const m = L.MsgWithdrawDelegatorReward.decode(value);
      return { typeUrl, known: true, delegator: m.delegatorAddress, validator: m.validatorAddress };
    }
    case T.grant: {
      const m = L.MsgGrant.decode(value);
      const auth = m.grant?.authorization;
      const message = { typeUrl, known: true, granter: m.granter, grantee: m.grantee, authorization: auth?.typeUrl };
      if (auth?.typeUrl === T.stakeAuthorization) {
        const s = L.StakeAuthorization.decode(auth.value);
        message.allowList = s.allowList?.address ?? [];
        message.authorization = `${auth.typeUrl} (${L.authorizationTypeToJSON(s.authorizationType)})`;
      } else if (auth?.typeUrl === T.genericAuthorization) {
        message.authorization = `${auth.typeUrl} (${L.GenericAuthorization.decode(auth.value).msg})`;
      }
      if (m.grant?.expiration) message.expiration = m.grant.expiration.seconds.toString();
      return message;
    }
    case T.revoke: {
      const m = L.MsgRevoke.decode(value);
      return { typeUrl, known: true, granter: m.granter, grantee: m.grantee, revokedType: m.msgTypeUrl };
    }
    default:
      return { typeUrl, known: false };
  }
}
function aminoMessage(raw) {
  const { type, value } = obj(raw);
  const v = obj(value);
  const typeUrl = AMINO_TYPES[String(type)];
  if (!typeUrl) return { typeUrl: `amino ${String(type)}`, known: false };
  const message = { typeUrl, known: true };
  const set = (key, val) => {
    if (val !== void 0) message[key] = val;
  };
  set("delegator", str(v.delegator_address));
  set("validator", str(v.validator_address));
  set("validatorSrc", str(v.validator_src_address));
  set("validatorDst", str(v.validator_dst_address));
  set("amount", coin(v.amount));
  set("granter", str(v.granter));
  set("grantee", str(v.grantee));
  set("revokedType", str(v.msg_type_url));
  if (typeUrl === T.grant) {
    const grant = obj(v.grant);
    const auth = obj(grant.authorization);
    const authValue = obj(auth.value);
    if (auth.type === "cosmos-sdk/StakeAuthorization") {
      const list = obj(obj(obj(authValue.Validators).value).allow_list).address;
      message.allowList = Array.isArray(list) ? list.map(String) : [];
      const kind = Number(authValue.authorization_type);
      message.authorization = `${T.stakeAuthorization} (${["AUTHORIZATION_TYPE_UNSPECIFIED", "AUTHORIZATION_TYPE_DELEGATE", "AUTHORIZATION_TYPE_UNDELEGATE", "AUTHORIZATION_TYPE_REDELEGATE", "AUTHORIZATION_TYPE_CANCEL_UNBONDING_DELEGATION"][kind] ?? kind})`;
    } else if (auth.type === "cosmos-sdk/GenericAuthorization") {
      message.authorization = `${T.genericAuthorization} (${String(authValue.msg)})`;
    } else {
      message.authorization = `amino ${String(auth.type)}`;
    }
    const expiration = str(grant.expiration);
    if (expiration && !Number.isNaN(Date.parse(expiration))) message.expiration = String(Math.floor(Date.parse(expiration) / 1e3));
  }
  return message;
}
function signerAddress(L, typeUrl, key, network) {
  if (!network) return `public key ${L.toHex(key)} (${typeUrl})`;
  if (typeUrl.includes("ethsecp256k1")) {
    const uncompressed = L.Secp256k1.uncompressPubkey(key);
    return L.toBech32(network.prefix, L.keccak256(uncompressed.slice(1)).slice(-20));
  }
  return L.pubkeyToAddress(L.encodeSecp256k1Pubkey(key), network.prefix);
}
function decodeBytes(L, label, value, network) {
  const bytes = (field) => {
    try {
      return L.fromBase64(String(obj(value)[field]));
    } catch (error) {
      throw new InspectError("malformed", `${label}.${field} is not base64 (${reason(error)}).`);
    }
  };
  const bodyBytes = bytes("bodyBytes");
  const authInfoBytes = bytes("authInfoBytes");
  let body;
  let authInfo;
  try {
    body = L.TxBody.decode(bodyBytes);
    if (L.toBase64(L.TxBody.encode(body).finish()) !== L.toBase64(bodyBytes)) throw new Error("bytes left over or missing");
  } catch (error) {
    throw new InspectError("malformed", `${label}.bodyBytes does not decode as a Cosmos TxBody (${reason(error)}). It may have been cut off.`);
  }
  try {
    authInfo = L.AuthInfo.decode(authInfoBytes);
    if (L.toBase64(L.AuthInfo.encode(authInfo).finish()) !== L.toBase64(authInfoBytes)) throw new Error("bytes left over or missing");
  } catch (error) {
    throw new InspectError("malformed", `${label}.authInfoBytes does not decode as a Cosmos AuthInfo (${reason(error)}). It may have been cut off.`);
  }
  const messages = body.messages.map((any) => {
    try {
      return protoMessage(L, any.typeUrl, any.value);
    } catch (error) {
      throw new InspectError("malformed", `${label}: the ${any.typeUrl} message does not decode (${reason(error)}).`);
    }
  });
  const info = authInfo.signerInfos[0];
  const publicKey = info?.publicKey;
  const key = publicKey ? L.PubKey.decode(publicKey.value).key : void 0;
  const mode = info?.modeInfo?.single?.mode;
  const auth = {
    signer: publicKey && key ? signerAddress(L, publicKey.typeUrl, key, network) : void 0,
    publicKeyType: publicKey?.typeUrl,
    mode: mode === void 0 ? void 0 : L.signModeToJSON(mode),
    sequence: info?.sequence.toString(),
    fee: authInfo.fee?.amount ?? [],
    gasLimit: authInfo.fee?.gasLimit.toString() ?? "0",
    payer: authInfo.fee?.payer ?? "",
    granter: authInfo.fee?.granter ?? ""
  };
  return { messages, memo: body.memo, timeoutHeight: body.timeoutHeight.toString(), auth, signers: authInfo.signerInfos.length };
}
function typedDataMessages(message) {
  if (Array.isArray(message.msgs)) return message.msgs.map(aminoMessage);
  return Object.keys(message).filter((k) => /^msg\d+$/.test(k)).sort((a, b) => Number(a.slice(3)) - Number(b.slice(3))).map((k) => aminoMessage(message[k]));
}
function decodeVariant(L, name, value, network) {
  const decoded = decodeBytes(L, name, value, network);
  const v = obj(value);
  const variant = { name, messages: decoded.messages, memo: decoded.memo, timeoutHeight: decoded.timeoutHeight, auth: decoded.auth, doc: {} };
  if (name === "signDirect") {
    variant.doc = { chainId: str(v.chainId), accountNumber: str(v.accountNumber) };
  } else if (name === "signAmino") {
    const doc = obj(v.signDoc);
    const fee = obj(doc.fee);
    variant.doc = {
      chainId: str(doc.chain_id),
      accountNumber: str(doc.account_number),
      sequence: str(doc.sequence),
      fee: Array.isArray(fee.amount) ? fee.amount.map(coin).filter((c) => c !== void 0) : [],
      gas: str(fee.gas),
      messages: Array.isArray(doc.msgs) ? doc.msgs.map(aminoMessage) : []
    };
  } else {
    const typed = obj(v.typedData);
    const message = obj(typed.message);
    const fee = obj(message.fee);
    variant.doc = {
      chainId: str(message.chain_id),
      accountNumber: str(message.account_number),
      sequence: str(message.sequence),
      fee: Array.isArray(fee.amount) ? fee.amount.map(coin).filter((c) => c !== void 0) : [],
      gas: str(fee.gas),
      messages: typedDataMessages(message),
      ...str(fee.feePayer) ? { feePayer: str(fee.feePayer) } : {}
    };
    const domainChainId = obj(typed.domain).chainId;
    const extension = obj(v.web3Extension);
    variant.typedDataChainId = {
      domain: domainChainId === void 0 ? "" : BigInt(domainChainId).toString(),
      ...extension.typedDataChainId !== void 0 ? { extension: String(extension.typedDataChainId) } : {}
    };
    const extensionFeePayer = str(extension.feePayer);
    if (extensionFeePayer) variant.extensionFeePayer = extensionFeePayer;
  }
  return variant;
}
function departures(variant, direct) {
  const out = [];
  const differs = (what, a, b) => {
    if (a !== void 0 && canonical(a) !== canonical(b)) out.push(what);
  };
  differs("the messages of its bodyBytes", variant.messages, direct.messages);
  differs("the messages of its signed document", variant.doc.messages, direct.messages);
  differs("the memo", variant.memo, direct.memo);
  differs("the chain id", variant.doc.chainId, direct.doc.chainId);
  differs("the account number", variant.doc.accountNumber, direct.doc.accountNumber);
  differs("the signer", variant.auth.signer, direct.auth.signer);
  differs("the sequence of its authInfoBytes", variant.auth.sequence, direct.auth.sequence);
  differs("the sequence of its signed document", variant.doc.sequence, direct.auth.sequence);
  differs("the fee of its authInfoBytes", variant.auth.fee, direct.auth.fee);
  differs("the fee payer of its authInfoBytes", variant.auth.payer, direct.auth.payer);
  differs("the gas limit of its authInfoBytes", variant.auth.gasLimit, direct.auth.gasLimit);
  differs("the fee of its signed document", variant.doc.fee, direct.auth.fee);
  differs("the gas limit of its signed document", variant.doc.gas, direct.auth.gasLimit);
  if (variant.auth.mode !== "SIGN_MODE_LEGACY_AMINO_JSON") out.push(`the sign mode (${variant.auth.mode ?? "none"}, not SIGN_MODE_LEGACY_AMINO_JSON)`);
  if (variant.typedDataChainId?.extension !== void 0 && variant.typedDataChainId.domain !== variant.typedDataChainId.extension) {
    out.push("the chain id of the typed data domain and of web3Extension");
  }
  if (variant.doc.feePayer !== void 0 && variant.doc.feePayer !== direct.auth.signer) out.push(`the fee payer of the typed data (${variant.doc.feePayer})`);
  if (variant.extensionFeePayer !== void 0 && variant.extensionFeePayer !== direct.auth.signer) out.push(`the fee payer of web3Extension (${variant.extensionFeePayer})`);
  return out;
}
function checkDirect(c, direct, operationId, network, unit) {
  const expectedType = OPERATION_MESSAGES[operationId];
  const m = direct.messages[0];
  c.compare("chain", "Chain id", network?.chainId, direct.doc.chainId, { note: network ? void 0 : "The staking identifier is not known: give it, or the request with its delegator address." });
  c.compare("operation", "Message type", expectedType, m ? m.typeUrl : "(no message)");
  c.compare("messages", "Number of messages", "1", String(direct.messages.length));
  const delegator = c.value("delegatorAddress");
  if (direct.auth.publicKeyType === void 0) {
    c.absent("delegatorAddress", "Signer (from the public key in authInfoBytes)", FIRST_TRANSACTION);
  } else {
    c.compare("delegatorAddress", "Signer (from the public key in authInfoBytes)", delegator, direct.auth.signer);
  }
  if (direct.auth.payer) c.compare("delegatorAddress", "Fee payer", delegator, direct.auth.payer);
  if (direct.auth.granter) c.compare("delegatorAddress", "Fee granter", delegator, direct.auth.granter);
  if (m?.typeUrl !== expectedType) return;
  const amount = (field = "amount") => {
    if (!unit || !network) return void 0;
    const base = c.baseAmount(unit, field);
    return base === void 0 ? void 0 : `${base} ${network.denom}`;
  };
  const coinText = (x) => x ? `${x.amount} ${x.denom}` : void 0;
  switch (expectedType) {
    case T.redelegate:
      c.compare("delegatorAddress", "Delegator", delegator, m?.delegator);
      c.compare("fromValidatorAddress", "From validator", c.value("fromValidatorAddress"), m?.validatorSrc);
      c.compare("toValidatorAddress", "To validator", c.value("toValidatorAddress"), m?.validatorDst);
      c.compare("amount", "Amount (base units)", amount(), coinText(m?.amount));
      break;
    case T.grant:
      c.compare("delegatorAddress", "Granter", delegator, m?.granter);
      c.compare("validatorAddress", "Validator the grant allows", c.value("validatorAddress"), m?.allowList?.join(", "), {
        note: "The grant lets the restake bot delegate to this validator only."
      });
      c.compare("expirationDate", "Grant expires", isoOf(c.value("expirationDate")), m?.expiration ? isoOfSeconds(m.expiration) : void 0, { required: false });
      break;
    case T.revoke:
      c.compare("delegatorAddress", "Granter", delegator, m?.granter);
      c.absent("validatorAddress", "Validator", "A revoke names no validator: it ends the grant of the restake bot.", m?.revokedType ? `revokes ${m.revokedType}` : void 0);
      break;
    default:
      c.compare("delegatorAddress", "Delegator", delegator, m?.delegator);
      c.compare("validatorAddress", "Validator", c.value("validatorAddress"), m?.validator);
      if (expectedType !== T.withdrawReward) c.compare("amount", "Amount (base units)", amount(), coinText(m?.amount));
  }
}
function isoOf(value) {
  if (value === void 0) return void 0;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : isoOfSeconds(String(Math.floor(ms / 1e3)));
}
function isoOfSeconds(seconds) {
  return new Date(Number(seconds) * 1e3).toISOString().replace(".000Z", "Z");
}
function detectOperation2(direct) {
  const typeUrl = direct.messages.length === 1 ? direct.messages[0].typeUrl : void 0;
  return Object.keys(OPERATION_MESSAGES).find((id) => OPERATION_MESSAGES[id] === typeUrl);
}
function messageDetails(m, unit, network) {
  const details = [];
  const add = (label, value) => value !== void 0 && details.push({ label, value });
  add("Delegator", m.delegator);
  add("Validator", m.validator);
  add("From validator", m.validatorSrc);
  add("To validator", m.validatorDst);
  if (m.amount) details.push(coinDetail("Amount", m.amount, unit, network));
  add("Granter", m.granter);
  add("Grantee", m.grantee);
  add("Authorization", m.authorization);
  add("Validators allowed", m.allowList?.join(", "));
  add("Expires", m.expiration ? isoOfSeconds(m.expiration) : void 0);
  add("Revokes", m.revokedType);
  return details;
}
function coinDetail(label, c, unit, network) {
  if (unit && network && c.denom === network.denom && /^\d+$/.test(c.amount)) return amountDetail(label, BigInt(c.amount), unit);
  return { label, value: `${c.amount} ${c.denom}` };
}
async function inspect2({ transaction, operationId, stakingIdentifier, request }) {
  const L = await __libraries2();
  const directRaw = obj(transaction.signDirect);
  const requestDelegator = typeof request?.delegatorAddress === "string" ? request.delegatorAddress : void 0;
  const network = (stakingIdentifier ? networkByIdentifier(stakingIdentifier) : void 0) ?? (requestDelegator ? networkByAddress(requestDelegator) : void 0) ?? networkByChainId(String(directRaw.chainId));
  if (stakingIdentifier && !networkByIdentifier(stakingIdentifier)) {
    throw new InspectError("unknown-operation", `${stakingIdentifier} is not a staking identifier of the Tendermint routes.`);
  }
  const unit = network ? { symbol: network.identifier, decimals: network.decimals, base: network.denom } : void 0;
  const direct = decodeVariant(L, "signDirect", directRaw, network);
  const others = ["signAmino", "signEIP712", "signEIP712CosmosTxV0"].filter((name) => transaction[name] !== null && transaction[name] !== void 0).map((name) => decodeVariant(L, name, transaction[name], network));
  const id = operationId ?? detectOperation2(direct);
  const c = new CheckList(request);
  if (id) checkDirect(c, direct, id, network, unit);
  else c.compare("operation", "Message type", "a message a forge call of the API builds", direct.messages.map((m2) => m2.typeUrl).join(", ") || "(no message)");
  for (const variant of others) {
    const off = departures(variant, direct);
    c.compare("variant", `${variant.name} says the same as signDirect`, "the same messages, chain, signer, fee and sequence", off.length ? `differs in ${off.join("; ")}` : "the same messages, chain, signer, fee and sequence");
  }
  const checks = c.checks;
  const fee = direct.auth;
  const feeDetails = [
    ...fee.fee.map((coin2) => coinDetail("Fee", coin2, unit, network)),
    { label: "Gas limit", value: fee.gasLimit },
    ...fee.payer ? [{ label: "Fee paid by", value: fee.payer }] : [],
    ...fee.granter ? [{ label: "Fee granted by", value: fee.granter }] : []
  ];
  const m = direct.messages[0];
  const actions = direct.messages.map((message) => ({
    kind: "message",
    name: message.typeUrl,
    known: message.known,
    details: messageDetails(message, unit, network)
  }));
  const validator = m?.validator ?? m?.validatorDst ?? m?.allowList?.join(", ");
  const grantExpiry = m?.expiration ? [{ label: "Grant expires", value: isoOfSeconds(m.expiration) }] : [];
  return {
    operationId: id,
    stakingIdentifier: network?.identifier,
    checks,
    decoded: {
      family: "tendermint",
      shape: ["signDirect", ...others.map((o) => o.name)].join(", "),
      decodedWith: "cosmjs-types (TxBody, AuthInfo and the messages), CosmJS (the signer address)",
      network: [
        { label: "Chain id", value: `${direct.doc.chainId ?? "(none)"}${network && network.chainId === direct.doc.chainId ? ` (${network.name}, ${network.identifier})` : " (not the network of the staking identifier)"}` },
        { label: "Account number", value: direct.doc.accountNumber ?? "(none)" },
        { label: "Signing formats", value: ["signDirect", ...others.map((o) => o.name)].join(", ") }
      ],
      signer: { label: "Signer", value: fee.signer ? `${fee.signer} (public key in authInfoBytes, ${fee.publicKeyType})` : "No public key in authInfoBytes (an account's first transaction: add yours before signing)" },
      feePayer: { label: "Fee payer", value: fee.payer || `${fee.signer ?? "the signer"} (the signer: no other payer is set)` },
      actions,
      ...validator ? { validator: { label: m?.allowList ? "Validator the grant allows" : m?.validatorDst ? "To validator" : "Validator", value: validator } } : {},
      ...m?.amount ? { amount: coinDetail("Amount", m.amount, unit, network) } : {},
      fee: feeDetails,
      staleness: [
        { label: "Sequence", value: `${fee.sequence ?? "(none)"}: the signer's account must still be at this sequence when the transaction is included; any other transaction from the account first makes this one fail.` },
        ...direct.timeoutHeight !== "0" ? [{ label: "Timeout height", value: `${direct.timeoutHeight}: not valid after this block` }] : [],
        ...grantExpiry
      ]
    }
  };
}
var T, AMINO_TYPES, OPERATION_MESSAGES, str, obj, coin, canonical, FIRST_TRANSACTION, __libraries2;
var init_decode2 = __esm({
  "lib/chains/tendermint/decode.ts"() {
    "use strict";
    init_checks();
    init_errors();
    init_units();
    init_networks();
    T = {
      delegate: "/cosmos.staking.v1beta1.MsgDelegate",
      undelegate: "/cosmos.staking.v1beta1.MsgUndelegate",
      redelegate: "/cosmos.staking.v1beta1.MsgBeginRedelegate",
      withdrawReward: "/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward",
      grant: "/cosmos.authz.v1beta1.MsgGrant",
      revoke: "/cosmos.authz.v1beta1.MsgRevoke",
      stakeAuthorization: "/cosmos.staking.v1beta1.StakeAuthorization",
      genericAuthorization: "/cosmos.authz.v1beta1.GenericAuthorization"
    };
    AMINO_TYPES = {
      "cosmos-sdk/MsgDelegate": T.delegate,
      "cosmos-sdk/MsgUndelegate": T.undelegate,
      "cosmos-sdk/MsgBeginRedelegate": T.redelegate,
      "cosmos-sdk/MsgWithdrawDelegationReward": T.withdrawReward,
      "cosmos-sdk/MsgGrant": T.grant,
      "cosmos-sdk/MsgRevoke": T.revoke
    };
    OPERATION_MESSAGES = {
      forgeTendermintStake: T.delegate,
      forgeTendermintUnstake: T.undelegate,
      forgeTendermintRedelegate: T.redelegate,
      forgeTendermintClaimRewards: T.withdrawReward,
      forgeTendermintAutoRestakeEnable: T.grant,
      forgeTendermintAutoRestakeDisable: T.revoke
    };
    str = (value) => typeof value === "string" ? value : void 0;
    obj = (value) => typeof value === "object" && value !== null ? value : {};
    coin = (value) => {
      const v = obj(value);
      return typeof v.denom === "string" && typeof v.amount === "string" ? { denom: v.denom, amount: v.amount } : void 0;
    };
    canonical = (value) => JSON.stringify(value, (_k, v) => v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a < b ? -1 : 1)) : v);
    FIRST_TRANSACTION = `No public key in authInfoBytes: this is how the API forges an account's first transaction, as the chain has no key for it yet. Put your public key in signerInfos[0] before signing (Core concepts, "an account's first transaction"); the chain then checks that it is the delegator's.`;
    __libraries2 = async () => {
      const [m0, m1, m2, m3, m4, m5, m6, m7, m8, m9, m10] = await Promise.all([import("cosmjs-types/cosmos/tx/v1beta1/tx"), import("cosmjs-types/cosmos/staking/v1beta1/tx"), import("cosmjs-types/cosmos/distribution/v1beta1/tx"), import("cosmjs-types/cosmos/authz/v1beta1/tx"), import("cosmjs-types/cosmos/staking/v1beta1/authz"), import("cosmjs-types/cosmos/authz/v1beta1/authz"), import("cosmjs-types/cosmos/crypto/secp256k1/keys"), import("cosmjs-types/cosmos/tx/signing/v1beta1/signing"), import("@cosmjs/encoding"), import("@cosmjs/amino"), import("@cosmjs/crypto")]);
      return { AuthInfo: m0.AuthInfo, TxBody: m0.TxBody, MsgBeginRedelegate: m1.MsgBeginRedelegate, MsgDelegate: m1.MsgDelegate, MsgUndelegate: m1.MsgUndelegate, MsgWithdrawDelegatorReward: m2.MsgWithdrawDelegatorReward, MsgGrant: m3.MsgGrant, MsgRevoke: m3.MsgRevoke, StakeAuthorization: m4.StakeAuthorization, authorizationTypeToJSON: m4.authorizationTypeToJSON, GenericAuthorization: m5.GenericAuthorization, PubKey: m6.PubKey, signModeToJSON: m7.signModeToJSON, fromBase64: m8.fromBase64, toBase64: m8.toBase64, toBech32: m8.toBech32, toHex: m8.toHex, encodeSecp256k1Pubkey: m9.encodeSecp256k1Pubkey, pubkeyToAddress: m9.pubkeyToAddress, Secp256k1: m10.Secp256k1, keccak256: m10.keccak256 };
    };
  }
});

// lib/chains/solana/decode.ts
var decode_exports3 = {};
__export(decode_exports3, {
  STAKE_ACCOUNT_RESERVE: () => STAKE_ACCOUNT_RESERVE,
  inspect: () => inspect3
});
function expectedInstructions(operationId, request) {
  switch (operationId) {
    case "forgeSolStake":
      return ["System: CreateWithSeed, Stake: Initialize, Stake: Delegate"];
    case "forgeSolUnstake":
      return request === void 0 ? ["Stake: Deactivate", PARTIAL_UNSTAKE] : [request.amount === void 0 ? "Stake: Deactivate" : PARTIAL_UNSTAKE];
    case "forgeSolWithdraw":
      return ["Stake: Withdraw"];
    case "forgeSolRedelegate":
      return ["Stake: Delegate"];
    default:
      return [];
  }
}
async function inspect3({ transaction, operationId, request }) {
  const web3 = await __libraries3();
  const { VersionedTransaction, TransactionMessage, StakeProgram, SystemProgram, ComputeBudgetProgram, StakeInstruction, SystemInstruction, ComputeBudgetInstruction } = web3;
  const bytes = Uint8Array.from(atob(String(transaction.hash)), (ch) => ch.charCodeAt(0));
  let vtx;
  let message;
  try {
    vtx = VersionedTransaction.deserialize(bytes);
    if (vtx.serialize().length !== bytes.length) throw new Error("bytes left over");
  } catch (error) {
    throw new InspectError("malformed", `hash does not decode as a Solana transaction (${reason(error)}). It may have been cut off.`);
  }
  try {
    message = TransactionMessage.decompile(vtx.message);
  } catch (error) {
    throw new InspectError("malformed", `The transaction's accounts cannot be read offline (${reason(error)}): it uses address lookup tables, which no forge call of the API does.`);
  }
  const keys = vtx.message.staticAccountKeys;
  const requiredSigners = keys.slice(0, vtx.message.header.numRequiredSignatures).map((k) => k.toBase58());
  const payer = message.payerKey.toBase58();
  const signed = vtx.signatures.some((s) => s.some((b) => b !== 0));
  const instructions = message.instructions.map((ix) => {
    const k = (key) => key.toBase58();
    try {
      if (ix.programId.equals(StakeProgram.programId)) {
        const type = StakeInstruction.decodeInstructionType(ix);
        const base = { program: "Stake", type, known: true };
        switch (type) {
          case "Initialize": {
            const d = StakeInstruction.decodeInitialize(ix);
            return { ...base, fields: { "Stake account": k(d.stakePubkey), "Stake authority": k(d.authorized.staker), "Withdraw authority": k(d.authorized.withdrawer), "Lockup custodian": k(d.lockup?.custodian ?? web3.PublicKey.default) } };
          }
          case "Delegate": {
            const d = StakeInstruction.decodeDelegate(ix);
            return { ...base, fields: { "Stake account": k(d.stakePubkey), "Stake authority": k(d.authorizedPubkey), "Vote account": k(d.votePubkey) } };
          }
          case "Deactivate": {
            const d = StakeInstruction.decodeDeactivate(ix);
            return { ...base, fields: { "Stake account": k(d.stakePubkey), "Stake authority": k(d.authorizedPubkey) } };
          }
          case "Split": {
            const d = StakeInstruction.decodeSplit(ix);
            return { ...base, fields: { "Stake account": k(d.stakePubkey), "Stake authority": k(d.authorizedPubkey), "New stake account": k(d.splitStakePubkey) }, lamports: BigInt(d.lamports) };
          }
          case "Withdraw": {
            const d = StakeInstruction.decodeWithdraw(ix);
            return { ...base, fields: { "Stake account": k(d.stakePubkey), "Withdraw authority": k(d.authorizedPubkey), "To": k(d.toPubkey) }, lamports: BigInt(d.lamports) };
          }
          case "Authorize": {
            const d = StakeInstruction.decodeAuthorize(ix);
            return { ...base, fields: { "Stake account": k(d.stakePubkey), "Authority now": k(d.authorizedPubkey), "New authority": k(d.newAuthorizedPubkey) } };
          }
          default:
            return { ...base, fields: {} };
        }
      }
      if (ix.programId.equals(SystemProgram.programId)) {
        const type = SystemInstruction.decodeInstructionType(ix);
        const base = { program: "System", type, known: true };
        switch (type) {
          case "CreateWithSeed": {
            const d = SystemInstruction.decodeCreateWithSeed(ix);
            return { ...base, fields: { "Funded by": k(d.fromPubkey), "New account": k(d.newAccountPubkey), "Derived from": k(d.basePubkey), Seed: d.seed, Space: `${d.space} bytes`, Owner: k(d.programId) }, lamports: BigInt(d.lamports) };
          }
          case "Create": {
            const d = SystemInstruction.decodeCreateAccount(ix);
            return { ...base, type: "CreateAccount", fields: { "Funded by": k(d.fromPubkey), "New account": k(d.newAccountPubkey), Space: `${d.space} bytes`, Owner: k(d.programId) }, lamports: BigInt(d.lamports) };
          }
          case "AllocateWithSeed": {
            const d = SystemInstruction.decodeAllocateWithSeed(ix);
            return { ...base, fields: { Account: k(d.accountPubkey), "Derived from": k(d.basePubkey), Seed: d.seed, Space: `${d.space} bytes`, Owner: k(d.programId) } };
          }
          case "Transfer": {
            const d = SystemInstruction.decodeTransfer(ix);
            return { ...base, fields: { From: k(d.fromPubkey), To: k(d.toPubkey) }, lamports: BigInt(d.lamports) };
          }
          default:
            return { ...base, fields: {} };
        }
      }
      if (ix.programId.equals(ComputeBudgetProgram.programId)) {
        const type = ComputeBudgetInstruction.decodeInstructionType(ix);
        const fields = {};
        if (type === "SetComputeUnitLimit") fields["Compute unit limit"] = String(ComputeBudgetInstruction.decodeSetComputeUnitLimit(ix).units);
        if (type === "SetComputeUnitPrice") fields["Price per compute unit"] = `${ComputeBudgetInstruction.decodeSetComputeUnitPrice(ix).microLamports} micro-lamports`;
        return { program: "Compute Budget", type, known: true, fields };
      }
    } catch {
    }
    return { program: ix.programId.toBase58(), type: "an unknown instruction", known: false, fields: {} };
  });
  const staking = instructions.filter((ix) => ix.program !== "Compute Budget");
  const types = staking.map((ix) => `${ix.program}: ${ix.type}`).join(", ");
  const id = operationId ?? OPERATIONS.find((op) => expectedInstructions(op, void 0).includes(types));
  const find = (type) => staking.find((ix) => `${ix.program}: ${ix.type}` === type);
  const c = new CheckList(request);
  const delegator = c.value("delegatorAddress");
  const lamportsText = (n) => n === void 0 ? void 0 : formatAmount(amountOf(n, SOL));
  const requestLamports = (field = "amount") => c.baseAmount(SOL, field);
  const options = id ? expectedInstructions(id, request) : [];
  const expected = options.includes(types) ? types : options[0];
  c.compare("instructions", "Instructions", expected ?? "the instructions of a forge call of the API", types || "(none)");
  c.compare("delegatorAddress", "Fee payer", delegator, payer);
  c.compare("signers", "Signers", delegator ?? payer, requiredSigners.join(", "), { note: "Every account that must sign: only your wallet, the fee payer." });
  const partial = types === PARTIAL_UNSTAKE;
  if (expected !== types) {
  } else if (id === "forgeSolStake") {
    const create = find("System: CreateWithSeed") ?? find("System: CreateAccount");
    const init = find("Stake: Initialize");
    const delegate = find("Stake: Delegate");
    c.compare("delegatorAddress", "Funded by", delegator, create?.fields["Funded by"]);
    c.compare("delegatorAddress", "Stake authority", delegator, init?.fields["Stake authority"]);
    c.compare("delegatorAddress", "Withdraw authority", delegator, init?.fields["Withdraw authority"]);
    c.compare("validatorAddress", "Validator (vote account)", c.value("validatorAddress"), delegate?.fields["Vote account"]);
    const staked = requestLamports();
    c.compare("amount", "Amount + rent-exempt reserve", lamportsText(staked === void 0 ? void 0 : staked + STAKE_ACCOUNT_RESERVE), lamportsText(create?.lamports), {
      note: `The new stake account also holds its rent-exempt reserve, ${formatAmount(amountOf(STAKE_ACCOUNT_RESERVE, SOL))}.`
    });
    c.compare("stakeAccount", "Stake account delegated", create?.fields["New account"], delegate?.fields["Stake account"]);
  } else if (id === "forgeSolUnstake") {
    const deactivate = find("Stake: Deactivate");
    c.compare("delegatorAddress", "Stake authority", delegator, deactivate?.fields["Stake authority"]);
    if (!partial) {
      c.compare("stakeAccountAddress", "Stake account deactivated", c.value("stakeAccountAddress"), deactivate?.fields["Stake account"]);
    } else {
      const split = find("Stake: Split");
      const prefund = find("System: Transfer");
      c.compare("stakeAccountAddress", "Stake account split", c.value("stakeAccountAddress"), split?.fields["Stake account"]);
      c.compare("amount", "Amount split off", lamportsText(requestLamports()), lamportsText(split?.lamports));
      c.compare("delegatorAddress", "Reserve of the new account paid by", delegator, prefund?.fields.From);
      c.compare("stakeAccount", "Stake account deactivated", split?.fields["New stake account"], deactivate?.fields["Stake account"], { note: "The new account split off yours." });
    }
  } else if (id === "forgeSolWithdraw") {
    const withdraw = find("Stake: Withdraw");
    c.compare("stakeAccountAddress", "Stake account", c.value("stakeAccountAddress"), withdraw?.fields["Stake account"]);
    c.compare("delegatorAddress", "Withdraw authority", delegator, withdraw?.fields["Withdraw authority"]);
    c.compare("delegatorAddress", "SOL withdrawn to", delegator, withdraw?.fields.To);
    c.compare("amount", "Amount", lamportsText(requestLamports()), lamportsText(withdraw?.lamports), { required: false });
  } else if (id === "forgeSolRedelegate") {
    const delegate = find("Stake: Delegate");
    c.compare("stakeAccountAddress", "Stake account", c.value("stakeAccountAddress"), delegate?.fields["Stake account"]);
    c.compare("delegatorAddress", "Stake authority", delegator, delegate?.fields["Stake authority"]);
    c.compare("newValidatorAddress", "New validator (vote account)", c.value("newValidatorAddress"), delegate?.fields["Vote account"]);
  }
  c.compare("unsigned", "Not signed yet", "no signature", signed ? "a signature" : "no signature");
  const actions = instructions.map((ix) => ({
    kind: "instruction",
    name: `${ix.program}: ${ix.type}`,
    known: ix.known,
    details: [
      ...Object.entries(ix.fields).map(([label, value]) => ({ label, value })),
      ...ix.lamports !== void 0 ? [amountDetail("Lamports", ix.lamports, SOL)] : []
    ]
  }));
  const vote = find("Stake: Delegate")?.fields["Vote account"];
  const amountDetailOf = () => {
    const create = find("System: CreateWithSeed") ?? find("System: CreateAccount");
    if (create?.lamports !== void 0) return amountDetail("Amount staked (without the rent-exempt reserve)", create.lamports - STAKE_ACCOUNT_RESERVE, SOL);
    const moved = find("Stake: Split")?.lamports ?? find("Stake: Withdraw")?.lamports;
    return moved === void 0 ? void 0 : amountDetail("Amount", moved, SOL);
  };
  const amount = amountDetailOf();
  const budget = instructions.filter((ix) => ix.program === "Compute Budget").flatMap((ix) => Object.entries(ix.fields).map(([label, value]) => ({ label, value })));
  const nonceAdvance = message.instructions[0] && SystemProgram.programId.equals(message.instructions[0].programId) && instructions[0]?.type === "AdvanceNonceAccount";
  return {
    operationId: id,
    stakingIdentifier: "SOL",
    checks: c.checks,
    decoded: {
      family: "solana",
      shape: "hash",
      decodedWith: "@solana/web3.js (VersionedTransaction, StakeInstruction, SystemInstruction)",
      network: [{ label: "Network", value: "Not in the transaction: a Solana transaction names no cluster. The recent blockhash ties it to the cluster the API read it from." }],
      signer: { label: "Signers", value: requiredSigners.join(", ") || "(none)" },
      feePayer: { label: "Fee payer", value: payer },
      actions,
      ...vote ? { validator: { label: "Validator (vote account)", value: vote } } : {},
      ...amount ? { amount } : {},
      fee: [
        { label: "Fee", value: "Not in the transaction: the network charges a fee per signature, paid by the fee payer." },
        ...budget.length ? budget : [{ label: "Priority fee", value: "none (no Compute Budget instruction)" }]
      ],
      staleness: [
        nonceAdvance ? { label: "Durable nonce", value: message.recentBlockhash } : { label: "Recent blockhash", value: `${message.recentBlockhash}: valid for about 150 blocks (roughly a minute) after the API read it; sign and send promptly, or forge again.` }
      ]
    }
  };
}
var SOL, STAKE_ACCOUNT_RESERVE, PARTIAL_UNSTAKE, OPERATIONS, __libraries3;
var init_decode3 = __esm({
  "lib/chains/solana/decode.ts"() {
    "use strict";
    init_checks();
    init_errors();
    init_units();
    SOL = { symbol: "SOL", decimals: 9, base: "lamports" };
    STAKE_ACCOUNT_RESERVE = 2282880n;
    PARTIAL_UNSTAKE = "System: AllocateWithSeed, System: Transfer, Stake: Split, Stake: Deactivate";
    OPERATIONS = ["forgeSolStake", "forgeSolUnstake", "forgeSolWithdraw", "forgeSolRedelegate"];
    __libraries3 = async () => {
      const [m0] = await Promise.all([import("@solana/web3.js")]);
      return { ComputeBudgetInstruction: m0.ComputeBudgetInstruction, ComputeBudgetProgram: m0.ComputeBudgetProgram, PublicKey: m0.PublicKey, StakeInstruction: m0.StakeInstruction, StakeProgram: m0.StakeProgram, SystemInstruction: m0.SystemInstruction, SystemProgram: m0.SystemProgram, TransactionMessage: m0.TransactionMessage, VersionedTransaction: m0.VersionedTransaction };
    };
  }
});

// lib/chains/near/decode.ts
var decode_exports4 = {};
__export(decode_exports4, {
  inspect: () => inspect4
});
function expectedMethods(operationId, request) {
  const whole = request === void 0 ? [true, false] : [request.amount === void 0];
  switch (operationId) {
    case "forgeNearStake":
      return ["deposit_and_stake"];
    case "forgeNearUnstake":
      return whole.map((w) => w ? "unstake_all" : "unstake");
    case "forgeNearWithdraw":
      return whole.map((w) => w ? "withdraw_all" : "withdraw");
    default:
      return [];
  }
}
async function inspect4({ transaction, operationId, request }) {
  const { actionCreators, createTransaction, encodeTransaction, decodeTransaction, PublicKey } = await __libraries4();
  const { signerId, receiverId, actions } = transaction;
  for (const [field, value] of [["signerId", signerId], ["receiverId", receiverId]]) {
    if (typeof value !== "string" || !ACCOUNT_ID.test(value)) {
      throw new InspectError("malformed", `${field} ${JSON.stringify(value)} is not a NEAR account id.`);
    }
  }
  if (!Array.isArray(actions) || actions.length === 0) throw new InspectError("malformed", "actions must be a list with at least one action.");
  const built = actions.map((raw, i) => {
    const action = raw ?? {};
    if (action.type !== "FunctionCall") return { type: String(action.type), known: false };
    const p = action.params ?? {};
    try {
      if (typeof p.methodName !== "string" || typeof p.args !== "object" || p.args === null) throw new Error("methodName must be a string and args an object");
      return { type: "FunctionCall", known: true, action: actionCreators.functionCall(p.methodName, p.args, BigInt(String(p.gas)), BigInt(String(p.deposit))) };
    } catch (error) {
      throw new InspectError("malformed", `actions[${i}] is not a function call NEAR can encode (${reason(error)}).`);
    }
  });
  const known = built.flatMap((b) => b.known ? [b.action] : []);
  const placeholderKey = PublicKey.fromString("ed25519:11111111111111111111111111111111");
  const encoded = encodeTransaction(createTransaction(signerId, placeholderKey, receiverId, 0n, known, new Uint8Array(32)));
  const decodedTx = decodeTransaction(encoded);
  const calls = decodedTx.actions.map((a) => {
    const f = a.functionCall;
    const argsText = new TextDecoder().decode(Uint8Array.from(f.args));
    let args = {};
    try {
      args = JSON.parse(argsText);
    } catch {
      args = {};
    }
    return { method: f.methodName, argsText, args, gas: BigInt(f.gas), deposit: BigInt(f.deposit) };
  });
  const first = calls[0];
  const id = operationId ?? (built.length === 1 && first ? METHOD_OPERATIONS[first.method] : void 0);
  const c = new CheckList(request);
  const requested = c.baseAmount(NEAR);
  const yocto = requested === void 0 ? void 0 : formatAmount(amountOf(requested, NEAR));
  const methods = id ? expectedMethods(id, request) : [];
  const expected = first && methods.includes(first.method) ? first.method : methods[0];
  c.compare("actions", "Actions", "1 function call", built.length === 1 && built[0].known ? "1 function call" : built.map((b) => b.known ? "FunctionCall" : b.type).join(", "));
  c.compare("operation", "Method of the staking pool", expected ?? "a method a forge call of the API calls", first?.method ?? "(none)");
  c.compare("delegatorAddress", "Signer (signerId)", c.value("delegatorAddress"), signerId);
  c.compare("validatorAddress", "Staking pool (receiverId)", c.value("validatorAddress"), receiverId);
  if (first?.method !== expected) {
  } else if (first && id === "forgeNearStake") {
    c.compare("amount", "Amount (attached deposit)", yocto, formatAmount(amountOf(first.deposit, NEAR)));
  } else if (first && id) {
    if (requested !== void 0 || expected === "unstake" || expected === "withdraw") {
      const argAmount = typeof first.args.amount === "string" && /^\d+$/.test(first.args.amount) ? formatAmount(amountOf(BigInt(first.args.amount), NEAR)) : void 0;
      c.compare("amount", "Amount (argument of the call)", yocto, argAmount, { required: false });
    }
    c.compare("value", "Attached deposit", formatAmount(amountOf(0n, NEAR)), formatAmount(amountOf(first.deposit, NEAR)));
  }
  const mainAmount = first && id === "forgeNearStake" ? amountDetail("Amount (attached deposit)", first.deposit, NEAR) : first && typeof first.args.amount === "string" && /^\d+$/.test(first.args.amount) ? amountDetail("Amount", BigInt(first.args.amount), NEAR) : void 0;
  const actionsOut = built.map((b, i) => {
    if (!b.known) return { kind: "function call", name: `${b.type} (not a function call)`, known: false, details: [] };
    const call = calls[known.indexOf(b.action)] ?? calls[i];
    return {
      kind: "function call",
      name: call.method,
      known: call.method in METHOD_OPERATIONS,
      details: [
        { label: "Arguments", value: call.argsText },
        amountDetail("Attached deposit", call.deposit, NEAR),
        { label: "Gas", value: `${call.gas / TGAS} Tgas (${call.gas} gas)` }
      ]
    };
  });
  const network = receiverId.endsWith(".near") ? "NEAR mainnet, by the account ids (.near)" : receiverId.endsWith(".testnet") ? "NEAR testnet, by the account ids (.testnet)" : "Not in the transaction";
  return {
    operationId: id,
    stakingIdentifier: "NEAR",
    checks: c.checks,
    decoded: {
      family: "near",
      shape: "signerId, receiverId, actions",
      decodedWith: "@near-js/transactions (actionCreators, encodeTransaction, decodeTransaction)",
      network: [{ label: "Network", value: `${network}. A NEAR transaction names no network: the wallet signs it for the one it sends to.` }],
      signer: { label: "Signer", value: signerId },
      feePayer: { label: "Fee payer", value: `${signerId} (the signer pays for the gas)` },
      actions: actionsOut,
      validator: { label: "Staking pool", value: receiverId },
      ...mainAmount ? { amount: mainAmount } : {},
      fee: calls.map((call) => ({ label: `Gas attached to ${call.method}`, value: `${call.gas / TGAS} Tgas (${call.gas} gas)` })),
      staleness: [
        { label: "Nonce and block hash", value: "Not in the skeleton: your wallet adds the access key's next nonce and a recent block hash when it signs, so the skeleton itself does not go stale." }
      ]
    }
  };
}
var NEAR, TGAS, ACCOUNT_ID, METHOD_OPERATIONS, __libraries4;
var init_decode4 = __esm({
  "lib/chains/near/decode.ts"() {
    "use strict";
    init_checks();
    init_errors();
    init_units();
    NEAR = { symbol: "NEAR", decimals: 24, base: "yoctoNEAR" };
    TGAS = 10n ** 12n;
    ACCOUNT_ID = /^(?=.{2,64}$)(([a-z\d]+[-_])*[a-z\d]+\.)*([a-z\d]+[-_])*[a-z\d]+$/;
    METHOD_OPERATIONS = {
      deposit_and_stake: "forgeNearStake",
      unstake: "forgeNearUnstake",
      unstake_all: "forgeNearUnstake",
      withdraw: "forgeNearWithdraw",
      withdraw_all: "forgeNearWithdraw"
    };
    __libraries4 = async () => {
      const [m0, m1] = await Promise.all([import("@near-js/transactions"), import("@near-js/crypto")]);
      return { actionCreators: m0.actionCreators, createTransaction: m0.createTransaction, decodeTransaction: m0.decodeTransaction, encodeTransaction: m0.encodeTransaction, PublicKey: m1.PublicKey };
    };
  }
});

// lib/chains/polkadot/decode.ts
var decode_exports5 = {};
__export(decode_exports5, {
  assetHubRegistry: () => assetHubRegistry,
  inspect: () => inspect5
});
function expectedCalls(operationId, request) {
  const others = request === void 0 ? [false, true] : [typeof request.poolMemberAddress === "string" && request.poolMemberAddress !== request.delegatorAddress];
  switch (operationId) {
    case "forgeDotPoolStake":
      return ["join"];
    case "forgeDotPoolAddToStake":
      return ["bondExtra (FreeBalance)"];
    case "forgeDotPoolRestakeRewards":
      return others.map((other) => other ? "bondExtraOther (Rewards)" : "bondExtra (Rewards)");
    case "forgeDotPoolUnstake":
      return ["unbond"];
    case "forgeDotPoolWithdraw":
      return ["withdrawUnbonded"];
    case "forgeDotPoolClaimRewards":
      return others.map((other) => other ? "claimPayoutOther" : "claimPayout");
    default:
      return [];
  }
}
function assetHubRegistry() {
  assetHub ??= (async () => {
    const { TypeRegistry, Metadata, compactStripLength, hexToU8a, metadataHex, assetHubVersion: version } = await __libraries5();
    const registry = new TypeRegistry();
    const [, bytes] = compactStripLength(hexToU8a(metadataHex).subarray(1));
    registry.setMetadata(new Metadata(registry, bytes));
    registry.setChainProperties(registry.createType("ChainProperties", { ss58Format: POLKADOT_SS58, tokenDecimals: DOT.decimals, tokenSymbol: DOT.symbol }));
    return { registry, specName: String(version.specName), specVersion: Number(version.specVersion) };
  })();
  return assetHub;
}
async function inspect5({ transaction, operationId, request }) {
  const { registry, specName, specVersion } = await assetHubRegistry();
  const hex = String(transaction.extrinsicHex).toLowerCase();
  let ext;
  try {
    ext = decodeExtrinsic(registry, hex);
  } catch (error) {
    throw new InspectError("malformed", `extrinsicHex does not decode as a Polkadot Asset Hub extrinsic (${reason(error)}). It may have been cut off, or be for another chain.`);
  }
  const method = ext.method;
  const callName = `${method.section}.${method.method}`;
  const argNames = method.meta.args.map((a) => a.name.toString());
  const argOf = (name) => {
    const i = argNames.indexOf(name);
    return i < 0 ? void 0 : method.args[i];
  };
  const extra = argOf("extra");
  const addressOf = (name) => {
    const value = argOf(name);
    if (!value) return void 0;
    return value.isId ? value.asId.toString() : value.toString();
  };
  const bigintOf = (name) => {
    const value = argOf(name);
    if (!value) return void 0;
    return value.toBigInt ? value.toBigInt() : value.unwrap?.().toBigInt();
  };
  const amount = bigintOf("amount") ?? bigintOf("unbondingPoints") ?? (extra?.isFreeBalance ? extra.asFreeBalance.toBigInt() : void 0);
  const isPools = method.section === "nominationPools";
  const callKind = isPools ? extra ? `${method.method} (${extra.type})` : method.method : callName;
  const id = operationId ?? CALL_OPERATIONS[callKind];
  const c = new CheckList(request);
  const calls = id ? expectedCalls(id, request) : [];
  const expected = calls.includes(callKind) ? callKind : calls[0];
  c.compare("operation", "Call", expected ? `nominationPools.${expected}` : "a call a forge call of the API makes", isPools ? `nominationPools.${callKind}` : callName);
  const samePublicKey = (a, b) => {
    try {
      return registry.createType("AccountId32", a).eq(registry.createType("AccountId32", b));
    } catch {
      return false;
    }
  };
  const dotText = (n) => n === void 0 ? void 0 : formatAmount(amountOf(n, DOT));
  const dot = (field) => dotText(c.baseAmount(DOT, field));
  switch (expected === callKind ? id : void 0) {
    case "forgeDotPoolStake":
      c.compare("poolId", "Pool", c.value("poolId"), bigintOf("poolId")?.toString());
      c.compare("amount", "Amount bonded", dot("amount"), dotText(amount));
      break;
    case "forgeDotPoolAddToStake":
      c.compare("amount", "Amount added (from the free balance)", dot("amount"), dotText(amount));
      break;
    case "forgeDotPoolRestakeRewards":
      if (expected === "bondExtraOther (Rewards)") c.compare("poolMemberAddress", "Pool member", c.value("poolMemberAddress"), addressOf("member"), { same: samePublicKey });
      break;
    case "forgeDotPoolUnstake":
    case "forgeDotPoolWithdraw": {
      const member = c.value("memberAccount") ? "memberAccount" : "delegatorAddress";
      c.compare(member, "Pool member", c.value(member), addressOf("memberAccount"), { same: samePublicKey });
      if (id === "forgeDotPoolUnstake") c.compare("amount", "Amount unbonded (points, 1:1 with planck unless the pool was slashed)", dot("amount"), dotText(amount));
      break;
    }
    case "forgeDotPoolClaimRewards":
      if (expected === "claimPayoutOther") c.compare("poolMemberAddress", "Pool member", c.value("poolMemberAddress"), addressOf("other"), { same: samePublicKey });
      break;
  }
  if (!argNames.includes("memberAccount") || c.value("memberAccount")) {
    c.absent("delegatorAddress", "Signer", "An unsigned extrinsic names no signer: the account that signs it acts and pays the fee. Sign it with the key of this address.");
  }
  c.compare("unsigned", "Not signed yet", "no signature", ext.isSigned ? "a signature" : "no signature");
  const details = argNames.map((name, i) => {
    const value = method.args[i];
    const big = bigintOf(name);
    if (big !== void 0 && (name === "amount" || name === "unbondingPoints")) return amountDetail(name, big, DOT);
    return { label: name, value: name === "extra" && extra ? extra.isFreeBalance ? `FreeBalance: ${dotText(amount)}` : extra.type : addressOf(name) ?? value.toString() };
  });
  const pool = bigintOf("poolId");
  const staleness = ext.isSigned ? [
    { label: "Nonce", value: ext.nonce.toString() },
    { label: "Era", value: ext.era.isMortalEra ? `mortal: valid for ${ext.era.asMortalEra.period.toString()} blocks (phase ${ext.era.asMortalEra.phase.toString()})` : "immortal: never expires" }
  ] : [{ label: "Nonce and era", value: "Not in the unsigned extrinsic: your signer adds the account's nonce and a mortal era (valid for a number of blocks from a recent one) when it signs." }];
  return {
    operationId: id,
    stakingIdentifier: "DOT",
    checks: c.checks,
    decoded: {
      family: "polkadot",
      shape: "extrinsicHex",
      decodedWith: `@polkadot/types with the Polkadot Asset Hub metadata of @polkadot/types-support (${specName} ${specVersion})`,
      network: [
        { label: "Runtime", value: `Polkadot Asset Hub: the call decodes against its metadata (${specName}, spec version ${specVersion})` },
        { label: "Genesis hash", value: "Not in an unsigned extrinsic: your signer adds it when it signs." }
      ],
      signer: { label: "Signer", value: ext.isSigned ? ext.signer.toString() : "Not in an unsigned extrinsic: the account that signs it acts." },
      feePayer: { label: "Fee payer", value: "The signer." },
      actions: [{ kind: "call", name: callName, known: callKind in CALL_OPERATIONS, details }],
      ...pool !== void 0 ? { validator: { label: "Pool", value: `pool ${pool}` } } : {},
      ...amount !== void 0 ? { amount: amountDetail("Amount", amount, DOT) } : {},
      fee: [{ label: "Fee", value: "Not in an unsigned extrinsic: the chain computes it from the weight and length when it is included; a tip, if any, is added when signing." }],
      staleness
    }
  };
}
function decodeExtrinsic(registry, hex) {
  const ext = registry.createType("Extrinsic", hex);
  if (ext.toHex() !== hex) throw new Error("it decodes to other bytes than it holds");
  return ext;
}
var DOT, POLKADOT_SS58, CALL_OPERATIONS, assetHub, __libraries5;
var init_decode5 = __esm({
  "lib/chains/polkadot/decode.ts"() {
    "use strict";
    init_checks();
    init_errors();
    init_units();
    DOT = { symbol: "DOT", decimals: 10, base: "planck" };
    POLKADOT_SS58 = 0;
    CALL_OPERATIONS = {
      join: "forgeDotPoolStake",
      "bondExtra (FreeBalance)": "forgeDotPoolAddToStake",
      "bondExtra (Rewards)": "forgeDotPoolRestakeRewards",
      "bondExtraOther (Rewards)": "forgeDotPoolRestakeRewards",
      unbond: "forgeDotPoolUnstake",
      withdrawUnbonded: "forgeDotPoolWithdraw",
      claimPayout: "forgeDotPoolClaimRewards",
      claimPayoutOther: "forgeDotPoolClaimRewards"
    };
    __libraries5 = async () => {
      const [m0, m1, m2, m3] = await Promise.all([import("@polkadot/types"), import("@polkadot/util"), import("@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex"), import("@polkadot/types-support/metadata/v15/asset-hub-polkadot-ver")]);
      return { Metadata: m0.Metadata, TypeRegistry: m0.TypeRegistry, compactStripLength: m1.compactStripLength, hexToU8a: m1.hexToU8a, metadataHex: m2.default, assetHubVersion: m3.default };
    };
  }
});

// lib/chains/multiversx/decode.ts
var decode_exports6 = {};
__export(decode_exports6, {
  inspect: () => inspect6
});
async function inspect6({ transaction, operationId, request }) {
  const { Transaction } = await __libraries6();
  let tx;
  try {
    for (const field of ["nonce", "gasPrice", "gasLimit"]) {
      if (!/^\d+$/.test(String(transaction[field]))) throw new Error(`${field} is not a whole number`);
    }
    if (!/^\d*$/.test(String(transaction.value ?? ""))) throw new Error("value is not a whole number of atto-EGLD");
    tx = Transaction.newFromPlainObject(transaction);
  } catch (error) {
    throw new InspectError("malformed", `The MultiversX transaction does not read (${reason(error)}).`);
  }
  const data = new TextDecoder().decode(tx.data);
  const [fn = "", ...args] = data.split("@");
  const sender = tx.sender.toBech32();
  const receiver = tx.receiver.toBech32();
  const relayer = tx.relayer.isEmpty() ? void 0 : tx.relayer.toBech32();
  const guardian = tx.guardian.isEmpty() ? void 0 : tx.guardian.toBech32();
  const id = operationId ?? Object.keys(FUNCTIONS).find((op) => FUNCTIONS[op] === fn);
  const c = new CheckList(request);
  const requested = c.baseAmount(EGLD);
  const egld = requested === void 0 ? void 0 : formatAmount(amountOf(requested, EGLD));
  const egldText = (n) => formatAmount(amountOf(n, EGLD));
  c.compare("chain", "Chain id", `${MAINNET} (${NETWORKS2[MAINNET]})`, `${tx.chainID} (${NETWORKS2[tx.chainID] ?? "not a MultiversX network"})`);
  c.compare("operation", "Function of the delegation contract", id ? FUNCTIONS[id] : "a function a forge call of the API calls", fn || "(no data: a plain transfer)");
  c.compare("delegatorAddress", "Sender (signer)", c.value("delegatorAddress"), sender);
  c.compare("delegatorAddress", "Fee payer", c.value("delegatorAddress"), relayer ?? sender, { note: relayer ? "A relayer pays the fee of a relayed transaction." : void 0 });
  c.compare("validatorAddress", "Delegation contract (receiver)", c.value("validatorAddress"), receiver);
  if (id && FUNCTIONS[id] !== fn) {
  } else if (id === "forgeEgldStake") {
    c.compare("amount", "Amount (value)", egld, egldText(tx.value));
  } else if (id) {
    if (id === "forgeEgldUnstake") {
      const arg2 = args[0] && /^[0-9a-f]+$/i.test(args[0]) ? egldText(BigInt(`0x${args[0]}`)) : void 0;
      c.compare("amount", "Amount (argument of unDelegate)", egld, arg2);
    }
    c.compare("value", "EGLD sent with the call", egldText(0n), egldText(tx.value));
  }
  c.compare("guardian", "Guardian", "none", guardian ?? "none", { note: "A guarded transaction also needs the guardian's signature." });
  c.compare("unsigned", "Not signed yet", "no signature", tx.signature.length ? "a signature" : "no signature");
  const options = tx.options;
  const amount = id === "forgeEgldStake" ? amountDetail("Amount", tx.value, EGLD) : id === "forgeEgldUnstake" && args[0] && /^[0-9a-f]+$/i.test(args[0]) ? amountDetail("Amount", BigInt(`0x${args[0]}`), EGLD) : void 0;
  const details = [
    { label: "Data", value: data || "(empty)" },
    ...args.map((a, i) => ({ label: `Argument ${i + 1} (hex)`, value: a })),
    amountDetail("Value", tx.value, EGLD)
  ];
  return {
    operationId: id,
    stakingIdentifier: "EGLD",
    checks: c.checks,
    decoded: {
      family: "multiversx",
      shape: "plain transaction",
      decodedWith: "@multiversx/sdk-core (Transaction.newFromPlainObject)",
      network: [
        { label: "Chain id", value: `${tx.chainID} (${NETWORKS2[tx.chainID] ?? "not a MultiversX network"})` },
        { label: "Version and options", value: `version ${tx.version}, options ${options}${options & 1 ? " (signs the hash)" : ""}${options & 2 ? " (guarded)" : ""}` }
      ],
      signer: { label: "Signer (sender)", value: sender },
      feePayer: { label: "Fee payer", value: relayer ? `${relayer} (the relayer)` : `${sender} (the sender)` },
      actions: [{ kind: "function call", name: fn || "(no function)", known: Object.values(FUNCTIONS).includes(fn), details }],
      validator: { label: "Delegation contract", value: receiver },
      ...amount ? { amount } : {},
      fee: [
        { label: "Gas limit", value: tx.gasLimit.toString() },
        amountDetail("Gas price", tx.gasPrice, EGLD),
        amountDetail("Fee at most (gas limit × gas price)", tx.gasLimit * tx.gasPrice, EGLD)
      ],
      staleness: [{ label: "Nonce", value: `${tx.nonce}: the sender's account must still be at this nonce; once another transaction uses it, this one fails.` }]
    }
  };
}
var EGLD, NETWORKS2, MAINNET, FUNCTIONS, __libraries6;
var init_decode6 = __esm({
  "lib/chains/multiversx/decode.ts"() {
    "use strict";
    init_checks();
    init_errors();
    init_units();
    EGLD = { symbol: "EGLD", decimals: 18, base: "atto-EGLD" };
    NETWORKS2 = { "1": "MultiversX mainnet", D: "MultiversX devnet", T: "MultiversX testnet" };
    MAINNET = "1";
    FUNCTIONS = {
      forgeEgldStake: "delegate",
      forgeEgldUnstake: "unDelegate",
      forgeEgldWithdraw: "withdraw",
      forgeEgldClaimRewards: "claimRewards",
      forgeEgldRestakeRewards: "reDelegateRewards"
    };
    __libraries6 = async () => {
      await import("@multiversx/sdk-core/out/core/globals.js");
      const [m0] = await Promise.all([import("@multiversx/sdk-core/out/core/transaction.js")]);
      return { Transaction: m0.Transaction };
    };
  }
});

// lib/inspect/index.ts
init_errors();

// lib/inspect/operations.ts
var evm = (identifier) => ({ family: "evm", identifier });
var of = (family, identifier) => ({ family, identifier });
var FORGE_OPERATIONS = Object.freeze({
  forgeChilizStake: evm("CHILIZ"),
  forgeChilizUnstake: evm("CHILIZ"),
  forgeChilizWithdraw: evm("CHILIZ"),
  forgeCxtApprove: evm("CXT"),
  forgeCxtStake: evm("CXT"),
  forgeCxtUnstake: evm("CXT"),
  forgeCxtUnstakeAll: evm("CXT"),
  forgeCxtWithdraw: evm("CXT"),
  forgeCxtClaimRewards: evm("CXT"),
  forgePolApprove: evm("POL"),
  forgePolStake: evm("POL"),
  forgePolUnstake: evm("POL"),
  forgePolWithdraw: evm("POL"),
  forgePolClaimRewards: evm("POL"),
  forgePolRestakeRewards: evm("POL"),
  forgePolRedelegate: evm("POL"),
  forgeStakeWiseStake: evm("STAKEWISE"),
  forgeStakeWiseUnstake: evm("STAKEWISE"),
  forgeStakeWiseWithdraw: evm("STAKEWISE"),
  forgeEgldStake: of("multiversx", "EGLD"),
  forgeEgldUnstake: of("multiversx", "EGLD"),
  forgeEgldWithdraw: of("multiversx", "EGLD"),
  forgeEgldClaimRewards: of("multiversx", "EGLD"),
  forgeEgldRestakeRewards: of("multiversx", "EGLD"),
  forgeNearStake: of("near", "NEAR"),
  forgeNearUnstake: of("near", "NEAR"),
  forgeNearWithdraw: of("near", "NEAR"),
  forgeDotPoolStake: of("polkadot", "DOT"),
  forgeDotPoolAddToStake: of("polkadot", "DOT"),
  forgeDotPoolRestakeRewards: of("polkadot", "DOT"),
  forgeDotPoolUnstake: of("polkadot", "DOT"),
  forgeDotPoolWithdraw: of("polkadot", "DOT"),
  forgeDotPoolClaimRewards: of("polkadot", "DOT"),
  forgeSolStake: of("solana", "SOL"),
  forgeSolUnstake: of("solana", "SOL"),
  forgeSolWithdraw: of("solana", "SOL"),
  forgeSolRedelegate: of("solana", "SOL"),
  forgeTendermintStake: of("tendermint", void 0),
  forgeTendermintUnstake: of("tendermint", void 0),
  forgeTendermintRedelegate: of("tendermint", void 0),
  forgeTendermintClaimRewards: of("tendermint", void 0),
  forgeTendermintAutoRestakeEnable: of("tendermint", void 0),
  forgeTendermintAutoRestakeDisable: of("tendermint", void 0)
});
var SHAPES = Object.freeze({
  evm: { name: "Ethereum-type chains", described: "an Ethereum-type transaction (serializedUnsignedTx)", library: "ethers", packages: ["ethers"] },
  tendermint: {
    name: "Cosmos SDK chains",
    described: "a Cosmos SDK transaction (signDirect, signAmino, signEIP712, signEIP712CosmosTxV0)",
    library: "cosmjs-types and CosmJS",
    packages: ["cosmjs-types", "@cosmjs/encoding", "@cosmjs/amino", "@cosmjs/crypto"]
  },
  solana: { name: "Solana", described: "a Solana transaction (hash)", library: "@solana/web3.js", packages: ["@solana/web3.js"] },
  near: { name: "NEAR", described: "a NEAR transaction (signerId, receiverId, actions)", library: "@near-js/transactions", packages: ["@near-js/transactions", "@near-js/crypto"] },
  polkadot: {
    name: "Polkadot pools",
    described: "a Polkadot extrinsic (extrinsicHex)",
    library: "@polkadot/types and the Polkadot Asset Hub metadata",
    packages: ["@polkadot/types", "@polkadot/types-support", "@polkadot/util"]
  },
  multiversx: { name: "MultiversX", described: "a MultiversX transaction (sender, receiver, chainID, …)", library: "@multiversx/sdk-core", packages: ["@multiversx/sdk-core"] }
});

// lib/inspect/index.ts
init_errors();
init_checks();
var CHECKERS = {
  evm: () => Promise.resolve().then(() => (init_decode(), decode_exports)),
  tendermint: () => Promise.resolve().then(() => (init_decode2(), decode_exports2)),
  solana: () => Promise.resolve().then(() => (init_decode3(), decode_exports3)),
  near: () => Promise.resolve().then(() => (init_decode4(), decode_exports4)),
  polkadot: () => Promise.resolve().then(() => (init_decode5(), decode_exports5)),
  multiversx: () => Promise.resolve().then(() => (init_decode6(), decode_exports6))
};
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function familyOfTransaction(transaction) {
  if ("serializedUnsignedTx" in transaction) return "evm";
  if ("signDirect" in transaction || "signAmino" in transaction) return "tendermint";
  if ("extrinsicHex" in transaction) return "polkadot";
  if ("actions" in transaction && "receiverId" in transaction) return "near";
  if ("chainID" in transaction && "receiver" in transaction) return "multiversx";
  if ("hash" in transaction) return "solana";
  return void 0;
}
function detectShape(answer) {
  if (!isObject(answer)) {
    throw new InspectError("not-a-forge-answer", "This is not a forge answer: a forge call answers with a JSON object holding uuid and transaction.");
  }
  const transaction = isObject(answer.transaction) ? answer.transaction : answer;
  const family = familyOfTransaction(transaction);
  if (!family) {
    const keys = Object.keys(answer).slice(0, 6).join(", ") || "nothing";
    throw new InspectError(
      "not-a-forge-answer",
      `This is not a forge answer: its transaction has none of the shapes of the API (serializedUnsignedTx, hash, extrinsicHex, signerId/receiverId/actions, a MultiversX transaction, signDirect). It holds ${keys}.`
    );
  }
  checkEncoding(family, transaction);
  return { family, transaction };
}
var HEX = /^0x(?:[0-9a-fA-F]{2})+$/;
var BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
function checkEncoding(family, transaction) {
  const expectHex = (field) => {
    const value = transaction[field];
    if (typeof value !== "string" || !HEX.test(value)) {
      throw new InspectError("malformed", `${field} must be 0x-prefixed hex with an even number of digits${typeof value === "string" ? `; this one ${value.startsWith("0x") ? "has an odd number of digits or a character that is not hex" : "does not start with 0x"}: it may have been cut off` : ""}.`);
    }
  };
  const expectBase64 = (field, value) => {
    if (typeof value !== "string" || value === "" || !BASE64.test(value)) {
      throw new InspectError("malformed", `${field} must be base64; this one ${typeof value === "string" && /^[A-Za-z0-9+/=]+$/.test(value) ? "has a length that is not a multiple of 4: it may have been cut off" : "is not base64"}.`);
    }
  };
  if (family === "evm") expectHex("serializedUnsignedTx");
  if (family === "polkadot") expectHex("extrinsicHex");
  if (family === "solana") expectBase64("hash", transaction.hash);
  if (family === "tendermint") {
    for (const variant of ["signDirect", "signAmino", "signEIP712", "signEIP712CosmosTxV0"]) {
      const value = transaction[variant];
      if (value === null || value === void 0) continue;
      if (!isObject(value)) throw new InspectError("malformed", `${variant} must be an object or null.`);
      for (const field of ["bodyBytes", "authInfoBytes"]) expectBase64(`${variant}.${field}`, value[field]);
    }
    if (!isObject(transaction.signDirect)) throw new InspectError("malformed", "signDirect is missing: every Tendermint forge answer carries it.");
  }
}
function familyOfOperation(operationId) {
  return FORGE_OPERATIONS[operationId]?.family;
}
function preloadChecker(family) {
  return CHECKERS[family]().catch(() => void 0);
}
function verdictOf(checks, hasRequest) {
  if (checks.some((check) => check.status === "differs")) return "differs";
  if (!hasRequest) return "unchecked";
  if (checks.some((check) => check.status === "not-given")) return "incomplete";
  return "matches";
}
async function inspectForge(input) {
  const { operationId, request } = input;
  if (request !== void 0 && !isObject(request)) {
    throw new InspectError("bad-request", "The request must be the JSON object that was posted to the forge call.");
  }
  if (operationId !== void 0 && !FORGE_OPERATIONS[operationId]) {
    throw new InspectError("unknown-operation", `${operationId} is not a forge operation of the API.`);
  }
  const { family, transaction } = detectShape(input.answer);
  const operation = operationId ? FORGE_OPERATIONS[operationId] : void 0;
  if (operation && operation.family !== family) {
    throw new InspectError(
      "shape-mismatch",
      `This answer holds ${SHAPES[family].described}, but ${operationId} answers with ${SHAPES[operation.family].described}. Was it forged for another chain?`
    );
  }
  const { inspect: inspect7 } = await CHECKERS[family]();
  const result = await inspect7({
    transaction,
    operationId,
    stakingIdentifier: input.stakingIdentifier ?? operation?.identifier,
    request
  });
  return {
    operationId: result.operationId,
    operationDetected: operationId === void 0 && result.operationId !== void 0,
    stakingIdentifier: result.stakingIdentifier,
    decoded: result.decoded,
    checks: result.checks,
    verdict: verdictOf(result.checks, request !== void 0)
  };
}
var ForgeCheckError = class extends Error {
  inspection;
  constructor(inspection) {
    const rows = inspection.checks.filter((check) => check.status === "differs" || check.status === "not-given");
    super(`Refusing to sign: the forged transaction is not what was asked for.
${rows.map(describeCheck).join("\n")}`);
    this.name = "ForgeCheckError";
    this.inspection = inspection;
  }
};
async function assertSafeToSign(input) {
  const inspection = await inspectForge(input);
  if (inspection.verdict !== "matches") throw new ForgeCheckError(inspection);
  return inspection;
}
var STATUS_WORDS = {
  matches: "matches",
  differs: "DIFFERS",
  absent: "not in this transaction",
  "not-given": "not in the request"
};
function describeCheck(check) {
  const where = check.variant ? ` [${check.variant}]` : "";
  const values = check.status === "differs" ? `: asked for ${check.expected ?? "?"}, the transaction has ${check.actual ?? "(none)"}` : check.status === "matches" ? ` (${check.actual})` : check.note ? `: ${check.note}` : "";
  return `  ${check.label}${where}: ${STATUS_WORDS[check.status]}${values}`;
}
function summarizeInspection(inspection) {
  const { decoded, checks } = inspection;
  const count = (status) => checks.filter((c) => c.status === status).length;
  const what = [
    decoded.actions.map((a) => a.name).join(" + "),
    ...decoded.amount ? [decoded.amount.value] : [],
    ...decoded.validator ? [`${decoded.validator.label}: ${decoded.validator.value}`] : []
  ].join(", ");
  const absent = count("absent") ? `, ${count("absent")} not in this transaction` : "";
  return `${what}
Checked against the request: ${count("matches")} match${absent}, ${count("differs")} differ.`;
}
function formatInspection(inspection) {
  const { decoded } = inspection;
  const action = decoded.actions.map((a) => a.name).join(", ");
  const lines = [
    `${inspection.operationId ?? "Unknown operation"}: ${action}`,
    ...[decoded.validator, decoded.amount].filter((d) => d !== void 0).map((d) => `  ${d.label}: ${d.value}`),
    ...inspection.checks.map(describeCheck)
  ];
  return lines.join("\n");
}
export {
  FORGE_OPERATIONS,
  ForgeCheckError,
  InspectError,
  SHAPES,
  assertSafeToSign,
  describeCheck,
  detectShape,
  familyOfOperation,
  formatInspection,
  inspectForge,
  isOperationFact,
  preloadChecker,
  summarizeInspection
};

// The check every chain family runs: read the transaction, rebuild what the API's own forge code
// makes of the request (with the chain state the answer carries), and account for every part of
// the transaction: each one comes from the request, is fixed by the operation, is chain state of
// its type and range, is a fee within the chain's ceiling, or is open (only the chain can confirm
// it). Anything else differs, named by the part it sits in, and so does a part whose field the
// family's table (lib/chains/check/fields.ts) has no row for.
import { InvalidRequest, Refused } from './errors';
import { InspectError } from './inspect-error';
import type {
  Context,
  FamilyChecker,
  FamilyInput,
  FamilyResult,
  Rebuilt,
  RequestFields,
} from './family';
import { requestFieldLabel, showRequestValue } from './request-fields';
import { at, diffTrees, isWithin, leaves, show, showLeaf, type Tree } from './tree';
import type { Check, ForgeRequest, Part, PartSource } from './types';
import { amountOf, formatAmount } from './amounts';

export async function runFamily<Answer>(
  checker: FamilyChecker<Answer>,
  input: FamilyInput,
): Promise<FamilyResult> {
  const answer = await checker.read(input.transaction);
  const stakingIdentifier = checker.identifier(answer, input.stakingIdentifier, input.request);
  const detected = input.operationId === undefined;
  const operationId = input.operationId ?? checker.detect(answer);
  const decoded = checker.summarize(answer, operationId, stakingIdentifier, input.chainState);
  const result = (checks: Check[], parts: Part[] = []): FamilyResult => ({
    decoded,
    operationId,
    stakingIdentifier,
    checks: [operationCheck(operationId, detected), ...checks],
    parts,
  });
  if (!operationId || !input.request) return result([]);

  const context: Context = {
    operationId,
    request: input.request,
    stakingIdentifier,
    now: input.now,
    chainState: input.chainState,
  };
  const fields = input.operations[operationId]!;
  const misfit = requestMisfit(operationId, fields, input.request);
  if (misfit)
    return detected ? result([doesNotFit(operationId, misfit)]) : badRequest(operationId, misfit);
  let rebuilt: Rebuilt;
  try {
    rebuilt = await checker.rebuild(answer, context);
  } catch (error) {
    if (error instanceof InvalidRequest)
      return detected
        ? result([doesNotFit(operationId, error.message, error.field)])
        : badRequest(operationId, error.message);
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
    input.knownField,
  );
  return result(checks, parts);
}

function badRequest(operationId: string, message: string): never {
  throw new InspectError(
    'bad-request',
    `The request is not one ${operationId} accepts: ${message.replace(/\.$/, '')}.`,
  );
}

function operationCheck(operationId: string | undefined, detected: boolean): Check {
  if (!operationId) {
    return {
      field: 'operation',
      label: 'Operation',
      status: 'differs',
      expected: 'a transaction a forge call of the API makes',
      actual: 'none of them',
      note: 'No forge call of the API makes this transaction: nothing in it can be explained.',
    };
  }
  if (detected) {
    return {
      field: 'operation',
      label: 'Operation',
      status: 'open',
      actual: operationId,
      note:
        `Read from the transaction, as no operation was given: the check cannot tell whether ` +
        `${operationId} is the call you made. Give the operation (choose it, or pass ` +
        `operationId) to check against it.`,
    };
  }
  return {
    field: 'operation',
    label: 'Operation',
    status: 'matches',
    expected: operationId,
    actual: operationId,
    note: 'The transaction is checked against what this forge call makes of your request.',
  };
}

function doesNotFit(operationId: string, message: string, field = 'request'): Check {
  return {
    field,
    label: 'The request',
    status: 'differs',
    expected: `a request of ${operationId}, the transaction's action`,
    actual: message.replace(/\.$/, ''),
    note:
      `The request does not fit the action this transaction performs (${operationId}): it was ` +
      `forged for another call than the one you made.`,
  };
}

function refusedCheck(error: { field: string; message: string }): Check {
  return {
    field: error.field,
    label: requestFieldLabel(error.field),
    status: 'differs',
    actual: error.message,
    note:
      "The API's forge refuses this request in the chain state the transaction carries: no " +
      'forge call makes this transaction.',
  };
}

/** What makes a request unfit for an operation: a required field missing, or a field the operation does not have. */
function requestMisfit(
  operationId: string,
  { required, optional }: RequestFields,
  request: ForgeRequest,
): string | undefined {
  const missing = required.filter(
    (field) => request[field] === undefined || request[field] === null || request[field] === '',
  );
  if (missing.length) return `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing`;
  const unknown = Object.keys(request).filter(
    (field) => !required.includes(field) && !optional.includes(field),
  );
  if (unknown.length)
    return `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of ${operationId}`;
  return undefined;
}

// ------------------------------------------------------------------ where each request field lands

/** Another amount ("25" → "26"), number, or date one day on; else the family's other value of the field's kind. */
function perturb<Answer>(checker: FamilyChecker<Answer>, field: string, value: unknown): unknown {
  if (typeof value === 'number' && Number.isInteger(value)) return value + 1;
  if (typeof value === 'string' && /^(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(value)) {
    const [whole, fraction] = value.split('.');
    return `${BigInt(whole!) + 1n}${fraction === undefined ? '' : `.${fraction}`}`;
  }
  if (
    typeof value === 'string' &&
    /^\d{4}-\d\d-\d\dT/.test(value) &&
    !Number.isNaN(Date.parse(value))
  )
    return new Date(Date.parse(value) + 86_400_000).toISOString();
  return checker.perturb(field, value);
}

/**
 * Where each request field lands in the transaction: the forge run again with the field's value
 * changed, and the parts that change with it. Undefined for a field whose place could not be found.
 */
async function locateFields<Answer>(
  checker: FamilyChecker<Answer>,
  answer: Answer,
  context: Context,
  expected: Tree,
): Promise<Map<string, string[] | undefined>> {
  const where = new Map<string, string[] | undefined>();
  for (const [field, value] of Object.entries(context.request)) {
    if (value === undefined || value === null || value === '') continue;
    const other = perturb(checker, field, value);
    if (other === undefined) {
      where.set(field, undefined);
      continue;
    }
    try {
      const changed = await checker.rebuild(answer, {
        ...context,
        request: { ...context.request, [field]: other },
      });
      where.set(
        field,
        diffTrees(expected, changed.expected).map((d) => d.path),
      );
    } catch {
      where.set(field, undefined);
    }
  }
  return where;
}

// ------------------------------------------------------------------ accounting for every part

const touches = (a: string, b: string) => isWithin(a, b) || isWithin(b, a);

function compare<Answer>(
  checker: FamilyChecker<Answer>,
  context: Context,
  { required, optional }: RequestFields,
  actual: Tree,
  rebuilt: Rebuilt,
  where: Map<string, string[] | undefined>,
  knownField: (path: string) => boolean,
): { checks: Check[]; parts: Part[] } {
  const { request, stakingIdentifier } = context;
  const name = (path: string) => checker.describe(path, stakingIdentifier, actual);
  const bounded = rebuilt.bounded;
  const underBound = (path: string) => bounded.some((b) => b.paths.some((p) => isWithin(path, p)));
  const all = diffTrees(rebuilt.expected, actual).filter((d) => !underBound(d.path));
  // A part that restates others (raw bytes, an account list) is named only when nothing else in
  // what it restates differs.
  const primary = all.filter((d) => name(d.path).repeats === undefined);
  const differences = all.filter((d) => {
    const repeats = name(d.path).repeats;
    return repeats === undefined || !primary.some((o) => isWithin(o.path, repeats));
  });
  const shown = (path: string, tree: Tree | undefined) => {
    const { unit, show: reading } = name(path);
    if (unit && typeof tree === 'string' && /^"?\d+"?$/.test(tree))
      return formatAmount(amountOf(BigInt(showLeaf(tree)), unit));
    if (reading && typeof tree === 'string') return reading(showLeaf(tree));
    return show(tree);
  };

  const checks: Check[] = [];
  const fieldOf = new Map<string, string>();
  for (const field of [...required, ...optional]) {
    const value = request[field];
    if (value === undefined || value === null || value === '') continue;
    const paths = where.get(field);
    const label = requestFieldLabel(field);
    const expected = showRequestValue(field, value, checker.unit(stakingIdentifier));
    if (paths === undefined) {
      checks.push({
        field,
        label,
        status: differences.length ? 'differs' : 'matches',
        expected,
        note: 'Where this value sits in the transaction could not be found; the rows below account for every part.',
      });
      continue;
    }
    if (paths.length === 0) {
      checks.push({
        field,
        label,
        status: 'absent',
        expected,
        note:
          checker.absentNotes[field] ??
          'The transaction does not carry it: the API uses it to read chain state (see the rows below).',
      });
      continue;
    }
    for (const path of paths) if (!fieldOf.has(path)) fieldOf.set(path, field);
    const hit = differences.find((d) => paths.some((p) => touches(d.path, p)));
    const first = name(paths[0]!);
    const places =
      paths.length > 1
        ? ` and ${paths.length - 1} more ${paths.length === 2 ? 'place' : 'places'}`
        : '';
    checks.push({
      field,
      label,
      status: hit ? 'differs' : 'matches',
      expected,
      actual: shown(paths[0]!, at(actual, paths[0]!)),
      note: hit
        ? `Where the request puts it, the transaction has something else: ${name(hit.path).label} (see its row).`
        : `In the transaction: ${first.label}${places}.${first.note ? ` ${first.note}` : ''}`,
      parts: paths,
    });
  }
  for (const d of differences) {
    checks.push({
      field: d.path || 'transaction',
      label: name(d.path).label,
      status: 'differs',
      expected:
        d.expected === undefined
          ? '(nothing: the request forges no such part)'
          : shown(d.path, d.expected),
      actual: d.actual === undefined ? '(missing)' : shown(d.path, d.actual),
      note:
        d.expected === undefined
          ? 'Nothing explains this part: the forge does not make it from your request.'
          : d.actual === undefined
            ? 'The transaction lacks a part the forge makes from your request.'
            : undefined,
      parts: [d.path],
    });
  }
  for (const b of bounded) {
    checks.push({
      field: b.paths[0] ?? b.label,
      label: b.label,
      status: b.within ? b.kind : 'differs',
      expected: b.bound,
      actual: b.actual,
      ...(b.note ? { note: b.note } : {}),
      parts: b.paths,
    });
  }

  // A field the table lacks is refused even where it equals the forge's own: one decoder made
  // both, so a field it starts to read (a new library version) would otherwise pass unexplained.
  const unknown: string[] = [];
  const parts: Part[] = leaves(actual).map(([path, leaf]) => {
    const bound = bounded.find((b) => b.paths.some((p) => isWithin(path, p)));
    const field = [...fieldOf.entries()].find(([p]) => isWithin(path, p))?.[1];
    const differs = all.some((d) => touches(path, d.path));
    const known = knownField(path);
    if (!differs && !known) unknown.push(path);
    const source: PartSource =
      differs || !known
        ? 'differs'
        : bound
          ? bound.within
            ? bound.kind
            : 'differs'
          : field
            ? 'request'
            : 'operation';
    return {
      path,
      label: name(path).label,
      value: shown(path, leaf),
      source,
      ...(source === 'request' && field ? { field } : {}),
    };
  });
  for (const path of unknown) {
    checks.push({
      field: path,
      label: name(path).label,
      status: 'differs',
      expected: 'a field this check knows',
      actual: shown(path, at(actual, path)),
      note: 'Not a field this check knows: it is refused rather than passed unexplained.',
      parts: [path],
    });
  }
  checks.push(wholeCheck(parts, differences.length + unknown.length));
  return { checks, parts };
}

function wholeCheck(parts: Part[], missingOrDiffering: number): Check {
  const count = (source: PartSource) => parts.filter((p) => p.source === source).length;
  const differing = count('differs');
  const summary = [
    `${count('request')} from the request`,
    `${count('operation')} fixed by the operation`,
    `${count('state')} chain state`,
    `${count('fee')} fee`,
    ...(count('open') ? [`${count('open')} open`] : []),
    ...(differing ? [`${differing} unexplained`] : []),
  ].join(', ');
  const fine = differing === 0 && missingOrDiffering === 0;
  return {
    field: 'transaction',
    label: 'Every part of the transaction',
    status: fine ? 'matches' : 'differs',
    expected:
      'each part explained by the request, the operation, chain state or a fee within its ceiling',
    actual: `${parts.length} parts: ${summary}`,
    note: fine
      ? "Nothing in the transaction is unexplained: it is, part for part, what the API's forge " +
        'makes of your request, with the chain state and fees listed above.'
      : 'Parts of the transaction are not what the forge makes of your request (the rows above name them).',
  };
}

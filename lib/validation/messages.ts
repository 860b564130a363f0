// One way to report a mistake in what authors write (site config, sidebars, front
// matter): the file, the path of the key inside it, what is wrong, and for a
// misspelt key the closest key that would have been accepted.
import { distance } from 'fastest-levenshtein';
import { z } from 'zod';

/**
 * The accepted key closest to a misspelt one, if it is close enough to be what was meant.
 */
export function closestKey(key: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(key.length / 3))
    ? best
    : undefined;
}

/**
 * "navbar.items[1].label" from zod's path.
 */
export function formatPath(path: readonly PropertyKey[]) {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

/**
 * A strict object whose unknown keys are reported by name with a "did you mean".
 * `hints` explains keys that are refused on purpose (for example a Docusaurus key
 * this site does not use) instead of guessing a spelling.
 */
export function strictObject<T extends z.ZodRawShape>(
  shape: T,
  hints: Record<string, string> = {},
): z.ZodObject<T, z.core.$strict> {
  const accepted = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      return issue.keys
        .map((key) => {
          if (hints[key]) return `unknown key "${key}": ${hints[key]}`;
          const near = closestKey(key, accepted);
          return near
            ? `unknown key "${key}". Did you mean "${near}"?`
            : `unknown key "${key}". Accepted keys: ${accepted.map((k) => `"${k}"`).join(', ')}.`;
        })
        .join('; ');
    },
  });
}

/** What a value is, in an author's words: `the text "yes please"`, `the number 3`, `a list`. */
function describeValue(value: unknown): string {
  if (value === null) return 'an empty value';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return `the text ${JSON.stringify(value)}`;
    case 'number':
    case 'bigint':
      return `the number ${String(value)}`;
    case 'boolean':
      return String(value);
    case 'object':
      return value instanceof Date ? 'a date' : 'a group of keys';
    default:
      return `a ${typeof value}`;
  }
}

/** What zod's type names ask for, in an author's words. */
const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of keys',
  record: 'a group of keys',
  date: 'a date',
  null: 'empty',
};

const quoteAll = (values: readonly unknown[]) =>
  values.map((v) => (typeof v === 'string' ? JSON.stringify(v) : String(v))).join(', ');

/** "1 item", "3 characters": the unit of a size limit by what it measures. */
function sized(count: number | bigint, origin: string) {
  const unit: Record<string, string> = { string: 'character', array: 'item', set: 'item' };
  const one = unit[origin] ?? 'entry';
  return `${count} ${Number(count) === 1 ? one : `${one}s`}`;
}

/** The shape of the issues the map below is handed (zod's raw issues, their value included). */
type RawIssue = z.core.$ZodRawIssue;

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>) {
  const { minimum, inclusive, origin } = issue;
  if (origin === 'number' || origin === 'bigint' || origin === 'date')
    return `must be ${inclusive ? 'at least' : 'more than'} ${String(minimum)}, not ${describeValue(issue.input)}`;
  if (issue.exact) return `must have exactly ${sized(minimum, origin)}`;
  if (Number(minimum) === 1 && origin === 'string') return 'must not be empty';
  if (Number(minimum) === 1) return 'must not be an empty list';
  return `must have at least ${sized(minimum, origin)}`;
}

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>) {
  const { maximum, inclusive, origin } = issue;
  if (origin === 'number' || origin === 'bigint' || origin === 'date')
    return `must be ${inclusive ? 'at most' : 'less than'} ${String(maximum)}, not ${describeValue(issue.input)}`;
  if (issue.exact) return `must have exactly ${sized(maximum, origin)}`;
  return `must have at most ${sized(maximum, origin)}`;
}

/** What a string format asks for, by zod's format names. */
const FORMATS: Record<string, string> = {
  url: 'a full URL, e.g. "https://example.org/"',
  email: 'an email address, e.g. "team@example.org"',
  date: 'a date written YYYY-MM-DD, e.g. "2026-11-25"',
  datetime: 'a date and time, e.g. "2026-11-25T10:00:00Z"',
  time: 'a time, e.g. "10:00:00"',
  uuid: 'a UUID',
};

function invalidFormat(issue: Extract<RawIssue, { code: 'invalid_format' }>) {
  const got = describeValue(issue.input);
  const detail = issue as { prefix?: string; suffix?: string; includes?: string; pattern?: string };
  switch (issue.format) {
    case 'regex':
      return `${got} does not match the pattern ${detail.pattern}`;
    case 'starts_with':
      return `must start with ${JSON.stringify(detail.prefix)}, not ${got}`;
    case 'ends_with':
      return `must end with ${JSON.stringify(detail.suffix)}, not ${got}`;
    case 'includes':
      return `must contain ${JSON.stringify(detail.includes)}, not ${got}`;
    default:
      return `must be ${FORMATS[issue.format] ?? `a valid ${issue.format}`}, not ${got}`;
  }
}

/** Each alternative of a union that failed, as the message its own issue got. */
function invalidUnion(issue: Extract<RawIssue, { code: 'invalid_union' }>) {
  const note = issue as { discriminator?: string; options?: unknown[] };
  if (note.options && note.discriminator) {
    const tag = (issue.input as Record<string, unknown> | undefined)?.[note.discriminator];
    return `must be one of ${quoteAll(note.options)}, not ${describeValue(tag)}`;
  }
  const wanted = issue.errors.map((branch) =>
    branch.length === 1 && branch[0].code === 'invalid_type' && branch[0].path.length === 0
      ? (EXPECTED[branch[0].expected] ?? branch[0].expected)
      : undefined,
  );
  if (wanted.length && wanted.every(Boolean))
    return `must be ${[...new Set(wanted)].join(' or ')}, not ${describeValue(issue.input)}`;
  const reasons = issue.errors.map((branch) =>
    branch
      .map((i) => (i.path.length ? `${formatPath(i.path)}: ${i.message}` : i.message))
      .join(', '),
  );
  return `matches none of its accepted forms (${reasons.join('; or ')})`;
}

/**
 * The message of each zod issue kind for authors: what is wrong with the value they wrote.
 * A message a schema sets itself outranks this one (zod asks the schema first).
 */
export function authorMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'required, but missing';
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${describeValue(issue.input)}`;
    case 'invalid_value': {
      const got = describeValue(issue.input);
      if (issue.values.length === 1) return `must be ${quoteAll(issue.values)}, not ${got}`;
      const near =
        typeof issue.input === 'string'
          ? closestKey(
              issue.input,
              issue.values.filter((v) => typeof v === 'string'),
            )
          : undefined;
      return `must be one of ${quoteAll(issue.values)}, not ${got}${near ? `. Did you mean "${near}"?` : ''}`;
    }
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `unknown key "${issue.keys[0]}"`
        : `unknown keys ${quoteAll(issue.keys)}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}, not ${describeValue(issue.input)}`;
    case 'invalid_key':
      return `has a key that is not accepted: ${issue.issues.map((i) => i.message).join(', ')}`;
    case 'invalid_element':
      return `has an entry that is not accepted: ${issue.issues.map((i) => i.message).join(', ')}`;
    case 'invalid_union':
      return invalidUnion(issue);
    case 'custom':
    default:
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : `${describeValue(issue.input)} is not accepted here`;
  }
}

/**
 * Validates what an author wrote against a schema, every issue worded by authorMessage.
 */
export function parseAuthored<T extends z.ZodType>(schema: T, value: unknown) {
  return schema.safeParse(value, { error: authorMessage });
}

/**
 * Zod's issues as lines "- path: message" (an unknown key's path ends with the key itself).
 */
export function formatIssues(error: z.ZodError) {
  return error.issues
    .map((issue) => {
      const path =
        issue.code === 'unrecognized_keys' && issue.keys.length === 1
          ? [...issue.path, issue.keys[0]]
          : issue.path;
      return `- ${path.length ? formatPath(path) : '(root)'}: ${issue.message}`;
    })
    .join('\n');
}

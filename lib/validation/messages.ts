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
      const message =
        (issue.code === 'invalid_type' && issue.input === undefined) ||
        / received undefined$/.test(issue.message)
          ? 'required, but missing'
          : issue.message;
      return `- ${path.length ? formatPath(path) : '(root)'}: ${message}`;
    })
    .join('\n');
}

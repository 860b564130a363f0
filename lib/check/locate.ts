// Where a mistake that a validator names by its key path ("navbar.items[1].lable") stands in
// the file an author wrote, so the content check can print it as file:line:column.
import type { Problem } from './types';

/** The line and column of `key:` in a source text (its first occurrence), else 1:1. */
function locateKey(text: string, keys: string[]): { line: number; column: number } {
  const lines = text.split('\n');
  for (const key of keys) {
    const pattern = new RegExp(
      `(^|[\\s{,'"])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`,
    );
    for (let i = 0; i < lines.length; i++) {
      const match = pattern.exec(lines[i]);
      if (match) return { line: i + 1, column: match.index + match[1].length + 1 };
    }
  }
  return { line: 1, column: 1 };
}

/** Where a string literal ('x' or "x") first stands in a source text. */
function locateString(text: string, value: string) {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const column = Math.max(lines[i].indexOf(`'${value}'`), lines[i].indexOf(`"${value}"`));
    if (column >= 0) return { line: i + 1, column: column + 1 };
  }
  return undefined;
}

/** The keys of "navbar.items[1].lable", innermost first: where to look for it in the file. */
const keysOfPath = (keyPath: string) =>
  keyPath
    .split(/[.[\]]+/)
    .filter((part) => part && !/^\d+$/.test(part))
    .reverse();

/**
 * An error message of the form "<file> is invalid:\n- path: message" (or "<file>: message") as
 * problems, each at the key it names.
 */
export function problemsOfMessage(file: string, text: string, message: string): Problem[] {
  const items = message.split('\n').filter((line) => line.startsWith('- '));
  if (!items.length) {
    const body = message.replace(new RegExp(`^${file}:? `), '');
    const key = /^([\w.[\]]+?)(?: |:)/.exec(body)?.[1] ?? '';
    const docId = /names the doc "([^"]+)"/.exec(body)?.[1];
    const at = (docId && locateString(text, docId)) || locateKey(text, keysOfPath(key));
    return [{ file, ...at, message: body }];
  }
  const parsed = items.map((item) => {
    const [, keyPath, rest] = /^- (.*?): (.*)$/s.exec(item) ?? [, '', item.slice(2)];
    return { keyPath, rest };
  });
  const parentOf = (keyPath: string) => keyPath.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
  return parsed.map(({ keyPath, rest }) => {
    // A missing key is not in the file: point at a key written beside it (often its misspelling).
    const sibling =
      rest === 'required, but missing'
        ? parsed.find(
            (other) => other.keyPath !== keyPath && parentOf(other.keyPath) === parentOf(keyPath),
          )
        : undefined;
    const at =
      keyPath === '(root)'
        ? { line: 1, column: 1 }
        : locateKey(text, keysOfPath(sibling?.keyPath ?? keyPath));
    return { file, ...at, message: keyPath === '(root)' ? rest : `${keyPath}: ${rest}` };
  });
}

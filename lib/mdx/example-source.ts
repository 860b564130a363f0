import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the example programs live: one real TypeScript file per example, type-checked by `npm test`. */
export const EXAMPLES_DIR = path.join(process.cwd(), 'content', 'examples');

const FILE_NAME = /^[a-z0-9][a-z0-9-]*\.ts$/;
const REGION_START = /^\s*\/\/\s*#region\s+([\w-]+)\s*$/;
const REGION_END = /^\s*\/\/\s*#endregion(?:\s+[\w-]+)?\s*$/;

export interface ExcerptOptions {
  /** A named region, marked in the file with `// #region name` and `// #endregion`. */
  region?: string;
  /** A 1-based inclusive line range of the file as shown in full, such as "12-30" or "7". */
  lines?: string;
}

/** Reads an example program. The name is a bare file name, so a page cannot reach outside the folder. */
export async function readExample(file: string): Promise<string> {
  if (!FILE_NAME.test(file)) {
    throw new Error(
      `ExampleSource: "${file}" is not a file name like "sol-staking-example.ts" in content/examples/.`,
    );
  }
  return readFile(path.join(EXAMPLES_DIR, file), 'utf8');
}

/** The program as the reader sees it in full: region markers are for excerpts only, so they are dropped. */
export function fullProgram(source: string): string {
  return source
    .split(/\r?\n/)
    .filter((line) => !REGION_START.test(line) && !REGION_END.test(line))
    .join('\n')
    .trimEnd();
}

/** Removes the indentation that every non-blank line shares, so an excerpt starts at column 0. */
export function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines
    .filter((line) => line.trim() !== '')
    .map((line) => /^ */.exec(line)![0].length);
  const common = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(common)).join('\n');
}

function regionOf(source: string, name: string, file: string): string {
  const lines = source.split(/\r?\n/);
  const start = lines.findIndex((line) => REGION_START.exec(line)?.[1] === name);
  if (start === -1) throw new Error(`ExampleSource: ${file} has no "// #region ${name}".`);
  let depth = 0;
  for (let i = start + 1; i < lines.length; i += 1) {
    if (REGION_START.test(lines[i])) depth += 1;
    else if (REGION_END.test(lines[i])) {
      if (depth === 0) return fullProgram(lines.slice(start + 1, i).join('\n'));
      depth -= 1;
    }
  }
  throw new Error(`ExampleSource: region "${name}" of ${file} has no "// #endregion".`);
}

function linesOf(program: string, range: string, file: string): string {
  const match = /^(\d+)(?:-(\d+))?$/.exec(range.trim());
  const all = program.split('\n');
  const from = match ? Number(match[1]) : NaN;
  const to = match?.[2] ? Number(match[2]) : from;
  if (!match || from < 1 || to < from || to > all.length) {
    throw new Error(
      `ExampleSource: lines="${range}" is not a range within the ${all.length} lines of ${file}.`,
    );
  }
  return all.slice(from - 1, to).join('\n');
}

/** The code to show: the whole program, one named region, or a line range of the whole program. */
export function excerpt(
  source: string,
  file: string,
  { region, lines }: ExcerptOptions = {},
): string {
  if (region && lines) throw new Error('ExampleSource: give either region or lines, not both.');
  if (region) return dedent(regionOf(source, region, file)).trim();
  const program = fullProgram(source);
  if (lines) return dedent(linesOf(program, lines, file)).replace(/^\n+|\s+$/g, '');
  return program;
}

// @vitest-environment node
// A family's name as a string in code says something of that family outside its folder: what the
// code knows of it belongs in the family's definition (lib/chains/<family>/index.ts), read through
// the registry. The name may stand as a string in the family's own folder, the registry, the
// family's sandbox module, and in the docs pages, the API description and the tests. Found with
// TypeScript's parser: string literals of code and of JSDoc types, not the prose of comments.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from './registry';

const FAMILY_NAMES = new Set(Object.keys(FAMILIES));
const ROOTS = ['app', 'components', 'lib', 'scripts', 'content/examples'];
/** The checker bundle, written from lib/chains by scripts/examples/checker-bundle.mjs. */
const GENERATED = new Set([
  'content/examples/check-transaction.mjs',
  'content/examples/check-transaction.d.mts',
]);
const isTest = (file: string) =>
  /\.(test|e2e|examples)\.(ts|tsx|mts|mjs)$/.test(file) ||
  /(^|\/)test-support\.(ts|mjs)$/.test(file);

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : codeFiles(file);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name) ? [file] : [];
  });
}

/** Where a family's name may be written as a string. */
function mayName(file: string, family: string): boolean {
  return (
    file.startsWith(`lib/chains/${family}/`) ||
    file === 'lib/chains/registry.ts' ||
    file === `scripts/sandbox/chains/${family}.mjs`
  );
}

/** Each string literal of the file (JSDoc types included) that is a family's name, with its line. */
function familyStrings(
  file: string,
  text = readFileSync(file, 'utf8'),
): { family: string; line: number }[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : undefined,
  );
  const found: { family: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      FAMILY_NAMES.has(node.text)
    ) {
      found.push({
        family: node.text,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
    }
    for (const doc of (node as { jsDoc?: ts.Node[] }).jsDoc ?? []) visit(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('family names in code', () => {
  const files = ROOTS.flatMap(codeFiles).filter((file) => !GENERATED.has(file) && !isTest(file));

  it("stand only in their family's folder, the registry and the family's sandbox module", () => {
    const outside = files.flatMap((file) =>
      familyStrings(file)
        .filter(({ family }) => !mayName(file, family))
        .map(({ family, line }) => `${file}:${line} '${family}'`),
    );
    expect(outside).toEqual([]);
  });

  it('are found in code and in JSDoc types, not in the prose of comments', () => {
    const [family] = FAMILY_NAMES;
    const sample = [
      `// A comment may say '${family}'.`,
      `/** So may prose: chainFamilyPath('${family}'). @type {'${family}' | undefined} */`,
      'let chosen;',
      `if (chosen === '${family}') chosen = \`${family}\`;`,
      `switch (chosen) { case "${family}": break; }`,
    ].join('\n');
    expect(familyStrings('sample.mjs', sample).map(({ line }) => line)).toEqual([2, 4, 4, 5]);
    expect(files.length).toBeGreaterThan(100);
  });
});

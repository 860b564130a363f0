import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';

const run = promisify(execFile);
const ROOT = process.cwd();
const EXAMPLE = path.join(ROOT, 'content', 'examples', 'sol-unstaking-example.ts');
const work = mkdtempSync(path.join(tmpdir(), 'api-types-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Renames a property of a schema in a copy of openapi/, wherever the schema is defined. */
function renameProperty(openapiDir: string, schema: string, from: string, to: string): void {
  const dir = path.join(openapiDir, 'components');
  for (const file of readdirSync(dir)) {
    const doc = parseDocument(readFileSync(path.join(dir, file), 'utf8'));
    const properties = doc.getIn(['components', 'schemas', schema, 'properties']);
    if (!properties) continue;
    doc.setIn(
      ['components', 'schemas', schema, 'properties', to],
      doc.getIn(['components', 'schemas', schema, 'properties', from]),
    );
    doc.deleteIn(['components', 'schemas', schema, 'properties', from]);
    const required = doc.getIn(['components', 'schemas', schema, 'required']) as
      { items: { value: string }[] } | undefined;
    for (const item of required?.items ?? []) if (item.value === from) item.value = to;
    writeFileSync(path.join(dir, file), doc.toString());
    return;
  }
  throw new Error(`No schema ${schema} in ${dir}`);
}

describe('example programs against the API description', () => {
  it('stop compiling when a field they use is renamed in openapi/', async () => {
    const openapiDir = path.join(work, 'openapi');
    cpSync(path.join(ROOT, 'openapi'), openapiDir, { recursive: true });
    renameProperty(openapiDir, 'SolanaUnsignedTransaction', 'hash', 'serializedTransaction');

    const types = path.join(work, 'api-types.ts');
    await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/build/generate-api-types.mjs',
        '--openapi-dir',
        openapiDir,
        '--output',
        types,
      ],
      { cwd: ROOT },
    );
    expect(readFileSync(types, 'utf8')).toContain('serializedTransaction: string');

    // The example's "./api-types" resolves to the renamed types through rootDirs.
    const { compilerOptions } = JSON.parse(
      readFileSync(path.join(ROOT, 'tsconfig.examples.json'), 'utf8'),
    );
    const tsconfig = path.join(work, 'tsconfig.json');
    writeFileSync(
      tsconfig,
      JSON.stringify({
        compilerOptions: {
          ...compilerOptions,
          rootDirs: [path.dirname(EXAMPLE), work],
          typeRoots: [path.join(ROOT, 'node_modules', '@types')],
        },
        files: [EXAMPLE, types],
      }),
    );
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const failure = await run(process.execPath, [tsc, '-p', tsconfig], { cwd: ROOT }).then(
      () => null,
      (error: { stdout: string }) => error,
    );
    expect(failure, 'the example still compiled after the rename').not.toBeNull();
    const errors = failure!.stdout.split('\n').filter((line) => line.includes('error TS'));
    expect(errors.length).toBeGreaterThan(0);
    // Every error is the renamed field, so the check failed for the right reason.
    for (const line of errors) expect(line).toMatch(/'hash' does not exist/);
  });
});

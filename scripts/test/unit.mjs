#!/usr/bin/env node
// `npm test`: the description's types and the route types first (the type checks read them), then
// the type check of the site, the type check of the example programs, the lint, the formatter's
// check and the unit tests side by side, so that a machine's two cores are both at work: alone, the type checks leave one
// idle for a minute and a half. vitest's output shows as it runs, each other check's when it ends;
// npm test fails when any of them fails (the lint on any warning too). Arguments go to vitest
// (`npm test -- lib/urls.test.ts`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (/** @type {string} */ name) => path.join(ROOT, 'node_modules', '.bin', name);

/**
 * Runs a command in the project; resolves to its exit code and, unless `live`, its output.
 * @param {string} command
 * @param {string[]} args
 * @param {{ live?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args, { live = false, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const stdio = live ? 'inherit' : ['ignore', 'pipe', 'pipe'];
    const child = spawn(command, args, { cwd: ROOT, env, stdio });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

// next typegen loads next.config.mjs, which imports TypeScript modules of lib/: through tsx, as
// `npm run build` and `npm run dev` run next.
const WITH_TSX = { ...process.env, NODE_OPTIONS: `--import=tsx ${process.env.NODE_OPTIONS ?? ''}` };
for (const [command, args, env] of /** @type {[string, string[], NodeJS.ProcessEnv][]} */ ([
  [process.execPath, ['--import', 'tsx', 'scripts/build/generate-api-types.mjs'], process.env],
  [bin('next'), ['typegen'], WITH_TSX],
])) {
  const { code } = await run(command, args, { live: true, env });
  if (code !== 0) process.exit(code);
}

const checks = [
  { name: 'tsc --noEmit', done: run(bin('tsc'), ['--noEmit']) },
  {
    name: 'tsc --noEmit -p tsconfig.examples.json',
    done: run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.examples.json']),
  },
  { name: 'eslint --max-warnings 0 .', done: run(bin('eslint'), ['--max-warnings', '0', '.']) },
  { name: 'prettier --check .', done: run(bin('prettier'), ['--check', '.']) },
  {
    name: 'vitest run',
    done: run(bin('vitest'), ['run', ...process.argv.slice(2)], { live: true }),
  },
];
let failed = false;
for (const { name, done } of checks) {
  const { code, output } = await done;
  if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(code === 0 ? `✓ ${name}` : `✗ ${name} (exit code ${code})`);
  failed ||= code !== 0;
}
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// The check-transaction command: the check's own code (runCommand), given Node's files, standard
// input and terminal. Exit codes: 0 matches, 1 differs, 2 open, 3 bad input (see the README).
import { readFile, stat } from 'node:fs/promises';
import { MAX_INPUT_BYTES, runCommand } from '../check-transaction.mjs';

const tooLarge = () =>
  new Error(
    `it is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB, far more than any forge request or answer`,
  );

async function readBounded(path) {
  if ((await stat(path)).size > MAX_INPUT_BYTES) throw tooLarge();
  return readFile(path, 'utf8');
}

async function readStdin() {
  const chunks = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += chunk.length;
    if (size > MAX_INPUT_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await runCommand(process.argv.slice(2), {
  readFile: readBounded,
  readStdin,
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});

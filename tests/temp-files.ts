import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';

/**
 * A temporary folder holding the given files ({ 'docs/a/index.html': '<body>…' }), removed when
 * the test that made it finishes (called inside a test: the module may be shared by the test
 * files of one worker, so the cleanup belongs to the test, not to a file's hooks).
 */
export function folderWith(files: Record<string, string>, prefix = 'files-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

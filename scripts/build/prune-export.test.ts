import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneExport } from './prune-export.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function page(out: string, route: string, index: string, full: string) {
  const dir = path.join(out, route);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.txt'), index);
  fs.writeFileSync(path.join(dir, '__next._full.txt'), full);
  fs.writeFileSync(path.join(dir, '__next._tree.txt'), 'tree');
  return dir;
}

describe('pruneExport', () => {
  it('removes a full payload identical to index.txt and keeps everything else', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    dirs.push(out);
    const same = page(out, 'docs/a', 'payload of a', 'payload of a');
    const different = page(out, 'docs/b', 'payload of b', 'something else');
    expect(pruneExport(out)).toEqual({ saved: 'payload of a'.length, files: 1 });
    expect(fs.readdirSync(same).sort()).toEqual(['__next._tree.txt', 'index.txt']);
    expect(fs.readdirSync(different).sort()).toEqual(['__next._full.txt', '__next._tree.txt', 'index.txt']);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneExport } from './prune-export.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A page folder as next build exports it: the page, its payload and its prefetch files. */
function page(out: string, route: string) {
  const dir = path.join(out, route);
  fs.mkdirSync(dir, { recursive: true });
  const files = {
    'index.html': '<!DOCTYPE html>',
    'index.txt': 'payload',
    '__next._full.txt': 'payload',
    '__next._tree.txt': 'tree',
    '__next.!KHNpdGUp.txt': 'layout segment',
    '__next.!KHNpdGUp.docs.$c$slug.__PAGE__.txt': 'page segment',
    'notes.txt': 'a file of the site',
  };
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('pruneExport', () => {
  it("removes every per-segment prefetch file and keeps the page, its payload and the site's own files", () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'prune-'));
    dirs.push(out);
    const docs = page(out, 'docs/a');
    const root = page(out, '');
    const removed = ['payload', 'tree', 'layout segment', 'page segment'].join('').length;
    expect(pruneExport(out)).toEqual({ saved: 2 * removed, files: 8 });
    for (const dir of [docs, root])
      expect(
        fs
          .readdirSync(dir)
          .filter((name) => !fs.statSync(path.join(dir, name)).isDirectory())
          .sort(),
      ).toEqual(['index.html', 'index.txt', 'notes.txt']);
  });
});

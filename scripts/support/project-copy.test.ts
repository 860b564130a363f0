import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyProject } from './project-copy.mjs';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A small project with sources, build output and a node_modules. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-copy-'));
  made.push(root);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('package.json', '{"name":"site"}');
  write('content/docs/welcome.mdx', '# Welcome');
  write('content/sidebars.ts', 'export default {};');
  write('node_modules/next/package.json', '{"name":"next"}');
  write('out/index.html', '<h1>built</h1>');
  write('.next/cache/x', 'cache');
  write('.bench-scale/content/docs/left-over.mdx', '# Left by a stopped run');
  return root;
}

describe('copyProject', () => {
  it('copies the sources, leaves out what a build makes and hard-links node_modules', () => {
    const root = project();
    const work = path.join(root, '.bench-scale');
    copyProject(root, work);
    expect(fs.readFileSync(path.join(work, 'content/docs/welcome.mdx'), 'utf8')).toBe('# Welcome');
    expect(fs.existsSync(path.join(work, 'out'))).toBe(false);
    expect(fs.existsSync(path.join(work, '.next'))).toBe(false);
    // What a stopped run left is replaced, not kept, and the copy holds no copy of itself.
    expect(fs.existsSync(path.join(work, 'content/docs/left-over.mdx'))).toBe(false);
    expect(fs.existsSync(path.join(work, '.bench-scale'))).toBe(false);
    const [original, copy] = [
      path.join(root, 'node_modules/next/package.json'),
      path.join(work, 'node_modules/next/package.json'),
    ];
    expect(fs.statSync(copy).ino).toBe(fs.statSync(original).ino);
  });

  it('changes nothing in the project when the copy is written to', () => {
    const root = project();
    const work = path.join(root, '.fixture-build');
    copyProject(root, work, { skip: ['content'] });
    expect(fs.existsSync(path.join(work, 'content'))).toBe(false);
    fs.mkdirSync(path.join(work, 'content'));
    fs.writeFileSync(path.join(work, 'content/sidebars.ts'), 'export default { generated: [] };');
    expect(fs.readFileSync(path.join(root, 'content/sidebars.ts'), 'utf8')).toBe(
      'export default {};',
    );
    expect(fs.readdirSync(path.join(root, 'content/docs'))).toEqual(['welcome.mdx']);
  });
});

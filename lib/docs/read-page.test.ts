// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkPageData from '@/lib/mdx/remark-page-data';

// Counts the MDX parses, across the fresh module instances that stand for the build's processes.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/mdx/remark-page-data.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/mdx/remark-page-data')>();
  return {
    ...original,
    readPageData: (...args: Parameters<typeof original.readPageData>) => {
      parses.count += 1;
      return original.readPageData(...args);
    },
  };
});

/** readPage as a new build process loads it: nothing in memory, only what is on disk. */
async function freshProcess() {
  vi.resetModules();
  return (await import('./read-page')).readPage;
}

const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: A page.\n---\n\n## First steps\n\ntext\n\n### Keys\n`;

describe('page data cache', () => {
  let project: string;

  beforeEach(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'read-page-'));
    fs.mkdirSync(path.join(project, 'content', 'docs'), { recursive: true });
    fs.writeFileSync(path.join(project, 'content', 'docs', 'guide.mdx'), page('Guide'));
    vi.spyOn(process, 'cwd').mockReturnValue(project);
    parses.count = 0;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(project, { recursive: true, force: true });
  });

  it('parses a page once; another process of the build, and the next build, read it from disk', async () => {
    const first = (await freshProcess())('docs/guide');
    expect(first.frontMatter.title).toBe('Guide');
    expect(first.toc).toEqual([
      {
        id: 'first-steps',
        text: 'First steps',
        level: 2,
        children: [{ id: 'keys', text: 'Keys', level: 3, children: [] }],
      },
    ]);
    expect(parses.count).toBe(1);
    expect(fs.readdirSync(path.join(project, '.next', 'cache', 'page-data'))).toHaveLength(1);

    expect((await freshProcess())('docs/guide')).toEqual(first);
    expect(parses.count).toBe(1);
  });

  it('reads a page its compile has seen without parsing it again', async () => {
    const file = path.join(project, 'content', 'docs', 'guide.mdx');
    // The plugins of next.config.mjs, in their order.
    await compile(
      { value: fs.readFileSync(file, 'utf8'), path: file },
      { remarkPlugins: [remarkFrontmatter, remarkGfm, [remarkPageData, { root: project }]] },
    );
    expect((await freshProcess())('docs/guide').frontMatter.title).toBe('Guide');
    expect(parses.count).toBe(0);
  });

  it('parses an edited page again', async () => {
    (await freshProcess())('docs/guide');
    fs.writeFileSync(path.join(project, 'content', 'docs', 'guide.mdx'), page('Guide, edited'));
    expect((await freshProcess())('docs/guide').frontMatter.title).toBe('Guide, edited');
    expect(parses.count).toBe(2);
  });

  it('parses every page again when the code that reads pages changes', async () => {
    (await freshProcess())('docs/guide');
    fs.mkdirSync(path.join(project, 'lib', 'docs'), { recursive: true });
    fs.writeFileSync(
      path.join(project, 'lib', 'docs', 'frontmatter-schema.ts'),
      '// a changed schema\n',
    );
    (await freshProcess())('docs/guide');
    expect(parses.count).toBe(2);
  });

  it('keeps nothing of an invalid page: it fails the build every time, naming its file', async () => {
    fs.writeFileSync(
      path.join(project, 'content', 'docs', 'guide.mdx'),
      '---\ntitle: Guide\n---\n',
    );
    const message = /content\/docs\/guide\.mdx: invalid front matter/;
    await expect(freshProcess().then((readPage) => readPage('docs/guide'))).rejects.toThrow(
      message,
    );
    await expect(freshProcess().then((readPage) => readPage('docs/guide'))).rejects.toThrow(
      message,
    );
    expect(fs.existsSync(path.join(project, '.next', 'cache', 'page-data'))).toBe(false);
  });
});

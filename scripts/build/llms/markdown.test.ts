// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { excerpt, readExample } from '@/components/ExampleSource/source';
import { CHANGE_POLICY_MARKDOWN } from '@/components/ChangePolicy/markdown';
import { CHAIN_FACTS_MARKDOWN } from '@/lib/chains/tables/markdown';
import { getAllDocs } from '@/lib/docs';
import { extractFromMarkdown, extractFromMarkdownTree } from '@/lib/links/check.mjs';
import { markdownOfTree, mdxToMarkdown, mdxToMarkdownTree } from './markdown.mjs';

const convert = (source: string) =>
  mdxToMarkdown(source, {
    title: 'Page title',
    description: 'One sentence.',
    exampleCode: async (file: string, { region }: { region?: string }) => `// ${file} ${region ?? 'whole'}\nconst x = 1;`,
    rewriteUrl: (url: string) => (url.startsWith('/docs/') ? `https://site.example${url}.md` : url),
    file: 'content/docs/page.mdx',
  });

describe('MDX to Markdown (the copies for coding assistants)', () => {
  it('drops the front matter and starts with the title and description', async () => {
    const markdown = await convert('---\ntitle: Page title\ndescription: x\n---\n\n## Section\n\nText.\n');
    expect(markdown).toBe('# Page title\n\nOne sentence.\n\n## Section\n\nText.\n');
  });

  it('writes admonitions as block quotes led by their kind and title', async () => {
    const markdown = await convert('<Warning title="Ethereum-style keys">\nSign with the **chain** SDK.\n</Warning>\n\n<Note>\nPlain note.\n</Note>\n');
    expect(markdown).toContain('> **Warning: Ethereum-style keys**\n>\n> Sign with the **chain** SDK.');
    expect(markdown).toContain('> **Note**\n>\n> Plain note.');
  });

  it('writes code tabs as one section per tab', async () => {
    const markdown = await convert('<CodeTabs>\n<CodeTab label="curl">\n\n```bash\ncurl x\n```\n\n</CodeTab>\n<CodeTab label="TypeScript">\n\n```ts\nfetch(x)\n```\n\n</CodeTab>\n</CodeTabs>\n');
    expect(markdown).toContain('**curl**\n\n```bash\ncurl x\n```\n\n**TypeScript**\n\n```ts\nfetch(x)\n```');
    expect(markdown).not.toContain('CodeTab');
  });

  it('inlines example programs as fenced code, titled with the file when whole', async () => {
    const markdown = await convert('<ExampleSource file="sol-staking-example.ts" />\n\n<ExampleSource file="sol-staking-example.ts" region="sign" />\n');
    expect(markdown).toContain('```ts title="sol-staking-example.ts"\n// sol-staking-example.ts whole\nconst x = 1;\n```');
    expect(markdown).toContain('```ts\n// sol-staking-example.ts sign\nconst x = 1;\n```');
  });

  it('rewrites links and keeps inline HTML', async () => {
    const markdown = await convert('See [the welcome](/docs/welcome) and 10<sup>24</sup> yoctoNEAR.\n');
    expect(markdown).toContain('[the welcome](https://site.example/docs/welcome.md)');
    expect(markdown).toContain('10<sup>24</sup> yoctoNEAR.');
  });

  it('writes a component whose module gives its Markdown, made from its attributes where it takes them', async () => {
    const markdown = await mdxToMarkdown('Before <Count which="all" /> after.\n\n<Sheet identifier="OSMO" />\n', {
      title: 'Page title',
      exampleCode: () => '',
      componentMarkdown: { Count: ({ which }) => `(${which})`, Sheet: ({ identifier }) => `- **Chain**: ${identifier}` },
    });
    expect(markdown).toBe('# Page title\n\nBefore (all) after.\n\n- **Chain**: OSMO\n');
  });

  it('writes tables without padding each cell to the widest of its column', async () => {
    const markdown = await convert('| a | b |\n| --- | --- |\n| 1 | a much longer cell |\n');
    expect(markdown).toContain('| a | b |\n| - | - |\n| 1 | a much longer cell |');
  });

  it('fails with the file named for a component without a Markdown form', async () => {
    await expect(convert('<Tabs>\nx\n</Tabs>\n')).rejects.toThrow('content/docs/page.mdx: <Tabs> has no Markdown form yet');
  });

  it("gives the links and heading ids of every copy of the site from its tree, as parsing the written copy gives them", async () => {
    let links = 0;
    for (const doc of getAllDocs()) {
      const tree = await mdxToMarkdownTree(fs.readFileSync(doc.file, 'utf8'), {
        title: doc.frontMatter.title,
        description: doc.frontMatter.description,
        exampleCode: async (example, options) => excerpt(await readExample(example), example, options),
        rewriteUrl: (url) => (url.startsWith('/') ? `https://site.example${url}` : url),
        file: doc.file,
        componentMarkdown: { ...CHANGE_POLICY_MARKDOWN, ...CHAIN_FACTS_MARKDOWN },
      });
      const fromTree = extractFromMarkdownTree(tree);
      expect(fromTree, doc.file).toEqual(extractFromMarkdown(markdownOfTree(tree)));
      links += fromTree.links.length;
    }
    expect(links).toBeGreaterThan(100);
  });
});

// @vitest-environment node
import fs from 'node:fs';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { excerpt, readExample } from '@/lib/mdx/example-source';
import { CHAIN_FACTS_MARKDOWN } from '@/lib/chains/tables/markdown';
import { getAllDocs } from '@/lib/docs';
import { extractFromMarkdown, extractFromMarkdownTree } from '@/lib/links/check';
import { markdownOfTree, mdxToMarkdown, mdxToMarkdownTree } from './markdown.mjs';

const convert = (source: string) =>
  mdxToMarkdown(source, {
    title: 'Page title',
    description: 'One sentence.',
    rewriteUrl: (url: string) => (url.startsWith('/docs/') ? `https://site.example${url}.md` : url),
    file: 'content/docs/page.mdx',
  });

describe('MDX to Markdown (the copies for coding assistants)', () => {
  it('drops the front matter and starts with the title and description', async () => {
    const markdown = await convert(
      '---\ntitle: Page title\ndescription: x\n---\n\n## Section\n\nText.\n',
    );
    expect(markdown).toBe('# Page title\n\nOne sentence.\n\n## Section\n\nText.\n');
  });

  it('writes admonitions as block quotes led by their kind and title', async () => {
    const markdown = await convert(
      '<Warning title="Ethereum-style keys">\nSign with the **chain** ' +
        'SDK.\n</Warning>\n\n<Note>\nPlain note.\n</Note>\n',
    );
    expect(markdown).toContain(
      '> **Warning: Ethereum-style keys**\n>\n> Sign with the **chain** SDK.',
    );
    expect(markdown).toContain('> **Note**\n>\n> Plain note.');
  });

  it('writes code tabs as one section per tab', async () => {
    const markdown = await convert(
      '<CodeTabs>\n<CodeTab label="curl">\n\n```bash\ncurl x\n```\n\n</CodeTab>\n<CodeTab ' +
        'label="TypeScript">\n\n```ts\nfetch(x)\n```\n\n</CodeTab>\n</CodeTabs>\n',
    );
    expect(markdown).toContain(
      '**curl**\n\n```bash\ncurl x\n```\n\n**TypeScript**\n\n```ts\nfetch(x)\n```',
    );
    expect(markdown).not.toContain('CodeTab');
  });

  it('inlines example programs as fenced code, titled with the file when whole', async () => {
    const markdown = await convert(
      '<ExampleSource file="sol-staking-example.ts" />\n\n<ExampleSource ' +
        'file="sol-staking-example.ts" region="sign" />\n',
    );
    const program = await readExample('sol-staking-example.ts');
    expect(markdown).toContain(
      `\`\`\`ts title="sol-staking-example.ts"\n${excerpt(program, 'sol-staking-example.ts', {})}\n\`\`\``,
    );
    expect(markdown).toContain(
      `\`\`\`ts\n${excerpt(program, 'sol-staking-example.ts', { region: 'sign' })}\n\`\`\``,
    );
  });

  it('titles an example program or its excerpt with the title it is given', async () => {
    const markdown = await convert(
      '<ExampleSource file="sol-staking-example.ts" region="sign" title="Signing" />\n',
    );
    expect(markdown).toContain('```ts title="Signing"\n');
  });

  it('rewrites links and keeps inline HTML', async () => {
    const markdown = await convert(
      'See [the welcome](/docs/welcome) and 10<sup>24</sup> yoctoNEAR.\n',
    );
    expect(markdown).toContain('[the welcome](https://site.example/docs/welcome.md)');
    expect(markdown).toContain('10<sup>24</sup> yoctoNEAR.');
  });

  it('writes a component whose model gives its Markdown, made from its attributes where it takes them', async () => {
    const markdown = await mdxToMarkdown(
      'Before <IdentifierCount which="all" /> after.\n\n<FamilySigning family="near" />\n',
      { title: 'Page title' },
    );
    // The model's Markdown, as the copy's writer writes it (its escapes are the writer's own).
    const signing = markdownOfTree(
      unified()
        .use(remarkParse)
        .use(remarkGfm)
        .parse(CHAIN_FACTS_MARKDOWN.FamilySigning({ family: 'near' })),
    );
    expect(markdown).toBe(
      `# Page title\n\nBefore ${CHAIN_FACTS_MARKDOWN.IdentifierCount({ which: 'all' })} after.\n\n${signing}`,
    );
  });

  it('writes the transaction check as a note that it runs on the web page', async () => {
    const markdown = await convert('<TransactionCheck />\n');
    expect(markdown).toContain(
      '(The interactive transaction check runs on the web page, in the browser.)',
    );
  });

  it('writes an admonition given by its type, and fails with the file named for a type that is none', async () => {
    expect(
      await convert('<Admonition type="danger" title="Keys">\nText.\n</Admonition>\n'),
    ).toContain('> **Danger: Keys**\n>\n> Text.');
    await expect(convert('<Admonition type="alert">\nText.\n</Admonition>\n')).rejects.toThrow(
      'content/docs/page.mdx: <Admonition type="alert">',
    );
  });

  it('fails with the file named for an attribute that is not a plain string', async () => {
    await expect(convert('<Note title={name}>\nText.\n</Note>\n')).rejects.toThrow(
      'content/docs/page.mdx: <Note title={…}>: give title as a plain string',
    );
  });

  it('writes tables without padding each cell to the widest of its column', async () => {
    const markdown = await convert('| a | b |\n| --- | --- |\n| 1 | a much longer cell |\n');
    expect(markdown).toContain('| a | b |\n| - | - |\n| 1 | a much longer cell |');
  });

  it('fails with the file named for a component without a Markdown form', async () => {
    await expect(convert('<Tabs>\nx\n</Tabs>\n')).rejects.toThrow(
      'content/docs/page.mdx: <Tabs> has no Markdown form yet',
    );
  });

  it(
    'gives the links and heading ids of every copy of the site from its tree, as parsing the ' +
      'written copy gives them',
    async () => {
      let links = 0;
      for (const doc of getAllDocs()) {
        const tree = await mdxToMarkdownTree(fs.readFileSync(doc.file, 'utf8'), {
          title: doc.frontMatter.title,
          description: doc.frontMatter.description,
          rewriteUrl: (url) => (url.startsWith('/') ? `https://site.example${url}` : url),
          file: doc.file,
        });
        const fromTree = extractFromMarkdownTree(tree);
        expect(fromTree, doc.file).toEqual(extractFromMarkdown(markdownOfTree(tree)));
        links += fromTree.links.length;
      }
      expect(links).toBeGreaterThan(100);
    },
  );
});

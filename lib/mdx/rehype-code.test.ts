// @vitest-environment node
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Options as PrettyCodeOptions } from 'rehype-pretty-code';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { getSingletonHighlighter } from 'shiki';
import { unified } from 'unified';
import { describe, expect, it, vi } from 'vitest';
import { codeHighlighting } from '@/lib/code-highlighting';
import rehypeCode, { tokenizingHighlighter } from './rehype-code';

const LINE = "import { formatUnits, parseUnits } from 'ethers';";

async function highlight(markdown: string): Promise<string> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeCode, (await codeHighlighting()) as PrettyCodeOptions);
  return toHtml((await processor.run(processor.parse(markdown))) as Root);
}

describe('the code blocks of Markdown and MDX pages', () => {
  it('colors each token of a line by its own kind in both themes (keyword, plain text, string)', async () => {
    const html = await highlight(`\`\`\`ts\n${LINE}\n\`\`\`\n`);
    // GitHub light made accessible: keyword #B31D28, text #24292E, string #032F62; dark: #F97583, #E1E4E8, #9ECBFF.
    expect(html).toContain(
      '<span style="--shiki-light:#B31D28;--shiki-dark:#F97583">import</span>',
    );
    expect(html).toContain(
      '<span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> { formatUnits, parseUnits } </span>',
    );
    expect(html).toMatch(
      /<span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF"> (?:'|&#x27;)ethers(?:'|&#x27;)<\/span>/,
    );
  });

  it("tokenizes a line for up to 5 s, not shiki's 500 ms, so a busy build colors it whole", async () => {
    const { theme } = await codeHighlighting();
    const options = { themes: [theme.light, theme.dark], langs: ['ts'] };
    const shared = await getSingletonHighlighter(options);
    const calls = vi.spyOn(shared, 'codeToHtml');
    const ours = await tokenizingHighlighter(options);
    ours.codeToHtml(LINE, {
      lang: 'ts',
      themes: { light: theme.light.name!, dark: theme.dark.name! },
    });
    expect(calls).toHaveBeenCalledWith(LINE, expect.objectContaining({ tokenizeTimeLimit: 5000 }));
    calls.mockRestore();
  });

  it('is the highlighter the pages use: next.config.mjs names this plugin for MDX', async () => {
    const { readFileSync } = await import('node:fs');
    const config = readFileSync(new URL('../../next.config.mjs', import.meta.url), 'utf8');
    expect(config).toMatch(/rehypePlugins: \[\[rehypeCode,/);
    expect(config).toContain("'./lib/mdx/rehype-code.ts'");
  });
});

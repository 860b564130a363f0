// @vitest-environment node
import fs from 'node:fs';
import { mdxToMarkdown } from '@/scripts/build/llms/markdown.mjs';

describe("the policy page's Markdown copy", () => {
  it('holds both rule tables and the deprecation period, as the HTML page does', async () => {
    const written = await mdxToMarkdown(
      fs.readFileSync('content/docs/api-change-policy.mdx', 'utf8'),
      {
        title: 'How the API changes',
        file: 'content/docs/api-change-policy.mdx',
      },
    );
    // The copy pads table cells to align them; the words are what a reader gets.
    const markdown = written.replace(/ {2,}/g, ' ');
    expect(markdown).toContain(
      '| Change | Keyword | In a request body or a parameter | In an answer | Why |',
    );
    expect(markdown).toContain(
      '| became nullable | `nullable` | Announced (minor) | Breaking (major) | Callers gain ' +
        'a choice; a client that reads the field now gets null. |',
    );
    expect(markdown).toContain(
      '| enum value added (a new chain) | `enum` | Announced (minor) | Announced (minor) |',
    );
    expect(markdown).toContain(
      '| Operations | operation (or its path) removed or renamed | Breaking (major) | Callers of it get 404. |',
    );
    expect(markdown).toContain('stays for at least 6 months after that post');
    expect(markdown.match(/^\| /gm)).toHaveLength(2 + 38 + 2 + 42);
  });
});

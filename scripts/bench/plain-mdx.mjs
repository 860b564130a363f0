// The site's own pages as plain MDX, for the sites the bench compares ours with (the floor,
// Docusaurus): the same text, tables and code, with the example programs a page shows
// (<ExampleSource>) written out as fenced code blocks, so every site highlights them at build
// time as ours does, and the chain facts it renders from lib/chains written out as its Markdown copy
// writes them. The other components a page uses (admonitions, code tabs) stay as they are
// written; each site gives them a plain stand-in of its own (STAND_INS).
import fs from 'node:fs';
import path from 'node:path';
import { CHAIN_FACTS_MARKDOWN } from '@/lib/chains/tables/markdown';
import { excerpt, readExample } from '@/lib/mdx/example-source';

/** The components the site's MDX uses besides <ExampleSource>, and the tag each compared site renders them as. */
export const STAND_INS = {
  Note: 'aside',
  Tip: 'aside',
  Info: 'aside',
  Warning: 'aside',
  Danger: 'aside',
  CodeTabs: 'div',
  CodeTab: 'section',
};

/**
 * A docs page of the site (content/docs/<id>.mdx) as plain MDX.
 * @param {string} id
 */
export async function plainPage(id) {
  const source = fs.readFileSync(path.join('content', 'docs', `${id}.mdx`), 'utf8');
  const shown = [];
  for (const match of source.matchAll(/<ExampleSource\b([^>]*?)\/>/g)) {
    const attribute = (name) => new RegExp(`\\b${name}="([^"]+)"`).exec(match[1])?.[1];
    const file = attribute('file');
    const code = excerpt(await readExample(file), file, {
      region: attribute('region'),
      lines: attribute('lines'),
    });
    shown.push({ tag: match[0], block: `\n\`\`\`ts\n${code}\n\`\`\`\n` });
  }
  const written = shown.reduce((text, { tag, block }) => text.replace(tag, () => block), source);
  // The chain facts a page renders from lib/chains, written out as the Markdown copy writes them.
  return written.replace(/<(\w+)((?:\s+\w+="[^"]*")*)\s*\/>/g, (tag, name, attributes) => {
    const render = CHAIN_FACTS_MARKDOWN[name];
    return render
      ? render(
          Object.fromEntries(
            [...attributes.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
          ),
        )
      : tag;
  });
}

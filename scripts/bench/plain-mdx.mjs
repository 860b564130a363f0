// The site's own pages as plain MDX, for the sites the bench compares ours with (the floor,
// Docusaurus): the same text, tables and code, with the example programs a page shows
// (<ExampleSource>) written out as fenced code blocks, so every site highlights them at build
// time as ours does. The other components a page uses (admonitions, code tabs) stay as they are
// written; each site gives them a plain stand-in of its own (STAND_INS).
import fs from 'node:fs';
import path from 'node:path';

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
  const { importTs, closeTs } = await import('../build/import-ts.mjs');
  try {
    const { excerpt, readExample } = await importTs('components/ExampleSource/source.ts');
    const source = fs.readFileSync(path.join('content', 'docs', `${id}.mdx`), 'utf8');
    const shown = [];
    for (const match of source.matchAll(/<ExampleSource\b([^>]*?)\/>/g)) {
      const attribute = (name) => new RegExp(`\\b${name}="([^"]+)"`).exec(match[1])?.[1];
      const file = attribute('file');
      const code = excerpt(await readExample(file), file, { region: attribute('region'), lines: attribute('lines') });
      shown.push({ tag: match[0], block: `\n\`\`\`ts\n${code}\n\`\`\`\n` });
    }
    return shown.reduce((text, { tag, block }) => text.replace(tag, () => block), source);
  } finally {
    await closeTs();
  }
}

// A realistic large docs site for the scale benchmark (issue 13): N generated MDX pages in
// top-level sidebar categories of at most 100 pages (at least 20 categories: 20 at 1,000 pages,
// 100 at 10,000, issue 26), each page different (its own headings, a table, three code blocks in
// three languages, links to neighbours and to the guides), not copies of one page.
// The pages live inside the project (content/docs/bench-generated/): Turbopack compiles
// nothing outside the project root.
//   node scripts/bench/pages.mjs add 1000    writes the pages and adds them to content/sidebars.ts
//   node scripts/bench/pages.mjs remove      takes them out again
import fs from 'node:fs';
import path from 'node:path';

export const GENERATED_DIR = path.join('content', 'docs', 'bench-generated');
const SIDEBARS_FILE = path.join('content', 'sidebars.ts');
const MARKER = '// bench-generated';
/** The number of top-level categories n generated pages are listed in. */
export const categoriesFor = (n) => Math.max(20, Math.ceil(n / 100));

const CHAINS = ['ATOM', 'SOL', 'ETH', 'NEAR', 'DOT', 'EGLD', 'MATIC', 'ADA', 'TIA', 'INJ'];
const VERBS = ['Stake', 'Unstake', 'Withdraw', 'Claim rewards for', 'Redelegate', 'Monitor', 'Report on', 'Migrate'];
const TOPICS = ['validators', 'delegations', 'rewards', 'epochs', 'fees', 'signing', 'broadcasting', 'accounts'];

/** A small deterministic generator, so two runs write the same site. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/** Page i (1-based) of n generated pages. */
export function pageId(i, n) {
  return `bench-generated/c${i % categoriesFor(n)}/page-${i}`;
}

/** The MDX of generated page i (1-based) of n. */
export function generatePage(i, n) {
  const rnd = random(i * 7919);
  const chain = pick(rnd, CHAINS);
  const verb = pick(rnd, VERBS);
  const title = `${verb} ${chain} ${pick(rnd, TOPICS)} (${i})`;
  const sections = 3 + Math.floor(rnd() * 4);
  const neighbour = (k) => `/docs/${pageId(((i - 1 + k + n) % n) + 1, n)}/`;
  const parts = [
    `---\ntitle: ${title}\ndescription: How to ${verb.toLowerCase()} ${chain} ${pick(rnd, TOPICS)} with the staking API, step ${i}.\n---\n`,
    `This guide shows how to ${verb.toLowerCase()} on ${chain} with the API. Read [the core concepts](/docs/core-concepts/) first, then [the previous step](${neighbour(-1)}).\n`,
  ];
  const amount = Math.floor(rnd() * 1e9);
  const codeBlocks = [
    `\`\`\`bash title="Request"\ncurl -X POST "https://api.example.com/v1/${chain.toLowerCase()}/stake" \\\n  -H "Authorization: Bearer $API_KEY" \\\n  -d '{"amount": "${amount}", "page": ${i}}'\n\`\`\``,
    `\`\`\`ts\nimport { client } from './staking-api';\n\nconst tx = await client.forge('${chain}', { amount: '${amount}n', step: ${i} });\nconsole.log(tx.unsignedTransaction.length, '${pick(rnd, TOPICS)}');\n\`\`\``,
    `\`\`\`json\n{\n  "uuid": "00000000-0000-4000-8000-${String(i).padStart(12, '0')}",\n  "chain": "${chain}",\n  "amount": "${amount}",\n  "status": "${pick(rnd, ['pending', 'done', 'failed'])}"\n}\n\`\`\``,
  ];
  for (let s = 0; s < sections; s++) {
    const topic = pick(rnd, TOPICS);
    parts.push(`## ${s + 1}. ${pick(rnd, VERBS)} ${topic}\n`);
    parts.push(`The ${topic} of ${chain} change every epoch. See [the next step](${neighbour(1)}) and [reporting](/docs/reporting/).\n`);
    if (s === 0) {
      parts.push('| field | type | meaning |\n| --- | --- | --- |');
      const rows = 2 + Math.floor(rnd() * 5);
      for (let r = 0; r < rows; r++) parts.push(`| \`${pick(rnd, TOPICS)}${r}\` | ${pick(rnd, ['string', 'integer', 'boolean'])} | ${pick(rnd, VERBS)} ${pick(rnd, TOPICS)} |`);
      parts.push('');
    }
    if (s < codeBlocks.length) parts.push(`${codeBlocks[s]}\n`);
    if (rnd() < 0.5) parts.push(`### Notes on ${pick(rnd, TOPICS)}\n\nA detail about ${chain} ${pick(rnd, TOPICS)} that matters on step ${i}.\n`);
  }
  // Three code blocks on every page, even the shortest.
  for (let s = sections; s < codeBlocks.length; s++) parts.push(`${codeBlocks[s]}\n`);
  return parts.join('\n');
}

/** Writes n pages and lists them in content/sidebars.ts as categoriesFor(n) top-level categories. */
export function addPages(n) {
  removePages();
  const categories = categoriesFor(n);
  const byCategory = Array.from({ length: categories }, () => []);
  for (let i = 1; i <= n; i++) {
    const id = pageId(i, n);
    const file = path.join('content', 'docs', `${id}.mdx`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, generatePage(i, n));
    byCategory[i % categories].push(id);
  }
  const listed = byCategory
    .map((items, c) => ({ type: 'category', label: `Generated ${String(c + 1).padStart(3, '0')}`, items }))
    .filter((category) => category.items.length);
  const sidebars = fs.readFileSync(SIDEBARS_FILE, 'utf8');
  // One line, so removePages finds it; each category its own element, so TypeScript types it as one.
  const line = listed.map((category) => JSON.stringify(category)).join(', ');
  fs.writeFileSync(SIDEBARS_FILE, sidebars.replace(/\n  \],\n\};/, `\n    ${line}, ${MARKER}\n  ],\n};`));
}

export function removePages() {
  fs.rmSync(GENERATED_DIR, { recursive: true, force: true });
  const sidebars = fs.readFileSync(SIDEBARS_FILE, 'utf8');
  fs.writeFileSync(SIDEBARS_FILE, sidebars.split('\n').filter((line) => !line.endsWith(MARKER)).join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, count] = process.argv.slice(2);
  if (command === 'add') addPages(Number(count ?? 1000));
  else if (command === 'remove') removePages();
  else {
    console.error('usage: node scripts/bench/pages.mjs add N | remove');
    process.exit(1);
  }
}

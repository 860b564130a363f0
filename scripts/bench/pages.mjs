// A large docs site as authors write one, for the scale benchmark: N generated MDX pages, each
// different, with what real guides hold: code that calls two of the API's forge operations (curl
// and TypeScript, with the answer), links to those operations' pages, to neighbouring pages and to
// a section of another page, a long table, admonitions, headings down to level 4; listed in
// top-level sidebar categories (at least 20, at most 100 pages each: 100 at 10,000 pages) that
// nest two levels of sub-categories. About a third of the pages call the API's most used
// operation (forgeTendermintStake), so its page is the one that gathers the most guides.
// The scale runs write them into a copy of the project (scripts/bench/scale.mjs), never into
// the author's tree; to look at them in a project of your own:
//   node scripts/bench/pages.mjs add 1000 [project]   writes the pages (content/docs/bench-generated/)
//                                                      and adds them to content/sidebars.ts
//   node scripts/bench/pages.mjs remove [project]     takes them out again
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import YAML from 'yaml';

const GENERATED_DIR = path.join('content', 'docs', 'bench-generated');
const SIDEBARS_FILE = path.join('content', 'sidebars.ts');
const MARKER = '// bench-generated';
/** The number of top-level categories n generated pages are listed in. */
export const categoriesFor = (n) => Math.max(20, Math.ceil(n / 100));
/** Sub-categories of a top-level category, and of each of those. */
const SUBCATEGORIES = 3;

const TENDERMINT = ['ATOM', 'OSMO', 'TIA', 'INJ', 'DYDX', 'AKT', 'SEI', 'KAVA'];
const VERBS = [
  'Stake',
  'Unstake',
  'Withdraw',
  'Claim rewards for',
  'Redelegate',
  'Monitor',
  'Report on',
  'Migrate',
];
const TOPICS = [
  'validators',
  'delegations',
  'rewards',
  'epochs',
  'fees',
  'signing',
  'broadcasting',
  'accounts',
];
const ADMONITIONS = ['Note', 'Tip', 'Info', 'Warning', 'Danger'];
/** The operation most guides call: the one whose page would list the most guides. */
export const MOST_USED_OPERATION = 'forgeTendermintStake';

/**
 * Every forge operation of the description (openapi/paths/forge-*.yaml), with a concrete path
 * a guide would call: a Tendermint path with one of its chains.
 * @returns {{ operationId: string, path: string }[]}
 */
function forgeOperations() {
  const dir = path.join('openapi', 'paths');
  return fs
    .readdirSync(dir)
    .filter((file) => file.startsWith('forge-'))
    .sort()
    .flatMap((file) =>
      Object.entries(YAML.parse(fs.readFileSync(path.join(dir, file), 'utf8')).paths ?? {}),
    )
    .flatMap(([template, item]) =>
      Object.values(item)
        .filter((operation) => operation?.operationId)
        .map((operation) => ({ operationId: operation.operationId, template })),
    );
}

let operations;
const operationList = () => (operations ??= forgeOperations());

/** A small deterministic generator, so two runs write the same site. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/** Page i (1-based) of n: its top-level category, then a sub-category and, for half, one more level. */
export function pageId(i, n) {
  const top = i % categoriesFor(n);
  const rest = Math.floor(i / categoriesFor(n));
  const sub = rest % SUBCATEGORIES;
  const deeper = Math.floor(rest / SUBCATEGORIES) % 2 === 0 ? '' : '/more';
  return `bench-generated/c${top}/s${sub}${deeper}/page-${i}`;
}

/** What page i is about, and the titles of its sections: other pages link to those sections. */
function outline(i) {
  const rnd = random(i * 7919);
  const chain = pick(rnd, TENDERMINT);
  const verb = pick(rnd, VERBS);
  const topic = pick(rnd, TOPICS);
  const sections = Array.from(
    { length: 4 + Math.floor(rnd() * 4) },
    (_, s) => `${s + 1}. ${pick(rnd, VERBS)} ${pick(rnd, TOPICS)} on ${chain}`,
  );
  return { rnd, chain, verb, topic, title: `${verb} ${chain} ${topic} (${i})`, sections };
}

/** The URL of a section of page i of n. */
function sectionHref(i, n, section) {
  const { sections } = outline(i);
  return `/docs/${pageId(i, n)}/#${new GithubSlugger().slug(sections[section % sections.length])}`;
}

/** The two operations page i calls: about a third of the pages call the most used one first. */
function callsOf(rnd) {
  const all = operationList();
  const first =
    rnd() < 0.35
      ? all.find((operation) => operation.operationId === MOST_USED_OPERATION)
      : pick(rnd, all);
  let second = pick(rnd, all);
  while (second === first) second = pick(rnd, all);
  return [first, second];
}

const concrete = (operation, chain) => operation.template.replace('{stakingIdentifier}', chain);

/** The MDX of generated page i (1-based) of n. */
export function generatePage(i, n) {
  const { rnd, chain, verb, topic, title, sections } = outline(i);
  const [first, second] = callsOf(rnd);
  const neighbour = (k) => ((i - 1 + k + n) % n) + 1;
  const amount = (1 + Math.floor(rnd() * 9_999)) / 100;
  const parts = [
    `---\ntitle: ${title}\ndescription: How to ${verb.toLowerCase()} ${chain} ${topic} with ` +
      `the staking API, step ` +
      `${i}.\n${rnd() < 0.3 ? `keywords: [${chain}, ${topic}, ${first.operationId}]\n` : ''}---\n`,
    `This guide shows how to ${verb.toLowerCase()} on ${chain} with ` +
      `[${first.operationId}](/api/operations/${first.operationId}/) and ` +
      `[${second.operationId}](/api/operations/${second.operationId}/). Read [the core ` +
      `concepts](/docs/core-concepts/) first, then [the previous ` +
      `step](/docs/${pageId(neighbour(-1), n)}/).\n`,
  ];
  for (const [s, heading] of sections.entries()) {
    parts.push(`## ${heading}\n`);
    parts.push(
      `The ${pick(rnd, TOPICS)} of ${chain} change every epoch. See ` +
        `[${pick(rnd, VERBS).toLowerCase()} in the next ` +
        `step](${sectionHref(neighbour(1), n, s)}), [a related ` +
        `section](${sectionHref(neighbour(7 + s), n, s + 1)}) and ` +
        `[reporting](/docs/reporting/).\n`,
    );
    if (s === 0) {
      parts.push(
        `\`\`\`bash title="Forge with curl"\ncurl -X POST ` +
          `"https://api.staking-api.example${concrete(first, chain)}" \\\n  -H "api-key: ` +
          `$STAKING_API_KEY" \\\n  -H "Content-Type: application/json" \\\n  -d ` +
          `'{"delegatorAddress": "${chain.toLowerCase()}1delegator${i}", "validatorAddress": ` +
          `"${chain.toLowerCase()}valoper1v${i % 97}", "amount": "${amount}"}'\n\`\`\`\n`,
      );
      parts.push(
        `\`\`\`json title="Answer"\n{\n  "uuid": ` +
          `"00000000-0000-4000-8000-${String(i).padStart(12, '0')}",\n  "transaction": {\n    ` +
          `"signDirect": {\n      "bodyBytes": ` +
          `"CpwBCiMvY29zbW9zLnN0YWtpbmcudjFiZXRhMS5Nc2dEZWxlZ2F0ZRJ1${i}",\n      "chainId": ` +
          `"${chain.toLowerCase()}-1"\n    }\n  }\n}\n\`\`\`\n`,
      );
    }
    if (s === 1) {
      parts.push(
        `\`\`\`ts title="${second.operationId}.ts"\nconst response = await ` +
          `fetch(\`https://api.staking-api.example${concrete(second, chain)}\`, {\n  method: ` +
          `'POST',\n  headers: { 'api-key': process.env.STAKING_API_KEY!, 'Content-Type': ` +
          `'application/json' },\n  body: JSON.stringify({ delegatorAddress: ` +
          `'${chain.toLowerCase()}1delegator${i}', amount: '${amount}' }),\n});\nif ` +
          `(!response.ok) throw new Error(\`${second.operationId} failed: ` +
          `\${response.status}\`);\nconst { uuid, transaction } = await ` +
          `response.json();\nconsole.log(uuid, Object.keys(transaction));\n\`\`\`\n`,
      );
    }
    if (s === 2) {
      const rows = 10 + Math.floor(rnd() * 30);
      parts.push('| field | type | required | meaning |\n| --- | --- | --- | --- |');
      for (let r = 0; r < rows; r++)
        parts.push(
          `| \`${pick(rnd, TOPICS)}${r}\` | ` +
            `${pick(rnd, ['string', 'integer', 'boolean', 'decimal string'])} | ` +
            `${rnd() < 0.5 ? 'yes' : 'no'} | ${pick(rnd, VERBS)} ${pick(rnd, TOPICS)} of the ` +
            `${chain} account, in its main unit |`,
        );
      parts.push('');
    }
    if (rnd() < 0.6) {
      const kind = pick(rnd, ADMONITIONS);
      parts.push(
        `<${kind}>\nForge again if ${chain} refuses the transaction as outdated: it carries ` +
          `a sequence number that the chain checks.\n</${kind}>\n`,
      );
    }
    if (rnd() < 0.6) {
      parts.push(
        `### Details of ${pick(rnd, TOPICS)}\n\nA detail about ${chain} ${pick(rnd, TOPICS)} ` +
          `that matters on step ${i}.\n`,
      );
      if (rnd() < 0.5)
        parts.push(
          `#### Edge case ${s + 1}\n\nWhat happens when the ${pick(rnd, TOPICS)} of ${chain} are empty.\n`,
        );
    }
  }
  return parts.join('\n');
}

/**
 * The sidebar of n pages: categoriesFor(n) top-level categories, each with sub-categories and,
 * under some of those, one more level.
 */
export function generatedSidebar(n) {
  const tops = new Map();
  for (let i = 1; i <= n; i++) {
    const [, top, sub, ...rest] = pageId(i, n).split('/');
    const deeper = rest.length > 1 ? rest[0] : null;
    if (!tops.has(top)) tops.set(top, new Map());
    const subs = tops.get(top);
    if (!subs.has(sub)) subs.set(sub, { items: [], deeper: new Map() });
    const entry = subs.get(sub);
    if (deeper) {
      if (!entry.deeper.has(deeper)) entry.deeper.set(deeper, []);
      entry.deeper.get(deeper).push(pageId(i, n));
    } else entry.items.push(pageId(i, n));
  }
  const order = (key) => Number(key.replace(/\D/g, ''));
  return [...tops]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([top, subs]) => ({
      type: 'category',
      label: `Generated ${String(order(top) + 1).padStart(3, '0')}`,
      items: [...subs]
        .sort(([a], [b]) => order(a) - order(b))
        .map(([sub, { items, deeper }]) => ({
          type: 'category',
          label: `Part ${order(sub) + 1}`,
          items: [
            ...items,
            ...[...deeper.values()].map((pages) => ({
              type: 'category',
              label: 'More',
              items: pages,
            })),
          ],
        })),
    }));
}

/** Writes n pages into the project at `root` and lists them in its content/sidebars.ts. */
export function addPages(n, root = '.') {
  removePages(root);
  for (let i = 1; i <= n; i++) {
    const file = path.join(root, 'content', 'docs', `${pageId(i, n)}.mdx`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, generatePage(i, n));
  }
  const sidebarsFile = path.join(root, SIDEBARS_FILE);
  const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
  // One line, so removePages finds it; each category its own element, so TypeScript types it as one.
  const line = generatedSidebar(n)
    .map((category) => JSON.stringify(category))
    .join(', ');
  fs.writeFileSync(
    sidebarsFile,
    sidebars.replace(/\n  \],\n\};/, `\n    ${line}, ${MARKER}\n  ],\n};`),
  );
}

/** Takes the generated pages and their sidebar entries out of the project at `root`. */
export function removePages(root = '.') {
  fs.rmSync(path.join(root, GENERATED_DIR), { recursive: true, force: true });
  const sidebarsFile = path.join(root, SIDEBARS_FILE);
  const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
  fs.writeFileSync(
    sidebarsFile,
    sidebars
      .split('\n')
      .filter((line) => !line.endsWith(MARKER))
      .join('\n'),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'add') addPages(Number(rest[0] ?? 1000), rest[1]);
  else if (command === 'remove') removePages(rest[0]);
  else {
    console.error('usage: node scripts/bench/pages.mjs add N [project] | remove [project]');
    process.exit(1);
  }
}

// Where a page's bytes go (npm run bench -- --anatomy): the files an exported page costs (its
// HTML, the payload inlined in it, its payload file, the per-segment prefetch files, its Markdown
// copy, its search fragment), and what each part of the page's chrome (navbar, sidebar, table of
// contents, footer, …) costs in its HTML and in its payload: the gzip bytes the page loses when
// that part is taken out of it. Reads an export; builds nothing.
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { parse, serialize } from 'parse5';

const gzip = (data) => gzipSync(data, { level: 9 }).length;
const size = (data) => ({ raw: Buffer.byteLength(data), gzip: data.length ? gzip(data) : 0 });

// ---------------------------------------------------------------------------------------------
// The RSC payload (index.txt): rows "<id>:<tag><json>\n", or "<id>:T<hex length>,<text>".

/** The rows of a payload, in order. */
export function parseFlight(text) {
  const bytes = Buffer.from(text);
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    const id = bytes.toString('utf8', at, colon);
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, colon);
      const length = parseInt(bytes.toString('utf8', colon + 2, comma), 16);
      rows.push({ id, tag: 'T', text: bytes.toString('utf8', comma + 1, comma + 1 + length) });
      at = comma + 1 + length;
      continue;
    }
    const end = bytes.indexOf(0x0a, colon);
    const line = bytes.toString('utf8', colon + 1, end === -1 ? bytes.length : end);
    const tag = /^[A-Z]*/.exec(line)[0];
    const json = line.slice(tag.length);
    rows.push({ id, tag, value: json === '' ? undefined : JSON.parse(json) });
    at = end === -1 ? bytes.length : end + 1;
  }
  return rows;
}

export function serializeFlight(rows) {
  return rows
    .map((row) =>
      row.tag === 'T'
        ? `${row.id}:T${Buffer.byteLength(row.text).toString(16)},${row.text}`
        : `${row.id}:${row.tag}${row.value === undefined ? '' : JSON.stringify(row.value)}\n`,
    )
    .join('');
}

const REFERENCE = /^\$[A-Z@]?([0-9a-f]+)(?::|$)/;

/** The payload with every element `matches` picks replaced by null, and the rows only they used dropped. */
export function flightWithout(rows, matches) {
  const strip = (value) => {
    if (Array.isArray(value)) {
      if (
        value[0] === '$' &&
        typeof value[1] === 'string' &&
        value.length === 4 &&
        matches(value[1], value[3] ?? {})
      )
        return null;
      return value.map(strip);
    }
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, strip(child)]));
    return value;
  };
  const stripped = rows.map((row) => (row.tag === 'T' ? row : { ...row, value: strip(row.value) }));
  const byId = new Map(stripped.filter((row) => row.id !== '').map((row) => [row.id, row]));
  const used = new Set();
  const visit = (value) => {
    if (typeof value === 'string') {
      const id = REFERENCE.exec(value)?.[1];
      if (id && byId.has(id) && !used.has(id)) {
        used.add(id);
        visit(byId.get(id).value);
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  // The root row and the rows nothing names (hints such as ":HL") are always sent.
  for (const row of stripped) if (row.id === '0' || row.id === '') visit(row.value);
  for (const row of stripped) if (row.id === '0') used.add('0');
  return stripped.filter((row) => row.id === '' || used.has(row.id));
}

// ---------------------------------------------------------------------------------------------
// The parts of a page, told apart the same way in its HTML and in its payload.

const classes = (props) => String(props.className ?? props.class ?? '').split(/\s+/);
const hasClass = (props, local) => classes(props).some((name) => name.endsWith(`_${local}`));

/** Each part: a test on an element's tag (or client component) and props, the same in HTML and payload. */
export const PARTS = {
  'announcement bar': (tag, props) => 'data-announcement-bar' in props,
  // The payload sends the navbar and the mobile menu as client components with their props.
  navbar: (tag, props) =>
    (tag === 'header' && hasClass(props, 'navbar')) || 'hideOnScroll' in props,
  'mobile menu': (tag, props) =>
    (tag === 'dialog' && props.id === 'mobile-sidebar') || 'brand' in props,
  sidebar: (tag, props) =>
    tag === 'nav' &&
    ['Docs sidebar', 'API reference', 'Changelog posts'].includes(props['aria-label']),
  'table of contents (desktop)': (tag, props) =>
    tag === 'nav' && props['aria-label'] === 'On this page',
  'table of contents (in the article)': (tag, props) =>
    tag === 'details' && hasClass(props, 'mobile'),
  'previous / next': (tag, props) => tag === 'nav' && props['aria-label'] === 'Docs pages',
  'last updated, edit link': (tag, props) => hasClass(props, 'freshness'),
  footer: (tag) => tag === 'footer',
  'the content (MDX)': (tag, props) => hasClass(props, 'markdown'),
};

/** Parts only the HTML has: what the head and the end of the body carry. */
const HEAD_PARTS = {
  'Content-Security-Policy meta': (node) =>
    node.tagName === 'meta' && attrs(node)['http-equiv'] === 'Content-Security-Policy',
  'metadata (description, Open Graph, canonical, icon)': (node) =>
    (node.tagName === 'meta' &&
      ('name' in attrs(node) || 'property' in attrs(node)) &&
      attrs(node).name !== 'viewport') ||
    (node.tagName === 'link' && ['canonical', 'alternate', 'icon'].includes(attrs(node).rel)),
  'inline scripts (color mode, announcement, theme, payload loader)': (node) =>
    node.tagName === 'script' && !('src' in attrs(node)) && !/self\.__next_f/.test(text(node)),
  "Next's script and preload tags": (node) =>
    (node.tagName === 'script' && 'src' in attrs(node)) ||
    (node.tagName === 'link' && attrs(node).rel === 'preload'),
  'payload inlined in the HTML': (node) =>
    node.tagName === 'script' && /self\.__next_f/.test(text(node)),
};

const attrs = (node) =>
  Object.fromEntries((node.attrs ?? []).map(({ name, value }) => [name, value]));
const text = (node) => (node.childNodes ?? []).map((child) => child.value ?? text(child)).join('');

function htmlWithout(html, matches) {
  const document = parse(html);
  const visit = (node) => {
    if (!node.childNodes) return;
    node.childNodes = node.childNodes.filter((child) => !(child.tagName && matches(child)));
    node.childNodes.forEach(visit);
  };
  visit(document);
  return serialize(document);
}

// ---------------------------------------------------------------------------------------------

/** Every search fragment of an export by the page URL it is for (Pagefind's fragments are gzipped JSON). */
export function searchFragments(outDir) {
  const dir = path.join(outDir, 'pagefind', 'fragment');
  const byUrl = new Map();
  if (!fs.existsSync(dir)) return byUrl;
  for (const name of fs.readdirSync(dir)) {
    const bytes = fs.readFileSync(path.join(dir, name));
    // Pagefind writes "pagefind_dcd" before the gzipped JSON.
    const json = JSON.parse(
      gunzipSync(bytes)
        .toString('utf8')
        .replace(/^pagefind_dcd/, ''),
    );
    byUrl.set(
      json.url.replace(/\.html$/, '/').replace(/\/index\/$/, '/'),
      (byUrl.get(json.url) ?? 0) + bytes.length,
    );
  }
  return byUrl;
}

/**
 * The files one exported page costs, raw and gzip: its HTML (and the part of it that is the inline
 * payload), its payload file, its prefetch files, its Markdown copy, its search fragment.
 */
export function pageFiles(outDir, route, fragments = searchFragments(outDir)) {
  const dir = path.join(outDir, route);
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const inline = [
    ...html.matchAll(
      /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\([\s\S]*?\)<\/script>/g,
    ),
  ]
    .map(([script]) => script)
    .join('');
  const prefetch = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith('__next.') && name.endsWith('.txt'));
  const markdownFile = path.join(outDir, `${route.replace(/\/$/, '')}.md`);
  const fragment = fragments.get(`/${route}`.replace(/\/+/g, '/'));
  const sum = (files) =>
    files.reduce(
      (total, file) => ({
        raw: total.raw + fs.statSync(file).size,
        gzip: total.gzip + gzip(fs.readFileSync(file)),
      }),
      { raw: 0, gzip: 0 },
    );
  return {
    html: size(html),
    'of which the inline payload': size(inline),
    payload: fs.existsSync(path.join(dir, 'index.txt'))
      ? sum([path.join(dir, 'index.txt')])
      : { raw: 0, gzip: 0 },
    prefetch: { files: prefetch.length, ...sum(prefetch.map((name) => path.join(dir, name))) },
    markdown: fs.existsSync(markdownFile) ? sum([markdownFile]) : { raw: 0, gzip: 0 },
    'search fragment':
      fragment === undefined ? { raw: 0, gzip: 0 } : { raw: fragment, gzip: fragment },
    files:
      1 +
      (fs.existsSync(path.join(dir, 'index.txt')) ? 1 : 0) +
      prefetch.length +
      (fs.existsSync(markdownFile) ? 1 : 0) +
      (fragment === undefined ? 0 : 1),
  };
}

/**
 * What each part of a page costs in gzip bytes: in its HTML, and in its payload file (or the
 * payload inlined in the HTML).
 */
export function partCosts(outDir, route) {
  const dir = path.join(outDir, route);
  const html = serialize(parse(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')));
  const payloadFile = path.join(dir, 'index.txt');
  const rows = fs.existsSync(payloadFile) ? parseFlight(fs.readFileSync(payloadFile, 'utf8')) : [];
  const payload = serializeFlight(rows);
  const costs = {};
  for (const [name, matches] of Object.entries(PARTS)) {
    const htmlCost =
      gzip(html) - gzip(htmlWithout(html, (node) => matches(node.tagName, attrs(node))));
    const payloadCost = rows.length
      ? gzip(payload) - gzip(serializeFlight(flightWithout(rows, matches)))
      : 0;
    costs[name] = { html: htmlCost, payload: payloadCost };
  }
  for (const [name, matches] of Object.entries(HEAD_PARTS))
    costs[name] = { html: gzip(html) - gzip(htmlWithout(html, matches)), payload: 0 };
  return { total: { html: gzip(html), payload: rows.length ? gzip(payload) : 0 }, costs };
}

/** The counts and bytes of an export's files by kind, and per page. */
export function exportCensus(outDir) {
  let files = 0;
  let bytes = 0;
  let pages = 0;
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name === 'index.html') pages += 1;
  }
  return { files, bytes, pages, filesPerPage: files / pages };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The two tables of one or more pages, side by side (label → [outDir, route]). */
export function printAnatomy(pages) {
  const measured = Object.entries(pages).map(([label, [outDir, route]]) => ({
    label,
    files: pageFiles(outDir, route),
    parts: partCosts(outDir, route),
  }));
  console.log(`\n| file (raw / gzip) | ${measured.map(({ label }) => label).join(' | ')} |`);
  console.log(`| --- | ${measured.map(() => '---').join(' | ')} |`);
  for (const key of [
    'html',
    'of which the inline payload',
    'payload',
    'prefetch',
    'markdown',
    'search fragment',
  ]) {
    console.log(
      `| ${key} | ${measured
        .map(
          ({ files }) =>
            `${kB(files[key].raw)} / ` +
            `${kB(files[key].gzip)}${files[key].files !== undefined ? ` (${files[key].files} files)` : ''}`,
        )
        .join(' | ')} |`,
    );
  }
  console.log(`| files | ${measured.map(({ files }) => files.files).join(' | ')} |`);
  console.log(
    `\n| part: gzip bytes it adds (HTML + payload) | ${measured.map(({ label }) => label).join(' | ')} |`,
  );
  console.log(`| --- | ${measured.map(() => '---').join(' | ')} |`);
  for (const name of [...Object.keys(PARTS), ...Object.keys(HEAD_PARTS)]) {
    console.log(
      `| ${name} | ${measured
        .map(({ parts }) => `${parts.costs[name].html} + ` + `${parts.costs[name].payload}`)
        .join(' | ')} |`,
    );
  }
  console.log(
    `| the whole page | ${measured.map(({ parts }) => `${parts.total.html} + ${parts.total.payload}`).join(' | ')} |`,
  );
  return measured;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // node scripts/bench/page-anatomy.mjs label=outDir:route ...
  const pages = Object.fromEntries(
    process.argv.slice(2).map((arg) => {
      const [label, where] = arg.split('=');
      const [outDir, route] = where.split(':');
      return [label, [outDir, route]];
    }),
  );
  printAnatomy(pages);
  for (const [label, [outDir]] of Object.entries(pages))
    console.log(`${label}: export ${JSON.stringify(exportCensus(outDir))}`);
}

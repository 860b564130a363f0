// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { inlinePayload, LOADER, movePayloads, withPayloadFetched } from './html-payload.mjs';

const PAYLOAD =
  '1:"$Sreact.fragment"\n0:{"P":null,"b":"build","c":["","docs","welcome",""]}\n2:T9,<b>ok</b>\n';
const ENTRY =
  '{"otherChunks":["static/chunks/a.js","static/chunks/b.js"],"runtimeModuleIds":[494553]}';

/** A page as `next build` exports it: its payload pushed in two chunks after Turbopack's entry. */
function exportedPage(payload = PAYLOAD): string {
  const push = (segment: unknown[]) =>
    `<script>self.__next_f.push(${JSON.stringify(segment)})</script>`;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" ' +
      'content="width=device-width, initial-scale=1"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>',
    '<script src="/_next/static/chunks/a.js" async=""></script><title>Welcome | Staking API</title></head>',
    '<body><main><h1>Welcome</h1><p>Read me without JavaScript.</p></main>',
    `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${ENTRY});</script>`,
    '<script src="/_next/static/chunks/b.js" async=""></script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push([1, payload.slice(0, 20)]),
    push([1, payload.slice(20)]),
    '</body></html>',
  ].join('');
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the payload, sent once', () => {
  it('reads the payload a page carries inline, chunk by chunk', () => {
    expect(inlinePayload(exportedPage())).toBe(PAYLOAD);
    expect(inlinePayload('<html><body>no payload</body></html>')).toBeNull();
    // A kind of push this step does not know (form state): the page is left as it is.
    expect(
      inlinePayload(
        exportedPage().replace('</body>', '<script>self.__next_f.push([2,null])</script></body>'),
      ),
    ).toBeNull();
  });

  it(
    'takes it out of the HTML, keeps what a reader sees, and loads it from the file it names, ' +
      'preloaded from the head at low priority',
    () => {
      const html = withPayloadFetched(exportedPage(), '/docs/welcome/index.txt')!;
      expect(html).not.toContain('__next_f.push');
      expect(html).not.toContain('$Sreact.fragment');
      expect(html).toContain('<main><h1>Welcome</h1><p>Read me without JavaScript.</p></main>');
      // Right after the stylesheets of the first paint: the payload and Next's scripts,
      // preloaded at low priority, download beside each other behind them.
      expect(html).toContain(
        'b.css" data-precedence="next"/><link rel="preload" href="/docs/welcome/index.txt" ' +
          'as="fetch" crossorigin="anonymous" fetchpriority="low"/><link rel="preload" ' +
          'href="/_next/static/chunks/a.js" as="script" fetchpriority="low"/><link ' +
          'rel="preload" href="/_next/static/chunks/b.js" as="script" fetchpriority="low"/><title>',
      );
      // A page without stylesheets has them after its viewport.
      expect(
        withPayloadFetched(
          exportedPage().replace(/<link rel="stylesheet"[^>]*>/g, ''),
          '/docs/welcome/index.txt',
        ),
      ).toContain('initial-scale=1"/><link rel="preload" href="/docs/welcome/index.txt"');
      // No script tag of Next's is left: the loader adds them once the page has painted.
      expect(html).not.toMatch(/<script src=/);
      expect(html).toContain(
        `<script id="_R_" data-payload="/docs/welcome/index.txt" ` +
          `data-entry="${ENTRY.replace(/"/g, '&quot;')}" ` +
          `data-scripts="/_next/static/chunks/a.js /_next/static/chunks/b.js">${LOADER}</script>`,
      );
    },
  );

  it('preloads a script once: one Next preloads already is not preloaded again', () => {
    const html = withPayloadFetched(
      exportedPage().replace(
        '<title>',
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/><title>',
      ),
      '/docs/welcome/index.txt',
    )!;
    expect(html.match(/href="\/_next\/static\/chunks\/b.js"/g)).toHaveLength(1);
    expect(html.match(/href="\/_next\/static\/chunks\/a.js"/g)).toHaveLength(1);
  });

  it("adds the page's scripts in their order, async, as soon as it runs, while its payload is on its way", () => {
    const added: string[] = [];
    const context: Record<string, unknown> = {
      document: {
        currentScript: {
          dataset: { payload: '/docs/welcome/index.txt', entry: ENTRY, scripts: '/a.js /b.js' },
        },
        createElement: () => ({}),
        head: {
          appendChild: (script: { src: string; async: boolean }) =>
            added.push(`${script.src} async=${script.async}`),
        },
      },
      // The payload never arrives: the scripts do not wait for it.
      fetch: () => new Promise(() => {}),
      console,
    };
    context.self = context;
    context.globalThis = context;
    vm.runInNewContext(LOADER, context);
    expect(added).toEqual(['/a.js async=true', '/b.js async=true']);
  });

  it("hands the fetched payload to Next before Turbopack's entry runs, as the inline scripts did", async () => {
    const script = { dataset: { payload: '/docs/welcome/index.txt', entry: ENTRY, scripts: '' } };
    const order: string[] = [];
    const context: Record<string, unknown> = {
      document: { currentScript: script },
      fetch: async (url: string) => {
        order.push(`fetch ${url}`);
        return { ok: true, status: 200, text: async () => PAYLOAD };
      },
      console,
    };
    // Turbopack's runtime, when it is in, takes the entry through push: the payload must be there by then.
    context.TURBOPACK = {
      push: (entry: unknown) =>
        order.push(
          `entry ${JSON.stringify(entry)} with ${JSON.stringify((context.self as { __next_f: unknown }).__next_f)}`,
        ),
    };
    context.self = context;
    context.globalThis = context;
    vm.runInNewContext(LOADER, context);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([
      'fetch /docs/welcome/index.txt',
      `entry ${ENTRY} with ${JSON.stringify([[0], [1, PAYLOAD]])}`,
    ]);
  });

  it(
    'leaves the page as the server rendered it, with a warning and without its scripts, when ' +
      'the payload does not load',
    async () => {
      const warnings: unknown[] = [];
      const context: Record<string, unknown> = {
        document: {
          currentScript: { dataset: { payload: '/docs/welcome/index.txt', entry: ENTRY } },
        },
        fetch: async () => ({ ok: false, status: 404, text: async () => 'Not found' }),
        console: { warn: (...args: unknown[]) => warnings.push(args[0]) },
      };
      context.self = context;
      context.globalThis = context;
      vm.runInNewContext(LOADER, context);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(context.TURBOPACK).toBeUndefined();
      expect(context.__next_f).toBeUndefined();
      expect(warnings).toEqual(['This page runs without its scripts: its data did not load.']);
    },
  );

  it(
    'rewrites each page whose inline payload is its index.txt, under the base path, and keeps ' +
      'the others inline',
    () => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), 'payload-'));
      dirs.push(out);
      const write = (file: string, text: string) => {
        fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        fs.writeFileSync(path.join(out, file), text);
      };
      write('index.html', exportedPage());
      write('index.txt', PAYLOAD);
      write('docs/welcome/index.html', exportedPage());
      write('docs/welcome/index.txt', PAYLOAD);
      // Not the same bytes as its file: left inline.
      write('docs/stale/index.html', exportedPage());
      write('docs/stale/index.txt', `${PAYLOAD}9:null\n`);
      // No payload file beside it (the 404 page): left inline.
      write('404.html', exportedPage());
      const result = movePayloads(out, '/staking-docs');
      expect(result.pages).toBe(2);
      expect(result.kept.sort()).toEqual(['404.html', 'docs/stale/index.html']);
      expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
        'data-payload="/staking-docs/index.txt"',
      );
      expect(fs.readFileSync(path.join(out, 'docs/welcome/index.html'), 'utf8')).toContain(
        'data-payload="/staking-docs/docs/welcome/index.txt"',
      );
      expect(fs.readFileSync(path.join(out, 'docs/stale/index.html'), 'utf8')).toBe(exportedPage());
      expect(fs.readFileSync(path.join(out, '404.html'), 'utf8')).toBe(exportedPage());
    },
  );
});

/** What the browser tests of /api and of the operation pages share: Elements' files, requests, layout shifts. */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { baseUrl, openPage, type OpenedPage, type OpenPageOptions } from './harness';

/** Long enough for a two-core machine; the reference shows in about two seconds. */
export const ELEMENTS_SHOWN_TIMEOUT_MS = 15_000;
export const ELEMENTS_STYLESHEET = '/vendor/elements.css';
export const DESCRIPTION = '/openapi.json';
const OUT_DIR = 'out';

/** The JS files of out/ that hold Stoplight Elements (found by its own code, not by name). */
export function elementsChunks(): string[] {
  const chunksDir = path.join(OUT_DIR, '_next', 'static', 'chunks');
  return fs
    .readdirSync(chunksDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) =>
      /withMosaicProvider|sl-elements/.test(fs.readFileSync(path.join(chunksDir, file), 'utf8')),
    )
    .map((file) => `/_next/static/chunks/${file.split(path.sep).join('/')}`);
}

/** Every request path the page makes from now on. */
export function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request: Request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

/** The requests of Elements among `requested`: its chunks, its stylesheet, the description it fetches. */
export function elementsRequests(requested: string[]): string[] {
  const chunks = elementsChunks();
  return requested.filter(
    (pathname) =>
      chunks.includes(pathname) || pathname === ELEMENTS_STYLESHEET || pathname === DESCRIPTION,
  );
}

/** The operation's title as Elements shows it (its h1). */
export function elementsTitle(page: Page, name: string) {
  return page.locator('.sl-elements').getByRole('heading', { level: 1, name });
}

/**
 * Opens a page in a fresh context, runs `test` with it and closes the context whatever happens.
 * Layout shifts are recorded from the start of every navigation (see layoutShift).
 */
export async function withPage(
  pathname: string,
  options: OpenPageOptions,
  test: (opened: OpenedPage) => Promise<void>,
): Promise<void> {
  const opened = await openPage('about:blank', options);
  try {
    await recordLayoutShifts(opened.context);
    if (pathname !== 'about:blank')
      await opened.page.goto(new URL(pathname, baseUrl).toString(), { waitUntil: 'load' });
    await test(opened);
  } finally {
    await opened.context.close();
  }
}

/** Records every layout shift from navigation start, with the elements that moved. */
async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    const describeElement = (node: Element) =>
      `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`;
    // A text node is named by its words and the element holding it, so that a failure says
    // which text moved.
    const describe = (node: Node | null) => {
      if (node instanceof Element) return describeElement(node);
      if (node?.nodeType === Node.TEXT_NODE)
        return `"${node.textContent?.trim().slice(0, 40)}" in ${node.parentElement ? describeElement(node.parentElement) : 'a removed element'}`;
      return String(node?.nodeName ?? 'a removed node');
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            moved: (entry.sources ?? []).map(
              (source) => `${describe(source.node)} at ${Math.round(entry.startTime)} ms`,
            ),
          });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Layout shifts up to now that no recent input explains (what CLS counts), with the elements that moved. */
export async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { __layoutShifts?: { value: number; moved: string[] }[] })
        .__layoutShifts ?? [],
  );
  return {
    total: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.flatMap((shift) => shift.moved),
  };
}

/** CLS allowed: none a reader could see (Chromium reports sub-pixel moves as tiny values). */
export const MAX_LAYOUT_SHIFT = 0.001;

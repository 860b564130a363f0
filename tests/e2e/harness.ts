import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject, onTestFinished, type TestContext } from 'vitest';
import { sitePathOf } from '../../lib/urls';
import { launchChromium } from '../../scripts/support/local.mjs';

export const baseUrl = inject('baseUrl');
export const outDir = inject('outDir');

/**
 * Every page an export lists in its sitemap.xml, as site paths ("/docs/welcome/"): the browser
 * tests visit these, so a page added to the site is covered without editing a test.
 */
export function sitemapRoutes(exportDir = outDir, basePath = ''): string[] {
  const sitemap = fs.readFileSync(path.join(exportDir, 'sitemap.xml'), 'utf8');
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const route = sitePathOf(new URL(match[1]).pathname, basePath);
    if (route === null)
      throw new Error(`${exportDir}/sitemap.xml lists ${match[1]}, outside ${basePath}/`);
    return route;
  });
}

/** The file's one Chromium, shared by its tests (those that run side by side too). */
let browser: Promise<Browser> | undefined;

export function startBrowser(): Promise<Browser> {
  browser ??= launchChromium();
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const started = browser;
  browser = undefined;
  await (await started)?.close();
}

export interface OpenPageOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  javaScriptEnabled?: boolean;
  reducedMotion?: 'reduce' | 'no-preference';
  /** Local storage entries set before any page script runs. */
  localStorage?: Record<string, string>;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * The test a page is opened for: a test that runs side by side with others (`it.concurrent`)
 * passes its own context, so that its page closes when it ends, not when another one does.
 */
export type PageOwner = Pick<TestContext, 'onTestFinished'>;

/**
 * A fresh context (own storage) and a blank page, with its errors collected. The context
 * closes when the test ends, passed or failed.
 */
export async function newPage(
  options: OpenPageOptions = {},
  owner: PageOwner = { onTestFinished },
): Promise<OpenedPage> {
  const b = await startBrowser();
  const context = await b.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  if (options.localStorage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, options.localStorage);
  }
  // Playwright gives up on a navigation or an element after 30 s; two test files side by side on
  // a busy machine can take longer than that for a large page, which is slow, not broken.
  context.setDefaultTimeout(120_000);
  owner.onTestFinished(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}

/**
 * Until React has hydrated the page: the color mode switch, on every page, shows its mode
 * (`data-color-mode`) only once mounted. A document without Next's scripts (a text file) has
 * nothing to hydrate.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('script[data-scripts], script[src*="/_next/"]') === null ||
      document.querySelector('button[data-color-mode]') !== null,
  );
}

/**
 * The page actions under a docs page's title, its buttons and links (the guide's icon link, titled,
 * aside), each with its text, where it sits, and the parts of its style that make its look.
 */
export function pageActions(page: Page) {
  return page
    .locator('main article div[data-pagefind-ignore]')
    .first()
    .locator('button, a:not([title])')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          name: element.textContent,
          top: Math.round(box.top),
          right: box.right,
          look: [
            style.borderTopStyle,
            style.borderTopWidth,
            style.backgroundColor,
            style.textDecorationLine,
            style.fontSize,
            style.color,
          ].join(' '),
        };
      }),
    );
}

/**
 * From light to dark mode in the loaded page, as a reader does it: one press on the color mode
 * switch, once the page has hydrated. Resolves when the page is dark and no transition runs.
 */
export async function switchLightToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Switch to dark mode (currently light mode)' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * newPage() at baseUrl + path (or an absolute URL), loaded and, with scripts on, hydrated: a page
 * fetches its payload, which the load event does not wait for, so on a busy machine React can
 * hydrate it after that event, and a click in between reaches no handler.
 */
export async function openPage(
  path: string,
  options: OpenPageOptions = {},
  owner?: PageOwner,
): Promise<OpenedPage> {
  const opened = await newPage(options, owner);
  await opened.page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'load' });
  if (options.javaScriptEnabled ?? true) await untilHydrated(opened.page);
  return opened;
}

/**
 * The routes the site must serve (home, API reference, docs index and guides, the examples), each
 * with the title it must show.
 */
export const SPEC_ROUTES: { path: string; title: string }[] = [
  { path: '/', title: 'A one-stop shop for all staking needs | Staking API' },
  { path: '/api', title: 'API Reference | Staking API' },
  { path: '/docs', title: 'Documentation | Staking API' },
  { path: '/docs/welcome', title: 'Welcome | Staking API' },
  { path: '/docs/core-concepts', title: 'Core concepts | Staking API' },
  { path: '/docs/register-account', title: 'Register an account | Staking API' },
  { path: '/docs/reporting', title: 'Reporting | Staking API' },
  { path: '/docs/support', title: 'Support | Staking API' },
  {
    path: '/docs/try-without-an-account',
    title: 'Try every call without an account | Staking API',
  },
  { path: '/docs/examples/', title: 'Examples | Staking API' },
  { path: '/docs/examples/cosmos-staking-example', title: 'Cosmos staking example | Staking API' },
  {
    path: '/docs/examples/polygon-staking-example',
    title: 'Polygon staking example | Staking API',
  },
  { path: '/docs/examples/sol-staking-example', title: 'Solana staking example | Staking API' },
  { path: '/docs/examples/sol-unstaking-example', title: 'Solana unstaking example | Staking API' },
  { path: '/docs/examples/sol-withdraw-example', title: 'Solana withdraw example | Staking API' },
];

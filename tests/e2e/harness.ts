import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../scripts/support/local.mjs';

export const baseUrl = inject('baseUrl');


let browser: Browser | undefined;

export async function startBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
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

/** A fresh context (own storage) and a page at baseUrl + path, with its errors collected. */
export async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
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
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, baseUrl).toString(), { waitUntil: 'load' });
  return { page, context, errors };
}

/** The routes of spec §2 with the title each must show. */
export const SPEC_ROUTES: { path: string; title: string }[] = [
  { path: '/', title: 'A one-stop shop for all staking needs | Staking API' },
  { path: '/api', title: 'API Reference | Staking API' },
  { path: '/docs', title: 'Documentation | Staking API' },
  { path: '/docs/welcome', title: 'Welcome | Staking API' },
  { path: '/docs/core-concepts', title: 'Core concepts | Staking API' },
  { path: '/docs/register-account', title: 'Register an account | Staking API' },
  { path: '/docs/reporting', title: 'Reporting | Staking API' },
  { path: '/docs/support', title: 'Support | Staking API' },
  { path: '/docs/try-without-an-account', title: 'Try every call without an account | Staking API' },
  { path: '/docs/examples/', title: 'Examples | Staking API' },
  { path: '/docs/examples/cosmos-staking-example', title: 'Cosmos staking example | Staking API' },
  { path: '/docs/examples/polygon-staking-example', title: 'Polygon staking example | Staking API' },
  { path: '/docs/examples/sol-staking-example', title: 'Solana staking example | Staking API' },
  { path: '/docs/examples/sol-unstaking-example', title: 'Solana unstaking example | Staking API' },
  { path: '/docs/examples/sol-withdraw-example', title: 'Solana withdraw example | Staking API' },
];

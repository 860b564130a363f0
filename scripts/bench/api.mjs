// The /api measurements of `npm run bench` (issue 8): axe with the interactive reference open,
// and the time from a tap on an operation to Elements showing it under mobile throttling.
import AxeBuilder from '@axe-core/playwright';
import { launchChromium } from '../support/local.mjs';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const AXE_ROUTE = '/api/#/operations/forgeTendermintStake';

/**
 * Lighthouse's mobile throttling as it applies it through DevTools (lighthouse
 * constants.throttling.mobileSlow4G, devtools variant): 562.5 ms request latency,
 * 1,474.56 kbit/s down, 607.5 kbit/s up, CPU slowed 4×.
 */
export const MOBILE_THROTTLING = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 607.5, cpuSlowdown: 4 };
const MOBILE_VIEWPORT = { width: 412, height: 823 };
const TAP_TARGET = { region: 'Solana', link: 'Stake SOL with a validator' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** axe findings on /api with Elements open on an operation, at both widths in both modes. */
export async function axeWithElementsOpen(base) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const mode of ['light', 'dark']) {
      for (const width of [412, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        await page.goto(base + AXE_ROUTE);
        await page.locator('.sl-elements h1').waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
        rows.push({ mode, width, violations: violations.reduce((sum, v) => sum + v.nodes.length, 0), rules: violations.map((v) => v.id) });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** How long a mouse rests on a link before the click in the hover variant (a typical reach). */
const HOVER_BEFORE_CLICK_MS = 1_000;

/**
 * Milliseconds from a tap on an operation link of /api (after the page has loaded) until
 * Elements shows that operation, on a phone-sized page with Lighthouse's mobile throttling.
 * Each run starts with a cold cache; nothing was hovered before, so the tap is the intent.
 * With `hover: true` the pointer rests on the link for HOVER_BEFORE_CLICK_MS first (a mouse's
 * intent prefetches), and the time runs from the click.
 */
export async function tapToShown(base, { runs = 3, hover = false } = {}) {
  const browser = await launchChromium();
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(hover ? { viewport: MOBILE_VIEWPORT } : { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: MOBILE_THROTTLING.latencyMs,
        downloadThroughput: (MOBILE_THROTTLING.downloadKbps * 1024) / 8,
        uploadThroughput: (MOBILE_THROTTLING.uploadKbps * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
      await page.goto(`${base}/api/`, { waitUntil: 'networkidle', timeout: 120_000 });
      const link = page.getByRole('region', { name: TAP_TARGET.region }).getByRole('link', { name: TAP_TARGET.link });
      await link.scrollIntoViewIfNeeded();
      // Timed inside the page: from the touchstart of the tap to the first frame in which
      // Elements' title of that operation is visible.
      await page.evaluate(({ name, startEvent }) => {
        window.__tapToShown = new Promise((resolve) => {
          document.addEventListener(
            startEvent,
            () => {
              const started = performance.now();
              const check = () => {
                const title = [...document.querySelectorAll('.sl-elements h1')].find((h) => h.textContent === name);
                if (title && title.checkVisibility({ visibilityProperty: true })) resolve(performance.now() - started);
                else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            },
            { capture: true, once: true },
          );
        });
      }, { name: TAP_TARGET.link, startEvent: hover ? 'click' : 'touchstart' });
      if (hover) {
        await link.hover();
        await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
        await link.click();
      } else {
        await link.tap();
      }
      times.push(Math.round(await page.evaluate(() => window.__tapToShown)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, median: median(times) };
}

export { median };

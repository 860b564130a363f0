// The /api measurements of `npm run bench`: axe with the interactive reference open,
// and taps timed under Lighthouse's mobile throttling as DevTools applies it (also used by the
// operation pages' measurements, scripts/bench/operation-pages.mjs).
import { violations as axeViolations } from '../support/axe.mjs';
import { launchChromium } from '../support/local.mjs';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Elements opened at an operation, as an operation page's "Try it" opens it. */
const AXE_ROUTE = '/api/?try#/operations/forgeTendermintStake';

/**
 * Lighthouse's mobile throttling as it applies it through DevTools (lighthouse
 * constants.throttling.mobileSlow4G, devtools variant): 562.5 ms request latency,
 * 1,474.56 kbit/s down, 675 kbit/s up, CPU slowed 4×.
 */
export const MOBILE_THROTTLING = {
  latencyMs: 562.5,
  downloadKbps: 1474.56,
  uploadKbps: 675,
  cpuSlowdown: 4,
};
const MOBILE_VIEWPORT = { width: 412, height: 823 };

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
        const violations = await axeViolations(page, { tags: AXE_TAGS });
        rows.push({
          mode,
          width,
          violations: violations.reduce((sum, v) => sum + v.nodes.length, 0),
          rules: violations.map((v) => v.id),
        });
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
 * Milliseconds from a tap on a link of page `from` (after it has loaded) until the first frame
 * in which `until.selector` (with `until.text`, if given) is visible, on a phone-sized page with
 * Lighthouse's mobile throttling. Each run starts with a cold cache; nothing was hovered before,
 * so the tap is the intent. `link`: the link's accessible name, within the region named
 * `link.region` if given. With `hover: true` the pointer rests on the link for
 * HOVER_BEFORE_CLICK_MS first and the time runs from the click. The page is one client-side
 * app, so the timer started in the page survives the navigation a link makes.
 */
export async function throttledTap(base, { from, link, until, runs = 3, hover = false }) {
  const browser = await launchChromium();
  const times = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(
        hover
          ? { viewport: MOBILE_VIEWPORT }
          : { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true },
      );
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
      await page.goto(base + from, { waitUntil: 'networkidle', timeout: 120_000 });
      const scope = link.region ? page.getByRole('region', { name: link.region }) : page;
      const target = scope.getByRole('link', { name: link.name, exact: true }).first();
      await target.scrollIntoViewIfNeeded();
      await page.evaluate(
        ({ selector, text, startEvent }) => {
          window.__tapToShown = new Promise((resolve) => {
            document.addEventListener(
              startEvent,
              () => {
                const started = performance.now();
                const check = () => {
                  const shown = [...document.querySelectorAll(selector)].find(
                    (element) =>
                      (text === undefined || element.textContent === text) &&
                      element.checkVisibility({ visibilityProperty: true }),
                  );
                  if (shown) resolve(performance.now() - started);
                  else requestAnimationFrame(check);
                };
                requestAnimationFrame(check);
              },
              { capture: true, once: true },
            );
          });
        },
        { selector: until.selector, text: until.text, startEvent: hover ? 'click' : 'touchstart' },
      );
      if (hover) {
        await target.hover();
        await page.waitForTimeout(HOVER_BEFORE_CLICK_MS);
        await target.click();
      } else {
        await target.tap();
      }
      times.push(Math.round(await page.evaluate(() => window.__tapToShown)));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { times, median: median(times) };
}

const TRY_IT = {
  from: '/api/operations/forgeSolStake/',
  link: { name: 'Try it in the interactive reference' },
};

/**
 * A tap on an operation page's "Try it" until Elements shows the operation: its title, or
 * (`fields: true`) its first request body field.
 */
export function tapToShown(base, { runs = 3, hover = false, fields = false } = {}) {
  const until = fields
    ? { selector: '.sl-elements [data-test="property-name-delegatorAddress"]' }
    : { selector: '.sl-elements h1', text: 'Stake SOL with a validator' };
  return throttledTap(base, { ...TRY_IT, until, runs, hover });
}

export { median };

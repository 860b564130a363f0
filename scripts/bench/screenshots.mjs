// Screenshots of pages of a served export, at desktop and 900 px, light and dark,
// for a person to look at. Usage: node scripts/bench/screenshots.mjs http://127.0.0.1:3000 / /docs/welcome
// Writes into .screenshots/ (ignored by git).
import fs from 'node:fs';
import { launchChromium } from '../support/local.mjs';

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const outDir = '.screenshots';
fs.mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const path of paths.length ? paths : ['/']) {
  for (const width of [1280, 900]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      const page = await context.newPage();
      await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
      const file = `${outDir}/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();

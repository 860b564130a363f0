// The social card of every docs, example and operation page (lib/social-cards), written into
// the export as a PNG of few colours (out/social-cards/docs/welcome.png), where each page's
// og:image and twitter:image point. A card over CARD.maxBytes fails the build, as does a page
// whose head names a card this step did not write.
// Usage: tsx scripts/build/social-cards.mjs [outDir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CARD, socialCardSvg } from '@/lib/social-cards';
import { allSocialCards } from '@/lib/social-cards/pages';
import { routeOfFile, socialCardPath } from '@/lib/urls';

const started = Date.now();
const outDir = path.resolve(process.argv[2] ?? 'out');

/**
 * Eight colours (the card's four and the shades between them on the letters' edges) without
 * dithering: under 15 kB where a full-colour PNG of the same card weighs about 40 kB. The
 * quantiser's lowest effort that keeps the size: about 50 ms of CPU a card, its greater efforts
 * about 90 ms for a few per cent fewer bytes.
 */
const PNG = { palette: true, colours: 8, dither: 0, compressionLevel: 9, effort: 2 };

/** @param {import('@/lib/social-cards').SocialCard} card */
async function render(card) {
  const file = path.join(outDir, socialCardPath(card.permalink));
  const png = await sharp(Buffer.from(socialCardSvg(card)))
    .png(PNG)
    .toBuffer();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
  return { file, bytes: png.length };
}

const cards = allSocialCards();
const written = [];
// sharp renders on libuv's threads: a few cards at a time keep every core busy.
const width = Math.max(2, os.availableParallelism());
for (let at = 0; at < cards.length; at += width)
  written.push(...(await Promise.all(cards.slice(at, at + width).map(render))));

const problems = written
  .filter(({ bytes }) => bytes > CARD.maxBytes)
  .map(
    ({ file, bytes }) => `${path.relative(outDir, file)}: ${bytes} bytes (most: ${CARD.maxBytes})`,
  );

// Every card a page's head names is one of those written.
const writtenFiles = new Set(written.map(({ file }) => file));
const CARD_META = /<meta (?:property="og:image"|name="twitter:image") content="([^"]+)"/g;
for (const file of fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.html')) continue;
  const html = fs.readFileSync(path.join(outDir, file), 'utf8');
  for (const [, url] of html.matchAll(CARD_META)) {
    const cardPath = new URL(url).pathname.replace(/^.*?(?=\/social-cards\/)/, '');
    if (!writtenFiles.has(path.join(outDir, cardPath)))
      problems.push(`${routeOfFile(file)} names ${url}, which no card was written for`);
  }
}
if (problems.length) {
  console.error(`Social cards:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
const bytes = written.map((card) => card.bytes);
const ms = Date.now() - started;
console.log(
  `Social cards: ${written.length} in out/social-cards, largest ${Math.max(...bytes)} bytes, ` +
    `mean ${Math.round(bytes.reduce((a, b) => a + b, 0) / bytes.length)} bytes ` +
    `(${ms} ms, ${Math.round((ms / written.length) * 1000) / 1000} s per 1,000 cards).`,
);

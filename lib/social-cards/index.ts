// A page's social card: the picture a chat or a post shows beside a link to the page (Open Graph
// and Twitter's card), made at build time for every docs, example and operation page
// (scripts/build/social-cards.mjs renders this module's SVG to PNG). What each page's card says
// is in ./pages.ts.
import type { Metadata } from 'next';
import { siteConfig } from '@/lib/config';
import { SITE_OPEN_GRAPH } from '@/lib/site-metadata';
import { absoluteUrl, socialCardPath } from '@/lib/urls';

/** What a card shows: the page's title, the part of the site it is in, and the product. */
export interface SocialCard {
  /** The page's URL, in the one form lib/urls writes: where its card's file goes. */
  permalink: string;
  title: string;
  section: string;
}

/** The size Open Graph's consumers show large (1.91:1), and the most bytes a card may weigh. */
export const CARD = { width: 1200, height: 630, maxBytes: 15_000 } as const;

/**
 * The card's colours: the site's dark background, its green, white and a muted grey. Few colours,
 * so the PNG keeps a small palette (scripts/build/social-cards.mjs) and stays under CARD.maxBytes.
 */
const COLOURS = { background: '#111318', accent: '#2e8555', text: '#ffffff', muted: '#9aa1b1' };
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** The title's lines: at most this many, of at most this many characters at its font size. */
const TITLE = { size: 64, lineHeight: 82, maxLines: 3, maxChars: 28 } as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A title broken into lines at spaces, each of at most `maxChars` characters (a longer word stands
 * alone on its line); past `maxLines`, the last line ends with an ellipsis.
 */
export function titleLines(title: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const end = kept[maxLines - 1];
  kept[maxLines - 1] = `${end.length < maxChars ? end : end.slice(0, maxChars - 1).trimEnd()}…`;
  return kept;
}

/** The card as an SVG image of CARD's size: the section, the title, and the product below. */
export function socialCardSvg(card: SocialCard, product: string = siteConfig.title): string {
  const lines = titleLines(card.title, TITLE.maxChars, TITLE.maxLines);
  // The title's block sits in the middle of the space between the section and the product.
  const top = 315 - ((lines.length - 1) * TITLE.lineHeight) / 2 + TITLE.size / 3;
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="80" y="${Math.round(top + index * TITLE.lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}">`,
    `<rect width="100%" height="100%" fill="${COLOURS.background}"/>`,
    `<rect width="16" height="100%" fill="${COLOURS.accent}"/>`,
    `<g font-family="${FONT.replace(/"/g, '&quot;')}">`,
    `<text x="80" y="120" font-size="34" fill="${COLOURS.muted}">${escapeXml(card.section)}</text>`,
    `<text font-size="${TITLE.size}" font-weight="700" fill="${COLOURS.text}">${tspans}</text>`,
    `<rect x="80" y="510" width="64" height="8" fill="${COLOURS.accent}"/>`,
    `<text x="80" y="572" font-size="38" font-weight="700" fill="${COLOURS.text}">`,
    `${escapeXml(product)}</text>`,
    '</g></svg>',
  ].join('');
}

/**
 * The page's card in its head: `og:image` (with its size and a description) and `twitter:image`
 * with a large card, as absolute URLs on the published site. Open Graph's other fields are the
 * site's (lib/site-metadata.ts): a page's `openGraph` replaces the layout's.
 */
export function socialCardMetadata(card: SocialCard): Pick<Metadata, 'openGraph' | 'twitter'> {
  const url = absoluteUrl(socialCardPath(card.permalink), siteConfig.url);
  const alt = `${card.title} (${card.section}, ${siteConfig.title})`;
  return {
    openGraph: {
      ...SITE_OPEN_GRAPH,
      images: [{ url, width: CARD.width, height: CARD.height, alt, type: 'image/png' }],
    },
    twitter: { card: 'summary_large_image', images: [{ url, alt }] },
  };
}

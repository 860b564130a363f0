import { describe, expect, it } from 'vitest';
import { socialCardMetadata, socialCardSvg, titleLines } from '.';
import { socialCardPath } from '@/lib/urls';

const card = {
  permalink: '/api/operations/forgeSolUnstake/',
  title: 'Deactivate a stake account',
  section: 'API reference · Solana',
};

describe('social cards', () => {
  it('names each page its PNG under /social-cards/', () => {
    expect(socialCardPath('/docs/welcome/')).toBe('/social-cards/docs/welcome.png');
    expect(socialCardPath('/api/operations/getStatus/#top')).toBe(
      '/social-cards/api/operations/getStatus.png',
    );
    expect(socialCardPath('/')).toBe('/social-cards/index.png');
  });

  it("puts the card in the page's head as og:image and twitter:image, absolute URLs", () => {
    const metadata = socialCardMetadata(card);
    const url = 'https://docs.staking-api.example/social-cards/api/operations/forgeSolUnstake.png';
    expect(metadata.openGraph).toMatchObject({
      siteName: 'Staking API',
      type: 'website',
      images: [{ url, width: 1200, height: 630 }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [{ url }] });
  });

  it('draws the section, the title and the product, the text escaped', () => {
    const svg = socialCardSvg({ ...card, title: 'Stake <SOL> & earn' });
    expect(svg).toContain('>API reference · Solana</text>');
    expect(svg).toContain('Stake &lt;SOL&gt; &amp; earn');
    expect(svg).toContain('Staking API</text>');
  });

  it('breaks a long title into at most three lines, the last ending in an ellipsis', () => {
    expect(titleLines('Enable auto-restake for a validator', 28, 3)).toEqual([
      'Enable auto-restake for a',
      'validator',
    ]);
    expect(titleLines('one two three four five six seven', 9, 2)).toEqual(['one two', 'three…']);
  });
});

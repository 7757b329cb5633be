import { describe, expect, it } from 'vitest';
import { failures, mainWords, measure, words } from '@/scripts/city-pages/similarity';

/** A page whose `<main>` holds `body`, with a header and footer that are not measured. */
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title><style>.x{}</style></head><body><header>Menu Home About</header><main>${body}</main><footer>Call us today</footer></body></html>`;

/** `n` words no other text here has: w0-tag, w1-tag… */
const own = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}${i}x`).join(' ');

const shared = own('shared', 300);

describe('the city-page measure (docs/city-pages.md#the-measurement)', () => {
  it('reads the visible words of <main> only, normalised', () => {
    const html = page(
      `<h1>Packers in Pune</h1><p>₹1,40,000 – People’s <b>choice</b></p><script>var hidden = 1</script><div hidden>not shown</div><noscript><p>Scripts off</p></noscript>`,
    );
    expect(mainWords(html)).toEqual(['packers', 'in', 'pune', '140000', 'peoples', 'choice', 'scripts', 'off']);
    expect(words('Agra–Mathura,2 BHK')).toEqual(['agra', 'mathura', '2', 'bhk']);
  });

  it('finds a template with the city name swapped: almost every run shared, one word of its own', () => {
    const template = (city: string) =>
      page(
        `<p>Looking for packers and movers in ${city}? ${shared} We move homes from ${city} to anywhere in India, any day.</p>`,
      );
    const report = measure([
      { name: 'pune', html: template('Pune') },
      { name: 'agra', html: template('Agra') },
    ]);
    expect(report.pairs[0]!.share).toBeGreaterThan(0.9);
    // The name is the page's own; the nine words around it are shared with the other page's runs.
    expect(report.pages.map((p) => p.ownWords)).toEqual([2, 2]);
    expect(failures(report)).toEqual([
      expect.stringMatching(/^pune and agra share 9\d\.\d% of their five-word runs$/),
      'pune has 2 words of its own',
      'agra has 2 words of its own',
    ]);
  });

  it('passes pages written for their city that share a short common part', () => {
    const common = own('common', 100);
    const report = measure([
      { name: 'pune', html: page(`<p>${own('pune', 500)}</p><p>${common}</p>`) },
      { name: 'agra', html: page(`<p>${own('agra', 450)}</p><p>${common}</p>`) },
    ]);
    // 96 shared runs of the smaller page's 450 + 100 words (546 distinct runs, after the join).
    expect(report.pairs[0]!.share).toBeCloseTo(96 / 546, 3);
    expect(report.pages.map((p) => p.ownWords)).toEqual([500, 450]);
    expect(failures(report)).toEqual([]);
  });

  it('measures the share against the smaller page, so padding one page does not hide a copy', () => {
    const copy = own('copy', 400);
    const report = measure([
      { name: 'small', html: page(`<p>${copy}</p>`) },
      { name: 'padded', html: page(`<p>${copy}</p><p>${own('padding', 3000)}</p>`) },
    ]);
    expect(report.pairs[0]!.share).toBe(1);
  });

  it('counts a passage a page repeats once', () => {
    const text = own('once', 420);
    const report = measure([
      { name: 'twice', html: page(`<p>${text}</p><p>${text}</p>`) },
      { name: 'other', html: page(`<p>${own('other', 420)}</p>`) },
    ]);
    expect(report.pages[0]!.ownWords).toBe(420 + 4);
  });
});

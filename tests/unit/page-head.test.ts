import { describe, expect, it } from 'vitest';
import { fontPreconnect, leadImageFirst, tunePageHead } from '@/lib/page-head';

const logo = '<link rel="preload" href="/images/brand/logo.svg" as="image"/>';
const hero =
  '<link rel="preload" as="image" imageSrcSet="/images/a-480.webp 480w, /images/a.webp 800w" imageSizes="100vw" fetchPriority="high"/>';
const page = (head: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>Gallery</title></head>` +
  `<body><img src="/images/brand/logo.svg"/><link rel="preload" as="image" href="/late.webp" fetchPriority="high"/></body></html>`;

describe("the exported pages' head", () => {
  it("asks for the page's high-priority picture before any other preload", () => {
    const out = leadImageFirst(page(`${logo}${hero}`));
    expect(out).toBe(page(`${hero}${logo}`));
    expect(out.match(/fetchPriority="high"/g)).toHaveLength(2);
  });

  it('leaves a head whose picture is already first, or that has none, as it is', () => {
    expect(leadImageFirst(page(`${hero}${logo}`))).toBe(page(`${hero}${logo}`));
    expect(leadImageFirst(page(logo))).toBe(page(logo));
    expect(leadImageFirst('<p>no head</p>')).toBe('<p>no head</p>');
  });

  it("drops next/font's early connection for a font the first page does not load", () => {
    expect(tunePageHead(page(`${fontPreconnect}${logo}${hero}`))).toBe(page(`${hero}${logo}`));
  });
});

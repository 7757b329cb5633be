/**
 * Responsive copies of the local pictures (docs/performance.md). `scripts/make-image-variants.ts`
 * writes them at build time and `<Img>` lists them in `srcset`; both follow this one rule, so every
 * listed file exists. Originals stay where the owner put them, in public/images/.
 */

/** Widths made for every picture wider than them. */
export const variantWidths = [480, 960] as const;

/** Where the copies go (under public/, git-ignored). */
export const variantDir = '/images/_w';

/** Widths at which copies of an image `width` pixels wide exist (not counting the original). */
export function widthsFor(width: number): number[] {
  // A copy within 20% of the original saves too little to be worth a request of its own.
  return variantWidths.filter((w) => w < width * 0.8);
}

/** Root-relative path of the `width`-pixel copy of `src` ("/images/a/b.webp" → "/images/_w/a/b-480.webp"). */
export function variantPath(src: string, width: number): string {
  return `${variantDir}${src.replace(/^\/images/, '').replace(/\.[a-z0-9]+$/i, '')}-${width}.webp`;
}

/** The `srcset` for a local image: its copies, then the original at its own width. */
export function srcSetFor(src: string, width: number): string | undefined {
  if (!src.startsWith('/images/') || src.endsWith('.svg')) return undefined;
  const widths = widthsFor(width);
  if (widths.length === 0) return undefined;
  return [...widths.map((w) => `${variantPath(src, w)} ${w}w`), `${src} ${width}w`].join(', ');
}

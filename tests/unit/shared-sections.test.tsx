import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hasHindiTwin } from '@/content/pages';
import { reviews, sampleReviewsNote } from '@/content/localized/sections';
import { services } from '@/content/localized/services';
import { serviceHref } from '@/content/services';
import { uiWords } from '@/content/localized/ui';
import { ReviewList } from '@/components/sections/review-list';
import { ServiceGrid } from '@/components/sections/service-grid';
import { TrustCards } from '@/components/sections/trust-cards';

/**
 * The shared sections in both languages (docs/i18n.md#shared-sections): Hindi content on a Hindi
 * page, with links that say when they lead to an English page; the English as they were.
 */

const hi = uiWords.hi;

/** An address without the slash that ends its path (next/link drops it outside the site's build). */
const bare = (href: string | null) => href?.replace(/\/(?=#|$)/, '');

describe('the shared sections on a Hindi page', () => {
  it('show the Hindi service tiles, each leading to its Hindi page, or to the English one saying so', () => {
    render(<ServiceGrid compact locale="hi" />);
    expect(screen.getAllByRole('link')).toHaveLength(services('hi').length);
    for (const service of services('hi')) {
      const tile = screen.getByRole('heading', { level: 3, name: service.title }).closest('a')!;
      const [path = '', hash] = serviceHref(service).split('#');
      const twin = hasHindiTwin(path);
      expect(bare(tile.getAttribute('href'))).toBe(bare(`${twin ? `/hi${path}` : path}${hash ? `#${hash}` : ''}`));
      if (twin) expect(tile).not.toHaveAttribute('hreflang');
      else expect(tile).toHaveAttribute('hreflang', 'en-IN');
      expect(tile.textContent?.includes(hi.footer.inEnglish)).toBe(!twin);
    }
  });

  it('leave the English service tiles as they were', () => {
    render(<ServiceGrid compact />);
    for (const tile of screen.getAllByRole('link')) {
      expect(tile).not.toHaveAttribute('hreflang');
      expect(tile.textContent).not.toContain(hi.footer.inEnglish);
    }
  });

  it('show the Hindi sample reviews, still called samples', () => {
    render(<ReviewList limit={3} locale="hi" />);
    const section = screen.getByRole('region', { name: hi.sections.reviews.title });
    expect(within(section).getByText(sampleReviewsNote('hi'))).toBeInTheDocument();
    expect(within(section).getByText(hi.sections.reviews.eyebrowSamples)).toBeInTheDocument();
    expect(within(section).getByText(reviews('hi')[0]!.name)).toBeInTheDocument();
  });

  it('name the trust cards in Hindi, with the English-only galleries marked', () => {
    render(<TrustCards locale="hi" />);
    const photos = screen.getByRole('link', { name: new RegExp(hi.sections.trust.photos.title) });
    expect(bare(photos.getAttribute('href'))).toBe('/photo-gallery');
    expect(photos).toHaveAttribute('hreflang', 'en-IN');
    expect(photos).toHaveTextContent(hi.footer.inEnglish);
  });
});

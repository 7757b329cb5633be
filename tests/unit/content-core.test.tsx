import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cities, cityBySlug, cityPath, defaultCityBanner } from '@/content/cities';
import { comparisonRows } from '@/content/comparison';
import { galleryCategories, galleryImages, galleryVideos, homeVideos } from '@/content/media';
import { presence } from '@/content/presence';
import { allRoutes, pages } from '@/content/pages';
import { services } from '@/content/services';
import { localePath, locales } from '@/lib/shared/i18n';
import { SiteFooter } from '@/components/layout/site-footer';

describe('cities', () => {
  it('gives a banner image only to cities with an offer', () => {
    for (const city of cities) {
      if (city.offer) expect(city.img).toBe(`/images/cities/${city.slug}.webp`);
      else expect(city.img).toBeUndefined();
    }
    expect(defaultCityBanner).toMatch(/^\/images\//);
  });

  it('builds lower-case paths and refuses unknown slugs', () => {
    expect(cityPath(cityBySlug('pune'))).toBe('/city/pune/');
    expect(() => cityBySlug('atlantis')).toThrow(/atlantis/);
  });
});

describe('routes', () => {
  it('gives no two pages the same address', () => {
    expect(new Set(allRoutes).size).toBe(allRoutes.length);
  });

  it('links every fixed page from the footer, in each language to its twin there or the English page', () => {
    for (const locale of locales) {
      const { container, unmount } = render(<SiteFooter locale={locale} />);
      // Outside a Next build, links render without the trailing slash the export adds.
      const bare = (href: string | null) => href?.replace(/(.)\/$/, '$1');
      const linked = new Set(
        [...container.querySelectorAll('.footer-cols a')].map((a) => bare(a.getAttribute('href'))),
      );
      const missing = pages.filter((page) => !linked.has(bare(page.hindi ? localePath(locale, page.path) : page.path)));
      expect(missing.map((page) => `${locale} ${page.path}`)).toEqual([]);
      unmount();
    }
  });

  it('has exactly one page file or data-driven template for every route', async () => {
    // The English routes are in app/(en)/ (docs/i18n.md#structure).
    const appDir = join(process.cwd(), 'app', '(en)');
    const folders = new Set(
      readdirSync(appDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    );
    const { generateStaticParams } = await import('@/app/(en)/[page]/page');
    const templated = new Set(generateStaticParams().map((p) => p.page));
    for (const { path } of pages) {
      if (path === '/') continue;
      const segment = path.slice(1, -1);
      expect(Number(folders.has(segment)) + Number(templated.has(segment)), segment).toBe(1);
    }
  });
});

describe('services and tables', () => {
  it('gives every service its own id', () => {
    expect(new Set(services.map((s) => s.id)).size).toBe(services.length);
  });

  it('links services only to real pages', () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const s of services) if (s.href) expect(paths.has(s.href), s.href).toBe(true);
  });

  it('compares each feature once and lists each place once', () => {
    expect(new Set(comparisonRows.map((r) => r.feature)).size).toBe(comparisonRows.length);
    expect(new Set(presence.national).size).toBe(presence.national.length);
    expect(new Set(presence.international).size).toBe(presence.international.length);
  });
});

describe('media', () => {
  it('files every gallery photo under a category the filter offers, and no category is empty', () => {
    const ids = new Set(galleryCategories.map((c) => c.id));
    expect(galleryImages.filter((i) => !ids.has(i.category))).toEqual([]);
    for (const { id } of galleryCategories)
      expect(
        galleryImages.some((i) => i.category === id),
        id,
      ).toBe(true);
  });

  it('gives every video its own id', () => {
    const ids = [...galleryVideos, ...homeVideos].map((v) => v.videoId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cities, cityBySlug, cityPath, defaultCityBanner } from '@/content/cities';
import { comparisonRows } from '@/content/comparison';
import { counterDurationMs, counters } from '@/content/counters';
import { galleryCategories, galleryImages, galleryVideos, homeVideos } from '@/content/media';
import { presence } from '@/content/presence';
import { priceRows } from '@/content/prices';
import { quoteHeading, quoteTabs } from '@/content/quote-tabs';
import { footerColumns, mainNav, pages } from '@/content/routes';
import { services } from '@/content/services';
import { allRoutes } from '@/lib/site-routes';

const specSlugs =
  'agra, ankleshwar, bhiwandi, calicut, cuttack, gandhidham, guwahati, hyderabad, jamshedpur, kolhapur, lucknow, meerut, ahmedabad, aurangabad, bhopal, chandigarh, dehradun, ghaziabad, gwalior, indore, jamnagar, kolkata, ludhiana, mumbai, allahabad, alwar, ambala, vadodara, bikaner, bhubaneswar, chennai, kochi, delhi, dwarka, faridabad, goa, greaternoida, gurgaon, hubli, jammu, kanpur, kottayam, mangalore, nashik, noida, patna, pune, surat'.split(
    ', ',
  );

const specOffers = {
  '10%': 'kolhapur, lucknow, meerut, ahmedabad, aurangabad, bhopal',
  '15%':
    'agra, ankleshwar, bhiwandi, calicut, cuttack, gandhidham, guwahati, hyderabad, jamshedpur, chandigarh, dehradun, ghaziabad, gwalior, indore, jamnagar, kolkata, ludhiana, mumbai, allahabad, alwar, ambala',
  '20%': 'vadodara, bikaner, bhubaneswar, chennai, kochi',
  none: 'delhi, dwarka, faridabad, goa, greaternoida, gurgaon, hubli, jammu, kanpur, kottayam, mangalore, nashik, noida, patna, pune, surat',
};

describe('cities (SPEC §2, §9)', () => {
  it('has exactly the 48 slugs of SPEC §2, in order', () => {
    expect(cities.map((c) => c.slug)).toEqual(specSlugs);
  });

  it.each(Object.entries(specOffers))('gives %s exactly to the cities SPEC §9 lists', (offer, list) => {
    const expected = list.split(', ').sort();
    const actual = cities.filter((c) => (c.offer ?? 'none') === offer).map((c) => c.slug);
    expect(actual.sort()).toEqual(expected);
  });

  it('gives a banner image only to cities with an offer', () => {
    for (const city of cities) {
      if (city.offer) expect(city.img).toBe(`/images/cities/${city.slug}.webp`);
      else expect(city.img).toBeUndefined();
    }
    expect(defaultCityBanner).toMatch(/^\/images\//);
  });

  it('gives metaDetails to bhiwandi only', () => {
    expect(cities.filter((c) => c.metaDetails).map((c) => c.slug)).toEqual(['bhiwandi']);
    expect(cityBySlug('bhiwandi').metaDetails?.title).toContain('Bhiwandi');
  });

  it('builds lower-case paths and refuses unknown slugs', () => {
    expect(cityPath(cityBySlug('pune'))).toBe('/city/pune/');
    expect(() => cityBySlug('atlantis')).toThrow(/atlantis/);
  });
});

describe('routes', () => {
  it('has the 26 fixed routes of SPEC §2 and 74 pages in all, each once', () => {
    expect(pages).toHaveLength(26);
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/why-sugam/', '/vission-mission/', '/privacy-and-policy/', '/video-gallery/']),
    );
    expect(allRoutes).toHaveLength(74);
    expect(new Set(allRoutes).size).toBe(74);
  });

  it('puts the six spec pages in the header, in order', () => {
    expect(mainNav.map((p) => p.path)).toEqual(['/', '/about/', '/review/', '/faqs/', '/contact-us/', '/services/']);
  });

  it('lists every fixed page in a footer column', () => {
    expect(footerColumns.flatMap((c) => c.links).length).toBe(26);
  });

  it('has exactly one page file or data-driven template for every route', async () => {
    const appDir = join(process.cwd(), 'app');
    const folders = new Set(
      readdirSync(appDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
    );
    const { generateStaticParams } = await import('@/app/[page]/page');
    const templated = new Set(generateStaticParams().map((p) => p.page));
    for (const { path } of pages) {
      if (path === '/') continue;
      const segment = path.slice(1, -1);
      expect(Number(folders.has(segment)) + Number(templated.has(segment)), segment).toBe(1);
    }
  });
});

describe('services, prices and tables (SPEC §3, §9)', () => {
  it('has the 14 service tags in order', () => {
    expect(services.map((s) => s.tag)).toEqual([
      'House',
      'AC',
      'Bike',
      'Car',
      'Pet',
      'Office',
      'Commercial',
      'Luggage',
      'Domestic',
      'International',
      'Tempo',
      'Warehouse',
      'Storage',
      'Cold',
    ]);
    expect(new Set(services.map((s) => s.id)).size).toBe(14);
  });

  it('links services only to real pages', () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const s of services) if (s.href) expect(paths.has(s.href), s.href).toBe(true);
  });

  it('prices the four rows exactly as SPEC §9', () => {
    expect(priceRows).toEqual([
      { shiftingType: '1 BHK', packingMaterial: { min: 500, max: 1000 }, movingCharges: { min: 2500, max: 3000 } },
      { shiftingType: '2 BHK', packingMaterial: { min: 800, max: 1200 }, movingCharges: { min: 3000, max: 3500 } },
      { shiftingType: '3/4 BHK', packingMaterial: { min: 1200, max: 1500 }, movingCharges: { min: 3500, max: 3800 } },
      {
        shiftingType: 'Few items only',
        packingMaterial: { min: 600, max: 1000 },
        movingCharges: { min: 2000, max: 2800 },
      },
    ]);
  });

  it('compares 12 features', () => {
    expect(comparisonRows).toHaveLength(12);
    expect(new Set(comparisonRows.map((r) => r.feature)).size).toBe(12);
  });

  it('lists 34 Indian states and territories and 11 places abroad', () => {
    expect(new Set(presence.national).size).toBe(34);
    expect(new Set(presence.international).size).toBe(11);
  });

  it('counts to the SPEC §9 figures in 2 s', () => {
    expect(counters.map((c) => c.value)).toEqual([10000, 99, 180, 25]);
    expect(counters[1]?.detail).toBe('Rated 4.9/5');
    expect(counterDurationMs).toBe(2000);
  });

  it('has the seven quote tabs, Domestic Moving first with the spec placeholders', () => {
    expect(quoteTabs.map((t) => t.name)).toEqual([
      'Domestic Moving',
      'Car Moving',
      'Storage',
      'Flight Cargo',
      'International Moving',
      'Office Shifting',
      'Commercial Shifting',
    ]);
    expect(quoteTabs[0]).toMatchObject({ from: 'From', to: 'To', detail: 'Goods Type (e.g., Household, Furniture)' });
    expect(quoteHeading(quoteTabs[1]!)).toBe('Get a free Car Moving Quote');
  });
});

describe('media', () => {
  it('files four photos under each of the five gallery categories', () => {
    expect(galleryCategories.map((c) => c.label)).toEqual([
      'Bike Shifting',
      'House Shifting',
      'Storage',
      'Car',
      'Wooden Packing',
    ]);
    for (const { id } of galleryCategories) expect(galleryImages.filter((i) => i.category === id)).toHaveLength(4);
  });

  it('has 11 gallery videos and 3 home videos with clearly marked placeholder ids', () => {
    expect(galleryVideos).toHaveLength(11);
    expect(homeVideos).toHaveLength(3);
    const ids = [...galleryVideos, ...homeVideos].map((v) => v.videoId);
    expect(new Set(ids).size).toBe(14);
    for (const id of ids) expect(id).toMatch(/^PLACEHOLD\d\d$/);
  });
});

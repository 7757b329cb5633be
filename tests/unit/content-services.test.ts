import { describe, expect, it } from 'vitest';
import { advanceRange, bookingFlows, paymentTerms } from '@/content/booking';
import { cities } from '@/content/cities';
import { cityGuides } from '@/content/city-guides';
import { cityOfferLine, cityProcess, cityServiceIds, cityServiceLinks } from '@/content/city-copy';
import { company } from '@/content/company';
import { parseContent } from '@/content/parse';
import { pages } from '@/content/pages';
import { safetyPage } from '@/content/safety';
import { servicePageBySlug, servicePages, servicePageSchema } from '@/content/service-pages';
import { storagePages } from '@/content/storage-pages';

const titles = (list: { title: string }[]) => list.map((entry) => entry.title);
const routePaths = new Set(pages.map((page) => page.path));

describe('service pages', () => {
  it('gives each page a real route', () => {
    expect(servicePages.length).toBeGreaterThan(0);
    for (const page of servicePages) expect(routePaths).toContain(`/${page.slug}/`);
    expect(servicePageBySlug(servicePages[0]!.slug)).toBe(servicePages[0]);
    expect(servicePageBySlug('nope')).toBeUndefined();
  });

  it('gives every page a six-step booking process following the stated flow (docs/product.md#booking-payment-and-claims)', () => {
    const domesticFlow = [/quote/i, /advance/i, /pickup/i, /invoice and balance/i, /tracking|updates/i, /delivery/i];
    const internationalFlow = [/quote/i, /booking/i, /packing/i, /customs/i, /air or sea/i, /delivery/i];
    for (const page of servicePages) {
      expect(page.bookingSteps).toHaveLength(6);
      const flow = page.slug === 'international-moves' ? internationalFlow : domesticFlow;
      page.bookingSteps.forEach((step, i) => expect(step.title, `${page.slug} step ${i + 1}`).toMatch(flow[i]!));
    }
    expect(servicePageBySlug('home-shifting')?.bookingSteps).toEqual(bookingFlows.domestic);
    expect(servicePageBySlug('international-moves')?.bookingSteps).toEqual(bookingFlows.international);
  });

  it('has the sections listed in docs/product.md#service-storage-and-safety-pages, with search-friendly descriptions', () => {
    for (const page of servicePages) {
      expect(page.itemsHandled.length).toBeGreaterThanOrEqual(6);
      expect(page.whyChoose.length).toBeGreaterThanOrEqual(4);
      expect(page.costFactors.length).toBeGreaterThanOrEqual(5);
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('covers the documents a pet needs to travel', () => {
    const pet = titles(servicePageBySlug('pet-relocation')?.itemsHandled ?? []);
    expect(pet).toEqual(expect.arrayContaining(['Dogs', 'Cats', 'Birds', 'Vaccination Records', 'Health Certificate']));
  });

  it('names the file and the field when a page is bad', () => {
    const bad = { ...servicePages[0], bookingSteps: servicePages[0]!.bookingSteps.slice(0, 5) };
    expect(() => parseContent('content/service-pages.ts', servicePageSchema, bad)).toThrow(
      /content\/service-pages\.ts[\s\S]*bookingSteps/,
    );
  });
});

describe('storage pages', () => {
  it('gives each page a real route', () => {
    expect(storagePages.length).toBeGreaterThan(0);
    for (const page of storagePages) expect(routePaths).toContain(`/${page.slug}/`);
  });

  it('explains the advance, the balance and the updates in the steps, as the settings back them', () => {
    for (const page of storagePages) {
      expect(page.steps[1]!.description).toMatch(/adjusted later/);
      expect(page.steps[3]!.description).toMatch(/advance is deducted/);
      // The step that tracks the goods, as far as the settings back it: updates on request.
      expect(page.steps[4]!.description).toContain(company.support.phone);
    }
  });
});

describe('safety standards', () => {
  it('claims real-time tracking only when a tracking page is set', () => {
    expect(company.tracking.liveUrlTemplate).toBeUndefined();
    const text = JSON.stringify(safetyPage);
    expect(text).not.toMatch(/real-time tracking|follow your shipment live|track (them|it) live/i);
  });

  it('allows currency and jewellery only if declared and insured, as the terms say', () => {
    const valuables = safetyPage.prohibitedItems.find((entry) => /currency|jewellery/i.test(entry.item));
    expect(valuables?.note).toMatch(/declared and insured/);
  });
});

describe('booking flows and payment terms', () => {
  it('states the five payment terms (docs/product.md#booking-payment-and-claims) in words', () => {
    expect(paymentTerms).toHaveLength(5);
    const [advance, separate, sharing, extras, cancellation] = paymentTerms.map((term) => term.detail);
    expect(advance).toMatch(/mandatory/);
    expect(advance).toContain(advanceRange);
    expect(separate).toMatch(/90% .*in advance and 10% at delivery/);
    expect(sharing).toMatch(/full charges are paid in advance/);
    for (const word of ['Taxes', 'tolls', 'parking', 'demurrage', 'customs']) expect(extras).toContain(word);
    expect(cancellation).toMatch(/advance is not refunded/);
  });
});

describe('city copy', () => {
  it('links the seven services in order, each to a real page', () => {
    expect(cityServiceLinks.map((link) => link.id)).toEqual([...cityServiceIds]);
    for (const link of cityServiceLinks) expect(routePaths).toContain(link.href);
  });

  it('prints the offer line exactly and rejects a malformed offer', () => {
    expect(cityOfferLine('15%')).toBe('Get 15% OFF on Your Next Move');
    expect(cityOfferLine('20%')).toBe('Get 20% OFF on Your Next Move');
    expect(() => cityOfferLine('fifteen')).toThrow(/content\/city-copy\.ts/);
  });
});

/** Every string the content above can render, for every city. */
function allRenderedText(): string[] {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk([servicePages, storagePages, safetyPage, bookingFlows, paymentTerms, cityServiceLinks, cityProcess]);
  // Each city's own page text (docs/city-pages.md).
  walk(cityGuides);
  for (const city of cities) if (city.offer) walk(cityOfferLine(city.offer));
  return out;
}

describe('copy quality', () => {
  const strings = allRenderedText();

  it('has no placeholder text', () => {
    expect(strings.length).toBeGreaterThan(100);
    for (const s of strings) expect(s).not.toMatch(/lorem|ipsum|coming soon|TODO|FIXME|TBD/i);
  });

  it('uses Indian English spelling', () => {
    for (const s of strings) expect(s).not.toMatch(/\b(color|organiz\w*|kilometers?|center|labor|neighbor\w*)\b/i);
  });
});

describe('the service pages that carry the instant estimate (docs/estimate.md#where-it-appears)', () => {
  it('are real service or storage pages, each showing the estimate with its own line; the others show none', async () => {
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { ServicePageView } = await import('@/components/templates/service-page');
    const { StoragePageView } = await import('@/components/templates/storage-page');
    const { serviceEstimates } = await import('@/content/estimate-copy');
    const rendered = [
      ...servicePages.map((page) => [page.slug, renderToString(createElement(ServicePageView, { page }))] as const),
      ...storagePages.map((page) => [page.slug, renderToString(createElement(StoragePageView, { page }))] as const),
    ];
    const slugs = rendered.map(([slug]) => slug);
    for (const slug of Object.keys(serviceEstimates)) expect(slugs, slug).toContain(slug);
    for (const [slug, html] of rendered) {
      const estimate = serviceEstimates[slug];
      expect(html.includes('id="estimate"'), slug).toBe(Boolean(estimate));
      if (estimate) expect(html, slug).toContain(estimate.intro.replaceAll('"', '&quot;'));
    }
  });
});

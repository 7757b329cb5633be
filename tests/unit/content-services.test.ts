import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { advanceRange, bookingFlows, paymentRules, paymentTerms } from '@/content/booking';
import { formatRupees } from '@/lib/format';
import { cities } from '@/content/cities';
import { cityAreas } from '@/content/city-areas';
import {
  cityCostFactors,
  cityIntro,
  cityOfferLine,
  cityProcess,
  cityServiceIds,
  cityServices,
  cityWhyChoose,
  ratePriceNote,
} from '@/content/city-copy';
import { company } from '@/content/company';
import { parseContent } from '@/content/parse';
import { pages } from '@/content/routes';
import { safetyPage } from '@/content/safety';
import { servicePageBySlug, servicePages, servicePageSchema } from '@/content/service-pages';
import { storagePageBySlug, storagePages } from '@/content/storage-pages';

const titles = (list: { title: string }[]) => list.map((entry) => entry.title);
const routePaths = new Set(pages.map((page) => page.path));

describe('service pages', () => {
  it('has the six pages of SPEC §2, in order, each a real route', () => {
    expect(servicePages.map((page) => page.slug)).toEqual([
      'home-shifting',
      'pet-relocation',
      'office-relocation',
      'car-bike-transport',
      'commercial-shifting',
      'international-moves',
    ]);
    for (const page of servicePages) expect(routePaths).toContain(`/${page.slug}/`);
    expect(servicePageBySlug('pet-relocation')?.navLabel).toBe('Pet Relocation');
    expect(servicePageBySlug('nope')).toBeUndefined();
  });

  it('gives every page a six-step booking process following the stated flow of SPEC §4', () => {
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

  it('has the sections SPEC §2 lists, with search-friendly descriptions and the agreed images', () => {
    for (const page of servicePages) {
      expect(page.itemsHandled.length).toBeGreaterThanOrEqual(6);
      expect(page.whyChoose.length).toBeGreaterThanOrEqual(4);
      expect(page.costFactors.length).toBeGreaterThanOrEqual(5);
      expect(page.metaDescription.length).toBeGreaterThanOrEqual(120);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    }
    const images = Object.fromEntries(servicePages.map((page) => [page.slug, page.image]));
    expect(images).toEqual({
      'home-shifting': '/images/about/team-packing.webp',
      'pet-relocation': '/images/hero/slide-1.webp',
      'office-relocation': '/images/about/team-packing.webp',
      'car-bike-transport': '/images/gallery/car-1.webp',
      'commercial-shifting': '/images/about/team-packing.webp',
      'international-moves': '/images/hero/slide-1.webp',
    });
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
  const warehouse = storagePageBySlug('warehouse')!;
  const homeStorage = storagePageBySlug('home-storage')!;

  it('has /warehouse and /home-storage', () => {
    expect(storagePages.map((page) => page.slug)).toEqual(['warehouse', 'home-storage']);
    for (const page of storagePages) expect(routePaths).toContain(`/${page.slug}/`);
  });

  it('follows the six-step process of SPEC §2, with packing and pickup as step 3 for home storage', () => {
    const steps = [
      'Share Requirements and Get a Quote',
      'Confirm with a Small Advance',
      'Transport and Store',
      'Invoice and Balance Payment',
      'Updates on Your Goods',
      'Retrieve and Give Feedback',
    ];
    expect(titles(warehouse.steps)).toEqual(steps);
    expect(titles(homeStorage.steps)).toEqual(steps.with(2, 'Packing and Pickup'));
    for (const page of storagePages) {
      expect(page.steps[1]!.description).toMatch(/adjusted later/);
      expect(page.steps[3]!.description).toMatch(/advance is deducted/);
      // SPEC's "track goods with live updates", as far as the settings back it: updates on request.
      expect(page.steps[4]!.description).toContain(company.support.phone);
    }
  });

  it('lists the goods and cost factors SPEC §2 names', () => {
    expect(titles(warehouse.itemsStored)).toEqual([
      'Industrial Equipment',
      'Raw Materials',
      'Office Furniture and Assets',
      'Documents and Records',
      'Miscellaneous Goods',
    ]);
    expect(titles(homeStorage.itemsStored)).toEqual([
      'Furniture and Appliances',
      'Seasonal Items',
      'Electronics',
      'Documents and Personal Items',
      'Miscellaneous',
    ]);
    const factors = ['Storage Duration', 'Volume and Weight', 'Type of Goods', 'Location', 'Packing Quality'];
    expect(titles(warehouse.costFactors)).toEqual(factors);
    expect(titles(homeStorage.costFactors)).toEqual(factors);
  });

  it('claims 24x7 CCTV for the warehouse', () => {
    expect(warehouse.features.some((feature) => /24x7 CCTV/.test(feature))).toBe(true);
  });
});

describe('safety standards', () => {
  it('lists the six practices of SPEC §2 in order', () => {
    expect(titles(safetyPage.practices)).toEqual([
      'Trained Staff',
      'Premium Packing Materials',
      'GPS-Enabled Vehicles',
      'Sealed and Labelled Shipments',
      'Updates on the Way',
      'Emergency Preparedness',
    ]);
  });

  it('claims real-time tracking only when a tracking page is set', () => {
    expect(company.tracking.liveUrlTemplate).toBeUndefined();
    const text = JSON.stringify(safetyPage);
    expect(text).not.toMatch(/real-time tracking|follow your shipment live|track (them|it) live/i);
  });

  it('lists the five prohibited items of SPEC §9, currency and jewellery only if declared and insured', () => {
    expect(safetyPage.prohibitedItems.map((entry) => entry.item)).toEqual([
      'Explosives',
      'Hazardous Chemicals',
      'Perishables',
      'Illegal Goods',
      'Currency or Jewellery',
    ]);
    expect(safetyPage.prohibitedItems[4]!.note).toMatch(/declared and insured/);
    expect(safetyPage.image).toBe('/images/about/safety.webp');
  });
});

describe('booking flows and payment terms', () => {
  it('has six domestic and six international steps', () => {
    expect(bookingFlows.domestic).toHaveLength(6);
    expect(bookingFlows.international).toHaveLength(6);
  });

  it('keeps the payment numbers of SPEC §9', () => {
    expect(paymentRules).toEqual({
      advanceMin: 1000,
      advanceMax: 5000,
      separateVehicleAdvancePercent: 90,
      separateVehicleDeliveryPercent: 10,
    });
    expect(advanceRange).toBe('₹1,000 to ₹5,000');
    expect(formatRupees(100000)).toBe('₹1,00,000');
  });

  it('states the five payment terms of SPEC §9 in words', () => {
    expect(paymentTerms).toHaveLength(5);
    const [advance, separate, sharing, extras, cancellation] = paymentTerms.map((term) => term.detail);
    expect(advance).toMatch(/mandatory/);
    expect(advance).toContain('₹1,000 to ₹5,000');
    expect(separate).toMatch(/90% .*in advance and 10% at delivery/);
    expect(sharing).toMatch(/full charges are paid in advance/);
    for (const word of ['Taxes', 'tolls', 'parking', 'demurrage', 'customs']) expect(extras).toContain(word);
    expect(cancellation).toMatch(/advance is not refunded/);
  });
});

describe('city copy', () => {
  it('has seven service blocks in order, each naming the city and linking to a real page', () => {
    const blocks = cityServices('Pune');
    expect(blocks.map((block) => block.id)).toEqual([...cityServiceIds]);
    expect(titles(blocks)).toEqual([
      'Local Moves',
      'Domestic Moves',
      'International Moves',
      'Car and Bike Transport',
      'Storage',
      'Packing',
      'Corporate Relocation',
    ]);
    for (const block of blocks) {
      expect(block.description).toContain('Pune');
      expect(routePaths).toContain(block.href);
    }
    // Seven blocks, seven different sentences: not one template with the name swapped in.
    expect(new Set(blocks.map((block) => block.description.replaceAll('Pune', ''))).size).toBe(7);
  });

  it("names a city's own localities and nearby towns when given its areas", () => {
    const areas = cityAreas.mumbai!;
    const text = [
      ...cityServices('Mumbai', areas),
      ...cityIntro('Mumbai', '15%', areas).map((p) => ({ description: p })),
    ]
      .map((block) => block.description)
      .join(' ');
    expect(text).toContain(areas.localities[1]!);
    expect(text).toContain(areas.nearby[0]!);
  });

  it('has the four-step process and ten cost factors of SPEC §2', () => {
    expect(titles(cityProcess)).toEqual([
      'Share Your Requirement',
      'Get a Quote',
      'Confirm with a Small Token Amount',
      'Relax',
    ]);
    expect(cityCostFactors).toHaveLength(10);
    expect(titles(cityCostFactors)).toEqual([
      'Distance',
      'Volume of Goods',
      'Floor and Lift Access',
      'Packing Material',
      'Vehicle Type',
      'Labour',
      'Season and Date',
      'Insurance',
      'Storage Days',
      'Add-on Services',
    ]);
    expect(cityWhyChoose('Pune').length).toBeGreaterThanOrEqual(5);
  });

  it('prints the offer line exactly and rejects a malformed offer', () => {
    expect(cityOfferLine('15%')).toBe('Get 15% OFF on Your Next Move');
    expect(cityOfferLine('20%')).toBe('Get 20% OFF on Your Next Move');
    expect(() => cityOfferLine('fifteen')).toThrow(/content\/city-copy\.ts/);
  });

  it('mentions the offer in the intro only when the city has one', () => {
    expect(cityIntro('Agra', '15%').join(' ')).toContain('15% off');
    expect(cityIntro('Delhi').join(' ')).not.toMatch(/% off/);
    expect(ratePriceNote('Agra')).toMatch(/approximate/);
  });
});

describe('city areas', () => {
  it('has exactly the 48 city slugs of SPEC §2, matching content/cities.ts', () => {
    expect(Object.keys(cityAreas).sort()).toEqual(cities.map((c) => c.slug).sort());
    expect(Object.keys(cityAreas).sort()).toEqual(cities.map((city) => city.slug).sort());
  });

  it('never lists a city as its own neighbour', () => {
    for (const city of cities) {
      const areas = cityAreas[city.slug]!;
      expect(areas.nearby, city.slug).not.toContain(city.city);
    }
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
  walk([servicePages, storagePages, safetyPage, bookingFlows, paymentTerms, cityProcess, cityCostFactors, cityAreas]);
  for (const city of cities) {
    const areas = cityAreas[city.slug];
    walk([
      cityIntro(city.city, city.offer, areas),
      cityServices(city.city, areas),
      cityWhyChoose(city.city),
      ratePriceNote(city.city),
    ]);
    if (city.offer) walk(cityOfferLine(city.offer));
  }
  return out;
}

describe('copy quality', () => {
  const strings = allRenderedText();

  it('has no placeholder text', () => {
    for (const s of strings) expect(s).not.toMatch(/lorem|ipsum|coming soon|TODO|FIXME|TBD/i);
  });

  it('uses Indian English spelling', () => {
    for (const s of strings) expect(s).not.toMatch(/\b(color|organiz\w*|kilometers?|center|labor|neighbor\w*)\b/i);
  });

  it('reads the company name and contact details from content/company.ts instead of hard-coding them', () => {
    const files = ['service-pages', 'storage-pages', 'safety', 'booking', 'city-copy', 'city-areas'];
    for (const file of files) {
      const source = readFileSync(resolve(__dirname, '../../content', `${file}.ts`), 'utf8');
      expect(source, file).not.toMatch(/sugam/i);
      expect(source, file).not.toContain(company.phoneDisplay);
      expect(source, file).not.toContain(company.phoneE164);
      expect(source, file).not.toContain(company.email);
    }
    expect(strings.some((s) => s.includes(company.name))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { cities } from '@/content/cities';
import { company, contactLinks } from '@/content/company';
import { cityNames } from '@/content/localized/city';
import { faqsPage } from '@/content/localized/faqs';
import { ogHeadline } from '@/content/localized/og';
import { servicePages, storagePages } from '@/content/localized/service-pages';
import { servicesPage } from '@/content/localized/services';
import { aboutPage, whyChoosePage } from '@/content/localized/story';
import { ogHeadlinesSchema } from '@/content/og';
import { parseContent } from '@/content/parse';
import { localePath } from '@/lib/shared/i18n';
import { ogCard } from '@/lib/server/og-cards';
import { allRoutes, hindiRoutes, hindiTwinPages } from '@/content/pages';

/**
 * What the social preview images say (lib/server/og-cards.ts, drawn by scripts/make-og-images.ts): a
 * Hindi page's preview carries its own Hindi headline, and every Hindi page has one
 * (docs/i18n.md#discovery).
 */

/** The text a card shows, with the brand, the phone number, numbers and acronyms taken out. */
function latinLetters(text: string): string {
  return text
    .replaceAll(company.name, ' ')
    .replaceAll(company.phoneDisplay, ' ')
    .replace(/\b[A-Z0-9]{2,}\b/g, ' ')
    .replace(/[^A-Za-z]/g, '');
}

const cardTexts = (address: string) => {
  const card = ogCard(address);
  return [card.headline, card.badge ?? '', card.tagline, card.call];
};

/** The fixed pages the Hindi site has or gets (the home page, services, the six service and two storage pages, …). */
const hindiFixedPages = [
  '/',
  '/services/',
  '/faqs/',
  '/contact-us/',
  '/review/',
  '/about/',
  contactLinks.whyRoute,
  '/home-shifting/',
  '/pet-relocation/',
  '/office-relocation/',
  '/car-bike-transport/',
  '/commercial-shifting/',
  '/international-moves/',
  '/warehouse/',
  '/home-storage/',
  '/book-survey/',
  '/verify/',
];

describe('the Hindi pages’ social previews', () => {
  it('give every Hindi page, built today or planned, a Hindi headline', () => {
    expect(hindiRoutes.length).toBeGreaterThanOrEqual(49);
    const planned = hindiFixedPages.map((path) => localePath('hi', path));
    for (const address of new Set([...hindiRoutes, ...planned])) {
      const card = ogCard(address);
      expect(card.locale, address).toBe('hi');
      expect(card.headline, address).toMatch(/[\u0900-\u097F]/);
      for (const text of cardTexts(address)) expect(latinLetters(text), `${address}: "${text}"`).toBe('');
    }
    expect([...hindiTwinPages].sort()).toEqual([...hindiFixedPages].sort());
  });

  it('take the headline from the page’s own Hindi content', () => {
    expect(ogCard('/hi/').headline).toBe('पूरे भारत में पैकर्स एंड मूवर्स');
    expect(ogCard('/hi/faqs/').headline).toBe(faqsPage('hi').heading);
    expect(ogCard('/hi/services/').headline).toBe(servicesPage('hi').heading);
    expect(ogCard('/hi/about/').headline).toBe(aboutPage('hi').title);
    expect(ogCard(`/hi${contactLinks.whyRoute}`).headline).toBe(whyChoosePage('hi').title);
    for (const page of [...servicePages('hi'), ...storagePages('hi')])
      expect(ogCard(`/hi/${page.slug}/`).headline).toBe(page.title);
  });

  it('name the city in Hindi, with its Hindi offer line where the English preview shows an offer', () => {
    const pune = ogCard('/hi/city/pune/');
    expect(pune.headline).toBe('पुणे में पैकर्स और मूवर्स');
    expect(pune.tagline).toBe('पुणे के अंदर, मुंबई, बेंगलुरु और पूरे भारत में शिफ्टिंग');
    expect(pune.badge).toBe(`मुफ़्त सर्वे · ${company.promises.quoteMinutes} मिनट में कोटेशन`);
    for (const city of cities) {
      const card = ogCard(`/hi/city/${city.slug}/`);
      expect(card.headline).toContain(cityNames('hi')[city.slug]);
      expect(card.artwork).toBe(ogCard(`/city/${city.slug}/`).artwork);
      if (city.offer) expect(card.badge).toBe(`अपनी अगली शिफ्टिंग पर ${city.offer} की छूट पाएँ`);
    }
    expect(ogCard('/hi/city/guwahati/').headline).toBe('गुवाहाटी में पैकर्स और मूवर्स');
  });

  it('stop the build naming a Hindi route that has no headline', () => {
    expect(() => ogCard('/hi/moving-guide/')).toThrow(/\/hi\/moving-guide\/ has no headline.*content\/hi\/og\.ts/);
    const missing = Object.fromEntries(
      hindiTwinPages.filter((path) => path !== '/review/').map((path) => [path, ogHeadline('hi')(path)]),
    );
    expect(() => parseContent('content/hi/og.ts', ogHeadlinesSchema, missing)).toThrow(
      /content\/hi\/og\.ts:\n\s+\/review\//,
    );
  });

  it('leave the English previews as they were', () => {
    expect(ogCard('/')).toMatchObject({
      locale: 'en',
      headline: 'Packers and Movers across India',
      badge: `${company.titleOffer} off your move`,
      call: `Call ${company.phoneDisplay}`,
    });
    expect(ogCard('/city/pune/').tagline).toBe('Within Pune, to Mumbai, Bengaluru and across India');
    expect(ogCard('/faqs/').headline).toBe('FAQs');
    expect(ogCard('/faqs/').badge).toBeUndefined();
    for (const path of allRoutes) expect(ogCard(path).locale).toBe('en');
  });
});

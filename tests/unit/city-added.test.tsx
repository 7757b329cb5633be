import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '@/content/cities';
import { addedCityNames, cityNames, type CitySlug, specCitySlugs } from '@/content/city-names';
import { costFactorIds } from '@/content/city-reasons';
import { estimateCopy } from '@/content/estimate-copy';
import { estimateData } from '@/content/estimate-roads';
import { estimateCopy as localEstimateCopy, estimateData as localEstimateData } from '@/content/localized/estimate';
import { uiWords } from '@/content/localized/ui';
import { Estimator } from '@/components/interactive/estimator';
import { CityReasons } from '@/components/sections/city-reasons';
import { CityLinkItems } from '@/components/ui/city-link-items';
import { cityGuide, cityNames as localCityNames, cityReasonsWords } from '@/content/localized/city';
import { company } from '@/content/company';
import { cityMoves } from '@/lib/server/city-moves';
import { hrefLang } from '@/lib/shared/i18n';
import { absoluteUrl } from '@/lib/server/metadata';
import sitemap from '@/app/sitemap';

/**
 * The cities added after the original 48 (docs/city-pages.md#the-cities) and the why-choose points
 * and ten cost factors every city page carries (docs/city-pages.md#why-choose-and-the-ten-cost-factors).
 */

/** The 48 city slugs and their offers, as docs/product.md#city-pages and #prices-and-offers give them. */
const specSlugs =
  'agra, ankleshwar, bhiwandi, calicut, cuttack, gandhidham, guwahati, hyderabad, jamshedpur, kolhapur, lucknow, meerut, ahmedabad, aurangabad, bhopal, chandigarh, dehradun, ghaziabad, gwalior, indore, jamnagar, kolkata, ludhiana, mumbai, allahabad, alwar, ambala, vadodara, bikaner, bhubaneswar, chennai, kochi, delhi, dwarka, faridabad, goa, greaternoida, gurgaon, hubli, jammu, kanpur, kottayam, mangalore, nashik, noida, patna, pune, surat'.split(
    ', ',
  );
const specOffers: Record<string, string[]> = {
  '10%': 'kolhapur, lucknow, meerut, ahmedabad, aurangabad, bhopal'.split(', '),
  '15%':
    'agra, ankleshwar, bhiwandi, calicut, cuttack, gandhidham, guwahati, hyderabad, jamshedpur, chandigarh, dehradun, ghaziabad, gwalior, indore, jamnagar, kolkata, ludhiana, mumbai, allahabad, alwar, ambala'.split(
      ', ',
    ),
  '20%': 'vadodara, bikaner, bhubaneswar, chennai, kochi'.split(', '),
};

const added = Object.keys(addedCityNames) as CitySlug[];

describe('the cities added later', () => {
  it('adds the head office city, Thane, Bengaluru, Jaipur and Nagpur, and keeps the original 48 as they are', () => {
    expect(cityNames[added[0]!]).toBe(company.address.city);
    expect(added).toEqual(['navimumbai', 'thane', 'bengaluru', 'jaipur', 'nagpur']);
    expect(specCitySlugs).toEqual(specSlugs);
    for (const slug of specSlugs) {
      const city = cities.find((c) => c.slug === slug)!;
      const offer = Object.keys(specOffers).find((o) => specOffers[o]!.includes(slug));
      expect(city.offer, slug).toBe(offer);
    }
    // No offer the company has not set: its offers cover the original 48 only.
    for (const slug of added) expect(cities.find((c) => c.slug === slug)!.offer, slug).toBeUndefined();
  });

  it.each(added)('%s has a Hindi guide that says every destination of the English one in Hindi', (slug) => {
    const en = cityGuide('en')(slug);
    const hi = cityGuide('hi')(slug);
    expect(hi.commonMoves.map((m) => m.to)).toEqual(en.commonMoves.map((m) => m.to));
    hi.commonMoves.forEach((move, i) => {
      expect(move.note, `${slug} to ${move.to}`).toMatch(/[\u0900-\u097F]/);
      expect(move.note, `${slug} to ${move.to}`).not.toBe(en.commonMoves[i]!.note);
    });
    expect(hi.intro).not.toBe(en.intro);
    expect(localCityNames('hi')[slug]).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it.each(added)(
    '%s is in the sitemap in both languages, with hreflang alternates, and in the footer’s list',
    (slug) => {
      const entries = sitemap();
      for (const path of [`/city/${slug}/`, `/hi/city/${slug}/`]) {
        const entry = entries.find((e) => e.url === absoluteUrl(path));
        expect(entry, path).toBeDefined();
        expect(entry!.alternates?.languages).toMatchObject({
          [hrefLang.en]: absoluteUrl(`/city/${slug}/`),
          [hrefLang.hi]: absoluteUrl(`/hi/city/${slug}/`),
        });
      }
      for (const locale of ['en', 'hi'] as const) {
        const { unmount } = render(<ul>{CityLinkItems({ locale })}</ul>);
        const name = locale === 'hi' ? localCityNames('hi')[slug] : cityNames[slug];
        expect(screen.getByRole('link', { name })).toHaveAttribute(
          'href',
          expect.stringMatching(new RegExp(`^${locale === 'hi' ? '/hi' : ''}/city/${slug}/?$`)),
        );
        unmount();
      }
    },
    30_000,
  );
});

describe('the instant estimate links a destination that has a city page', () => {
  beforeAll(async () => {
    await import('@/components/interactive/estimator-form');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each(added)('to %s, in English and in Hindi', async (slug) => {
    window.history.replaceState(null, '', `/services/?from=${slug === 'pune' ? 'mumbai' : 'pune'}&to=${slug}`);
    await act(async () => {
      render(<Estimator data={estimateData} copy={estimateCopy} />);
    });
    const link = await screen.findByRole('link', { name: new RegExp(`Our ${cityNames[slug]} page`) });
    expect(link).toHaveAttribute('href', `/city/${slug}/`);
    document.body.innerHTML = '';

    window.history.replaceState(null, '', `/hi/services/?from=pune&to=${slug}`);
    await act(async () => {
      render(
        <Estimator
          data={localEstimateData('hi')}
          copy={localEstimateCopy('hi')}
          lang="hi"
          words={uiWords.hi.estimator}
          enquiryHref="#enquiry"
        />,
      );
    });
    const hindi = await screen.findByRole('link', { name: new RegExp(`हमारा ${localCityNames('hi')[slug]} पेज`) });
    expect(hindi).toHaveAttribute('href', `/hi/city/${slug}/`);
  });

  it('does not link the page the visitor is on', async () => {
    window.history.replaceState(null, '', '/city/jaipur/?from=delhi&to=jaipur');
    await act(async () => {
      render(<Estimator data={estimateData} copy={estimateCopy} />);
    });
    await screen.findByText(/Delhi → Jaipur/);
    expect(screen.queryByRole('link', { name: /Our Jaipur page/ })).toBeNull();
  });
});

describe('why-choose points and ten cost factors on every city page', () => {
  const all = Object.keys(cityNames) as CitySlug[];
  const factorTitles = (locale: 'en' | 'hi') => costFactorIds.map((id) => cityReasonsWords(locale).factors[id].title);

  it.each(all)('%s, in English and Hindi', (slug) => {
    for (const locale of ['en', 'hi'] as const) {
      const guide = cityGuide(locale)(slug);
      const name = localCityNames(locale)[slug];
      const moves = cityMoves(slug, guide.commonMoves, locale);
      const { unmount } = render(<CityReasons slug={slug} name={name} guide={guide} moves={moves} locale={locale} />);
      const why = screen.getByRole('region', { name: locale === 'hi' ? /हमारे साथ शिफ्ट क्यों/ : /Why move with us/ });
      expect(within(why).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
      // Worded for the city: its name and its own "Moving in" headings.
      expect(why.textContent).toContain(name);
      expect(why.textContent).toContain(guide.movingHere[0]!.heading);
      const factors = screen.getByRole('region', { name: locale === 'hi' ? /दस बातें/ : /Ten things/ });
      expect(
        within(factors)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(factorTitles(locale));
      // The figures are the estimate's for this city's own routes.
      const longest = Math.max(...moves.map((move) => move.km));
      const farthest = moves.filter((move) => move.km === longest).map((move) => move.name);
      expect(farthest.some((far) => factors.textContent!.includes(`${far}, `))).toBe(true);
      unmount();
    }
  });
});

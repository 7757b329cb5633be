import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cityBySlug } from '@/content/cities';
import { cityGuide, cityNames } from '@/content/localized/city';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';
import { CityPageView, cityMetadata } from '@/components/templates/city-page';

/**
 * One city template for both languages (docs/city-pages.md, docs/i18n.md#the-hindi-city-pages):
 * the same sections and the same facts on /city/{slug}/ and /hi/city/{slug}/, each in its language,
 * linking within it where a twin exists and saying so where it does not.
 */

/** The rendered page as a document, for role-free queries on its markup. */
function page(locale: Locale, slug = 'pune') {
  const box = document.createElement('div');
  box.innerHTML = renderToString(<CityPageView city={cityBySlug(slug)} locale={locale} />);
  return box;
}

const sectionIds = (doc: HTMLElement) => [...doc.querySelectorAll('section[id]')].map((s) => s.id);
const rowBands = (doc: HTMLElement) =>
  [...doc.querySelectorAll('#common-moves tbody tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

describe('the city page template', () => {
  const en = page('en');
  const hi = page('hi');

  it('lays out the same sections in both languages', () => {
    expect(sectionIds(hi)).toEqual(sectionIds(en));
    expect(sectionIds(en)).toEqual(expect.arrayContaining(['areas', 'common-moves', 'moving-here', 'questions']));
  });

  it('names the city in the language of the page', () => {
    expect(en.querySelector('h1')!.textContent).toBe('Packers and Movers in Pune');
    expect(hi.querySelector('h1')!.textContent).toContain(cityNames('hi').pune);
  });

  it('prices the same routes with the same amounts, the destinations named in each language', () => {
    expect(rowBands(hi)).toEqual(rowBands(en));
    const heads = (doc: HTMLElement) => [...doc.querySelectorAll('#common-moves tbody th')].map((th) => th.textContent);
    expect(heads(en)[1]).toMatch(/^Mumbai/);
    expect(heads(hi)[1]).toMatch(new RegExp(`^${cityNames('hi').mumbai}`));
    expect(hi.querySelector('#common-moves')!.textContent).toContain('उसी दिन');
  });

  it('links the nearby cities and the routes within the page’s language', () => {
    const nearby = (doc: HTMLElement) =>
      // next/link outside a build drops the trailing slash the export adds.
      [...doc.querySelectorAll('#areas p.space-top a')].map((a) => a.getAttribute('href')!.replace(/\/?$/, '/'));
    const neighbours = cityGuide('en')('pune').neighbours;
    expect(nearby(en)).toEqual(neighbours.map((slug) => `/city/${slug}/`));
    expect(nearby(hi)).toEqual(neighbours.map((slug) => `/hi/city/${slug}/`));
    expect(hi.querySelector('#common-moves a[href^="/hi/city/mumbai"]')).not.toBeNull();
  });

  it('sends a Hindi reader to an English page only saying so', () => {
    const packing = (doc: HTMLElement) => doc.querySelector('#services a[href^="/safety-standard"]')!;
    expect(packing(en).getAttribute('hreflang')).toBeNull();
    expect(packing(en).textContent).toBe('Packing');
    expect(packing(hi).getAttribute('hreflang')).toBe('en-IN');
    expect(packing(hi).textContent).toContain('(अंग्रेज़ी में)');
    // The services with a Hindi page are linked there.
    expect(hi.querySelector('#services a[href^="/hi/home-shifting"]')).not.toBeNull();
  });

  it('offers the booking of a free survey beside the estimate, in the page’s language', () => {
    // next/link drops the trailing slash outside a build.
    const link = (doc: HTMLElement, href: string) => doc.querySelector(`#your-estimate a[href^="${href}"]`);
    expect(link(en, '/book-survey')!.textContent).toBe(uiWords.en.survey.link);
    expect(link(hi, '/hi/book-survey')!.textContent).toBe(uiWords.hi.survey.link);
    expect(link(hi, '/book-survey')).toBeNull();
  });

  it('describes the page in its language, with the commonest destination', () => {
    expect(cityMetadata(cityBySlug('pune'), 'en').description).toContain('to Mumbai or anywhere in India');
    expect(String(cityMetadata(cityBySlug('pune'), 'hi').description)).toContain(cityNames('hi').mumbai);
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { promises } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { allRoutes, hindiRoutes } from '@/content/pages';
import sitemap from '@/app/sitemap';
import { SurveyPageView, surveyMetadata } from '@/components/templates/survey-page';
import { ThankYouPage } from '@/components/templates/thank-you-page';
import { locales, type Locale } from '@/lib/shared/i18n';

/**
 * The free survey's booking page in both languages (docs/surveys.md#the-booking-page), and the
 * links to it from the pages a visitor reaches after asking for a quote.
 */

/** A rendered server page as a document. */
function rendered(node: React.ReactElement) {
  const box = document.createElement('div');
  box.innerHTML = renderToString(node);
  return box;
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

describe.each(locales)('the booking page in %s', (locale: Locale) => {
  const w = uiWords[locale].survey;
  const page = rendered(<SurveyPageView locale={locale} />);

  it('says what the survey is for, in the price promise’s own words, and that it is free', () => {
    expect(page.querySelector('h1')!.textContent).toBe(w.heading);
    expect(squash(page.textContent)).toContain(w.intro);
    const { heading, text } = promises(locale).pricePromise;
    expect(squash(page.querySelector('#why-survey')!.textContent)).toContain(`${heading} ${text}`);
  });

  it('has the form with its two kinds, posting to the intake, in the page’s language', () => {
    const form = page.querySelector('#book form')!;
    expect(form.getAttribute('action')).toBe('/api/surveys');
    expect(form.getAttribute('aria-label')).toBe(w.form.formLabel);
    expect(form.querySelector<HTMLInputElement>('input[name="lang"]')!.value).toBe(locale);
    for (const kind of ['home', 'video'] as const) {
      const radio = form.querySelector<HTMLInputElement>(`input[name="kind"][value="${kind}"]`)!;
      expect(squash(radio.closest('label')!.textContent)).toBe(`${w.form.kinds[kind]}${w.form.kindHints[kind]}`);
    }
  });

  it('says what to have ready for each kind, and offers a call or WhatsApp instead', () => {
    const ready = page.querySelector('#ready')!;
    for (const line of [...w.form.ready.home, ...w.form.ready.video]) expect(ready.textContent).toContain(line);
    const talk = page.querySelector('#talk')!;
    expect(talk.querySelector(`a[href="tel:${company.phoneE164}"]`)).not.toBeNull();
    const chat = talk.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!;
    expect(new URL(chat.href).searchParams.get('text')).toBe(w.whatsappMessage.replace('{company}', company.name));
  });

  it('is one of the site’s pages, with its twin as its alternate', () => {
    const path = locale === 'en' ? '/book-survey/' : '/hi/book-survey/';
    expect([...allRoutes, ...hindiRoutes]).toContain(path);
    expect(sitemap().map((entry) => new URL(entry.url).pathname)).toContain(path);
    const meta = surveyMetadata(locale);
    expect(meta.description).toBe(w.metaDescription);
    expect(String(meta.alternates?.canonical)).toMatch(new RegExp(`${path}$`));
    expect(Object.keys(meta.alternates?.languages ?? {})).toEqual(expect.arrayContaining(['en-IN', 'hi-IN']));
  });
});

describe('the thank-you pages', () => {
  it('offer the booking of a free survey after an enquiry, in its language, and not after a review', () => {
    for (const locale of locales) {
      const enquiry = rendered(<ThankYouPage kind="enquiry" locale={locale} />);
      const link = [...enquiry.querySelectorAll('a')].find((a) => a.textContent === uiWords[locale].survey.link);
      // next/link drops the trailing slash outside a build.
      expect(link?.getAttribute('href'), locale).toBe(locale === 'en' ? '/book-survey' : '/hi/book-survey');
      const review = rendered(<ThankYouPage kind="review" locale={locale} />);
      expect(review.textContent).not.toContain(uiWords[locale].survey.link);
    }
  });
});

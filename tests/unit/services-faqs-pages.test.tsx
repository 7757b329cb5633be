import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contactLinks } from '@/content/company';
import { faqGroups } from '@/content/localized/faqs';
import { services, servicesPage } from '@/content/localized/services';
import type { Locale } from '@/lib/shared/i18n';
import { dataPageMetadata, dataPageParams } from '@/components/templates/data-page';
import { FaqsPageView, faqsMetadata } from '@/components/templates/faqs-page';
import { ServicesPageView, servicesMetadata } from '@/components/templates/services-page';

/**
 * The services, FAQ and data-driven pages are one template each for both languages
 * (docs/i18n.md#the-hindi-services-service-and-storage-pages): the same parts in each, in the
 * page's language, linking within it.
 */

function html(node: React.ReactElement) {
  const box = document.createElement('div');
  box.innerHTML = renderToString(node);
  return box;
}

/** The JSON-LD nodes of a rendered page, by their @type (a graph's nodes included). */
function jsonLd(doc: HTMLElement) {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const data = JSON.parse(script.textContent!);
    return data['@graph'] ?? [data];
  });
}

const locales: Locale[] = ['en', 'hi'];

describe('the services page', () => {
  it.each(locales)('in %s: its heading, a tile per service linking within its language, and its Service', (locale) => {
    const doc = html(<ServicesPageView locale={locale} />);
    expect(doc.querySelector('h1')!.textContent).toBe(servicesPage(locale).heading);
    const withPage = services(locale).filter((service) => service.href);
    for (const service of withPage) {
      const prefix = locale === 'hi' ? `/hi${service.href}` : service.href!;
      expect(doc.querySelector(`#all-services a[href^="${prefix.replace(/\/$/, '')}"]`), service.id).not.toBeNull();
    }
    const service = jsonLd(doc).find((node) => node['@type'] === 'Service');
    expect(service.offers.length).toBeGreaterThan(0);
    const page = jsonLd(doc).find((node) => node['@type'] === 'WebPage');
    // A Hindi page says its language around the Service; an English page's Service stands alone.
    expect(page?.inLanguage).toBe(locale === 'hi' ? 'hi-IN' : undefined);
  });

  it('tags each Hindi tile in Hindi, and the English ones as they were', () => {
    const tags = (locale: Locale) =>
      [...html(<ServicesPageView locale={locale} />).querySelectorAll('#all-services .card__tag')].map(
        (node) => node.textContent,
      );
    expect(tags('en')).toEqual(services('en').map((service) => service.tag));
    expect(tags('hi')).toHaveLength(services('en').length);
    expect(tags('hi')).toContain('घर');
    expect(tags('hi')).not.toContain('House');
    expect(servicesMetadata('hi').alternates?.canonical).toMatch(/\/hi\/services\/$/);
    expect(servicesMetadata('en').alternates?.canonical).toMatch(/\/services\/$/);
  });
});

describe('the FAQ page', () => {
  it.each(locales)(
    'in %s: marks up every question once, in its language, and links the services page in it',
    (locale) => {
      const doc = html(<FaqsPageView locale={locale} />);
      const faq = jsonLd(doc).find((node) => node['@type'] === 'FAQPage');
      const groups = faqGroups(locale);
      expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(
        [...groups.initial, ...groups.more].map((q) => q.question),
      );
      expect(faq.inLanguage).toBe(locale === 'hi' ? 'hi-IN' : 'en-IN');
      expect(doc.querySelector(`a.btn[href^="${locale === 'hi' ? '/hi/services' : '/services'}"]`)).not.toBeNull();
      expect(faqsMetadata(locale).title).toBeTruthy();
    },
  );
});

describe('the data-driven pages', () => {
  it('route the why-choose page under [page] in English only, and the same service pages in both', () => {
    const en = dataPageParams('en').map((p) => p.page);
    const hi = dataPageParams('hi').map((p) => p.page);
    expect(en.filter((slug) => !hi.includes(slug))).toEqual([contactLinks.whyRoute.replaceAll('/', '')]);
    expect(hi.every((slug) => en.includes(slug))).toBe(true);
    expect(String(dataPageMetadata('hi', 'home-shifting').alternates?.canonical)).toMatch(/\/hi\/home-shifting\/$/);
  });
});

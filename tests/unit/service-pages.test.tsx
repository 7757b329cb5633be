import { existsSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { serviceEstimates } from '@/content/localized/estimate';
import { fraudNotice, priceRows } from '@/content/localized/sections';
import { servicePages, storagePages } from '@/content/localized/service-pages';
import { uiWords } from '@/content/localized/ui';
import { fill } from '@/lib/shared/i18n';
import { formatRupeeRange } from '@/lib/shared/format';
import { hindiTwinPages } from '@/content/pages';
import { FeedbackDialog } from '@/components/forms/feedback-dialog';
import { PriceTable } from '@/components/sections/price-table';
import { localServiceJsonLd, priceOffers, serviceJsonLd } from '@/components/seo/structured-data';
import { ServicePageView } from '@/components/templates/service-page';
import { StoragePageView } from '@/components/templates/storage-page';
import { checkStructuredData } from '../structured-data-rules';

/**
 * The service and storage pages and the charges table in both languages
 * (docs/i18n.md#the-hindi-services-service-and-storage-pages): what a Hindi reader sees on them is
 * Hindi, with the English pages' figures, links to Hindi pages and structured data that says its
 * language; the English pages say what they said.
 */

const hi = uiWords.hi.servicePages;
const en = uiWords.en.servicePages;

/** The text a visitor sees in rendered HTML: no scripts, no styles, no markup. */
function visibleText(html: string): string {
  const box = document.createElement('div');
  box.innerHTML = html;
  box.querySelectorAll('script, style, template').forEach((node) => node.remove());
  return box.textContent ?? '';
}

/** Share of Latin letters once the brand, e-mail and acronyms (BHK, GST, CCTV) are left out. */
function latinShare(text: string): number {
  const rest = text
    .replaceAll(company.name, ' ')
    .replaceAll(company.email, ' ')
    .replace(/\b[A-Z0-9]{2,}\+?\b/g, ' ');
  const letters = rest.match(/\p{L}/gu)?.length ?? 0;
  return letters ? (rest.match(/\p{Script=Latin}/gu)?.length ?? 0) / letters : 0;
}

const hindiPages = [
  ...servicePages('hi').map((page) => ({ page, html: renderToString(<ServicePageView page={page} locale="hi" />) })),
  ...storagePages('hi').map((page) => ({ page, html: renderToString(<StoragePageView page={page} locale="hi" />) })),
];

/** The template words of the English pages that hold no value to fill in. */
const englishWords = Object.values(en).filter((w): w is string => typeof w === 'string' && !w.includes('{'));

describe('the Hindi service and storage pages', () => {
  it.each(hindiPages.map(({ page, html }) => [page.slug, html] as const))(
    '/hi/%s/ shows Hindi, not the English template words',
    (_slug, html) => {
      const text = visibleText(html);
      expect(latinShare(text)).toBeLessThan(0.05);
      for (const word of [
        ...englishWords,
        fraudNotice('en').heading,
        ...Object.values(uiWords.en.servicePages.feedback),
      ]) {
        if (word.includes('{')) continue;
        expect(text).not.toContain(word);
      }
      expect(text).toContain(fraudNotice('hi').heading);
      for (const method of fraudNotice('hi').methods) expect(text).toContain(method);
      // The trail leads to the Hindi services page.
      expect(html).toMatch(/href="\/hi\/services\/?"/);
    },
  );

  it('name the service in their headings, and carry the Send Feedback button, in Hindi', () => {
    const home = hindiPages.find(({ page }) => page.slug === 'home-shifting')!;
    const text = visibleText(home.html);
    const service = home.page.navLabel;
    expect(text).toContain(fill(hi.bookingTitle, { service }));
    expect(text).toContain(fill(hi.whyTitle, { service }));
    expect(text).toContain(hi.feedback.open);
    expect(text).toContain(fill(hi.feedbackPrompt, { company: company.name }));
  });

  it('carry their estimate with its Hindi line, where the English page carries one', () => {
    for (const { page, html } of hindiPages) {
      const estimate = serviceEstimates('hi')[page.slug];
      expect(html.includes('id="estimate"'), page.slug).toBe(Boolean(estimate));
      if (estimate) expect(visibleText(html), page.slug).toContain(estimate.intro);
    }
  });

  it('say their language in structured data, around the Service search engines read', () => {
    for (const { page, html } of hindiPages) {
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]!);
      const report = checkStructuredData(scripts);
      expect(report.problems, page.slug).toEqual([]);
      const webPage = report.nodes.find((n) => n.type === 'WebPage')?.node;
      const service = report.nodes.find((n) => n.type === 'Service')?.node;
      expect(webPage, page.slug).toMatchObject({ inLanguage: 'hi-IN' });
      expect(webPage?.url, page.slug).toMatch(new RegExp(`/hi/${page.slug}/$`));
      expect(service, page.slug).toMatchObject({ name: page.title, serviceType: page.navLabel });
      expect((webPage?.mainEntity as { '@id': string })['@id']).toBe(service?.['@id']);
    }
  });
});

describe('the English service pages', () => {
  it('say what they said, in English, with their Service alone in structured data', () => {
    const page = servicePages('en').find((p) => p.slug === 'home-shifting')!;
    const html = renderToString(createElement(ServicePageView, { page }));
    const text = visibleText(html);
    for (const line of [
      'How to book home shifting',
      'Why choose us for home shifting',
      'What we handle',
      'What decides the cost',
      'Send Feedback',
      `Moved with us already? Tell ${company.name} what went well and what we can do better.`,
      fraudNotice('en').heading,
    ]) {
      expect(text).toContain(line);
    }
    expect(html).toMatch(/href="\/services\/?"/);
    expect(html).not.toContain('WebPage');
    expect(html).not.toContain('/hi/');
  });
});

describe('the charges table in Hindi', () => {
  it('has the English table’s amounts in Indian grouping, its sizes and headings in Hindi', () => {
    const text = visibleText(renderToString(<PriceTable locale="hi" />));
    expect(priceRows('hi').map((row) => row.packingMaterial)).toEqual(
      priceRows('en').map((row) => row.packingMaterial),
    );
    expect(priceRows('hi').map((row) => row.movingCharges)).toEqual(priceRows('en').map((row) => row.movingCharges));
    for (const row of priceRows('hi')) {
      expect(text).toContain(row.shiftingType);
      expect(text).toContain(formatRupeeRange(row.movingCharges));
    }
    expect(text).toContain('₹2,500 – ₹3,000');
    for (const word of [hi.priceCaption, hi.priceType, hi.pricePacking, hi.priceMoving]) expect(text).toContain(word);
    expect(latinShare(text)).toBeLessThan(0.05);
  });

  it('gives search engines the same offers, named in Hindi, on a page that says it is Hindi', () => {
    const offersHi = priceOffers('hi');
    const offersEn = priceOffers();
    const amounts = (offers: typeof offersHi) => JSON.stringify(offers).match(/"(min|max)Price":\d+/g);
    expect(amounts(offersHi)).toEqual(amounts(offersEn));
    expect(offersHi[0]!.name).toBe(fill(hi.priceOffer, { size: priceRows('hi')[0]!.shiftingType }));
    const doc = localServiceJsonLd(
      {
        name: hi.pricesService,
        serviceType: hi.pricesServiceType,
        description: 'x',
        path: '/hi/services/',
        offers: offersHi,
      },
      'hi',
    );
    expect(checkStructuredData([JSON.stringify(doc)]).problems).toEqual([]);
    // English stays a lone Service, as before.
    const english = { name: 'n', serviceType: 't', description: 'd', path: '/services/', withPrices: true };
    expect(localServiceJsonLd(english, 'en')).toEqual(serviceJsonLd(english));
  });
});

describe('the Hindi routes of the service-type pages', () => {
  it('list exactly the Hindi twins that exist, each named in content/pages.ts', async () => {
    const route = await import('@/app/(hi)/hi/[page]/page');
    const params = route.generateStaticParams().map(({ page }) => `/${page}/`);
    expect(params.sort()).toEqual(
      [...servicePages('hi'), ...storagePages('hi')].map((page) => `/${page.slug}/`).sort(),
    );
    for (const path of params) expect(hindiTwinPages).toContain(path);
    // Every page named as having a twin has a route: its own folder, or an entry of the shared one.
    for (const path of hindiTwinPages) {
      const folder = existsSync(`app/(hi)/hi${path}page.tsx`);
      expect(folder || params.includes(path), path).toBe(true);
    }
  });
});

describe('Send Feedback in Hindi', () => {
  it('opens a Hindi dialog naming the service in Hindi, closed by its Hindi button', async () => {
    const user = userEvent.setup();
    const page = servicePages('hi')[0]!;
    render(
      <FeedbackDialog
        service="Home Shifting (Hindi page: reply in Hindi)"
        label={page.navLabel}
        retentionDays={365}
        words={hi.feedback}
        lang="hi"
        fallback={<a href="mailto:care@example.com">{hi.feedbackEmail}</a>}
      />,
    );
    await user.click(screen.getByRole('button', { name: hi.feedback.open }));
    const dialog = screen.getByRole('dialog', { name: fill(hi.feedback.title, { service: page.navLabel }) });
    expect(dialog).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: hi.feedback.close }));
    expect(dialog).not.toHaveAttribute('open');
  });
});

import { expect, test } from '@playwright/test';
import { company } from '@/content/company';
import { serviceEstimates } from '@/content/localized/estimate';
import { fraudNotice, priceRows } from '@/content/localized/sections';
import { servicePages, storagePages } from '@/content/localized/service-pages';
import { services, servicesPage } from '@/content/localized/services';
import { uiWords } from '@/content/localized/ui';
import { fill, htmlLang, localePath, locales } from '@/lib/shared/i18n';
import { hydrated } from './helpers';

/**
 * The services page, the service and storage pages in both languages, as a visitor meets them
 * (docs/i18n.md#the-hindi-services-service-and-storage-pages): headings, tiles leading to pages in
 * the same language, the charges table, the estimate with its preset, the fraud notice. Send
 * Feedback and the enquiry form's sending are in forms.spec.ts, accessibility in a11y.spec.ts.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'what the pages say: once is enough');
});

for (const locale of locales) {
  const ui = uiWords[locale];
  const w = ui.servicePages;
  const home = servicePages(locale).find((page) => page.slug === 'home-shifting')!;
  const fewItems = priceRows(locale).at(-1)!;

  test.describe(`in ${locale}`, () => {
    test('the services page shows the services, the charges and tiles leading to pages in its language', async ({
      page,
    }) => {
      await page.goto(localePath(locale, '/services/'));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicesPage(locale).heading);
      await expect(
        page.getByRole('heading', { name: fill(w.servicesTitle, { count: services(locale).length }) }),
      ).toBeVisible();

      // The charges in rupees with Indian grouping, under headings in the page's language.
      const table = page.getByRole('table', { name: w.priceCaption });
      await expect(table.getByRole('columnheader')).toHaveText([w.priceType, w.pricePacking, w.priceMoving]);
      await expect(table.getByRole('row', { name: new RegExp(fewItems.shiftingType) })).toContainText(
        '₹2,000 – ₹2,800',
      );

      // A tile selects its service; its link reads in the page's language and opens the page in it.
      await hydrated(page, '[role="tablist"]');
      const office = services(locale).find((s) => s.id === 'office-relocation')!;
      await page.getByRole('tab', { name: office.title }).click();
      const panel = page.getByRole('tabpanel', { name: office.title });
      await expect(panel).toContainText(office.description);
      await panel.getByRole('link', { name: fill(w.readMore, { service: office.title }) }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/office-relocation/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        servicePages(locale).find((p) => p.slug === 'office-relocation')!.title,
      );
    });

    test('a service page: its sections, the fraud warning and the estimate are in its language', async ({ page }) => {
      const notice = fraudNotice(locale);
      await page.goto(localePath(locale, '/home-shifting/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.title);
      const crumbs = page.getByRole('navigation', { name: ui.breadcrumbs.label });
      await expect(crumbs.getByRole('link', { name: ui.pages['/services/']! })).toHaveAttribute(
        'href',
        localePath(locale, '/services/'),
      );
      // English names the service in lower case inside a heading; Hindi has no case.
      for (const heading of [
        fill(w.bookingTitle, { service: home.navLabel.toLowerCase() }),
        w.itemsTitle,
        fill(w.whyTitle, { service: home.navLabel.toLowerCase() }),
        w.costTitle,
        notice.heading,
      ]) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('complementary', { name: notice.heading })).toContainText(notice.methods[0]!);
      // The estimate wakes in the page's language, with the page's own line.
      await expect(page.getByText(serviceEstimates(locale)['home-shifting']!.intro)).toBeVisible();
      const estimate = page.locator('#estimate');
      await estimate.scrollIntoViewIfNeeded();
      await expect(estimate.getByRole('form', { name: ui.estimator.formLabel })).toBeVisible();
      await expect(estimate.getByText(ui.estimator.waiting)).toBeVisible();
    });

    test('a storage page keeps its storage preset and says it in its language', async ({ page }) => {
      const storage = storagePages(locale).find((p) => p.slug === 'home-storage')!;
      await page.goto(localePath(locale, '/home-storage/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(storage.title);
      await expect(page.getByRole('heading', { name: w.storageTitle })).toBeVisible();
      await expect(page.getByText(serviceEstimates(locale)['home-storage']!.intro)).toBeVisible();
      const estimate = page.locator('#estimate');
      await estimate.scrollIntoViewIfNeeded();
      await expect(estimate.getByLabel(ui.estimator.storageDays)).toHaveValue('30');
    });
  });
}

test('the Hindi FAQ page warns of fraud in Hindi and leads to the Hindi services page', async ({ page }) => {
  await page.goto('/hi/faqs/');
  await expect(page.getByRole('complementary', { name: fraudNotice('hi').heading })).toContainText(
    company.phoneDisplay,
  );
  await page.getByRole('link', { name: uiWords.hi.servicePages.seeAll }).click();
  await expect(page).toHaveURL(/\/hi\/services\/$/);
});

test('a Hindi city page links its services to their Hindi pages', async ({ page }) => {
  await page.goto('/hi/city/lucknow/');
  const section = page.locator('#services');
  const storage = section.getByRole('link', { name: 'स्टोरेज', exact: true });
  await expect(storage).toHaveAttribute('href', '/hi/home-storage/');
  await expect(storage).not.toHaveAttribute('hreflang', /./);
});

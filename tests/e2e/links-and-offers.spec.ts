import { expect, test } from '@playwright/test';
import { cities } from '@/content/cities';
import { services } from '@/content/services';
import { hydrated, jsonParam, sendEnquiry, uniqueName } from './helpers';

/**
 * What looks like an action is one: every card in a set behaves alike, and the saffron offer
 * pill of a city page leads to the enquiry form, which sends the offer with the enquiry.
 */

for (const path of ['/', '/about/']) {
  test(`every service card on ${path} is a link, and a service without a page of its own opens its tab on /services/`, async ({
    page,
  }) => {
    await page.goto(path);
    const cards = page.locator('#services .grid > li');
    await expect(cards).toHaveCount(services.length);
    await expect(page.locator('#services .grid > li > a.card--link')).toHaveCount(services.length);

    const ac = services.find((s) => s.tag === 'AC')!;
    expect(ac.href).toBeUndefined();
    await page.locator('#services .grid > li > a', { hasText: ac.title }).click();
    await expect(page).toHaveURL(new RegExp(`/services/#service-${ac.id}$`));
    await hydrated(page, '.service-tiles [role="tab"]');
    await expect(page.getByRole('tab', { name: ac.title })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(ac.description);
    await expect(page.getByRole('tabpanel')).toBeInViewport();
  });
}

const offerCity = cities.find((c) => c.offer && c.slug === 'agra')!;

test('a city page’s offer pill leads to the enquiry form, and the enquiry carries the offer to the CRM', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Asha Offer');
  await page.goto(`/city/${offerCity.slug}/`);
  const pill = page.getByRole('link', { name: `Get ${offerCity.offer} OFF on Your Next Move` });
  await pill.click();
  await expect(page).toHaveURL(/#offer$/);
  const note = page.locator('#offer');
  await expect(note).toBeInViewport();
  await expect(note).toContainText(`${offerCity.offer} off applies to an enquiry sent from this page`);

  const lead = await sendEnquiry(page, name);
  expect(String(jsonParam(lead).service_detail_c)).toBe(
    `2 BHK household\nOffer: ${offerCity.offer} off (city page: ${offerCity.city})`,
  );
});

test('a city page without an offer shows no offer pill or note', async ({ page }) => {
  await page.goto('/city/pune/');
  await expect(page.getByRole('link', { name: /OFF on Your Next Move/ })).toHaveCount(0);
  await expect(page.locator('#offer')).toHaveCount(0);
});

test('WhatsApp links open a chat with a message about the page', async ({ page }) => {
  await page.goto(`/city/${offerCity.slug}/`);
  const chat = page.locator('#enquiry').getByRole('link', { name: 'WhatsApp us' });
  const href = new URL((await chat.getAttribute('href'))!);
  expect(href.searchParams.get('text')).toContain(`a move from ${offerCity.city}`);
  const floating = page.getByRole('link', { name: /Chat on WhatsApp/ }).first();
  expect(new URL((await floating.getAttribute('href'))!).searchParams.get('text')).toMatch(/quote for my move/);

  await page.goto('/home-shifting/');
  const service = page.locator('#enquiry').getByRole('link', { name: 'WhatsApp us' });
  expect(new URL((await service.getAttribute('href'))!).searchParams.get('text')).toContain(
    'a quote for home shifting services',
  );
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { estimateCopy } from '@/content/estimate-copy';
import { estimateData } from '@/content/estimate-roads';
import { priceEstimate, type Estimate, type EstimateInput } from '@/lib/shared/estimate/price';
import { blankEstimateInput } from '@/lib/shared/estimate/query';
import { formatRupees } from '@/lib/shared/format';
import { crmFor, failOnConsoleErrors, hydrated, jsonParam, received, uniqueName } from './helpers';

/** The band the visitor should see for these inputs, worked out by the same pricing function. */
function bandFor(inputs: Partial<EstimateInput>): { text: string; estimate: Estimate } {
  const estimate = priceEstimate({ ...blankEstimateInput, ...inputs }, estimateData);
  if (!estimate.ok) throw new Error('the test asks for an input with a price');
  return { text: `${formatRupees(estimate.total.low)} – ${formatRupees(estimate.total.high)}`, estimate };
}

const twoBhk = { from: 'pune', to: 'bengaluru', size: '2bhk', pickupFloor: 3 } as const;

failOnConsoleErrors();

/** The estimator (the page's enquiry form has fields with the same labels). */
const est = (page: Page) => page.locator('#estimate');
const band = (page: Page) => page.locator('.estimator__band');
const lines = (page: Page) => page.getByRole('table', { name: 'What the estimate is made of' });

test('2 BHK from Pune to Bengaluru, third floor without a lift: the band and its lines appear, move with the distance, and come back on reload and from a shared link', async ({
  page,
  browser,
}) => {
  await page.goto('/services/');
  // The estimator wakes as the visitor comes near it (components/interactive/wake.tsx).
  await est(page).scrollIntoViewIfNeeded();
  const from = est(page).getByLabel('Moving from');
  await from.selectOption({ label: 'Pune' });
  await est(page).getByLabel('Moving to').selectOption({ label: 'Bengaluru' });
  await est(page).getByLabel('Home size').selectOption({ label: '2 BHK' });
  await est(page).getByLabel('Floor at pickup (0 = ground)').fill('3');
  await expect(est(page).getByLabel('Working lift at pickup')).not.toBeChecked();

  const first = bandFor(twoBhk);
  await expect(band(page)).toHaveText(first.text);
  await expect(lines(page).getByRole('row', { name: /^Transport/ })).toContainText(
    `17 ft truck, about ${first.estimate.km} km`,
  );
  await expect(lines(page).getByRole('row', { name: /^Stairs without a lift/ })).toContainText('3rd floor at pickup');
  await expect(lines(page).getByRole('row', { name: /^GST at 18%/ })).toBeVisible();
  await expect(lines(page).getByRole('row', { name: /^Total/ })).toContainText(first.text);
  await expect(page.getByText(estimateCopy.promise)).toBeVisible();
  await expect(page).toHaveURL(/\?from=pune&to=bengaluru&size=2bhk&pf=3$/);
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(share).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=2%20BHK%2C%20Pune%20%E2%86%92%20Bengaluru/);

  // Another town further away: the band moves up; nearer: down.
  await est(page).getByLabel('Moving to').selectOption({ label: 'Another town (type the distance)' });
  const km = est(page).getByLabel('Road distance between the two towns, km');
  await km.fill('1500');
  const far = bandFor({ ...twoBhk, to: 'other', km: 1500 });
  await expect(band(page)).toHaveText(far.text);
  expect(far.estimate.total.low).toBeGreaterThan(first.estimate.total.low);
  // The result keeps its size and place as its numbers change.
  const box = () => page.locator('.estimator__result').evaluate((el) => el.getBoundingClientRect().toJSON());
  const before = await box();
  await km.fill('600');
  const near = bandFor({ ...twoBhk, to: 'other', km: 600 });
  await expect(band(page)).toHaveText(near.text);
  expect(near.estimate.total.high).toBeLessThan(far.estimate.total.high);
  expect(await box()).toEqual(before);
  await expect(page).toHaveURL(/\?from=pune&to=other&km=600&size=2bhk&pf=3$/);

  await page.reload();
  await expect(band(page)).toHaveText(near.text);
  await expect(est(page).getByLabel('Moving to')).toHaveValue('other');
  await expect(est(page).getByLabel('Road distance between the two towns, km')).toHaveValue('600');
  await expect(est(page).getByLabel('Floor at pickup (0 = ground)')).toHaveValue('3');

  // The link a WhatsApp message carries opens the same estimate for someone else.
  const text = new URL((await share.getAttribute('href'))!).searchParams.get('text')!;
  const link = text.slice(text.lastIndexOf(' ') + 1);
  expect(link).toMatch(/\/services\/\?from=pune&to=other&km=600&size=2bhk&pf=3#estimate$/);
  const other = await browser.newPage();
  await other.goto(link);
  await expect(band(other)).toHaveText(near.text);
  await other.close();
});

test('works with the keyboard alone', async ({ page }) => {
  // Opening the estimate's anchor puts the keyboard's starting point there, as a skip link would.
  await page.goto('/services/#estimate');
  await expect(est(page).getByLabel('Moving from')).toBeVisible();
  // Each select in turn: Tab to it, then type the option's first letters.
  for (const [label, option] of [
    ['Moving from', 'Pune'],
    ['Moving to', 'Bengaluru'],
    ['Home size', '2 BHK'],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(est(page).getByLabel(label)).toBeFocused();
    await page.keyboard.type(option);
  }
  await page.keyboard.press('Tab');
  await expect(est(page).getByLabel('Floor at pickup (0 = ground)')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await expect(band(page)).toHaveText(bandFor(twoBhk).text);

  // A working lift at pickup takes the stairs off.
  await page.keyboard.press('Tab');
  await expect(est(page).getByLabel('Working lift at pickup')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(band(page)).toHaveText(bandFor({ ...twoBhk, pickupLift: true }).text);
  await expect(page.getByRole('status').filter({ hasText: /^Estimate / })).toHaveText(
    `Estimate ${bandFor({ ...twoBhk, pickupLift: true }).text.replace(' – ', ' to ')}, GST included.`,
  );
});

test('a nonsense distance gets a message next to the field, never a price of NaN', async ({ page }) => {
  await page.goto('/services/?from=pune&to=other&km=10000&size=2bhk#estimate');
  const km = est(page).getByLabel('Road distance between the two towns, km');
  await expect(km).toHaveAttribute('aria-invalid', 'true');
  // "Fix the highlighted field": it wears the forms' error colour (--bad in app/globals.css).
  await expect(page.getByText('Fix the highlighted field to see the price.')).toBeVisible();
  await expect(km).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
  await expect(
    page.getByText('No road move within India is longer than about 4,500 km: check the distance.'),
  ).toBeVisible();
  await expect(band(page)).toHaveText('₹ —');
  await expect(page.locator('.estimator')).not.toContainText('NaN');

  // An item's counter is highlighted the same way.
  await page.goto('/services/?from=pune&to=mumbai&size=items&sofa=-1#estimate');
  const sofas = est(page).getByLabel('Sofas', { exact: true });
  await expect(sofas).toHaveAttribute('aria-invalid', 'true');
  await expect(sofas).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
});

test('fits a 320 px wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/services/?from=pune&to=bengaluru&size=items&fridge=2&cartons=10&pf=3#estimate');
  await expect(band(page)).toHaveText(
    bandFor({ ...twoBhk, size: 'items', items: { ...blankEstimateInput.items, fridge: 2, cartons: 10 } }).text,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(320);
  for (const el of await page
    .locator('.estimator input, .estimator select, .estimator button, .estimator__band')
    .all()) {
    const box = (await el.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  }
});

test('opening a shared estimate does not shift the page as the estimator starts', async ({ page }) => {
  await page.goto('/services/?from=pune&to=bengaluru&size=2bhk&pf=3#estimate');
  await expect(band(page)).toHaveText(bandFor(twoBhk).text);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('a priced estimate, and one with a problem, have no serious or critical accessibility problem', async ({
  page,
}) => {
  for (const query of [
    'from=pune&to=bengaluru&size=items&fridge=1&pf=3&car=1&value=200000',
    'from=pune&to=other&km=0&size=2bhk',
  ]) {
    await page.goto(`/services/?${query}#estimate`);
    await expect(page.locator('.estimator__what')).not.toBeEmpty();
    const results = await new AxeBuilder({ page })
      .include('#estimate')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      query,
    ).toEqual([]);
  }
});

test('"Get this estimate confirmed" sends an enquiry whose CRM record carries the estimate, with only name, phone and e-mail to add', async ({
  page,
}, info) => {
  const name = uniqueName(info, 'Estimate Confirm');
  await page.goto('/services/?from=pune&to=bengaluru&size=2bhk&pf=3&date=2026-12-15#estimate');
  const priced = bandFor({ ...twoBhk, date: '2026-12-15' });
  await expect(band(page)).toHaveText(priced.text);
  await est(page).getByRole('button', { name: 'Get this estimate confirmed' }).click();

  const dialog = page.getByRole('dialog', { name: 'Get this estimate confirmed' });
  await expect(dialog).toBeVisible();
  // It asks for every detail the form needs from the visitor, the e-mail address too.
  await expect(dialog).toContainText('Add your name, phone number and e-mail.');
  await expect(dialog.getByRole('group', { name: 'Your estimate' })).toContainText(priced.text);
  // The move is filled in from the estimate; the visitor adds who they are.
  await expect(dialog.getByLabel(/Moving from/)).toHaveValue('Pune');
  await expect(dialog.getByLabel(/Moving to/)).toHaveValue('Bengaluru');
  await expect(dialog.getByLabel(/What are you moving/)).toHaveValue('2 BHK household goods');
  await expect(dialog.getByLabel(/Home size/)).toHaveValue('2bhk');
  await expect(dialog.getByLabel(/Moving date/)).toHaveValue('2026-12-15');
  await dialog.getByLabel(/Your name/).fill(name);
  await dialog.getByLabel(/Phone/).fill('+91 98200 12345');
  await dialog.getByLabel(/E-mail/).fill('asha@example.in');
  await dialog.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(dialog).toBeHidden();

  const [lead] = await received(page, crmFor(name));
  const detail = String(jsonParam(lead!).service_detail_c);
  // The intake priced it again from its own rates: the same band the visitor saw.
  expect(detail).toContain(formatRupees(priced.estimate.total.low));
  expect(detail).toContain(formatRupees(priced.estimate.total.high));
  expect(detail).toContain('Pune → Bengaluru');
  expect(detail).toContain('2 BHK');
  expect(detail).toContain('from=pune&to=bengaluru&size=2bhk&pf=3');

  // The analytics copy carries the estimate's value in rupees, and nothing personal in clear.
  const event = await page.evaluate(() =>
    (window.dataLayer as Record<string, unknown>[] | undefined)?.find((e) => e.event === 'generate_lead'),
  );
  expect(event).toMatchObject({
    currency: 'INR',
    value: Math.round((priced.estimate.total.low + priced.estimate.total.high) / 2),
  });
  expect(JSON.stringify(event)).not.toContain(name);
});

test('on the home page, the quote section carries the estimate too, and on a phone its total stays in sight while the inputs scroll', async ({
  page,
}, info) => {
  await page.goto('/?from=pune&to=bengaluru&size=2bhk&pf=3#estimate');
  await expect(band(page)).toHaveText(bandFor(twoBhk).text);
  const mini = est(page).locator('.estimator__mini');
  if (info.project.name === 'phone') {
    await est(page).getByLabel('Moving from').scrollIntoViewIfNeeded();
    await expect(mini).toBeInViewport();
    await expect(mini).toContainText(bandFor(twoBhk).text);
  } else {
    await expect(mini).toBeHidden();
  }
});

test('a city page starts the estimate from its city, and its common moves fill the estimate in place', async ({
  page,
}) => {
  await page.goto('/city/pune/#estimate');
  // The form is the island's own (without scripts the estimator shows only its note): it comes
  // once the scripts have started after load, seconds on a loaded machine.
  await hydrated(page, '#estimate select');
  await expect(est(page).getByLabel('Moving from')).toHaveValue('pune');
  await est(page).getByLabel('Moving to').selectOption({ label: 'Bengaluru' });
  await est(page).getByLabel('Floor at pickup (0 = ground)').fill('3');
  await expect(band(page)).toHaveText(bandFor(twoBhk).text);

  // A route of the common-moves list: the estimate takes it over without the page loading again.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('link', { name: 'Estimate a move from Pune to Mumbai' }).click();
  await expect(est(page).getByLabel('Moving to')).toHaveValue('mumbai');
  await expect(band(page)).toHaveText(bandFor({ from: 'pune', to: 'mumbai', size: '2bhk' }).text);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(page).toHaveURL(/\/city\/pune\/\?from=pune&to=mumbai&size=2bhk#estimate$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the charges table stays and the estimator shows only its note, no broken form', async ({ page }) => {
    await page.goto('/services/');
    await expect(page.getByRole('table', { name: 'Estimated shifting charges' })).toBeVisible();
    await expect(page.getByText(estimateCopy.noScript)).toBeVisible();
    await expect(page.locator('.estimator select, .estimator input')).toHaveCount(0);
  });
});

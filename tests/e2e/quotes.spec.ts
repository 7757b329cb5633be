import { expect, type Page, test } from '@playwright/test';
import { localePath, locales } from '@/lib/shared/i18n';
import { quoteWords } from '@/server/quotes/words';
import { uiWords } from '@/content/localized/ui';
import { hydrated, seriousViolations } from './helpers';
import { startOfficeIntake } from './office-intake';

/**
 * A quote that cannot creep up (docs/quotes.md): the office sets a final price above the estimate
 * after the survey; the customer's quote page, in either language, shows it beside the estimate and
 * not as final until they press "I agree", and the office sees that they did.
 */

const password = 'quote-office-pass-2026';

let intake: Awaited<ReturnType<typeof startOfficeIntake>>;
test.beforeEach(async () => {
  intake = await startOfficeIntake(password);
});
test.afterEach(async () => {
  await intake.stop();
});

async function officeSetsRaisedPrice(page: Page, leadId: string) {
  await page.goto(`${intake.url}/office/`);
  await page.getByLabel('Your name').fill('Priya');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.goto(`${intake.url}/office/leads/${leadId}/`);
  const transport = page.locator('input[name="amount_transport"]');
  await transport.fill(String(Number(await transport.inputValue()) + 9000));
  await page.locator('select[name="reason_transport"]').selectOption('more_goods');
  await page.locator('input[name="note_transport"]').fill('A second fridge and a piano');
  await page.getByRole('button', { name: 'Set the final price' }).click();
  await expect(page.locator('.notice')).toContainText("the customer's page asks them to agree");
}

for (const locale of locales) {
  const w = quoteWords[locale];
  test(`${localePath(locale, '/quote/')}: a price above the estimate is not final until the customer agrees`, async ({
    page,
    request,
  }) => {
    const sent = await request.post(`${intake.url}/api/enquiries`, {
      data: {
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '+91 98201 45678',
        pickup: 'Aundh, Pune',
        drop: 'HSR Layout, Bengaluru',
        detail: '2 BHK',
        source: 'contact',
        lang: locale,
        estimate: 'from=pune&to=bengaluru&size=2bhk&pf=3',
        idempotencyKey: crypto.randomUUID(),
      },
    });
    const { id, quote } = (await sent.json()) as { id: string; quote: string };
    const office = await page.context().newPage();
    await officeSetsRaisedPrice(office, id);

    await page.goto(`${intake.url}${localePath(locale, `/quote/${quote}/`)}`);
    await expect(page.getByRole('heading', { name: w.proposedHeading })).toBeVisible();
    await expect(page.getByText(w.confirmedHeading)).toHaveCount(0);
    await expect(page.locator('.quote__raised')).toContainText(w.reasons.more_goods);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: new RegExp(w.agree.split('{total}')[0]!.trim()) }).click();
    await expect(page.getByRole('status')).toHaveText(w.agreedNow);
    await expect(page.getByRole('heading', { name: w.agreedHeading })).toBeVisible();

    await office.reload();
    await expect(office.getByText(/the customer agreed to ₹[\d,]+ at /)).toBeVisible();

    // The quote is checkable on /verify/: genuine as typed in lower case, a made-up one not ours.
    const check = uiWords[locale].verify;
    await page.goto(`${intake.url}${localePath(locale, '/verify/')}`);
    await hydrated(page, '#check form');
    const ask = async (value: string) => {
      await page.getByRole('textbox', { name: check.form.label }).fill(value);
      await page.getByRole('button', { name: check.form.submit }).click();
      return page.locator('#check').getByRole('status');
    };
    const issued = check.answers.quoteOurs.split('{issued}')[0]!;
    await expect(await ask(quote.toLowerCase().replace('-', ' '))).toContainText(issued);
    await expect(await ask(quote.startsWith('Z') ? 'Y000-0000' : 'Z000-0000')).not.toContainText(issued);
  });
}

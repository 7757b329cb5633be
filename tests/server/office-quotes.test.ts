import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/office/password';
import { quoteEstimate } from '../../server/quotes/estimate';
import { enquiry, newKey, startApp } from './helpers';
import { officeBrowser } from './office-client';

/**
 * The final price after the survey (docs/office.md#the-final-price): the office sets it line by line
 * on the lead's page; within the estimate the customer's page confirms it, above it the page asks
 * them to agree, and the office sees when they did.
 */

const password = 'tea-at-four-on-the-terrace';
let hash: string;
beforeAll(async () => {
  hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
});
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

const query = 'from=pune&to=bengaluru&size=2bhk&pf=3';
const estimate = quoteEstimate(query)!;

async function setUp() {
  const app = await startApp({ OFFICE_PASSWORD_HASH: hash }, { startDelivery: false });
  cleanups.push(() => app.close());
  const res = await app.post('/api/enquiries', { ...enquiry({ idempotencyKey: newKey() }), estimate: query });
  const { id, quote } = res.json() as { id: string; quote: string };
  const client = officeBrowser(app);
  await client.signIn('Priya', password);
  await client.open(`/office/leads/${id}/`);
  return { app, client, id, quote };
}

/** The form's fields: each line at its estimate's top, with `changes` on top. */
const lines = (changes: Record<string, string> = {}) => ({
  expected: '0',
  back: '',
  ...Object.fromEntries(estimate.lines.map((line) => [`amount_${line.id}`, String(line.high)])),
  ...changes,
});

describe('the final price', () => {
  it('shows the quote on the card, and on the lead’s page a form with each line of the estimate', async () => {
    const { client, id, quote } = await setUp();
    const page = (await client.open(`/office/leads/${id}/`)).body;
    expect(page).toContain(`Quote ${quote}: estimate ₹`);
    expect(page).toContain(`href="/quote/${quote}/"`);
    expect(page).toContain('name="amount_transport"');
    const queue = (await client.open('/office/')).body;
    expect(queue).toContain(`Quote ${quote}: estimate ₹`);
    expect(queue).not.toContain('name="amount_transport"');
  });

  it('confirms a price within the estimate, and moves the lead on to “Quote sent”', async () => {
    const { app, client, id, quote } = await setUp();
    const res = await client.post(`/office/leads/${id}/quote`, lines());
    expect(res.statusCode).toBe(303);
    const page = (await client.open(`/office/leads/${id}/`)).body;
    expect(page).toContain('within the estimate, the customer&#39;s page shows it as confirmed');
    expect(page).toContain('Quote sent: ₹');
    expect((await app.app.inject(`/quote/${quote}/`)).body).toContain('Your price is confirmed');
  });

  it('asks for a reason for a line above its estimate, keeping what was typed', async () => {
    const { client, id } = await setUp();
    const top = estimate.lines.find((line) => line.id === 'transport')!.high;
    const res = await client.post(`/office/leads/${id}/quote`, lines({ amount_transport: String(top + 5000) }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Say why transport is above its estimate');
    expect(res.body).toContain(`value="${top + 5000}"`);
  });

  it('shows a price above the estimate as waiting, and when the customer agreed', async () => {
    const { app, client, id, quote } = await setUp();
    const top = estimate.lines.find((line) => line.id === 'transport')!.high;
    await client.post(
      `/office/leads/${id}/quote`,
      lines({ amount_transport: String(top + 9000), reason_transport: 'more_goods', note_transport: 'Second fridge' }),
    );
    expect((await client.open(`/office/leads/${id}/`)).body).toContain('waiting for the customer to agree');
    const customer = await app.app.inject(`/quote/${quote}/`);
    expect(customer.body).toContain('More goods than in the estimate: Second fridge');
    await app.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote}/agree`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'version=2&lang=en',
    });
    expect((await client.open(`/office/leads/${id}/`)).body).toMatch(/the customer agreed to ₹[\d,]+ at /);
  });

  it('refuses a price set on a version someone replaced meanwhile', async () => {
    const { client, id, quote, app } = await setUp();
    await client.post(`/office/leads/${id}/quote`, lines());
    const res = await client.post(`/office/leads/${id}/quote`, lines({ amount_packing: '1' }));
    expect(res.statusCode).toBe(303);
    expect((await client.open(`/office/leads/${id}/`)).body).toContain('Someone set a final price meanwhile');
    expect((await app.store.quotes.byRef(quote))!.versions).toHaveLength(1);
  });
});

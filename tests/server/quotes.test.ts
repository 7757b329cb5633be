import { afterEach, describe, expect, it } from 'vitest';
import { quoteReferencePattern } from '../../lib/shared/quote-reference';
import { quoteEstimate } from '../../server/quotes/estimate';
import type { FinalDraft } from '../../server/store/quote-types';
import { withoutSecrets } from '../../server/http/log';
import { cspDirectives, enquiry, newKey, startApp } from './helpers';

/**
 * Quote pages (docs/quotes.md): every enquiry with an estimate gets one, reachable by its reference
 * only, showing the band as sent, in English and Hindi; a final price above the band holds only once
 * the customer presses "I agree".
 */

type Started = Awaited<ReturnType<typeof startApp>>;
const running: Started[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});
const start = async () => {
  const started = await startApp();
  running.push(started);
  return started;
};

const query = 'from=pune&to=bengaluru&size=2bhk&pf=3&date=2026-12-15';
const estimate = quoteEstimate(query)!;

/** Sends an enquiry with the estimate; answers its id and its quote's reference. */
async function sendEnquiry(started: Started, extra: Record<string, unknown> = {}) {
  const body = {
    ...enquiry({ idempotencyKey: newKey(), name: 'Asha Verma', pickup: 'Aundh, Pune', drop: 'HSR Layout, Bengaluru' }),
    estimate: query,
    ...extra,
  };
  const res = await started.post('/api/enquiries', body);
  expect(res.statusCode, res.body).toBe(201);
  return { body, ...(res.json() as { id: string; quote?: string }) };
}

const page = (started: Started, path: string) => started.app.inject({ method: 'GET', url: path });

/** A final price the office sets: transport raised by `raise` rupees for more goods. */
function finalPrice(raise: number): FinalDraft {
  const lines = estimate.lines.map((l) => ({
    id: l.id,
    amount: l.id === 'transport' ? l.high + raise : l.high,
    raise: l.id === 'transport' && raise > 0 ? { reason: 'more_goods' as const, note: 'A second fridge' } : null,
  }));
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const gst = Math.round((subtotal * estimate.gst.ratePercent) / 100);
  return {
    setAt: new Date().toISOString(),
    setBy: 'Priya',
    lines,
    subtotal,
    gst,
    total: subtotal + gst,
    validUntil: '2027-01-15',
    aboveBand: subtotal + gst > estimate.total.high,
  };
}

describe('quote pages', () => {
  it('gives an enquiry with an estimate a quote page; sent again, the same one; without an estimate, none', async () => {
    const started = await start();
    const sent = await sendEnquiry(started);
    expect(sent.quote).toMatch(quoteReferencePattern);
    const again = await started.post('/api/enquiries', sent.body);
    expect(again.json()).toMatchObject({ id: sent.id, quote: sent.quote });
    const plain = await started.post('/api/enquiries', enquiry({ idempotencyKey: newKey() }));
    expect(plain.json()).not.toHaveProperty('quote');
  });

  it('shows the band as sent, the inputs, GST, validity, the promise and how to pay; nothing personal but the first name', async () => {
    const started = await start();
    const { quote } = await sendEnquiry(started);
    const res = await page(started, `/quote/${quote}/`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(`Quote ${quote}`);
    expect(html).toContain('For Asha: Pune → Bengaluru');
    expect(html).not.toContain('Verma');
    // Not the phone, the e-mail or the addresses the visitor typed.
    expect(html).not.toMatch(/98201|asha@|Aundh|HSR Layout/);
    expect(html).toContain('GST at 18%');
    expect(html).toContain('15 December 2026');
    expect(html).toMatch(/Valid until \d{1,2} [A-Z][a-z]+ 20\d\d\./);
    expect(html).toContain('only with your written approval');
    expect(html).toContain('Bank transfer (NEFT, RTGS or IMPS)');
    expect(html).toContain('href="/verify/"');
    expect(html).toMatch(/<svg role="img" aria-label="QR code of this page’s address"/);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = cspDirectives(String(res.headers['content-security-policy']));
    expect([csp.get('default-src'), csp.get('form-action'), csp.get('script-src')]).toEqual([
      ["'none'"],
      ["'self'"],
      undefined,
    ]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers the Hindi page in Hindi, and a reference typed in lower case at its own address', async () => {
    const started = await start();
    const { quote } = await sendEnquiry(started);
    const hi = await page(started, `/hi/quote/${quote}/`);
    expect(hi.body).toContain('<html lang="hi">');
    expect(hi.body).toContain(`कोटेशन ${quote}`);
    expect(hi.body).toContain('पुणे → बेंगलुरु');
    const typed = await page(started, `/quote/${quote!.toLowerCase()}/`);
    expect([typed.statusCode, typed.headers.location]).toEqual([301, `/quote/${quote}/`]);
  });

  it('is found by its reference only: another reference is the site’s 404', async () => {
    const started = await start();
    await sendEnquiry(started);
    for (const path of ['/quote/K7Q2-9MXA/', '/quote/nothing/', '/quote/']) {
      expect((await page(started, path)).statusCode, path).toBe(404);
    }
  });

  it('shows a final price within the band as confirmed', async () => {
    const started = await start();
    const { id, quote } = await sendEnquiry(started);
    await started.store.quotes.setFinal(id, finalPrice(0), 0);
    const html = (await page(started, `/quote/${quote}/`)).body;
    expect(html).toContain('Your price is confirmed');
    expect(html).not.toContain('I agree');
  });

  it('shows a price above the band beside the old one with why, and holds it only after “I agree”', async () => {
    const started = await start();
    const { id, quote } = await sendEnquiry(started);
    const raised = finalPrice(9_000);
    await started.store.quotes.setFinal(id, raised, 0);
    const before = (await page(started, `/quote/${quote}/`)).body;
    expect(before).toContain('A new price needs your agreement');
    expect(before).toContain('Nothing changes unless you agree');
    expect(before).toContain('More goods than in the estimate: A second fridge');
    expect(before).not.toContain('Your price is confirmed');
    const agree = await started.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote}/agree`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'version=2&lang=en',
    });
    expect([agree.statusCode, agree.headers.location]).toEqual([303, `/quote/${quote}/?agreed`]);
    const after = (await page(started, `/quote/${quote}/?agreed`)).body;
    expect(after).toContain('your agreement is recorded');
    expect(after).toContain('You agreed to the new price');
    expect((await started.store.quotes.byRef(quote!))!.versions[0]!.agreedAt).toEqual(expect.any(String));
  });

  it('does not record an agreement to a price the office has replaced meanwhile', async () => {
    const started = await start();
    const { id, quote } = await sendEnquiry(started);
    await started.store.quotes.setFinal(id, finalPrice(9_000), 0);
    await started.store.quotes.setFinal(id, finalPrice(12_000), 2);
    const agree = await started.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote}/agree`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'version=2&lang=hi',
    });
    expect(agree.headers.location).toBe(`/hi/quote/${quote}/?changed`);
    const versions = (await started.store.quotes.byRef(quote!))!.versions;
    expect(versions.map((v) => v.agreedAt)).toEqual([null, null]);
  });

  it('refuses an “I agree” posted from another site', async () => {
    const started = await start();
    const { id, quote } = await sendEnquiry(started);
    await started.store.quotes.setFinal(id, finalPrice(9_000), 0);
    const agree = await started.app.inject({
      method: 'POST',
      url: `/api/quotes/${quote}/agree`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      payload: 'version=2&lang=en',
    });
    expect(agree.statusCode).toBe(403);
    expect((await started.store.quotes.byRef(quote!))!.versions[0]!.agreedAt).toBeNull();
  });

  it('limits how many quote pages one connection opens, answering a page that says so', async () => {
    const started = await start();
    const { quote } = await sendEnquiry(started);
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await page(started, `/quote/${quote}/`)).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    const refused = await page(started, '/quote/K7Q2-9MXA/');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Please wait a minute');
    expect((await page(started, '/intake/pages.css')).statusCode).toBe(200);
  });

  it('is answered as genuine by the check at /verify/, with when it was issued and until when, and nothing else', async () => {
    const started = await start();
    const { quote } = await sendEnquiry(started);
    const check = async (value: string) =>
      (await started.post('/api/verify', { value, lang: 'en' })).json() as { result: string; message: string };
    const genuine = await check(quote!.toLowerCase().replace('-', ' '));
    expect(genuine.result).toBe('ours');
    expect(genuine.message).toMatch(
      /^This is a genuine quote of ours, issued on \d{1,2} \w+ 20\d\d, valid until \d{1,2} \w+ 20\d\d\.$/,
    );
    expect(genuine.message).not.toMatch(/Asha|Pune|Bengaluru|₹/);
    expect((await check(quote!.startsWith('Z') ? 'Y000-0000' : 'Z000-0000')).result).toBe('not_ours');
  });

  it('keeps quote references and survey secrets out of the log’s request lines', () => {
    expect(withoutSecrets('/quote/K7Q2-9MXA/')).toBe('/quote/…/');
    expect(withoutSecrets('/hi/quote/K7Q2-9MXA/')).toBe('/hi/quote/…/');
    expect(withoutSecrets('/api/quotes/K7Q2-9MXA/agree')).toBe('/api/quotes/…/agree');
    expect(withoutSecrets('/survey/6PBJqxfXH_Gh4lTtL1C9MCGw/survey.ics')).toBe('/survey/…/survey.ics');
    expect(withoutSecrets('/api/surveys/6PBJqxfXH_Gh4lTtL1C9MCGw/move')).toBe('/api/surveys/…/move');
    expect(withoutSecrets('/api/surveys/slots')).toBe('/api/surveys/slots');
    expect(withoutSecrets('/city/pune/')).toBe('/city/pune/');
  });
});

import { estimateData } from '../../content/estimate-roads';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { estimateRates } from '../../content/estimate-rates';
import { estimatorWordsEn } from '../../content/estimator-words';
import { priceEstimate } from '../../lib/shared/estimate/price';
import { type WordedEstimate as Estimate, wordEstimate } from '../../lib/shared/estimate/wording';
import { decodeEstimateQuery } from '../../lib/shared/estimate/query';
import { formatCount, formatRupeeRange, formatRupees } from '../../lib/shared/format';
import { headerRow, leadRow, measure } from '../../server/leads/lead-rows';
import type { Lead } from '../../server/store/types';
import { crmEnv, enquiry, newKey, parseCsv, runNode, startApp, startFakeCrm } from './helpers';

/**
 * An enquiry that asks for an instant estimate to be confirmed, with a moving date and a home size
 * (docs/estimate.md#from-estimate-to-enquiry): the intake prices the estimate again and stores
 * its own band, the CRM gets it in `service_detail_c`, the leads command and the export show it.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
const running: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});
const start = async (env: Record<string, string> = {}) => {
  const started = await startApp(env);
  running.push(started);
  return started;
};

/** A 2 BHK from Pune to Bengaluru, third floor without a lift at pickup, moving on 15 December 2026. */
const query = 'from=pune&to=bengaluru&size=2bhk&pf=3&date=2026-12-15';
/** What today's rates make of it, worked out here with the shared pricing. */
const priced = wordEstimate(
  priceEstimate(decodeEstimateQuery(query), estimateData),
  estimatorWordsEn,
  estimateData,
) as Estimate;
const band = formatRupeeRange({ min: priced.total.low, max: priced.total.high });

const waitFor = <T>(fn: () => Promise<T> | T) => vi.waitFor(fn, { timeout: 8_000, interval: 20 });

async function storedPayload(started: Started, idempotencyKey: string) {
  return (await started.store.findByKey(idempotencyKey))?.payload;
}

describe('an enquiry with an instant estimate', () => {
  it('stores the band the intake works out from the inputs, whatever figures the browser sends', async () => {
    const started = await start();
    const body = {
      ...enquiry({ idempotencyKey: newKey() }),
      // A tampered estimate: its own keys are priced, anything else in it counts for nothing.
      estimate: `${query}&total=100&low=100&high=200&gst=0`,
      // Figures the browser might claim beside it.
      estimateLow: 100,
      estimateHigh: 200,
      summary: 'Everything for ₹100',
    };
    const res = await started.post('/api/enquiries', body);
    expect(res.statusCode, res.body).toBe(201);
    const payload = await storedPayload(started, body.idempotencyKey);
    expect(payload?.estimate).toEqual({
      query,
      summary: priced.summary,
      low: priced.total.low,
      high: priced.total.high,
      gstPercent: 18,
    });
    expect(priced.summary).toMatch(/^2 BHK, Pune → Bengaluru \(about [\d,]+ km\), pickup 3rd floor no lift: ₹/);
    expect(priced.total.low).toBeGreaterThan(10_000);
    expect(JSON.stringify(payload)).not.toMatch(/₹100|"estimateLow"|"summary":"Everything/);
    // The estimate's moving date and home size stand in for the form's, which were not given.
    expect(payload).toMatchObject({ movingDate: '2026-12-15', homeSize: '2bhk' });
  });

  it("keeps the form's own moving date and home size over the estimate's", async () => {
    const started = await start();
    const body = enquiry({ estimate: query, movingDate: '2026-12-20', homeSize: '3bhk' });
    expect((await started.post('/api/enquiries', body)).statusCode).toBe(201);
    expect(await storedPayload(started, body.idempotencyKey)).toMatchObject({
      movingDate: '2026-12-20',
      homeSize: '3bhk',
      estimate: { query, low: priced.total.low },
    });
  });

  it('stores an estimate worked out before the rates changed, priced with the rates of the day', async () => {
    const started = await start();
    // The owner raises the trucks' per-km rates while the visitor's page still shows the old band.
    const before = estimateRates.vehicles.map((v) => v.perKm);
    for (const v of estimateRates.vehicles) v.perKm = { min: v.perKm.min * 2, max: v.perKm.max * 2 };
    try {
      const today = priceEstimate(decodeEstimateQuery(query), estimateData);
      const body = enquiry({ estimate: query });
      expect((await started.post('/api/enquiries', body)).statusCode).toBe(201);
      const stored = (await storedPayload(started, body.idempotencyKey))?.estimate as { low: number; high: number };
      expect(today.ok && [stored.low, stored.high]).toEqual([
        today.ok && today.total.low,
        today.ok && today.total.high,
      ]);
      expect(stored.low).toBeGreaterThan(priced.total.low);
    } finally {
      estimateRates.vehicles.forEach((v, i) => (v.perKm = before[i]!));
    }
  });

  it('refuses an estimate that cannot be read or priced, saying so on the estimate, and stores nothing', async () => {
    const started = await start();
    const message = 'This estimate could not be read; please work it out again.';
    for (const estimate of [
      'from=pune&to=atlantis&size=2bhk', // a place the estimate does not know
      'from=pune&to=bengaluru&size=2bhk&pf=-2', // a floor below the ground
      'size=castle',
      'from=pune to=goa', // not a query string
      'x'.repeat(700),
    ]) {
      const res = await started.post('/api/enquiries', enquiry({ estimate }));
      expect(res.statusCode, estimate).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid', fields: { estimate: message } });
    }
    // With other problems, every field's message comes back at once.
    const both = await started.post('/api/enquiries', enquiry({ estimate: 'from=atlantis', phone: '12' }));
    expect(Object.keys(both.json().fields).sort()).toEqual(['estimate', 'phone']);
    expect(await started.store.list()).toEqual([]);
  });

  it('accepts the optional fields empty, as a form without scripts sends them, and stores nothing for them', async () => {
    const started = await start();
    const body = enquiry({ movingDate: '', homeSize: '', estimate: '' });
    const res = await started.post('/api/enquiries', body);
    expect(res.statusCode, res.body).toBe(201);
    const payload = await storedPayload(started, body.idempotencyKey);
    expect(payload).toBeDefined();
    expect(payload).not.toHaveProperty('homeSize');
    expect(payload).not.toHaveProperty('estimate');
    expect(payload).not.toHaveProperty('movingDate');
  });

  it("gives the CRM the home, the moving date, the estimate and its link in service_detail_c, in the CRM's own fields", async () => {
    const crm = await startFakeCrm();
    running.push(crm);
    const started = await start({ ...crmEnv(crm.url), SITE_URL: 'https://www.sugam-movers.in' });
    const body = enquiry({ detail: '2 BHK household goods', estimate: query, homeSize: '2bhk' });
    const res = await started.post('/api/enquiries', body);
    expect(res.statusCode).toBe(201);
    await waitFor(() => expect(crm.accepted()).toHaveLength(1));
    const fields = crm.accepted()[0]!.json;
    expect(Object.keys(fields).sort()).toEqual(
      ['drop_location_c', 'email1', 'name', 'phone_office', 'pickup_location_c', 'service_detail_c'].sort(),
    );
    const km = formatCount(priced.km);
    expect(String(fields.service_detail_c).split('\n')).toEqual([
      '2 BHK household goods',
      'Home: 2 BHK',
      'Moving date: 15 Dec 2026',
      `Instant estimate: ${band} incl. 18% GST (indicative) — 2 BHK, Pune → Bengaluru (about ${km} km), pickup 3rd floor no lift`,
      `Estimate link: https://www.sugam-movers.in/services/?${query}#estimate`,
      `Ref: ${res.json().id}`,
    ]);
  });
});

describe('the leads command and the export, for an enquiry with an estimate', () => {
  let stored: Lead[];
  let leads: (...args: string[]) => ReturnType<typeof runNode>;
  beforeAll(async () => {
    const started = await startApp();
    const body = enquiry({ estimate: query, homeSize: '2bhk', page: '/services/' });
    expect((await started.post('/api/enquiries', body)).statusCode).toBe(201);
    const plain = enquiry({ name: 'Ravi Kumar', phone: '+91 99887 76655', email: 'ravi@example.com' });
    expect((await started.post('/api/enquiries', plain)).statusCode).toBe(201);
    stored = await started.store.list();
    await started.close();
    const env = {
      LEADS_DB: join(started.dir, 'leads.db'),
      TZ: 'Asia/Kolkata',
      SITE_URL: 'https://www.sugam-movers.in',
    };
    leads = (...args: string[]) => runNode(['server/cli.ts', ...args], env);
  });

  it('lists its home size, band and moving date where the terminal has room', async () => {
    // On a terminal of 100 columns (the command's width when it is not on one) the list stays as it was.
    const list = await leads('list');
    expect(list.code).toBe(0);
    expect(list.stdout.split('\n')[0]).toMatch(/^ID +RECEIVED +AGO +KIND +NAME +PHONE +FROM → TO +PAGE +CRM$/);
    // Wider, each lead shows its home size, band and moving date; one without them a `-`.
    const now = new Date();
    const wide = 160;
    const options = measure(stored, now);
    const header = headerRow(wide, options);
    const [newest, oldest] = stored.map((lead) => leadRow(lead, now, wide, options));
    expect(header).toMatch(/^ID +RECEIVED +AGO +KIND +NAME +PHONE +FROM → TO +PLAN +PAGE +CRM$/);
    const planAt = header.indexOf('PLAN');
    const compactBand = `${formatRupees(priced.total.low)}–${formatCount(priced.total.high)}`;
    expect(oldest!.slice(planAt)).toMatch(new RegExp(`^2 BHK, ${compactBand}, 15 Dec 2026 +/services/ +pending$`));
    expect(newest).toMatch(/ Ravi Kumar /);
    expect(newest!.slice(planAt)).toMatch(/^- +- +pending$/);
    for (const line of [header, newest!, oldest!]) expect(line.length).toBeLessThanOrEqual(wide);
  });

  it('shows them in words, with the link to the estimate on the site', async () => {
    const show = await leads('show', '--phone', '+91 98201 45678');
    expect(show.code).toBe(0);
    expect(show.stdout).toMatch(/\n {2}movingDate +15 Dec 2026 \(2026-12-15\)\n/);
    expect(show.stdout).toMatch(/\n {2}homeSize +2 BHK\n/);
    expect(show.stdout).toContain(
      `  estimate        ${band} incl. 18% GST (indicative) — 2 BHK, Pune → Bengaluru (about ${formatCount(priced.km)} km), pickup 3rd floor no lift\n` +
        `                  https://www.sugam-movers.in/services/?${query}#estimate\n`,
    );
  });

  it('gives scripts the stored estimate in full', async () => {
    const json = await leads('list', '--json');
    const all = JSON.parse(json.stdout) as { payload: Record<string, unknown> }[];
    expect(all.find((lead) => lead.payload.name === 'Asha Verma')?.payload).toMatchObject({
      movingDate: '2026-12-15',
      homeSize: '2bhk',
      estimate: { query, summary: priced.summary, low: priced.total.low, high: priced.total.high, gstPercent: 18 },
    });
  });

  it('exports the band, GST rate, summary and link as columns of their own', async () => {
    const csv = await leads('export');
    const [columns, ...rows] = parseCsv(csv.stdout);
    const row = Object.fromEntries(columns!.map((c, i) => [c, rows[0]![i]]));
    expect(columns).not.toContain('estimate');
    expect(row).toMatchObject({
      name: 'Asha Verma',
      movingDate: '2026-12-15',
      homeSize: '2 BHK',
      estimate_low: String(priced.total.low),
      estimate_high: String(priced.total.high),
      estimate_gst_percent: '18',
      estimate_summary: priced.summary,
      estimate_link: `https://www.sugam-movers.in/services/?${query}#estimate`,
    });
    const other = Object.fromEntries(columns!.map((c, i) => [c, rows[1]![i]]));
    expect(other).toMatchObject({
      name: 'Ravi Kumar',
      movingDate: '',
      homeSize: '',
      estimate_low: '',
      estimate_summary: '',
    });
  });
});

describe('an enquiry with an estimate posted without scripts', () => {
  const own = 'http://localhost';
  const fields = {
    pickup: 'Kothrud, Pune',
    drop: 'Indiranagar, Bengaluru',
    detail: 'Please confirm this estimate',
    name: 'Asha Verma',
    phone: '+91 98200 12345',
    email: 'asha@example.in',
    source: 'dialog',
    movingDate: '2026-12-15',
    homeSize: '2bhk',
    estimate: query,
    website: '',
  };
  const formPost = (started: Started, values: Record<string, string>) =>
    started.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: own, referer: `${own}/services/` },
      payload: new URLSearchParams(values).toString(),
    });
  /** The values the page's form would post again, as a browser reads them from its controls. */
  function formValues(html: string): Record<string, string> {
    const values: Record<string, string> = {};
    for (const [, name, value] of html.matchAll(/<input [^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      values[name!] = value!.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
    for (const [, name, text] of html.matchAll(/<textarea [^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
      values[name!] = text!;
    for (const [, name, options] of html.matchAll(/<select [^>]*name="([^"]+)"[^>]*>(.*?)<\/select>/g))
      values[name!] = /<option value="([^"]*)" selected>/.exec(options!)?.[1] ?? '';
    return values;
  }

  it('keeps the moving date, home size and estimate on the page of a refused post, and stores them once corrected', async () => {
    const started = await start();
    const refused = await formPost(started, { ...fields, phone: '12' });
    expect(refused.statusCode).toBe(422);
    const html = refused.body;
    expect(html).toMatch(/<input id="f-movingDate" name="movingDate" type="date" value="2026-12-15">/);
    expect(html).toMatch(/<option value="2bhk" selected>2 BHK<\/option>/);
    // The visitor sees which estimate goes with the enquiry, as the intake prices it.
    expect(html).toContain(`Instant estimate to confirm: ${priced.summary.replaceAll('&', '&amp;')}`);
    expect(html).toContain('One field needs a change');
    const again = formValues(html);
    expect(again).toMatchObject({ movingDate: '2026-12-15', homeSize: '2bhk', estimate: query });
    expect(await started.store.list()).toEqual([]);

    const sent = await formPost(started, { ...again, phone: '+91 98200 12345' });
    expect(sent.statusCode).toBe(303);
    const [lead] = await started.store.list();
    expect(lead?.payload).toMatchObject({
      movingDate: '2026-12-15',
      homeSize: '2bhk',
      estimate: { query, low: priced.total.low, high: priced.total.high },
    });
  });

  it('keeps a moving date typed as text by a browser without a date picker, next to its message', async () => {
    const started = await start();
    const res = await formPost(started, { ...fields, movingDate: '15/12/2026' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toMatch(
      /<input id="f-movingDate" name="movingDate" type="date" value="15\/12\/2026" aria-invalid="true" aria-describedby="f-movingDate-error"><p class="field__error" id="f-movingDate-error">Please choose a moving date, like 15\/12\/2026.<\/p>/,
    );
  });

  it('says when the estimate could not be read, and sends the enquiry without it when the form is sent again', async () => {
    const started = await start();
    const res = await formPost(started, { ...fields, estimate: 'from=atlantis&size=2bhk' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain(
      'This estimate could not be read; please work it out again. Sending this form sends your enquiry without it',
    );
    expect(res.body).toContain('href="/services/#estimate"');
    const again = formValues(res.body);
    expect(again).not.toHaveProperty('estimate');
    expect(again).toMatchObject({ name: 'Asha Verma', movingDate: '2026-12-15', homeSize: '2bhk' });
    expect((await formPost(started, again)).statusCode).toBe(303);
    const [lead] = await started.store.list();
    expect(lead?.payload).not.toHaveProperty('estimate');
    expect(lead?.payload).toMatchObject({ movingDate: '2026-12-15', homeSize: '2bhk' });
  });

  it('stores the optional fields a form sends, and leaves out the ones it sends empty', async () => {
    const started = await start();
    const res = await formPost(started, { ...fields, homeSize: '', estimate: '' });
    expect(res.statusCode).toBe(303);
    const [lead] = await started.store.list();
    expect(lead?.payload.movingDate).toBe('2026-12-15');
    for (const name of ['homeSize', 'estimate']) expect(lead?.payload).not.toHaveProperty(name);
  });
});

import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { schemaMessages } from '../../lib/shared/lead-schemas';
import { buildApp } from '../../server/http/app';
import { openSqliteStore } from '../../server/store/sqlite';
import type { LeadStore } from '../../server/store/types';
import { startApp, tempDir, testSettings } from './helpers';

/**
 * A browser's own form post (`application/x-www-form-urlencoded`), as a visitor's browser sends
 * it when the page's scripts never ran: the fields under their schema names, the page's Origin
 * and Referer, no submission key.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
let app: Started | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The origin `app.inject` addresses (Host: localhost:80). */
const own = 'http://localhost';

const enquiryFields = {
  pickup: 'Vashi, Navi Mumbai',
  drop: 'Kothrud, Pune',
  detail: '2 BHK household',
  name: 'Asha Verma',
  phone: '+91 98200 12345',
  email: 'asha@example.in',
  source: 'city',
  offer: '',
  website: '',
};

const reviewFields = {
  name: 'Rahul Nair',
  title: 'Careful packing',
  rating: '4',
  description: 'Nothing broke & they were on time.',
  website: '',
};

function formPost(
  started: Started,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: own, referer: `${own}/contact-us/` },
) {
  return started.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The value attribute of the input (or the text of the textarea) named `name` in a form page. */
function shownValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input [^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  if (input) return input[1];
  return new RegExp(`<textarea [^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
}

describe('a form posted without scripts', () => {
  it('stores the enquiry, then sends the visitor to the thank-you page with nothing of theirs in the address', async () => {
    const started = (app = await startApp());
    const res = await formPost(
      started,
      '/api/enquiries',
      { ...enquiryFields, offer: '15%' },
      {
        origin: own,
        referer: `${own}/city/pune/`,
      },
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/thank-you/enquiry/');
    const [lead, ...more] = await started.store.list();
    expect(more).toEqual([]);
    expect(lead!.kind).toBe('enquiry');
    expect(lead!.spam).toBe(false);
    // The same lead the scripts would have sent, with the page taken from the Referer.
    expect(lead!.payload).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      // The number in its one form (lib/shared/phone.ts), as the scripts would have sent it.
      phone: '+919820012345',
      pickup: 'Vashi, Navi Mumbai',
      drop: 'Kothrud, Pune',
      detail: '2 BHK household',
      source: 'city',
      offer: '15%',
      page: '/city/pune/',
    });
  });

  it('stores a review with its star rating as a number', async () => {
    const started = (app = await startApp());
    const res = await formPost(started, '/api/reviews', reviewFields, { origin: own, referer: `${own}/review/` });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/thank-you/review/']);
    const [lead] = await started.store.list();
    expect(lead!.payload).toEqual({
      name: 'Rahul Nair',
      title: 'Careful packing',
      rating: 4,
      description: 'Nothing broke & they were on time.',
      page: '/review/',
    });
  });

  it('sends a visitor of a site on another origin back to that site', async () => {
    const site = 'https://www.sugam-movers.in';
    const started = (app = await startApp({ SITE_URL: site }));
    const res = await formPost(started, '/api/enquiries', enquiryFields, { origin: site, referer: `${site}/` });
    expect([res.statusCode, res.headers.location]).toEqual([303, `${site}/thank-you/enquiry/`]);
  });

  it('shows the form again with each problem next to its field and every value as typed, escaped', async () => {
    const started = (app = await startApp());
    const hostile = `Asha "<script>alert('x')</script>" & co`;
    const res = await formPost(started, '/api/enquiries', {
      ...enquiryFields,
      name: hostile,
      email: 'asha.example.in',
      phone: '11111111',
      detail: '</textarea><b>bold</b>',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en-IN">/);
    expect(html).toContain('<title>Please check your enquiry | ');
    expect(html).toContain('<meta name="robots" content="noindex">');
    // Nothing the visitor typed became markup.
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>bold</b>');
    expect(shownValue(html, 'name')).toBe('Asha &quot;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; &amp; co');
    expect(shownValue(html, 'email')).toBe('asha.example.in');
    expect(shownValue(html, 'phone')).toBe('11111111');
    expect(shownValue(html, 'pickup')).toBe('Vashi, Navi Mumbai');
    expect(shownValue(html, 'detail')).toBe('&lt;/textarea&gt;&lt;b&gt;bold&lt;/b&gt;');
    // Each message sits right after its field and is tied to it for screen readers.
    expect(html).toMatch(
      /<input id="f-email"[^>]*aria-invalid="true" aria-describedby="f-email-error"[^>]*><p class="field__error" id="f-email-error">Please enter a valid e-mail address, like name@example.com.<\/p>/,
    );
    expect(html).toContain(`<p class="field__error" id="f-phone-error">${schemaMessages.en.phoneInvalid}</p>`);
    expect(html).not.toContain('id="f-name-error"');
    expect(html).toContain('2 fields need a change');
    // As on the form itself: why the details are asked for, how long they are kept, and how to erase them.
    expect(html).toContain(
      `<p class="form__privacy">We ask for these details only to call you back about your move and send your quotation. We keep them for ${company.leadRetentionDays} days, then delete them.`,
    );
    expect(html).toContain('href="/privacy-and-policy/#your-choices">See, correct or erase your details</a>');
    // A working form: it posts again to the same endpoint, with the hidden values and a key of its own.
    expect(html).toMatch(/<form class="form" method="post" action="\/api\/enquiries"/);
    expect(shownValue(html, 'source')).toBe('city');
    expect(shownValue(html, 'page')).toBe('/contact-us/');
    expect(shownValue(html, 'idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/);
    // Its policy lets it load the site's stylesheet and post, and runs no script.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(await started.store.list()).toEqual([]);
  });

  it("shows a review's chosen stars again, and asks for a rating when none was chosen", async () => {
    const started = (app = await startApp());
    const withoutRating: Record<string, string> = { ...reviewFields };
    delete withoutRating.rating;
    const res = await formPost(started, '/api/reviews', { ...withoutRating, title: '' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Please choose a rating from 1 to 5 stars.');
    expect(res.body).toContain('Please enter a title for your review.');
    expect(shownValue(res.body, 'description')).toBe('Nothing broke &amp; they were on time.');

    const again = await formPost(started, '/api/reviews', { ...reviewFields, title: '' });
    expect(again.body).toMatch(/<input type="radio" name="rating" value="4" checked>/);
    expect(again.body).not.toContain('Please choose a rating');
  });

  it("links the site's stylesheet from the build", async () => {
    const started = (app = await startApp());
    await writeFile(
      join(started.dir, '404.html'),
      '<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/abc123.css">body{}</style></head></html>',
    );
    const res = await formPost(started, '/api/enquiries', { ...enquiryFields, name: '' });
    expect(res.body).toContain('<link rel="stylesheet" href="/_next/static/chunks/abc123.css">');
  });

  it('answers a caught bot like a visitor, and never forwards its lead', async () => {
    const started = (app = await startApp());
    const res = await formPost(started, '/api/enquiries', { ...enquiryFields, website: 'https://spam.example' });
    expect([res.statusCode, res.headers.location]).toEqual([303, '/thank-you/enquiry/']);
    const [lead] = await started.store.list();
    expect(lead!.spam).toBe(true);
    expect(lead!.delivery.status).toBe('spam');
  });

  it('refuses a post from another site before reading it, and stores nothing', async () => {
    const started = (app = await startApp());
    const res = await formPost(started, '/api/enquiries', enquiryFields, {
      origin: 'https://evil.example',
      referer: 'https://evil.example/form.html',
    });
    expect(res.statusCode).toBe(403);
    const crossSite = await formPost(started, '/api/reviews', reviewFields, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await started.store.list()).toEqual([]);
  });

  it('stores one lead when the same form is sent twice, and a second for anything typed differently', async () => {
    const started = (app = await startApp());
    expect((await formPost(started, '/api/enquiries', enquiryFields)).statusCode).toBe(303);
    expect((await formPost(started, '/api/enquiries', enquiryFields)).statusCode).toBe(303);
    expect(await started.store.list()).toHaveLength(1);
    await formPost(started, '/api/enquiries', { ...enquiryFields, detail: '3 BHK household' });
    expect(await started.store.list()).toHaveLength(2);
  });

  it('stores one lead when the corrected form is sent twice from the page that showed its problems', async () => {
    const started = (app = await startApp());
    const refused = await formPost(started, '/api/enquiries', { ...enquiryFields, phone: '123' });
    const key = shownValue(refused.body, 'idempotencyKey')!;
    const corrected = { ...enquiryFields, idempotencyKey: key, page: '/contact-us/' };
    const referer = { origin: own, referer: `${own}/api/enquiries` };
    expect((await formPost(started, '/api/enquiries', corrected, referer)).statusCode).toBe(303);
    expect((await formPost(started, '/api/enquiries', corrected, referer)).statusCode).toBe(303);
    const leads = await started.store.list();
    expect(leads).toHaveLength(1);
    expect(leads[0]!.idempotencyKey).toBe(key);
    expect(leads[0]!.payload.page).toBe('/contact-us/');
  });

  it('answers a visitor over the rate limit with the form again, everything typed kept, and a wait of a minute at most', async () => {
    const started = (app = await startApp({ RATE_LIMIT_MAX: '1' }));
    expect((await formPost(started, '/api/enquiries', enquiryFields)).statusCode).toBe(303);
    const res = await formPost(started, '/api/enquiries', { ...enquiryFields, name: 'Someone Else' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Please wait a minute and send it again; everything you typed is still here.');
    const typed = { ...enquiryFields, name: 'Someone Else' };
    for (const name of ['pickup', 'drop', 'detail', 'name', 'phone', 'email'] as const) {
      expect(shownValue(res.body, name), name).toBe(typed[name]);
    }
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await started.store.list()).toHaveLength(1);
  });

  it('keeps everything typed when the store fails, and says the message was not saved', async () => {
    const dir = await tempDir();
    const settings = testSettings({ LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir });
    const real = openSqliteStore(settings.leadsDb, settings.store);
    const store: LeadStore = Object.assign(Object.create(real) as LeadStore, {
      saveLead: () => Promise.reject(new Error('SQLITE_FULL: database or disk is full')),
    });
    const server = buildApp(settings, store);
    try {
      const res = await server.inject({
        method: 'POST',
        url: '/api/reviews',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: own },
        payload: new URLSearchParams(reviewFields).toString(),
      });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Your review was not sent');
      expect(shownValue(res.body, 'title')).toBe('Careful packing');
    } finally {
      await server.close();
      await real.close();
    }
  });

  it('never writes what the visitor typed into the log', async () => {
    const dir = await tempDir();
    const settings = testSettings({ LEADS_DB: join(dir, 'leads.db'), STATIC_DIR: dir, LOG_LEVEL: 'trace' });
    const store = openSqliteStore(settings.leadsDb, settings.store);
    const lines: string[] = [];
    const server = buildApp(settings, store, { logStream: { write: (line) => void lines.push(line) } });
    const visitor = { name: 'Philippa Quellington', email: 'p.quellington@hidden.example', phone: '+91 93456 78012' };
    const post = (fields: Record<string, string>) =>
      server.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: own, referer: `${own}/about/` },
        payload: new URLSearchParams(fields).toString(),
      });
    try {
      expect((await post({ ...enquiryFields, ...visitor })).statusCode).toBe(303);
      expect((await post({ ...enquiryFields, ...visitor, email: 'broken' })).statusCode).toBe(422);
      expect((await post({ ...enquiryFields, ...visitor, detail: 'x'.repeat(20_000) })).statusCode).toBe(413);
    } finally {
      await server.close();
      await store.close();
    }
    const log = lines.join('');
    expect(log).toContain('lead stored');
    for (const value of [visitor.name, 'Quellington', visitor.email, visitor.phone, '93456']) {
      expect(log).not.toContain(value);
    }
  });
});

import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../content/company';
import { uiWords } from '../../content/localized/ui';
import { fill } from '../../lib/shared/i18n';
import { quoteReferencePattern } from '../../lib/shared/quote-reference';
import { buildApp, type AppOptions } from '../../server/http/app';
import { VERIFY_ANSWER_FLOOR_MS } from '../../server/http/verify-routes';
import { openSqliteStore } from '../../server/store/sqlite';
import type { QuoteIssued } from '../../server/verify/answer';
import { enquiry, startApp, tempDir, testSettings } from './helpers';

/**
 * "Is this really us?" at the intake (docs/verify.md): what a visitor types is read by its shape
 * and compared with the company's own (content/company.ts `official`: the placeholder brand's
 * +91 98765 43210, sugammovers@example, an account ending 4321 and example.com); a quote reference
 * is looked up in a quote store of the test's own that knows one quote.
 */

type Started = Awaited<ReturnType<typeof startApp>>;
type Answer = { result: 'ours' | 'not_ours' | 'unknown'; kind: string; message: string };

const genuine = 'K7Q2-9MXA';
const issued = { issuedAt: '2026-03-12T10:30:00+05:30', validUntil: '2026-04-11T23:59:00+05:30' };

/** A quote store that knows one quote, and remembers every reference it was asked about. */
function quoteStore(delays = { hit: 0, miss: 0 }) {
  const asked: string[] = [];
  const quoteIssued: QuoteIssued = async (reference) => {
    asked.push(reference);
    const hit = reference === genuine;
    await new Promise((resolve) => setTimeout(resolve, hit ? delays.hit : delays.miss));
    return hit ? issued : null;
  };
  return { asked, quoteIssued };
}

const own = 'http://localhost';
const generous = { VERIFY_RATE_LIMIT_MAX: '100000' };

function check(app: Started, value: string, lang = 'en') {
  return app.app.inject({
    method: 'POST',
    url: '/api/verify',
    headers: { 'content-type': 'application/json', origin: own },
    payload: JSON.stringify({ value, lang }),
  });
}

function formPost(app: Started, fields: Record<string, string>) {
  return app.app.inject({
    method: 'POST',
    url: '/api/verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: own, referer: `${own}/verify/` },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** The answers to many checks, asked at once (each waits out the floor). */
async function answers(app: Started, values: string[], lang = 'en'): Promise<Answer[]> {
  const replies = await Promise.all(values.map((value) => check(app, value, lang)));
  for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
  return replies.map((reply) => reply.json() as Answer);
}

const w = uiWords.en.verify.answers;

describe('checking a value against the company’s own', () => {
  let app: Started;
  const store = quoteStore();
  beforeAll(async () => {
    app = await startApp(generous, { quoteIssued: store.quoteIssued });
  });
  afterAll(() => app.close());

  it('knows the company’s phone number however it is typed, and says a stranger’s is not ours', async () => {
    const typed = ['98765 43210', '+91-98765-43210', '098765 43210', '+91 (0) 98765 43210', '919876543210'];
    for (const answer of await answers(app, typed)) {
      expect(answer).toEqual({
        result: 'ours',
        kind: 'phone',
        message: fill(w.phoneOurs, { value: '+91 98765 43210' }),
      });
    }
    const [fake, another] = await answers(app, ['98765 43211', '+91-91234-56789']);
    expect(fake).toEqual({
      result: 'not_ours',
      kind: 'phone',
      message:
        '+91 98765 43211 is not one of our phone numbers. Whoever calls or messages you from it does not speak for us, whatever name they give.',
    });
    expect(another!.result).toBe('not_ours');
  });

  it('knows the company’s UPI ID in any case, and nobody else’s', async () => {
    const [exact, shouted, personal, lookAlike] = await answers(app, [
      'sugammovers@example',
      'SugamMovers@EXAMPLE',
      'sugammovers@ybl',
      'sugam.movers@okaxis',
    ]);
    expect(exact).toMatchObject({ result: 'ours', kind: 'upi' });
    expect(exact!.message).toContain(`check that your UPI app shows the name ${company.name}, not a person’s name`);
    expect(shouted).toEqual(exact);
    expect(personal).toMatchObject({ result: 'not_ours', kind: 'upi' });
    expect(personal!.message).toMatch(/^sugammovers@ybl is not our UPI ID\. Do not pay to it/);
    expect(lookAlike!.result).toBe('not_ours');
  });

  it('calls the company’s domain and its subdomains ours, and a look-alike not ours, saying look-alikes are a trick', async () => {
    const ours = await answers(app, [
      'example.com',
      'https://www.example.com/verify/',
      'PAY.Example.com',
      'www.example.com.',
    ]);
    expect(ours.map((answer) => answer.result)).toEqual(['ours', 'ours', 'ours', 'ours']);
    expect(ours[1]!.message).toBe('www.example.com is our website.');
    const lookAlikes = [
      'example.com.evil.in',
      'https://example-help.com/pay',
      'examp1e.com',
      'myexample.com',
      'sugam-movers.com.evil.in',
      'sugammovers-help.com',
    ];
    for (const [i, answer] of (await answers(app, lookAlikes)).entries()) {
      expect(answer.result, lookAlikes[i]).toBe('not_ours');
      expect(answer.kind).toBe('website');
      expect(answer.message, lookAlikes[i]).toContain('Fake sites often use a name that looks like ours');
      expect(answer.message).toContain('Our website is at example.com.');
    }
  });

  it('knows the company’s e-mail domain, and not a free mail address', async () => {
    const [enquiries, other, gmail] = await answers(app, [
      'Enquiry@Example.com',
      'accounts@example.com',
      'sugam.movers@gmail.com',
    ]);
    expect(enquiries).toMatchObject({ result: 'ours', kind: 'email' });
    expect(other!.result).toBe('ours');
    expect(gmail).toEqual({
      result: 'not_ours',
      kind: 'email',
      message:
        'sugam.movers@gmail.com is not one of our e-mail addresses. We write only from addresses at example.com.',
    });
  });

  it('says honestly that no GSTIN is listed while the company has set none', async () => {
    expect(company.registration.gstin).toBeUndefined();
    const [answer] = await answers(app, ['27aapfu0939f1zv']);
    expect(answer).toEqual({
      result: 'unknown',
      kind: 'gstin',
      message:
        '27AAPFU0939F1ZV is not a GSTIN we have listed on this site, so we cannot confirm a bill with it here. Call us before you pay on it.',
    });
  });

  it('calls an account ours only by its official ending, says to check the name on it, and never repeats the number', async () => {
    const [ours, spaced, other] = await answers(app, ['50100234564321', '5010 0234 5643 21', '50100234567788']);
    expect(ours).toMatchObject({ result: 'ours', kind: 'bank_account' });
    expect(ours!.message).toContain('ending in 4321 is one of our current accounts');
    expect(ours!.message).toContain(`in our company’s name, ${company.name}, never in a person’s name`);
    expect(spaced).toEqual(ours);
    expect(other).toMatchObject({ result: 'not_ours', kind: 'bank_account' });
    expect(other!.message).toContain('ending in 7788 is not one of our accounts. Do not pay into it');
    for (const answer of [ours, other]) expect(answer!.message).not.toMatch(/\d{5,}/);
  });

  it('tells a genuine quote by its reference, with when it was issued and until when it holds, and nothing else', async () => {
    const [exact, typedLoosely, unknown, short, badLetter] = await answers(app, [
      genuine,
      'k7q2 9mxa',
      'K7Q2-9MXB',
      'K7Q2-9MX',
      'K7Q2-9MXU',
    ]);
    expect(exact).toEqual({
      result: 'ours',
      kind: 'quote',
      message: 'This is a genuine quote of ours, issued on 12 March 2026, valid until 11 April 2026.',
    });
    expect(typedLoosely).toEqual(exact);
    expect(unknown).toEqual({
      result: 'not_ours',
      kind: 'quote',
      message:
        'K7Q2-9MXB is not a quote of ours. A quotation with this reference did not come from us: do not pay on it.',
    });
    for (const malformed of [short, badLetter])
      expect(malformed).toEqual({ result: 'not_ours', kind: 'quote', message: w.quoteMalformed });
  });

  it('says what an enquiry’s reference is, and what cannot be told, with what can be checked', async () => {
    const [reference, rubbish, long] = await answers(app, ['7kq2xm', 'who is this?', 'x'.repeat(201)]);
    expect(reference).toEqual({ result: 'unknown', kind: 'enquiry', message: fill(w.enquiry, { value: '7KQ2XM' }) });
    expect(reference!.message).toContain('This page checks quote references, which have eight characters');
    expect(rubbish).toEqual({ result: 'unknown', kind: 'unknown', message: w.unknown });
    expect(long).toEqual(rubbish);
  });

  it('looks a quote up for every check, a reference or not, and only ever a well-formed one', async () => {
    const before = store.asked.length;
    await answers(app, ['98765 43210', 'sugammovers@example', 'example.com', genuine]);
    const asked = store.asked.slice(before);
    expect(asked).toHaveLength(4);
    for (const reference of asked) expect(reference).toMatch(quoteReferencePattern);
    expect(asked.filter((reference) => reference === genuine)).toHaveLength(1);
  });

  it('answers in Hindi on the Hindi page', async () => {
    const hi = uiWords.hi.verify.answers;
    const [phone, quote, rubbish] = await answers(app, ['98765 43210', genuine, 'कुछ भी'], 'hi');
    expect(phone!.message).toBe(fill(hi.phoneOurs, { value: '+91 98765 43210' }));
    expect(phone!.message).toBe('+91 98765 43210 हमारा आधिकारिक फ़ोन नंबर है।');
    expect(quote!.message).toBe('यह हमारा असली कोटेशन है, जो 12 मार्च 2026 को जारी हुआ और 11 अप्रैल 2026 तक मान्य है।');
    expect(rubbish!.message).toBe(hi.unknown);
  });

  it('refuses a body that is neither JSON nor a form, and a post from another site', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { 'content-type': 'text/plain', origin: own },
      payload: '98765 43210',
    });
    expect(res.statusCode).toBe(415);
    const crossSite = await app.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://sugam-movers.com.evil.in' },
      payload: 'value=98765+43210',
    });
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('a check posted without scripts', () => {
  let app: Started;
  beforeAll(async () => {
    app = await startApp(generous, { quoteIssued: quoteStore().quoteIssued });
  });
  afterAll(() => app.close());

  it('answers with a page: the answer, the form again with what was typed, and what to do', async () => {
    const res = await formPost(app, { value: '91234 <b>56789</b>' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers.location).toBeUndefined();
    const html = res.body;
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain('<h1>Is this really us?</h1>');
    // Not read as a phone number with the tags in it; kept as typed, escaped.
    expect(html).toContain('value="91234 &lt;b&gt;56789&lt;/b&gt;"');
    expect(html).not.toContain('<b>56789');
    expect(html).toContain('form__status--note');
    expect(html).toContain('<form class="form space-top" method="post" action="/api/verify">');
    expect(html).toContain(uiWords.en.verify.dataUse);
    expect(html).toContain('Do not pay, and do not share an OTP');
    expect(html).toContain('<a href="tel:1930">1930</a>');
    expect(html).toContain('href="https://cybercrime.gov.in"');
    expect(html).toContain(`<a href="tel:${company.phoneE164}">`);

    const fake = await formPost(app, { value: '+91 91234 56789' });
    expect(fake.body).toContain('value="+91 91234 56789"');
    expect(fake.body).toContain(
      '<p class="form__status form__status--error" role="status">+91 91234 56789 is not one of our phone numbers.',
    );
    const ours = await formPost(app, { value: 'sugammovers@example' });
    expect(ours.body).toContain('form__status--success');
  });

  it('answers a Hindi page’s form in Hindi, and posts the language again', async () => {
    const res = await formPost(app, { value: 'examp1e.com', lang: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain('<h1>क्या यह सच में हम ही हैं?</h1>');
    expect(res.body).toContain('examp1e.com हमारी वेबसाइट नहीं है।');
    expect(res.body).toContain('<input type="hidden" name="lang" value="hi">');
    expect(res.body).toContain('<a href="/hi/">');
  });
});

describe('what the log keeps of a check', () => {
  it('never what was typed: only what it was read as and the result', async () => {
    const dir = await tempDir();
    const settings = testSettings({
      LEADS_DB: join(dir, 'leads.db'),
      STATIC_DIR: dir,
      LOG_LEVEL: 'trace',
      ...generous,
    });
    const store = openSqliteStore(settings.leadsDb, settings.store);
    const lines: string[] = [];
    const options: AppOptions = {
      logStream: { write: (line) => void lines.push(line) },
      quoteIssued: quoteStore().quoteIssued,
    };
    const server = buildApp(settings, store, options);
    try {
      const typed = ['+91 93456 78012', 'quellington@okhdfc', 'quellington-pay.in', '33AAPFU0939F1ZV', '502736455108'];
      for (const value of typed) {
        for (const type of ['json', 'form']) {
          const res = await server.inject({
            method: 'POST',
            url: '/api/verify',
            headers: { 'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded' },
            payload: type === 'json' ? JSON.stringify({ value }) : new URLSearchParams({ value }).toString(),
          });
          expect(res.statusCode).toBe(200);
        }
      }
      const log = lines.join('');
      for (const value of [...typed, '9345678012', 'quellington', '2736455108', 'AAPFU0939'])
        expect(log).not.toContain(value);
      const answered = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((l) => l.msg === 'verify answered');
      expect(answered.map((line) => line.kind)).toEqual(
        typed.flatMap((_, i) => Array(2).fill(['phone', 'upi', 'website', 'gstin', 'bank_account'][i])),
      );
    } finally {
      await server.close();
      await store.close();
    }
  });
});

describe('the limit on checks', () => {
  it('refuses a client past it, as JSON for the page’s script and as the page with what was typed for a form', async () => {
    const app = await startApp({ VERIFY_RATE_LIMIT_MAX: '2', VERIFY_RATE_LIMIT_WINDOW_MS: '60000' });
    try {
      expect((await check(app, '98765 43210')).statusCode).toBe(200);
      expect((await check(app, '98765 43211')).statusCode).toBe(200);
      const json = await check(app, '98765 43212', 'hi');
      expect(json.statusCode).toBe(429);
      expect(json.json()).toEqual({ error: 'rate_limited', message: uiWords.hi.verify.form.rateLimited });
      // As for the leads, nobody is asked to wait more than a minute.
      expect(Number(json.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(json.headers['retry-after'])).toBeLessThanOrEqual(60);

      const page = await formPost(app, { value: 'sugammovers@okicici' });
      expect(page.statusCode).toBe(429);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain('<h1>Is this really us?</h1>');
      expect(page.body).toContain('value="sugammovers@okicici"');
      expect(page.body).toContain(uiWords.en.verify.form.rateLimited);

      // Another client checks on, and this one can still send an enquiry: the counts are apart.
      const other = await app.app.inject({
        method: 'POST',
        url: '/api/verify',
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ value: '98765 43210' }),
      });
      expect(other.statusCode).toBe(200);
      expect((await app.post('/api/enquiries', enquiry())).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});

describe('the time an answer takes', () => {
  it('is the same for a genuine quote and a fake one, however long the store takes to find it', async () => {
    // A store that takes longer to find a quote than to miss one: the floor must hide it.
    const app = await startApp(generous, { quoteIssued: quoteStore({ hit: 60, miss: 2 }).quoteIssued });
    try {
      const times: Record<'genuine' | 'fake', number[]> = { genuine: [], fake: [] };
      for (let i = 0; i < 5; i++) {
        for (const [which, value] of [
          ['genuine', genuine],
          ['fake', `K7Q2-9MX${i}`],
        ] as const) {
          const started = performance.now();
          const res = await check(app, value);
          times[which].push(performance.now() - started);
          expect((res.json() as Answer).result).toBe(which === 'genuine' ? 'ours' : 'not_ours');
        }
      }
      const mean = (list: number[]) => list.reduce((sum, t) => sum + t, 0) / list.length;
      const [hit, miss] = [mean(times.genuine), mean(times.fake)];
      expect(hit).toBeGreaterThanOrEqual(VERIFY_ANSWER_FLOOR_MS);
      expect(miss).toBeGreaterThanOrEqual(VERIFY_ANSWER_FLOOR_MS);
      expect(Math.abs(hit - miss), `genuine ${hit.toFixed(0)} ms, fake ${miss.toFixed(0)} ms`).toBeLessThan(
        VERIFY_ANSWER_FLOOR_MS / 4,
      );
    } finally {
      await app.close();
    }
  });
});

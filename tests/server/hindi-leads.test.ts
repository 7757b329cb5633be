import { afterEach, describe, expect, it } from 'vitest';
import { crmFields, hindiLines } from '../../server/delivery/crm';
import { leadsCsvChunks } from '../../server/leads/lead-export';
import { leadRow } from '../../server/leads/lead-rows';
import { shownMoveDetail } from '../../server/leads/move-details';
import { officeMail } from '../../server/notify/messages';
import { schemaMessages } from '../../lib/shared/lead-schemas';
import { enquiry, generousLimits, parseCsv, review, startApp } from './helpers';

/**
 * Leads from the Hindi pages (docs/i18n.md#forms-and-leads): the intake answers their field
 * problems in Hindi, stores their language, and the CRM's free text tells the office to call back
 * in Hindi, before the `Ref:` line.
 */
describe('leads from Hindi pages', () => {
  let started: Awaited<ReturnType<typeof startApp>> | undefined;
  afterEach(async () => {
    await started?.close();
    started = undefined;
  });

  it('answers a bad phone number on a Hindi form in Hindi, and an English form in English', async () => {
    started = await startApp(generousLimits);
    const hindi = await started.post('/api/enquiries', enquiry({ lang: 'hi', phone: '12', name: '' }));
    expect(hindi.statusCode).toBe(400);
    const fields = hindi.json<{ fields: Record<string, string> }>().fields;
    expect(fields.phone).toBe(schemaMessages.hi.phoneInvalid);
    expect(fields.name).toBe(schemaMessages.hi.enter.name);
    expect(fields.phone).toMatch(/[\u0900-\u097F]/);

    const english = await started.post('/api/enquiries', enquiry({ phone: '12' }));
    expect(english.json<{ fields: Record<string, string> }>().fields.phone).toBe(schemaMessages.en.phoneInvalid);
    // 11111111 passed the old rule (8 to 15 digits) and became tel:+11111111: refused in both languages.
    const eight = await started.post('/api/enquiries', enquiry({ lang: 'hi', phone: '11111111' }));
    expect(eight.json<{ fields: Record<string, string> }>().fields.phone).toBe(schemaMessages.hi.phoneInvalid);
    const repeated = await started.post('/api/enquiries', enquiry({ lang: 'hi', phone: '99999 99999' }));
    expect(repeated.json<{ fields: Record<string, string> }>().fields.phone).toBe(schemaMessages.hi.phoneMadeUp);
  });

  it('stores the language and tells the CRM to call back in Hindi, before the Ref line', async () => {
    started = await startApp(generousLimits);
    const res = await started.post('/api/enquiries', enquiry({ lang: 'hi' }));
    expect(res.statusCode).toBe(201);
    const lead = await started.store.get(res.json<{ id: string }>().id);
    expect(lead?.payload.lang).toBe('hi');
    const detail = String(crmFields(lead!).service_detail_c);
    expect(detail.split('\n').slice(-2)).toEqual([hindiLines.enquiry, `Ref: ${lead!.id}`]);

    const plain = await started.post('/api/enquiries', enquiry());
    const englishLead = await started.store.get(plain.json<{ id: string }>().id);
    expect(String(crmFields(englishLead!).service_detail_c)).not.toContain('Language:');
  });

  it("keeps the language of a Hindi form the browser posted itself, thanks in Hindi, and keeps a review's", async () => {
    started = await startApp(generousLimits);
    const posted = await started.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'राधा',
        email: 'radha@example.com',
        phone: '98765 43201',
        pickup: 'लखनऊ',
        drop: 'पुणे',
        detail: '2 BHK का सामान',
        source: 'city',
        lang: 'hi',
      }).toString(),
    });
    // The plain thank-you page of a Hindi form is in Hindi (app/(hi)/hi/thank-you/[kind]/).
    expect([posted.statusCode, posted.headers.location]).toEqual([303, '/hi/thank-you/enquiry/']);
    const [lead] = await started.store.list();
    expect(lead?.payload.lang).toBe('hi');

    const refused = await started.post('/api/reviews', review({ lang: 'hi', rating: 9 }));
    expect(refused.json<{ fields: Record<string, string> }>().fields.rating).toBe(schemaMessages.hi.rating);
  });

  it('shows the language wherever the office reads a Hindi lead: e-mail, leads command, export', async () => {
    started = await startApp(generousLimits);
    const res = await started.post('/api/enquiries', enquiry({ lang: 'hi', name: 'Radha Verma' }));
    const lead = (await started.store.get(res.json<{ id: string }>().id))!;
    expect(officeMail(lead, { event: 'lead' }, ['office@example.com']).text).toMatch(
      /Language\W+Hindi \(call back in Hindi\)/,
    );
    expect(shownMoveDetail('lang', lead.payload.lang, null)).toBe('Hindi (call back in Hindi)');
    // A review is not called back: the office replies to it in Hindi.
    expect(shownMoveDetail('lang', 'hi', null, 'review')).toBe('Hindi (reply in Hindi)');
    expect(leadRow(lead, new Date(), 200)).toContain('Radha Verma [Hindi]');
    let csv = '';
    for await (const chunk of leadsCsvChunks(started.store, {}, { siteUrl: null, timeZone: 'Asia/Kolkata' }))
      csv += chunk;
    const [header, row] = parseCsv(csv);
    expect(row![header!.indexOf('lang')]).toBe('hi');
  });

  it('shows a refused Hindi form post again in Hindi, keeping its language', async () => {
    started = await startApp(generousLimits);
    const res = await started.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'राधा',
        email: 'radha@example.com',
        phone: '12',
        pickup: 'लखनऊ',
        drop: 'पुणे',
        detail: '2 BHK का सामान',
        source: 'city',
        lang: 'hi',
      }).toString(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain(schemaMessages.hi.phoneInvalid);
    expect(res.body).toContain('<h1>कृपया अपनी पूछताछ जाँच लें</h1>');
    expect(res.body).toContain('<input type="hidden" name="lang" value="hi">');
    expect(res.body).not.toMatch(/Please|Moving from|Request a callback/);
  });

  it('refuses a language it does not know', async () => {
    started = await startApp(generousLimits);
    const res = await started.post('/api/enquiries', { ...enquiry(), lang: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty('lang');
  });
});

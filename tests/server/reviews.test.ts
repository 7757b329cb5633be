import { afterEach, describe, expect, it } from 'vitest';
import { uiWords } from '../../content/localized/ui';
import { crmFields, hindiLines } from '../../server/delivery/crm';
import { officeMail } from '../../server/notify/messages';
import { schemaMessages } from '../../lib/shared/lead-schemas';
import { generousLimits, review, startApp } from './helpers';

/**
 * Reviews at the intake, from the review page in either language (docs/i18n.md#the-company-pages):
 * the intake answers their problems in the form's language, keeps a Hindi review's language, and
 * the office sees it in the CRM and the e-mail. A review the browser posted itself comes back,
 * when refused, as a page in its language whose policy links say where they lead.
 */
describe('reviews at the intake, in English and Hindi', () => {
  let started: Awaited<ReturnType<typeof startApp>> | undefined;
  afterEach(async () => {
    await started?.close();
    started = undefined;
  });

  it('answers every problem of a Hindi review in Hindi, and an English one in English', async () => {
    started = await startApp(generousLimits);
    const hindi = await started.post(
      '/api/reviews',
      review({ lang: 'hi', name: ' ', title: '', description: '', rating: 0 }),
    );
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json<{ fields: Record<string, string> }>().fields).toEqual({
      name: schemaMessages.hi.enter.name,
      title: schemaMessages.hi.enter.title,
      description: schemaMessages.hi.enter.review,
      rating: schemaMessages.hi.rating,
    });

    const english = await started.post('/api/reviews', review({ title: '' }));
    expect(english.json<{ fields: Record<string, string> }>().fields).toEqual({
      title: schemaMessages.en.enter.title,
    });
  });

  it('stores a Hindi review with its language, which the CRM and the office e-mail show', async () => {
    started = await startApp(generousLimits);
    const res = await started.post(
      '/api/reviews',
      review({ lang: 'hi', description: 'सामान समय पर और सही-सलामत पहुँचा।' }),
    );
    expect(res.statusCode).toBe(201);
    const lead = (await started.store.get(res.json<{ id: string }>().id))!;
    expect(lead.payload.lang).toBe('hi');
    expect(String(crmFields(lead).description).split('\n')).toEqual([
      'सामान समय पर और सही-सलामत पहुँचा।',
      hindiLines.review,
      `Ref: ${lead.id}`,
    ]);
    expect(officeMail(lead, { event: 'lead' }, ['office@example.com']).text).toMatch(
      /Language\W+Hindi \(reply in Hindi\)/,
    );

    const plain = await started.post('/api/reviews', review());
    const englishLead = (await started.store.get(plain.json<{ id: string }>().id))!;
    expect(String(crmFields(englishLead).description)).not.toContain('Language:');
  });

  it('shows a refused Hindi review post again in Hindi, its policy links marked as English', async () => {
    started = await startApp(generousLimits);
    const res = await started.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        name: 'राधा',
        title: 'अच्छी पैकिंग',
        description: '',
        rating: '5',
        lang: 'hi',
      }).toString(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<html lang="hi">');
    expect(res.body).toContain(schemaMessages.hi.enter.review);
    expect(res.body).toContain(`>${uiWords.hi.reviewForm.description.label} <`);
    expect(res.body).toContain(`>${uiWords.hi.reviewForm.submit}</button>`);
    expect(res.body).toContain('<input type="hidden" name="lang" value="hi">');
    expect(res.body).toContain(
      `<a href="/privacy-and-policy/" hreflang="en-IN">${uiWords.hi.reviewForm.privacyPolicy}</a>`,
    );
    expect(uiWords.hi.reviewForm.privacyPolicy).toContain('(अंग्रेज़ी में)');
    expect(res.body).not.toMatch(/Please|Your review|Submit review/);
  });

  it('keeps the English form page as it was: no language marks on its policy links', async () => {
    started = await startApp(generousLimits);
    const res = await started.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Ravi', title: 'Good', description: '', rating: '5' }).toString(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<a href="/privacy-and-policy/">Privacy policy</a>');
  });
});

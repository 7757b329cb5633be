import { describe, expect, it } from 'vitest';
import { uiWords } from '@/content/localized/ui';
import { dictionaryProblems, type UiWords } from '@/content/ui';
import { fill, localePath, splitLocale } from '@/lib/shared/i18n';
import { schemaMessages, schemasFor } from '@/lib/shared/lead-schemas';
import { hasHindiTwin, hindiRoutes, localPageHref } from '@/content/pages';

/** The interface dictionary and the two languages' addresses (docs/i18n.md). */
describe('the interface dictionary', () => {
  it('takes its keys from the English words: a Hindi dictionary lacking one does not type-check', () => {
    const form: Partial<UiWords['form']> = { ...uiWords.hi.form };
    delete form.submit;
    // @ts-expect-error `form.submit` is missing, so this is not a dictionary (tsc fails if it were).
    const missing: UiWords = { ...uiWords.hi, form };
    // @ts-expect-error `form.submitNow` is not in the English words.
    const added: UiWords = { ...uiWords.hi, form: { ...uiWords.hi.form, submitNow: 'भेजें' } };
    expect(dictionaryProblems('content/hi/ui-words.ts', missing, uiWords.en)).toEqual([
      'content/hi/ui-words.ts: form.submit: missing',
    ]);
    expect(dictionaryProblems('content/hi/ui-words.ts', added, uiWords.en)).toEqual([
      'content/hi/ui-words.ts: form.submitNow: not in the English',
    ]);
  });

  it('stops the build on a Hindi text that fills in other values than its English one, or is blank', () => {
    const hi = { ...uiWords.hi, header: { ...uiWords.hi.header, call: 'कॉल करें', email: ' ' } };
    expect(dictionaryProblems('content/hi/ui-words.ts', hi, uiWords.en)).toEqual([
      'content/hi/ui-words.ts: header.email: empty, or spaces around the words',
      'content/hi/ui-words.ts: header.call: fills in {}, the English {phone}',
    ]);
    expect(dictionaryProblems('content/hi/ui-words.ts', uiWords.hi, uiWords.en)).toEqual([]);
  });

  it('lets a text say a value its English leaves out only where an English text beside it fills that value in', () => {
    const problems = { ...uiWords.hi.estimator.problems };
    const withLimit = { ...problems, count: { ...problems.count, negative: '{what}: {max} तक लिखें।' } };
    const unknown = { ...problems, count: { ...problems.count, negative: '{what}: {phone} पर कॉल करें।' } };
    const dropped = { ...problems, count: { ...problems.count, negative: 'संख्या लिखें।' } };
    const check = (p: typeof problems) =>
      dictionaryProblems(
        'content/hi/ui-words.ts',
        { ...uiWords.hi, estimator: { ...uiWords.hi.estimator, problems: p } },
        uiWords.en,
      );
    // `problems.count.notWhole` fills in {max}, so its siblings may too.
    expect(check(withLimit)).toEqual([]);
    expect(check(unknown)).toEqual([
      'content/hi/ui-words.ts: estimator.problems.count.negative: fills in {phone,what}, the English {what}',
    ]);
    expect(check(dropped)).toEqual([
      'content/hi/ui-words.ts: estimator.problems.count.negative: fills in {}, the English {what}',
    ]);
  });

  it('has a link text for every fixed page and no other', () => {
    const pages = { ...uiWords.hi.pages };
    delete pages['/faqs/'];
    expect(dictionaryProblems('content/hi/ui-words.ts', { ...uiWords.hi, pages }, uiWords.en)).toContainEqual(
      expect.stringMatching(/^content\/hi\/ui-words\.ts: pages: link texts for .*, the pages are .*\/faqs\//),
    );
  });

  it('has Hindi for every field message of the forms, and the same rules', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(schemaMessages.hi)).toEqual(keys(schemaMessages.en));
    const bad = {
      name: '',
      email: 'x',
      phone: '1',
      pickup: 'a',
      drop: 'b',
      detail: 'c',
      source: 'city',
      idempotencyKey: 'k'.repeat(20),
    };
    const en = schemasFor('en').enquirySchema.safeParse(bad);
    const hi = schemasFor('hi').enquirySchema.safeParse(bad);
    expect(hi.error?.issues.map((i) => i.path)).toEqual(en.error?.issues.map((i) => i.path));
    expect(hi.error?.issues.every((i) => /[\u0900-\u097f]/.test(i.message))).toBe(true);
  });

  it('fills in values and maps addresses between the languages', () => {
    expect(fill('कॉल करें {phone}', { phone: '+91 1' })).toBe('कॉल करें +91 1');
    expect(localePath('hi', '/city/pune/')).toBe('/hi/city/pune/');
    expect(localePath('hi', '/')).toBe('/hi/');
    expect(splitLocale('/hi/city/pune/')).toEqual({ locale: 'hi', path: '/city/pune/' });
    expect(splitLocale('/city/pune/')).toEqual({ locale: 'en', path: '/city/pune/' });
    expect(hindiRoutes).toContain('/hi/city/lucknow/');
    expect(hasHindiTwin('/terms-and-conditions/')).toBe(false);
    expect(localPageHref('hi', '/terms-and-conditions/')).toBe('/terms-and-conditions/');
    expect(localPageHref('hi', '/city/pune/')).toBe('/hi/city/pune/');
  });
});

import { describe, expect, it } from 'vitest';
import { parseContent } from '@/content/parse';
import { slotMismatches, uiWords, uiWordsSchema } from '@/content/ui';
import { uiWordsHi } from '@/content/hi/ui-words';
import { fill, localePath, splitLocale } from '@/lib/i18n';
import { schemaMessages, schemasFor } from '@/lib/lead-schemas';
import { hasHindiTwin, hindiRoutes, localPageHref } from '@/lib/site-routes';

/** The interface dictionary and the two languages' addresses (docs/i18n.md). */
describe('the interface dictionary', () => {
  it('stops the build naming a word missing in Hindi', () => {
    const form: Partial<typeof uiWordsHi.form> = { ...uiWordsHi.form };
    delete form.submit;
    const missing = { ...uiWordsHi, form };
    expect(() => parseContent('content/hi/ui-words.ts', uiWordsSchema, missing)).toThrow(
      /content\/hi\/ui-words\.ts:\n {2}form\.submit: /,
    );
  });

  it('stops the build on a Hindi text that fills in other values than its English one', () => {
    expect(slotMismatches(uiWords.en, { ...uiWords.hi, header: { ...uiWords.hi.header, call: 'कॉल करें' } })).toEqual([
      'header.call: fills in {}, the English {phone}',
    ]);
    expect(slotMismatches(uiWords.en, uiWords.hi)).toEqual([]);
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

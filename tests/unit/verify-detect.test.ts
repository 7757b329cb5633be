import { describe, expect, it } from 'vitest';
import { isUnder } from '@/lib/shared/verify';
import { readTyped } from '@/server/verify/detect';
import { companyDetails, type QuoteIssued, verifyAnswer } from '@/server/verify/answer';

/**
 * What "Is this really us?" reads a typed text as (server/verify/detect.ts), by its shape alone, and
 * how it answers with settings the shipped content does not have (a GSTIN, a second domain).
 */

describe('reading what was typed', () => {
  it.each([
    ['98765 43210', { kind: 'phone', e164: '+919876543210' }],
    ['+91-98765-43210', { kind: 'phone', e164: '+919876543210' }],
    ['098765 43210', { kind: 'phone', e164: '+919876543210' }],
    ['022 2345 6789', { kind: 'phone', e164: '+912223456789' }],
    ['+44 20 7946 0958', { kind: 'phone', e164: '+442079460958' }],
    ['Sugam.Movers@OKAXIS', { kind: 'upi', id: 'sugam.movers@okaxis' }],
    ['9876543210@ybl', { kind: 'upi', id: '9876543210@ybl' }],
    ['Accounts@Sugam-Movers.in', { kind: 'email', address: 'accounts@sugam-movers.in', domain: 'sugam-movers.in' }],
    ['27aapfu0939f1zv', { kind: 'gstin', gstin: '27AAPFU0939F1ZV' }],
    ['27 AAPFU 0939 F1ZV', { kind: 'gstin', gstin: '27AAPFU0939F1ZV' }],
    ['123456789', { kind: 'bank_account', digits: '123456789' }],
    ['5010-0234-5643-21', { kind: 'bank_account', digits: '50100234564321' }],
    ['sugam-movers.com.evil.in', { kind: 'website', host: 'sugam-movers.com.evil.in' }],
    ['HTTPS://WWW.Sugam-Movers.in/pay?x=1', { kind: 'website', host: 'www.sugam-movers.in' }],
    // A look-alike in another script shows as what it is.
    ['ехample.com', { kind: 'website', host: 'xn--ample-ywe6i.com' }],
    ['K7Q2-9MXA', { kind: 'quote', reference: 'K7Q2-9MXA' }],
    ['k7q2 9mxa', { kind: 'quote', reference: 'K7Q2-9MXA' }],
    ['K7Q2-9MXO', { kind: 'quote', reference: 'K7Q2-9MX0' }],
    ['K7Q2-9MX', { kind: 'quote_malformed' }],
    ['K7Q2-9MXU', { kind: 'quote_malformed' }],
    ['7kq2xm', { kind: 'enquiry', reference: '7KQ2XM' }],
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['hello there', { kind: 'unknown' }],
    ['123456', { kind: 'unknown' }],
    ['x'.repeat(201), { kind: 'unknown' }],
  ])('reads %j by its shape', (typed, expected) => {
    expect(readTyped(typed)).toEqual(expected);
  });

  it('takes a domain’s subdomains as its own, and nothing that only contains it', () => {
    expect(isUnder('example.com', 'example.com')).toBe(true);
    expect(isUnder('www.example.com', 'example.com')).toBe(true);
    expect(isUnder('example.com.evil.in', 'example.com')).toBe(false);
    expect(isUnder('my-example.com', 'example.com')).toBe(false);
    expect(isUnder('example.co', 'example.com')).toBe(false);
  });
});

describe('answers with other settings', () => {
  const noQuotes: QuoteIssued = async () => null;
  const own = { ...companyDetails, gstin: '27AAPFU0939F1ZV', domains: ['example.com', 'sugam-movers.in'] };
  const answer = (value: string, lang: 'en' | 'hi' = 'en') =>
    verifyAnswer(value, lang, { official: own, quoteIssued: noQuotes });

  it('calls the company’s GSTIN ours and another not ours, once one is set', async () => {
    expect(await answer('27aapfu0939f1zv')).toEqual({
      result: 'ours',
      kind: 'gstin',
      message: '27AAPFU0939F1ZV is our GSTIN. Check that the bill also shows our name, Sugam Packers & Movers.',
    });
    expect(await answer('27AAPFU0939F2ZV')).toEqual({
      result: 'not_ours',
      kind: 'gstin',
      message: '27AAPFU0939F2ZV is not our GSTIN, so a bill with it is not ours. Do not pay on it.',
    });
  });

  it('names every official domain when a website is not one of them', async () => {
    const { result, message } = await answer('sugam-movers.co.in', 'hi');
    expect(result).toBe('not_ours');
    expect(message).toContain('हमारी वेबसाइट example.com, sugam-movers.in पर है।');
    expect((await answer('pay.sugam-movers.in')).result).toBe('ours');
  });

  it('says a quote cannot be checked when the store does not answer, and leaves other checks alone', async () => {
    const failing: QuoteIssued = () => Promise.reject(new Error('store down'));
    const check = (value: string) => verifyAnswer(value, 'en', { official: own, quoteIssued: failing });
    expect(await check('K7Q2-9MXA')).toMatchObject({ result: 'unknown', kind: 'quote' });
    expect((await check('K7Q2-9MXA')).message).toMatch(/^We could not look up this quote reference just now/);
    expect(await check('98765 43210')).toMatchObject({ result: 'ours', kind: 'phone' });
  });
});

import { describe, expect, it } from 'vitest';
import { company, contactLinks, official, officialOf } from '@/content/company';
import { companySchema } from '@/content/company';
import { parseContent } from '@/content/parse';

describe('company', () => {
  it('dials the number the pages show', () => {
    // Two settings that must agree: the tel: link's E.164 number and the number as displayed
    // (an Indian number may be shown with +91 or a leading 0).
    expect(contactLinks.tel).toMatch(/^tel:\+\d{8,15}$/);
    const shown = company.phoneDisplay.replace(/\D/g, '').replace(/^(91|0)/, '');
    expect(shown.length).toBeGreaterThanOrEqual(8);
    expect(contactLinks.tel.endsWith(shown)).toBe(true);
  });

  it('names the file and the field when an entry is bad', () => {
    expect(() => parseContent('content/company.ts', companySchema, { ...company, email: 'nope' })).toThrow(
      /content\/company\.ts[\s\S]*email/,
    );
    expect(() =>
      parseContent('content/company.ts', companySchema, {
        ...company,
        address: { ...company.address, postalCode: '12' },
      }),
    ).toThrow(/address\.postalCode/);
  });

  it('calls ours, for "Is this really us?", the number every page shows and the WhatsApp number, once each', () => {
    expect(official.phones).toEqual([company.phoneE164]);
    expect(officialOf({ ...company, whatsapp: '912227781234' }).phones).toEqual([company.phoneE164, '+912227781234']);
    // Numbers set by hand must still include the one every page shows, or the build stops.
    const phones = (list: string[]) => officialOf({ ...company, official: { ...company.official, phones: list } });
    expect(phones([company.phoneE164, '+912227781234']).phones).toHaveLength(2);
    expect(() => phones(['+912227781234'])).toThrow(
      /content\/company\.ts[\s\S]*official\.phones: must include phoneE164/,
    );
  });

  it('stops the build on an official UPI ID, account ending or domain that is not one', () => {
    const parse = (changes: object) =>
      parseContent('content/company.ts', companySchema, { ...company, official: { ...company.official, ...changes } });
    expect(parse({ upiIds: ['yourcompany@okaxis'] }).official.upiIds).toEqual(['yourcompany@okaxis']);
    expect(() => parse({ upiIds: ['YourCompany@okaxis'] })).toThrow(/official\.upiIds\[0\]/);
    expect(() => parse({ upiIds: ['yourcompany@ok.axis'] })).toThrow(/official\.upiIds\[0\]/);
    expect(() => parse({ bankAccountEndings: ['123456789'] })).toThrow(/official\.bankAccountEndings\[0\]/);
    expect(() => parse({ phones: ['98765 43210'] })).toThrow(/official\.phones\[0\]/);
    for (const domain of ['https://your-company.in', 'www.your-company.in', 'your-company.in/', 'localhost'])
      expect(() => parse({ domains: [domain] }), domain).toThrow(/official\.domains\[0\]/);
    expect(() => parse({ domains: [] })).toThrow(/official\.domains/);
  });
});

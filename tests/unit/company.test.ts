import { describe, expect, it } from 'vitest';
import { company, contactLinks } from '@/content/company';
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
});

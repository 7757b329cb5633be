import { describe, expect, it } from 'vitest';
import { company, contactLinks } from '@/content/company';
import { companySchema } from '@/content/company';
import { parseContent } from '@/content/parse';

describe('company', () => {
  it('uses the placeholder brand of DECISIONS §2', () => {
    expect(company.name).toBe('Sugam Packers & Movers');
    expect(company.founded).toBe(2006);
    expect(company.hours).toBe('Mon - Sun: 8:00 AM - 8:00 PM');
    expect(company.address.locality).toBe('Ghansoli');
    expect(company.address.city).toBe('Navi Mumbai');
    expect(contactLinks.whyRoute).toBe('/why-sugam/');
    expect(contactLinks.whatsapp).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hello%20Sugam/);
    expect(contactLinks.tel).toBe('tel:+919876543210');
  });

  it('keeps both conflicting experience claims of SPEC §1', () => {
    expect(company.experienceClaims.home).toBe('10+ years');
    expect(company.experienceClaims.about).toBe('18+ years');
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

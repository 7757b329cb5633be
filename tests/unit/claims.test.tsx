import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RegistrationDetails } from '@/components/sections/registration-details';
import { isRoundTheClock, offerSummary, tracking } from '@/content/claims';
import { cities } from '@/content/cities';
import { company, companySchema, registrationDetails, socialProfiles, whatsappLink } from '@/content/company';
import { launchWarnings, siteUrlWarnings } from '@/content/launch-warnings';
import { parseContent } from '@/content/parse';

describe('claims the settings back', () => {
  it('promises no live tracking while no tracking page is set', () => {
    expect(company.tracking.liveUrlTemplate).toBeUndefined();
    expect(tracking.live).toBe(false);
    expect(`${tracking.title} ${tracking.transportStep} ${tracking.sentence}`).not.toMatch(/\blive\b/i);
    expect(tracking.sentence).toContain(company.support.phone);
  });

  it('tells round-the-clock hours from office hours', () => {
    expect(isRoundTheClock('24x7')).toBe(true);
    expect(isRoundTheClock('24/7')).toBe(true);
    expect(isRoundTheClock(company.support.phone)).toBe(false);
  });

  it('sums up the city offers as the city pages state them', () => {
    const offers = cities.filter((c) => c.offer);
    expect(offerSummary.cities).toBe(offers.length);
    expect(offerSummary.line).toBe(`Up to 20% off in ${offers.length} cities`);
  });

  it('accepts a tracking page only as an https address with the consignment number in it', () => {
    const parse = (liveUrlTemplate: string) =>
      parseContent('content/company.ts', companySchema, { ...company, tracking: { liveUrlTemplate } });
    expect(parse('https://track.example.in/lr/{lr}').tracking.liveUrlTemplate).toContain('{lr}');
    expect(() => parse('https://track.example.in/')).toThrow(/tracking\.liveUrlTemplate/);
  });
});

describe('links and details from settings', () => {
  it('pre-fills a WhatsApp message with what the page is about', () => {
    const link = new URL(whatsappLink('a move from Pune'));
    expect(link.origin + link.pathname).toBe(`https://wa.me/${company.whatsapp}`);
    expect(link.searchParams.get('text')).toBe(`Hello ${company.name}, I would like a quote for a move from Pune.`);
    expect(new URL(whatsappLink()).searchParams.get('text')).toContain('my move');
  });

  it('links no social network whose profile is unset', () => {
    expect(company.social).toEqual({});
    expect(socialProfiles).toEqual([]);
  });

  it('invents no registration detail, and checks the format of one that is set', () => {
    expect(registrationDetails).toEqual([]);
    const parse = (registration: object) =>
      parseContent('content/company.ts', companySchema, { ...company, registration });
    expect(parse({ gstin: '27AAPFU0939F1ZV' }).registration.gstin).toBe('27AAPFU0939F1ZV');
    expect(() => parse({ gstin: '27AAPFU0939F1Z' })).toThrow(/registration\.gstin/);
    expect(() => parse({ udyam: 'UDYAM-MH-3-12' })).toThrow(/registration\.udyam/);
  });
});

describe('launch warnings printed by the build', () => {
  const ready = {
    company: {
      grievanceOfficer: { name: 'A. Officer', email: 'grievance@your-company.in' },
      phoneE164: '+912227781234',
      whatsapp: '912227781234',
      email: 'enquiry@your-company.in',
      address: { ...company.address, street: 'Plot 12, Sector 19' },
      registration: { gstin: '27AAPFU0939F1ZV' },
    },
    socialProfiles: 2,
    pictures: 'photos',
    videosArePlaceholders: false,
    reviewsAreSamples: false,
  } as const;

  it('warns while the Grievance Officer is unset, and about every placeholder', () => {
    const warnings = launchWarnings()
      .map((warning) => warning.what)
      .join('\n');
    expect(warnings).toMatch(/placeholder \+91 98765 43210/);
    expect(warnings).toMatch(/enquiry@example\.com/);
    expect(warnings).toMatch(/head office address is still the placeholder/);
    expect(warnings).toMatch(/No GSTIN/);
    expect(warnings).toMatch(/No Grievance Officer/);
    expect(warnings).toMatch(/videos are placeholders/);
    expect(warnings).toMatch(/reviews are samples/);
  });

  it('has nothing to say once everything is set', () => {
    expect(launchWarnings(ready)).toEqual([]);
    expect(launchWarnings({ ...ready, company: { ...ready.company, grievanceOfficer: undefined } })).toHaveLength(1);
    // An address at a domain reserved for examples reaches nobody.
    expect(launchWarnings({ ...ready, company: { ...ready.company, email: 'office@example.org' } })).toHaveLength(1);
  });

  it('warns of SITE_URL while it is a placeholder or a local address', () => {
    expect(siteUrlWarnings('https://www.example.com')).toHaveLength(1);
    expect(siteUrlWarnings('http://localhost:3000')).toHaveLength(1);
    expect(siteUrlWarnings('https://www.your-company.in', ['your-company.in'])).toEqual([]);
  });

  it('warns while "Is this really us?" would call the site itself, or the company’s real payment details, not ours', () => {
    // The site's host must be under one of the company's own domains (content/company.ts `official`).
    const [notOurs, ...more] = siteUrlWarnings('https://www.your-company.in', ['example.com']);
    expect(more).toEqual([]);
    expect(notOurs!.what).toContain('www.your-company.in is not under any domain in official.domains');
    expect(siteUrlWarnings('https://shop.your-company.in', ['your-company.in'])).toEqual([]);
    expect(siteUrlWarnings('https://your-company.in.example.net', ['your-company.in'])).toHaveLength(1);

    // As shipped: a UPI ID on "@example", the account ending 4321 and example.com.
    expect(launchWarnings().map((warning) => warning.what)).toContainEqual(
      expect.stringContaining('"Is this really us?" (/verify/) calls ours are still placeholders'),
    );
    const own = { upiIds: ['yourcompany@okaxis'], bankAccountEndings: ['7788'], domains: ['your-company.in'] };
    const withOfficial = (official: typeof own) =>
      launchWarnings({ ...ready, company: { ...ready.company, official } });
    expect(withOfficial(own)).toEqual([]);
    expect(withOfficial({ ...own, upiIds: ['sugammovers@example'] })).toHaveLength(1);
    expect(withOfficial({ ...own, bankAccountEndings: ['7788', '4321'] })).toHaveLength(1);
    expect(withOfficial({ ...own, domains: ['example.org'] })).toHaveLength(1);
  });
});

describe('registration details', () => {
  it('shows each detail that is set, labelled, and nothing when none is', () => {
    const { container, rerender } = render(
      <RegistrationDetails details={[{ label: 'GSTIN', value: '27AAPFU0939F1ZV' }]} />,
    );
    expect(screen.getByText('GSTIN').tagName).toBe('DT');
    expect(screen.getByText('27AAPFU0939F1ZV').tagName).toBe('DD');
    rerender(<RegistrationDetails details={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

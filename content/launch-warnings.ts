import { type Company, company, official, socialProfiles } from './company';
import { mediaSettings, videosArePlaceholders } from './media';
import { reviewsAreSamples } from './reviews';
import { isLocalHost } from '../lib/server/setting-rules';
import { isUnder } from '../lib/shared/verify';

/**
 * One thing that still stands between the site and a real launch: `what` in a line (the start
 * banner shows it alone), `fix` says where to set it. `npm run launch-check` prints both.
 */
export type LaunchWarning = { what: string; fix: string };

/** What the site still shows of the placeholder brand, and what the law asks for that is unset. */
export type LaunchState = {
  company: Pick<Company, 'grievanceOfficer'> &
    Partial<Pick<Company, 'phoneE164' | 'whatsapp' | 'email' | 'address' | 'registration' | 'official'>>;
  socialProfiles: number;
  pictures: 'illustrations' | 'photos';
  videosArePlaceholders: boolean;
  reviewsAreSamples: boolean;
};

const current: LaunchState = {
  company,
  socialProfiles: socialProfiles.length,
  pictures: mediaSettings.pictures,
  videosArePlaceholders,
  reviewsAreSamples,
};

/**
 * The placeholder brand's contact details (docs/product.md#the-company-and-its-claims) as content/company.ts ships them. The
 * phone is a real-format mobile number that someone may own: a site launched with it sends that
 * person the company's customers.
 */
export const placeholderContact = {
  phoneDisplay: '+91 98765 43210',
  phoneE164: '+919876543210',
  whatsapp: '919876543210',
  address: { street: 'Sector 5', locality: 'Ghansoli', postalCode: '400701' },
} as const;

/** The payment details content/company.ts ships under `official` (docs/verify.md#settings). */
export const placeholderOfficial = { upiHandle: '@example', bankAccountEnding: '4321' } as const;

/** Whether `official` still holds a placeholder: a UPI ID on "@example", the shipped account ending, an example domain. */
function officialIsPlaceholder(settings: Company['official']): boolean {
  return (
    settings.upiIds.some((id) => id.endsWith(placeholderOfficial.upiHandle)) ||
    settings.bankAccountEndings.includes(placeholderOfficial.bankAccountEnding) ||
    settings.domains.some(isExampleDomain)
  );
}

/** Domains reserved for examples (RFC 2606, RFC 6761): no mail sent there reaches anyone. */
export function isExampleDomain(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return /(^|\.)example\.(com|net|org)$/.test(name) || /\.(example|test|invalid|localhost)$/.test(name);
}

const isExampleAddress = (email: string) => isExampleDomain(email.slice(email.lastIndexOf('@') + 1));

/**
 * Settings of the site's content that a real launch needs and the placeholder brand lacks. The
 * build prints each as a warning (scripts/check-settings.ts) and records them in out/.build-complete
 * for the start banner; `npm run launch-check` lists them with the service's (scripts/launch-check.ts).
 * The site stays honest meanwhile (it says "sample" wherever it shows samples).
 */
export function launchWarnings(state: LaunchState = current): LaunchWarning[] {
  const warnings: LaunchWarning[] = [];
  const { phoneE164, whatsapp, email, address, registration } = state.company;
  if (phoneE164 === placeholderContact.phoneE164 || whatsapp === placeholderContact.whatsapp) {
    warnings.push({
      what: `The phone and WhatsApp number is still the placeholder ${placeholderContact.phoneDisplay}, a real-format mobile number that someone may own`,
      fix: 'Set phoneDisplay, phoneE164 and whatsapp in content/company.ts to the company’s own numbers.',
    });
  }
  if (email !== undefined && isExampleAddress(email)) {
    warnings.push({
      what: `The enquiry e-mail is still ${email}, an address nobody reads`,
      fix: 'Set email in content/company.ts to the company’s own address.',
    });
  }
  const placeholderAddress = placeholderContact.address;
  if (
    address &&
    address.street === placeholderAddress.street &&
    address.locality === placeholderAddress.locality &&
    address.postalCode === placeholderAddress.postalCode
  ) {
    warnings.push({
      what: `The head office address is still the placeholder (${address.street}, ${address.locality}, ${address.city})`,
      fix: 'Set address in content/company.ts to the company’s own office.',
    });
  }
  if (state.company.official && officialIsPlaceholder(state.company.official)) {
    warnings.push({
      what: 'The UPI ID, bank account ending and website that "Is this really us?" (/verify/) calls ours are still placeholders, so it would tell a customer the company’s real ones are not ours',
      fix: 'Set official (upiIds, bankAccountEndings and domains) in content/company.ts to the company’s own.',
    });
  }
  if (registration && !registration.gstin) {
    warnings.push({
      what: 'No GSTIN is set, so the footer and /about/ show no registration details',
      fix: 'Set registration.gstin in content/company.ts, and ibaApproval, udyam, cin and transitInsurer where the company has them.',
    });
  }
  if (!state.company.grievanceOfficer) {
    warnings.push({
      what: 'No Grievance Officer is set: the privacy policy names nobody (DPDP Act 2023)',
      fix: 'Set grievanceOfficer (a name and an e-mail address) in content/company.ts.',
    });
  } else if (isExampleAddress(state.company.grievanceOfficer.email)) {
    warnings.push({
      what: `The Grievance Officer’s e-mail is ${state.company.grievanceOfficer.email}, an address nobody reads`,
      fix: 'Set grievanceOfficer.email in content/company.ts to an address someone reads.',
    });
  }
  if (state.socialProfiles === 0) {
    warnings.push({
      what: 'No social profile is set: Get In Touch shows no social links',
      fix: 'Set the company’s profile addresses under social in content/company.ts.',
    });
  }
  if (state.videosArePlaceholders) {
    warnings.push({
      what: 'The videos are placeholders (PLACEHOLDxx ids): they are labelled samples and their players show nothing',
      fix: 'Put the real video ids in content/media.ts.',
    });
  }
  if (state.pictures === 'illustrations') {
    warnings.push({
      what: 'The pictures are drawn placeholders, and the site says so',
      fix: 'Put photos of your own work in public/images/ (same names and sizes) and set pictures to "photos" in content/media.ts.',
    });
  }
  if (state.reviewsAreSamples) {
    warnings.push({
      what: 'The reviews are samples, labelled as samples',
      fix: 'Replace them in content/reviews.ts with customers’ own words (with their permission) and set reviewsAreSamples to false.',
    });
  }
  return warnings;
}

/**
 * The build setting SITE_URL (lib/server/env.ts): unset, or a reserved example or local address, every
 * canonical URL, the sitemap and the social tags point at a site that is not the company's. Set, its
 * host must be under one of the company's own domains (content/company.ts `official.domains`).
 */
export function siteUrlWarnings(siteUrl: string, domains: readonly string[] = official.domains): LaunchWarning[] {
  const host = new URL(siteUrl).hostname;
  if (!isExampleDomain(host) && !isLocalHost(host)) {
    // The site itself must be one of the company's own websites for "Is this really us?" (docs/verify.md).
    if (domains.some((domain) => isUnder(host, domain))) return [];
    return [
      {
        what: `SITE_URL's host ${host} is not under any domain in official.domains, so "Is this really us?" (/verify/) would tell visitors this site is not ours`,
        fix: 'Add the site’s domain to official.domains in content/company.ts.',
      },
    ];
  }
  return [
    {
      what: `SITE_URL is ${siteUrl}: every canonical URL, the sitemap and the social tags point there, not at the company’s site`,
      fix: 'Build with SITE_URL set to the site’s public origin, e.g. SITE_URL=https://www.your-domain.in (docs/deploying.md).',
    },
  ];
}

/** Everything the build can tell by itself: the content's placeholders and SITE_URL's. */
export function siteLaunchWarnings(siteUrl: string): LaunchWarning[] {
  return [...launchWarnings(), ...siteUrlWarnings(siteUrl)];
}

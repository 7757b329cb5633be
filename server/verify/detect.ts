import { shortIdLength } from '../../lib/shared/lead-reference';
import { parsePhone } from '../../lib/shared/phone';
import { readQuoteReference } from '../../lib/shared/quote-reference';
import { typedMaxLength } from '../../lib/shared/verify';

/**
 * What a visitor typed into "Is this really us?" (docs/verify.md#what-it-checks), read by its
 * shape alone: no setting and no lookup here, so the same text is always read the same way.
 * Checked in this order, because some texts fit two shapes: a quote reference (eight characters),
 * a phone number (the site's one rule, lib/shared/phone.ts, so ten digits are a phone number even
 * when they could be an account), a UPI ID, an e-mail address, a GSTIN, a bank account number, a
 * website, an enquiry's reference (six characters), something near a quote reference.
 */
export type Typed =
  | { kind: 'empty' }
  | { kind: 'phone'; e164: string }
  | { kind: 'upi'; id: string }
  | { kind: 'email'; address: string; domain: string }
  | { kind: 'gstin'; gstin: string }
  | { kind: 'bank_account'; digits: string }
  | { kind: 'website'; host: string }
  | { kind: 'quote'; reference: string }
  | { kind: 'quote_malformed' }
  | { kind: 'enquiry'; reference: string }
  | { kind: 'unknown' };

/** A UPI ID: a handle, `@`, and the PSP's handle, which has no dot (an e-mail domain has). */
const upiPattern = /^[a-z0-9._-]{1,256}@[a-z][a-z0-9]{1,63}$/;
/** An e-mail address, loosely: something, `@`, a domain with a dot. */
const emailPattern = /^[^\s@]+@([a-z0-9-]+\.)+[a-z0-9-]+$/;
/** A GSTIN: state code, PAN, entity number, `Z`, check character. */
const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** An enquiry's reference (lib/shared/lead-reference.ts): the end of a ULID, Crockford base 32. */
const enquiryPattern = new RegExp(`^[0-9A-HJKMNP-TV-Z]{${shortIdLength}}$`);

/** A web address's host, in lower case and punycode (so a look-alike in another script shows as xn--…). */
function hostOf(text: string): string | undefined {
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme)) return undefined;
  const host = new URL(withScheme).hostname.replace(/\.$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || host === 'localhost' ? host : undefined;
}

/** Letters and digits only, upper case: how a reference or a GSTIN is compared. */
const plainUpper = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

/** Seven to nine letters and digits, both kinds among them: meant as a quote reference, mistyped. */
const nearQuote = (text: string) => {
  const plain = plainUpper(text);
  return /^[0-9A-Z]{7,9}$/.test(plain) && /\d/.test(plain) && /[A-Z]/.test(plain);
};

/** Reads what a visitor typed (see the module's comment). */
export function readTyped(raw: string): Typed {
  const text = raw.trim();
  if (!text) return { kind: 'empty' };
  if (text.length > typedMaxLength) return { kind: 'unknown' };
  const lower = text.toLowerCase();
  const reference = readQuoteReference(text);
  if (reference) return { kind: 'quote', reference };
  const phone = parsePhone(text);
  if (phone) return { kind: 'phone', e164: phone.e164 };
  if (upiPattern.test(lower)) return { kind: 'upi', id: lower };
  if (emailPattern.test(lower)) return { kind: 'email', address: lower, domain: lower.slice(lower.indexOf('@') + 1) };
  const plain = plainUpper(text);
  if (gstinPattern.test(plain)) return { kind: 'gstin', gstin: plain };
  if (/^\d{9,18}$/.test(plain)) return { kind: 'bank_account', digits: plain };
  if (/^https?:\/\//i.test(text) || (text.includes('.') && !/\s/.test(text))) {
    const host = hostOf(text);
    if (host) return { kind: 'website', host };
  }
  if (enquiryPattern.test(plain) && /[A-Z]/.test(plain)) return { kind: 'enquiry', reference: plain };
  if (nearQuote(text)) return { kind: 'quote_malformed' };
  return { kind: 'unknown' };
}

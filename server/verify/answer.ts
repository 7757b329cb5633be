import { randomBytes } from 'node:crypto';
import { company, official } from '../../content/company';
import { uiWords } from '../../content/localized/ui';
import { fill, type Locale } from '../../lib/shared/i18n';
import { phoneForPeople } from '../../lib/shared/phone';
import { quoteReferenceFrom } from '../../lib/shared/quote-reference';
import { isUnder } from '../../lib/shared/verify';
import { readTyped, type Typed } from './detect';
import { longDate } from '../quotes/view';

/**
 * "Is this really us?" answered (docs/verify.md#what-it-checks): what a visitor typed, read by its
 * shape (./detect.ts), compared with what is the company's own, and worded in the page's language
 * from the dictionary (content/ui-words.ts `verify.answers`).
 */

/** Whether it is the company's: `unknown` when it cannot be told, or need not be. */
export type VerifyResult = 'ours' | 'not_ours' | 'unknown';

/** The answer as the page's island gets it, and as the intake's own page shows it. */
export type VerifyAnswer = { result: VerifyResult; kind: string; message: string };

/** When a quote of this reference was issued and until when it holds; null when there is none. */
export type QuoteIssued = (reference: string) => Promise<{ issuedAt: string; validUntil: string } | null>;

/** What is the company's own: content/company.ts `official`, its e-mail and GSTIN. */
export type OfficialDetails = {
  phones: readonly string[];
  upiIds: readonly string[];
  bankAccountEndings: readonly string[];
  domains: readonly string[];
  emails: readonly string[];
  /** Unset: no GSTIN is called ours, and none is called not ours either. */
  gstin?: string | undefined;
};

/** The company's own, from content/company.ts. */
export const companyDetails: OfficialDetails = {
  ...official,
  emails: [company.email, ...(company.grievanceOfficer ? [company.grievanceOfficer.email] : [])].map((email) =>
    email.toLowerCase(),
  ),
  gstin: company.registration.gstin,
};

type Answers = (typeof uiWords)['en']['verify']['answers'];
type QuoteLookup = { found: { issuedAt: string; validUntil: string } | null } | { failed: true };

/**
 * Looks a quote up for every check, a reference or not (a random one, its answer unused, for
 * anything else), so that a hit, a miss and a phone number cost the store the same.
 */
async function lookUpQuote(typed: Typed, quoteIssued: QuoteIssued): Promise<QuoteLookup> {
  const reference = typed.kind === 'quote' ? typed.reference : quoteReferenceFrom(randomBytes(8));
  try {
    return { found: await quoteIssued(reference) };
  } catch {
    return { failed: true };
  }
}

type Verdict = [result: VerifyResult, kind: string, words: keyof Answers, values?: Record<string, string>];

/** Whether what was typed is ours, and which words say so (a quote's dates already worded). */
function judge(typed: Typed, own: OfficialDetails, quote: QuoteLookup, lang: Locale): Verdict {
  const yes = (ours: boolean) => (ours ? 'ours' : 'not_ours');
  const domains = { domains: own.domains.join(', ') };
  switch (typed.kind) {
    case 'phone': {
      const ours = own.phones.includes(typed.e164);
      return [yes(ours), 'phone', ours ? 'phoneOurs' : 'phoneNotOurs', { value: phoneForPeople(typed.e164) }];
    }
    case 'upi': {
      const ours = own.upiIds.includes(typed.id);
      return [yes(ours), 'upi', ours ? 'upiOurs' : 'upiNotOurs', { value: typed.id }];
    }
    case 'website': {
      const ours = own.domains.some((domain) => isUnder(typed.host, domain));
      return [yes(ours), 'website', ours ? 'websiteOurs' : 'websiteNotOurs', { value: typed.host, ...domains }];
    }
    case 'email': {
      const ours = own.emails.includes(typed.address) || own.domains.some((domain) => isUnder(typed.domain, domain));
      return [yes(ours), 'email', ours ? 'emailOurs' : 'emailNotOurs', { value: typed.address, ...domains }];
    }
    case 'gstin': {
      if (!own.gstin) return ['unknown', 'gstin', 'gstinUnlisted', { value: typed.gstin }];
      const ours = own.gstin === typed.gstin;
      return [yes(ours), 'gstin', ours ? 'gstinOurs' : 'gstinNotOurs', { value: typed.gstin }];
    }
    case 'bank_account': {
      const ending = typed.digits.slice(-4);
      const ours = own.bankAccountEndings.includes(ending);
      return [yes(ours), 'bank_account', ours ? 'accountOurs' : 'accountNotOurs', { ending }];
    }
    case 'quote': {
      if ('failed' in quote) return ['unknown', 'quote', 'quoteUnavailable'];
      if (!quote.found) return ['not_ours', 'quote', 'quoteNotOurs', { value: typed.reference }];
      const { issuedAt, validUntil } = quote.found;
      return ['ours', 'quote', 'quoteOurs', { issued: longDate(issuedAt, lang), valid: longDate(validUntil, lang) }];
    }
    case 'quote_malformed':
      return ['not_ours', 'quote', 'quoteMalformed'];
    case 'enquiry':
      return ['unknown', 'enquiry', 'enquiry', { value: typed.reference }];
    case 'empty':
      return ['unknown', 'empty', 'empty'];
    case 'unknown':
      return ['unknown', 'unknown', 'unknown'];
  }
}

/** What the visitor is told about `raw`, in `lang`; always after one quote lookup (see lookUpQuote). */
export async function verifyAnswer(
  raw: string,
  lang: Locale,
  deps: { official: OfficialDetails; quoteIssued: QuoteIssued },
): Promise<VerifyAnswer> {
  const typed = readTyped(raw);
  const quote = await lookUpQuote(typed, deps.quoteIssued);
  const [result, kind, words, values = {}] = judge(typed, deps.official, quote, lang);
  const message = fill(uiWords[lang].verify.answers[words], { company: company.name, ...values });
  return { result, kind, message };
}

import { fetchFailure, refusedStatus, timedOut } from './fetch-failure';
import { withMoveDetails } from '../leads/move-details';
import { withOffer } from '../leads/offers';
import { hindiLines, isHindi } from '../leads/lead-language';
import type { CrmSettings } from '../settings';
import type { Lead, LeadKind } from '../store/types';

/**
 * The only module that knows the CRM's wire format (docs/lead-flow.md#crm-delivery,
 * docs/conventions.md#forms-share-one-schema): one multipart POST per lead with the credential, the
 * CRM's REST address, the module and the lead's fields as a JSON string.
 */

/** Goods type the home quote form starts with (docs/product.md#the-quote-form), used if a home-quote lead lacks one. */
const defaultGoodsType = 'Domestic Moving';

const text = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

/**
 * The free text with the lead's id as its last line, `Ref: <id>`: the CRM's format has no field
 * for it, and with it the CRM (or the office) can drop a lead sent twice (docs/lead-flow.md#duplicates).
 */
const withRef = (freeText: string, id: string | undefined) => (id ? `${freeText}\nRef: ${id}` : freeText);

export { hindiLines };

/** The free text with the language line when the lead's form was in Hindi (docs/lead-flow.md#crm-fields). */
const withLanguage = (freeText: string, payload: Record<string, unknown>, kind: LeadKind = 'enquiry') =>
  isHindi(payload) ? `${freeText}\n${hindiLines[kind]}` : freeText;

/**
 * The CRM's field names and values for a stored lead (the `jsonParam` object). An enquiry's
 * `service_detail_c` is the visitor's detail, then its move details (home size, moving date, the
 * instant estimate and its link on the site at `siteUrl`) and an honoured offer, a line each
 * (docs/lead-flow.md#crm-fields). With the lead's id, its free-text field (an enquiry's
 * `service_detail_c`, a review's `description`) ends with `Ref: <id>`.
 */
export function crmFields(
  lead: Pick<Lead, 'kind' | 'payload'> & { id?: string },
  siteUrl: string | null = null,
): Record<string, string | number> {
  const p = lead.payload;
  if (lead.kind === 'review') {
    return {
      name: text(p.name),
      review_title_c: text(p.title),
      rating: Number(p.rating),
      description: withRef(withLanguage(text(p.description), p, 'review'), lead.id),
    };
  }
  const fields: Record<string, string> = {
    name: text(p.name),
    email1: text(p.email),
    phone_office: text(p.phone),
    pickup_location_c: text(p.pickup),
    drop_location_c: text(p.drop),
    service_detail_c: withRef(withLanguage(withOffer(withMoveDetails(text(p.detail), p, siteUrl), p), p), lead.id),
  };
  if (p.source === 'home-quote') fields.goods_type_c = typeof p.goodsType === 'string' ? p.goodsType : defaultGoodsType;
  return fields;
}

/** The multipart body for one lead. */
function crmForm(lead: Pick<Lead, 'kind' | 'payload'> & { id?: string }, crm: CrmSettings): FormData {
  const form = new FormData();
  form.set('user', crm.user);
  form.set('pass', crm.pass.reveal());
  form.set('url', crm.restUrl);
  form.set('module_name', lead.kind === 'review' ? crm.reviewModule : crm.enquiryModule);
  form.set('jsonParam', JSON.stringify(crmFields(lead, crm.siteUrl)));
  return form;
}

/** What the CRM answered to one request, as the lead's delivery record keeps it. */
export interface CrmAnswer {
  /** The HTTP status. */
  status: number;
  /** The start of the answer's text (an HTML page's visible text), scrubbed of the password, at most 200 characters. */
  excerpt: string;
}

/** A delivery attempt that did not count as delivered; the message is safe to store and log. */
export class CrmError extends Error {
  override name = 'CrmError';
  constructor(
    message: string,
    /** What the CRM answered, when it answered at all. */
    readonly answer: CrmAnswer | null = null,
    /**
     * True when the CRM refused this request rather than being unreachable or busy (a redirect,
     * a 4xx other than 408 and 429, or an answer the success rule refuses): sending the same
     * request again is unlikely to help until a person changes something.
     */
    readonly rejected = false,
    /**
     * True when the request went out and no answer came in time: the CRM may have taken the lead,
     * and it takes no key to drop a repeat, so the lead is not sent again by itself.
     */
    readonly unsure = false,
  ) {
    super(message);
  }
}

/** Bytes of the answer read to judge it; the rest is not waited for. */
const answerBytes = 4096;
/** Characters of the answer kept with the lead. */
const excerptChars = 200;

/** A failed request in our words; one with no error code says the error's own message (scrubbed after). */
const describe = (error: unknown, timeoutMs: number) =>
  fetchFailure(error, timeoutMs, error instanceof Error ? error.message : 'unknown');

/** The first `limit` bytes of the answer as text; the rest is cancelled. Rejects if the body stops short of both. */
async function readStart(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= limit) {
      await reader.cancel().catch(() => undefined);
      break;
    }
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, limit));
}

const isHtmlType = (contentType: string) => /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(contentType);
/** The body without a byte-order mark and leading white space. */
const bodyStart = (body: string) => body.replace(/^\uFEFF/, '').trimStart();
const looksLikeMarkup = (contentType: string, body: string) =>
  isHtmlType(contentType) || bodyStart(body).startsWith('<');

/** Truthy in the way an `error` or `errors` field means "something went wrong": not null, false, 0, "" or empty. */
function present(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/**
 * Why a JSON answer says the request failed, or undefined if it does not: `success` or `ok`
 * false, `status` "error"/"fail"/"failed"/"failure", a non-empty `error` or `errors`, or the
 * error object SuiteCRM's REST API answers with (`number`, `name` and `description`).
 */
function jsonFailure(body: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const o = value as Record<string, unknown>;
  if (o.success === false || o.success === 'false') return 'success: false';
  if (o.ok === false) return 'ok: false';
  if (typeof o.status === 'string' && /^(error|fail|failed|failure)$/i.test(o.status)) {
    return `status: ${o.status.toLowerCase()}`;
  }
  if (present(o.error)) return 'error';
  if (present(o.errors)) return 'errors';
  if ('number' in o && 'name' in o && 'description' in o) return 'a SuiteCRM error';
  return undefined;
}

/** Where a redirect points, as far as the office needs to know: its origin only. */
function redirectTarget(location: string | null, base: string): string {
  if (!location || !URL.canParse(location, base)) return 'a redirect';
  return `a redirect to ${new URL(location, base).origin}`;
}

/** What the success rule needs to know about one answer. */
export interface AnswerFacts {
  status: number;
  contentType: string;
  /** The answer's first 4 KB. */
  body: string;
  /** False when the answer stopped before its end (or its first 4 KB) arrived; then `readError` says why. */
  complete: boolean;
  readError?: string;
  /** The Location header of a redirect. */
  location: string | null;
}

/**
 * The success rule: null when the answer means the CRM took the lead, otherwise why not and
 * whether it was a rejection (see `CrmError.rejected`). A lead counts as delivered only on a 2xx
 * answer that arrived whole (or whose first 4 KB did) and, with `CRM_SUCCESS_MATCH` set, matches
 * it; without it, that is neither an HTML page (by its type, or a body starting with `<`) nor a
 * JSON body that says it failed (`jsonFailure`).
 */
export function judgeAnswer(
  facts: AnswerFacts,
  crm: Pick<CrmSettings, 'url' | 'successMatch'>,
): { message: string; rejected: boolean } | null {
  const { status, contentType, body } = facts;
  const http = `CRM answered HTTP ${status}`;
  if (status >= 300 && status < 400) {
    return { message: `${http}, ${redirectTarget(facts.location, crm.url)} (not followed)`, rejected: true };
  }
  if (status < 200 || status > 299) {
    return { message: http, rejected: refusedStatus(status) };
  }
  if (!facts.complete) return { message: `${http} but its answer did not finish: ${facts.readError}`, rejected: false };
  if (crm.successMatch) {
    return crm.successMatch.test(body)
      ? null
      : { message: `${http} but its answer does not match CRM_SUCCESS_MATCH`, rejected: true };
  }
  if (looksLikeMarkup(contentType, body)) {
    return { message: `${http} with an HTML page, not a confirmation (a login or error page?)`, rejected: true };
  }
  const failure = jsonFailure(bodyStart(body));
  if (failure) return { message: `${http} but its JSON says it failed (${failure})`, rejected: true };
  return null;
}

/** An HTML page's visible text: no scripts, styles, comments or tags, a few entities decoded. */
function pageText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
  return html
    .replace(/<(script|style)\b[\s\S]*?(<\/\1\s*>|$)/gi, ' ')
    .replace(/<!--[\s\S]*?(-->|$)/g, ' ')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? ' ');
}

/** The answer as the lead's record keeps it: its text on one line, scrubbed, at most 200 characters. */
function excerptOf(facts: Pick<AnswerFacts, 'contentType' | 'body'>, crm: CrmSettings): string {
  const secret = crm.pass.reveal();
  const hide = (text: string) => text.split(secret).join('[redacted]');
  // Hidden before and after the tags go, so neither markup around it nor inside it lets it through.
  const text = looksLikeMarkup(facts.contentType, facts.body) ? hide(pageText(hide(facts.body))) : hide(facts.body);
  const line = text.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069\s]+/gu, ' ').trim();
  return line.length > excerptChars ? `${line.slice(0, excerptChars - 1)}…` : line;
}

/**
 * Sends one lead. Resolves with the CRM's answer when the success rule (`judgeAnswer`) says the
 * CRM took it; otherwise throws a CrmError whose message never contains the password. Redirects
 * are not followed: a redirect would carry the password on to wherever it points, and one that
 * ends on a login page would look like a success. `abort` ends the request early (at shutdown).
 */
export async function sendToCrm(
  lead: Lead,
  crm: CrmSettings,
  fetchImpl: typeof fetch = fetch,
  abort?: AbortSignal,
): Promise<CrmAnswer> {
  // The timeout covers the answer too: a body that never ends is a failed attempt.
  const timeout = AbortSignal.timeout(crm.timeoutMs);
  const signal = abort ? AbortSignal.any([timeout, abort]) : timeout;
  let response: Response;
  try {
    response = await fetchImpl(crm.url, { method: 'POST', body: crmForm(lead, crm), signal, redirect: 'manual' });
  } catch (error) {
    throw new CrmError(scrub(describe(error, crm.timeoutMs), crm), null, false, timedOut(error));
  }
  const facts: AnswerFacts = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: '',
    complete: true,
    location: response.headers.get('location'),
  };
  try {
    facts.body = await readStart(response, answerBytes);
  } catch (error) {
    facts.complete = false;
    facts.readError = describe(error, crm.timeoutMs);
  }
  const answer: CrmAnswer = { status: facts.status, excerpt: excerptOf(facts, crm) };
  const problem = judgeAnswer(facts, crm);
  if (problem) throw new CrmError(scrub(problem.message, crm), answer, problem.rejected);
  return answer;
}

/** Removes the password from text bound for the store or the logs, whatever produced it. */
function scrub(message: string, crm: CrmSettings): string {
  const secret = crm.pass.reveal();
  return message.split(secret).join('[redacted]').slice(0, 500);
}

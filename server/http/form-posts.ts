import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { pagePath } from '../../lib/shared/page-path';
import type { FormLanguage } from '../../lib/shared/lead-schemas';
import type { LeadKind } from '../store/types';

/**
 * Leads posted by a form the browser sent itself, because the page's scripts never ran
 * (`application/x-www-form-urlencoded`, docs/forms-without-javascript.md). Every value arrives
 * as text under the schema's own field name; this module turns that into what the scripts would
 * have sent as JSON, so the same schema decides.
 */

/** Whether a request carries a browser's own form submission. */
export const isFormPost = (contentType: string | undefined) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType?.trim() ?? '');

/** The fields each kind of form may post, as the schemas name them. Anything else is dropped. */
const formFields: Record<LeadKind, readonly string[]> = {
  enquiry: [
    'name',
    'email',
    'phone',
    'pickup',
    'drop',
    'detail',
    'movingDate',
    'homeSize',
    'estimate',
    'goodsType',
    'source',
    'offer',
    'page',
    'lang',
    'website',
  ],
  review: ['name', 'title', 'rating', 'description', 'page', 'lang', 'website'],
};

/** Fields a form may leave empty: an empty one counts as not sent, as the scripts would leave it out. */
const optionalFields = new Set([
  'movingDate',
  'homeSize',
  'estimate',
  'goodsType',
  'offer',
  'page',
  'lang',
  'website',
  'idempotencyKey',
]);

/** The text of one posted field: the first value if the field came more than once. */
function text(body: Record<string, unknown>, name: string): string | undefined {
  const raw = body[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : undefined;
}

/** The flat text fields of a form post, only those the kind's form has (for showing them again). */
export function postedValues(kind: LeadKind, body: unknown): Record<string, string> {
  const flat = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of [...formFields[kind], 'idempotencyKey']) {
    const value = text(flat, name);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * What the JSON body would have held: the posted values, a star rating as a number, empty
 * optional fields left out. The submission key is the posted one (a page this service rendered
 * carries one) or {@link derivedKey}.
 */
export function formInput(kind: LeadKind, values: Record<string, string>, now = Date.now()): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === '' && optionalFields.has(name)) continue;
    input[name] = name === 'rating' && /^\d$/.test(value) ? Number(value) : value;
  }
  input.idempotencyKey ??= derivedKey(kind, input, now);
  return input;
}

/**
 * A submission key for a page that could not make one: the exported page is the same for every
 * visitor, so it carries none. The same form sent twice on the same day (a double click, a
 * reload that posts again) gives the same key and stores one lead; anything typed differently,
 * or another day, is a new lead. The day is India's (UTC+5:30), where the visitors are.
 */
export function derivedKey(kind: string, input: Record<string, unknown>, now = Date.now()): string {
  const day = new Date(now + 330 * 60_000).toISOString().slice(0, 10);
  const fields = Object.keys(input)
    .filter((name) => name !== 'idempotencyKey')
    .sort()
    .map((name) => [name, input[name]]);
  const digest = createHash('sha256')
    .update(JSON.stringify([kind, day, fields]))
    .digest('hex');
  return `form-${digest.slice(0, 40)}`;
}

/**
 * The page a form was posted from, from the Referer its browser sends: only when it is on the
 * origin the post came from (already checked against the allowed ones), and only a plain site
 * path (lib/shared/page-path.ts).
 */
export function refererPage(request: FastifyRequest): string | undefined {
  const { origin, referer } = request.headers;
  if (!origin || !referer || !URL.canParse(referer)) return undefined;
  const url = new URL(referer);
  return url.origin === origin ? pagePath(url.pathname) : undefined;
}

/**
 * Where the site's pages are, as seen from this answer: '' when the service serves the site
 * itself (paths stay relative), else the allowed origin the form was posted from, so the visitor
 * is sent back to the site rather than to the API's host.
 */
export function siteBase(request: FastifyRequest, allowedOrigins: readonly string[]): string {
  const origin = request.headers.origin;
  if (!origin || !URL.canParse(origin)) return '';
  const normalised = new URL(origin).origin;
  return allowedOrigins.includes(normalised) ? normalised : '';
}

/**
 * The plain thank-you page for a kind of lead, in the language of the form that was posted: the
 * kind and the language are in the path, nothing else is.
 */
export const thankYouPath = (kind: LeadKind, language: FormLanguage = 'en') =>
  `${language === 'en' ? '' : `/${language}`}/thank-you/${kind}/`;

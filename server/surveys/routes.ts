import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { type FormLanguage, fieldErrors, submissionLanguage } from '../../lib/shared/lead-schemas';
import { leadReference } from '../../lib/shared/lead-reference';
import { bandOf, type BookingAnswer, type Slot, surveyFields } from '../../lib/shared/survey';
import { derivedKey, isFormPost } from '../http/form-posts';
import type { Accept, Outcome } from '../http/lead-routes';
import { answerJson } from '../http/lead-routes';
import { ulid } from '../leads/ids';
import { intakePageHeaders } from '../pages/document';
import { formPageWords } from '../pages/form-page-words';
import type { Settings } from '../settings';
import type { LeadStore } from '../store/types';
import type { SurveyBooking } from '../store/survey-types';
import { renderBookingForm } from './form-page';
import { calendarPath, managePath } from './page';
import { surveyLead, surveySchemaFor } from './schema';
import { bookingWindow, capacityOf, freeDays, nearestFree, offered, slotDays } from './slots';

/**
 * Booking a free survey (docs/surveys.md#booking): `GET /api/surveys/slots` for the booking page's
 * island, `POST /api/surveys` as JSON from it or as a browser's own form post. A place is taken
 * first, in one transaction (the store's `surveys.book`), then the booking is stored as an
 * enquiry through the same way in as every lead (`accept`: limits, spam trap, notifications, the
 * quote); if that fails the place is given back.
 */
export interface SurveyDeps {
  settings: Settings;
  store: LeadStore;
  stylesheet: () => string | undefined;
  now?: () => number;
  accept: Accept;
}

/** The posted fields as text (and `slot`, a day and band picked from a list: `2026-12-08 11-13`). */
function bookingValues(body: unknown): Record<string, string> {
  const flat = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of [...surveyFields, 'slot']) {
    const raw = Array.isArray(flat[name]) ? (flat[name] as unknown[])[0] : flat[name];
    if (typeof raw === 'string' || typeof raw === 'number') values[name] = String(raw);
  }
  const picked = /^(\d{4}-\d{2}-\d{2}) (\d{1,2}-\d{1,2})$/.exec(values.slot ?? '');
  if (picked) [values.date, values.band] = [picked[1]!, picked[2]!];
  delete values.slot;
  // A form posted without scripts carries no key (the exported page is the same for everyone): the
  // same booking posted twice on a day gets the same one (server/http/form-posts.ts).
  if (!values.idempotencyKey) values.idempotencyKey = derivedKey('survey', values);
  return values;
}

/** The stored booking's answer to a script. */
const bookedAnswer = (
  booking: SurveyBooking,
  leadId: string,
  language: FormLanguage,
  quote: string | null,
): BookingAnswer => ({
  status: 'booked',
  reference: leadReference(leadId),
  kind: booking.kind,
  date: booking.date,
  band: bandOf(booking.band)!,
  manage: managePath(booking.token, language),
  calendar: calendarPath(booking.token),
  ...(quote ? { quote } : {}),
});

/** How a booking ended. */
type Booked =
  | { result: 'booked'; booking: SurveyBooking; leadId: string; quote: string | null }
  | { result: 'invalid'; fields: Record<string, string | undefined> }
  | { result: 'taken'; nearest: Slot[] }
  | { result: 'lead'; outcome: Exclude<Outcome, { result: 'stored' }> };

/** Validates, takes a place, stores the enquiry, ties the two. */
async function bookSurvey(deps: SurveyDeps, values: Record<string, string>, request: FastifyRequest): Promise<Booked> {
  const { store, now = Date.now, accept } = deps;
  const language = submissionLanguage(values);
  const parsed = surveySchemaFor(language).safeParse(values);
  if (!parsed.success) return { result: 'invalid', fields: fieldErrors(parsed.error) };
  const input = parsed.data;
  const at = new Date(now());
  const capacity = capacityOf(await store.surveys.capacity());
  const slot = { date: input.date, band: input.band };
  const nearest = async () => {
    const { from, to } = bookingWindow(at);
    return nearestFree(slotDays(capacity, await store.surveys.taken(from, to, at), at), slot);
  };
  if (!offered(capacity, slot, at)) return { result: 'taken', nearest: await nearest() };
  const draft = {
    id: ulid(at.getTime()),
    key: input.idempotencyKey,
    kind: input.kind,
    ...slot,
    token: randomBytes(18).toString('base64url'),
    createdAt: at.toISOString(),
  };
  const took = await store.surveys.book(draft, capacity, at);
  if (!took.ok) return { result: 'taken', nearest: await nearest() };
  const { booking } = took;
  const survey = { id: booking.id, kind: booking.kind, date: booking.date, band: booking.band };
  const lead = { ...surveyLead(input, survey), idempotencyKey: input.idempotencyKey, website: input.website };
  const outcome = await accept('enquiry', () => z.custom<typeof lead>(() => true), lead, request);
  const spam = Boolean(input.website);
  if (outcome.result !== 'stored' || spam) {
    if (took.created) await store.surveys.release(booking.id);
    if (outcome.result !== 'stored') return { result: 'lead', outcome };
  }
  if (!spam) await store.surveys.attach(booking.id, outcome.id);
  return { result: 'booked', booking, leadId: outcome.id, quote: outcome.quote };
}

export function registerSurveyApi(api: FastifyInstance, deps: SurveyDeps): void {
  const { store, now = Date.now } = deps;
  api.get('/surveys/slots', async () => {
    const at = new Date(now());
    const { from, to } = bookingWindow(at);
    const capacity = capacityOf(await store.surveys.capacity());
    return { days: slotDays(capacity, await store.surveys.taken(from, to, at), at) };
  });

  api.post('/surveys', async (request, reply) => {
    const form = isFormPost(request.headers['content-type']);
    const values = bookingValues(request.body);
    const language = submissionLanguage(values);
    let booked: Booked;
    try {
      booked = await bookSurvey(deps, values, request);
    } catch (error) {
      request.log.error({ err: error }, 'survey not booked: store failed');
      booked = { result: 'lead', outcome: { result: 'unavailable' } };
    }
    if (form) return answerForm(reply, deps, values, booked);
    switch (booked.result) {
      case 'booked':
        return reply.code(201).send(bookedAnswer(booked.booking, booked.leadId, language, booked.quote));
      case 'invalid':
        return reply.code(400).send({ error: 'invalid', fields: booked.fields });
      case 'taken':
        return reply
          .code(409)
          .send({ error: 'slot_taken', nearest: booked.nearest.map((s) => ({ date: s.date, band: bandOf(s.band)! })) });
      case 'lead':
        return answerJson(reply, booked.outcome);
    }
  });
}

/** A browser's own form post: to the booking's page once booked; else the form again, as it was. */
async function answerForm(reply: FastifyReply, deps: SurveyDeps, values: Record<string, string>, booked: Booked) {
  const locale = submissionLanguage(values);
  if (booked.result === 'booked')
    return reply
      .code(303)
      .header('location', `${managePath(booked.booking.token, locale)}?booked`)
      .send();
  const capacity = capacityOf(await deps.store.surveys.capacity().catch(() => null));
  const nearest = booked.result === 'taken' ? freeDays(booked.nearest) : undefined;
  const outcome = booked.result === 'lead' ? booked.outcome : undefined;
  const notices = formPageWords[locale].notices;
  const html = renderBookingForm({
    locale,
    values,
    errors: booked.result === 'invalid' ? booked.fields : outcome?.result === 'invalid' ? outcome.fields : {},
    bands: capacity.bands,
    ...(nearest ? { nearest } : {}),
    ...(outcome && outcome.result !== 'invalid'
      ? { notice: notices[outcome.result === 'conflict' ? 'conflict' : outcome.result] }
      : {}),
    idempotencyKey: randomUUID(),
    stylesheet: deps.stylesheet(),
  });
  const status = {
    invalid: 422,
    taken: 409,
    lead: outcome?.result === 'rate_limited' ? 429 : outcome?.result === 'invalid' ? 422 : 503,
  }[booked.result];
  return reply.code(status).headers(intakePageHeaders).type('text/html; charset=utf-8').send(html);
}

/**
 * A booking posted without JavaScript and refused by the per-client limit, which runs before the
 * route (server/http/app.ts): the form again with everything typed and a notice, status 429.
 * Undefined for any other request.
 */
export function answerRateLimitedBooking(
  request: FastifyRequest,
  reply: FastifyReply,
  stylesheet: () => string | undefined,
) {
  if (request.routeOptions.url !== '/api/surveys' || !isFormPost(request.headers['content-type'])) return undefined;
  const values = bookingValues(request.body);
  const locale = submissionLanguage(values);
  const html = renderBookingForm({
    locale,
    values,
    errors: {},
    bands: capacityOf(null).bands,
    notice: formPageWords[locale].notices.rate_limited,
    idempotencyKey: randomUUID(),
    stylesheet: stylesheet(),
  });
  return reply.code(429).headers(intakePageHeaders).type('text/html; charset=utf-8').send(html);
}

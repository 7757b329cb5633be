import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { enquirySchema, type FieldErrors, fieldErrors, reviewSchema } from '../lib/lead-schemas';
import type { DeliveryWorker } from './delivery';
import { formInput, isFormPost, postedValues, refererPage, siteBase, thankYouPath } from './form-posts';
import { formPageCsp, renderFormPage } from './form-page';
import { GlobalLimit } from './limits';
import type { Settings } from './settings';
import type { LeadKind, LeadStore } from './store/types';

/** What the lead routes need besides the request. */
export interface LeadRouteDeps {
  settings: Settings;
  store: LeadStore;
  /** Woken when a new lead is stored; null without a CRM. */
  worker: DeliveryWorker | null;
  /** Path of the site's stylesheet for the form pages (server/form-page.ts), if there is a build. */
  stylesheet: () => string | undefined;
}

type LeadInput = { idempotencyKey: string; website?: string | undefined };

/** How one submission ended, whichever way it arrived. */
type Outcome =
  | { result: 'invalid'; fields: FieldErrors }
  | { result: 'busy'; retryAfterS: number }
  | { result: 'unavailable' }
  | { result: 'stored'; id: string };

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/** The URL path of each kind's endpoint under /api. */
const endpoints: Record<LeadKind, string> = { enquiry: '/enquiries', review: '/reviews' };

/** Answers the forms' scripts: 201 with the id, or a JSON error they show. */
function answerJson(reply: FastifyReply, outcome: Outcome) {
  switch (outcome.result) {
    case 'invalid':
      return reply.code(400).send({ error: 'invalid', fields: outcome.fields });
    case 'busy':
      return reply.code(503).header('retry-after', String(outcome.retryAfterS)).send({ error: 'busy' });
    case 'unavailable':
      return reply.code(503).send({ error: 'unavailable' });
    case 'stored':
      return reply.code(201).send({ id: outcome.id, status: 'stored' });
  }
}

/**
 * Answers a browser's own form post: 303 to the plain thank-you page once stored (nothing of
 * the lead in its address), else the form again with every value and the problems.
 */
function answerForm(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: LeadRouteDeps,
  kind: LeadKind,
  values: Record<string, string>,
  outcome: Outcome,
) {
  const base = siteBase(request, deps.settings.allowedOrigins);
  if (outcome.result === 'stored')
    return reply
      .code(303)
      .header('location', base + thankYouPath(kind))
      .send();
  if (outcome.result === 'invalid') {
    // A hidden value that came back wrong is not posted again: the page would refuse it forever.
    for (const name of ['goodsType', 'offer', 'page']) if (outcome.fields[name]) delete values[name];
  }
  const html = renderFormPage({
    kind,
    action: `/api${endpoints[kind]}`,
    values,
    errors: outcome.result === 'invalid' ? outcome.fields : {},
    ...(outcome.result === 'invalid' ? {} : { notice: notices[outcome.result] }),
    // A key this page keeps: sent twice, the corrected form still stores one lead.
    idempotencyKey: randomUUID(),
    siteBase: base,
    stylesheet: deps.stylesheet(),
  });
  if (outcome.result === 'busy') reply.header('retry-after', String(outcome.retryAfterS));
  return reply
    .code(outcome.result === 'invalid' ? 422 : 503)
    .header('content-security-policy', formPageCsp(base))
    .type('text/html; charset=utf-8')
    .send(html);
}

/** What the form page says when a well-filled form could not be saved. */
const notices: Record<Exclude<Outcome['result'], 'stored' | 'invalid'>, string> = {
  busy: 'We are receiving a great many messages just now, and yours was not saved. Please send it again in a minute; everything you typed is still here.',
  unavailable:
    'We could not save your message just now. Please send it again in a minute; everything you typed is still here.',
};

/**
 * The lead endpoints: POST /api/enquiries and /api/reviews, as JSON from the forms' scripts or as
 * a browser's own form post when the scripts never ran. Both go through one `accept`: validate
 * with the shared schema, store durably, then answer.
 */
export function registerLeadRoutes(api: FastifyInstance, deps: LeadRouteDeps): void {
  const { settings, store, worker } = deps;
  const globalLimit = new GlobalLimit(
    settings.globalRateLimit.max,
    settings.globalRateLimit.windowMs,
    settings.maxInFlight,
  );
  let warnedFull = 0;

  /** Validates, takes a slot of the global limit, stores; the honeypot's catch is stored as spam. */
  async function accept<T extends LeadInput>(
    kind: LeadKind,
    schema: z.ZodMiniType<T>,
    input: unknown,
    request: FastifyRequest,
  ): Promise<Outcome> {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      request.log.info({ kind, fields: Object.keys(fields) }, 'lead refused: invalid fields');
      return { result: 'invalid', fields };
    }
    const { website, idempotencyKey, ...payload } = parsed.data;
    const spam = website !== undefined && website.length > 0;
    const slot = globalLimit.acquire();
    if (!slot.ok) {
      // One warning per second at most: a flood must not flood the log too.
      if (Date.now() - warnedFull > 1000) {
        warnedFull = Date.now();
        request.log.warn({ reason: slot.reason }, 'lead refused: global limit reached');
      }
      return { result: 'busy', retryAfterS: slot.retryAfterS };
    }
    let saved;
    try {
      saved = await store.saveLead({ kind, idempotencyKey, payload, spam });
    } catch (error) {
      request.log.error({ err: error, kind }, 'lead not stored: store failed');
      return { result: 'unavailable' };
    } finally {
      slot.release();
    }
    request.log.info({ leadId: saved.id, kind, spam, repeat: !saved.created }, 'lead stored');
    if (saved.created && !spam) worker?.nudge();
    return { result: 'stored', id: saved.id };
  }

  const route =
    <T extends LeadInput>(kind: LeadKind, schema: z.ZodMiniType<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const type = request.headers['content-type'];
      if (isJson(type)) return answerJson(reply, await accept(kind, schema, request.body, request));
      if (!isFormPost(type)) return reply.code(415).send({ error: 'unsupported_media_type' });
      const values = postedValues(kind, request.body);
      values.page ||= refererPage(request) ?? '';
      const outcome = await accept(kind, schema, formInput(kind, values), request);
      return answerForm(request, reply, deps, kind, values, outcome);
    };

  api.post(endpoints.enquiry, route('enquiry', enquirySchema));
  api.post(endpoints.review, route('review', reviewSchema));
}

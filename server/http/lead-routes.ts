import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import {
  type FieldErrors,
  type FormLanguage,
  fieldErrors,
  schemasFor,
  submissionLanguage,
} from '../../lib/shared/lead-schemas';
import type { DeliveryWorker } from '../delivery/worker';
import { formInput, isFormPost, postedValues, refererPage, siteBase, thankYouPath } from './form-posts';
import { formPageCsp, renderFormPage } from '../pages/form-page';
import { formPageWords } from '../pages/form-page-words';
import { clientKey } from './client-address';
import { signalsOf } from './limits';
import { intakeEnquirySchemaFor } from '../leads/move-details';
import type { Settings } from '../settings';
import type { SharedState } from '../shared-state';
import type { HoldReason, LeadKind, LeadStore } from '../store/types';
import { issueQuote } from '../quotes/issue';

/** What the lead routes need besides the request. */
export interface LeadRouteDeps {
  settings: Settings;
  store: LeadStore;
  /** Woken when a new lead is stored; null without a CRM. */
  worker: DeliveryWorker | null;
  /** Path of the site's stylesheet for the form pages (server/pages/form-page.ts), if there is a build. */
  stylesheet: () => string | undefined;
  /** Called when a lead is held, or announced only in a summary: the summary goes out soon. */
  onHeld?: () => void;
  /** Where the limits are counted: this process, or the database all instances share. */
  shared: SharedState;
  /** The limits' clock (default Date.now). */
  now?: () => number;
}

type LeadInput = { idempotencyKey: string; website?: string | undefined };

/** How one submission ended, whichever way it arrived. */
export type Outcome =
  | { result: 'invalid'; fields: FieldErrors }
  | { result: 'busy'; retryAfterS: number }
  | { result: 'unavailable' }
  | { result: 'conflict' }
  | { result: 'rate_limited' }
  | { result: 'stored'; id: string; hold: HoldReason | null; quote: string | null };

/**
 * What the JSON answers say besides their code, for anyone reading them (the forms show their own
 * words, components/forms/messages.ts): short, and never "come back in an hour".
 */
export const answerMessages = {
  rate_limited:
    'Too many messages from your connection in a short time. Please wait a minute and send it again, or call us.',
  busy: 'We are receiving a great many messages just now. Please wait a minute and send it again, or call us.',
  unavailable: 'We could not save your message just now. Please send it again in a minute, or call us.',
  key_reused: 'This submission key was already used for a different message. Send it again with a new key to store it.',
} as const;

/** Whether a request carries JSON, as the forms' scripts send it. */
export const isJson = (contentType: string | undefined) =>
  /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

/** The URL path of each kind's endpoint under /api. */
const endpoints: Record<LeadKind, string> = { enquiry: '/enquiries', review: '/reviews' };

/** Answers the forms' scripts (the survey booking's too when its lead is not stored): 201 with the id, or a JSON error they show. */
export function answerJson(reply: FastifyReply, outcome: Outcome) {
  switch (outcome.result) {
    case 'invalid':
      return reply.code(400).send({ error: 'invalid', fields: outcome.fields });
    case 'busy':
      return reply
        .code(503)
        .header('retry-after', String(outcome.retryAfterS))
        .send({ error: 'busy', message: answerMessages.busy });
    case 'unavailable':
      return reply.code(503).send({ error: 'unavailable', message: answerMessages.unavailable });
    case 'conflict':
      return reply.code(409).send({ error: 'key_reused', message: answerMessages.key_reused });
    case 'rate_limited':
      return reply.code(429).send({ error: 'rate_limited', message: answerMessages.rate_limited });
    case 'stored':
      // The quote's reference, when the enquiry carried an estimate (docs/quotes.md).
      return reply
        .code(201)
        .send({ id: outcome.id, status: 'stored', ...(outcome.quote ? { quote: outcome.quote } : {}) });
  }
}

/**
 * Answers a browser's own form post: 303 to the plain thank-you page once stored (nothing of
 * the lead in its address), else the form again with every value and the problems.
 */
function answerForm(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<LeadRouteDeps, 'settings' | 'stylesheet'>,
  kind: LeadKind,
  values: Record<string, string>,
  outcome: Outcome,
) {
  const base = siteBase(request, deps.settings.allowedOrigins);
  if (outcome.result === 'stored')
    return reply
      .code(303)
      .header('location', base + thankYouPath(kind, submissionLanguage(values)))
      .send();
  if (outcome.result === 'invalid') {
    // A hidden value that came back wrong is not posted again: the page would refuse it forever.
    for (const name of ['goodsType', 'offer', 'page', 'estimate']) if (outcome.fields[name]) delete values[name];
  }
  const html = renderFormPage({
    kind,
    action: `/api${endpoints[kind]}`,
    values,
    errors: outcome.result === 'invalid' ? outcome.fields : {},
    ...(outcome.result === 'invalid'
      ? {}
      : { notice: formPageWords[submissionLanguage(values)].notices[outcome.result] }),
    // A key this page keeps: sent twice, the corrected form still stores one lead.
    idempotencyKey: randomUUID(),
    siteBase: base,
    stylesheet: deps.stylesheet(),
  });
  if (outcome.result === 'busy') reply.header('retry-after', String(outcome.retryAfterS));
  const status = { invalid: 422, conflict: 409, rate_limited: 429, busy: 503, unavailable: 503 }[outcome.result];
  return reply
    .code(status)
    .header('content-security-policy', formPageCsp(base))
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * A browser's own form post refused by the per-client rate limit, which runs before the route
 * (server/http/app.ts): the form again with everything typed, a notice and status 429. Undefined for
 * any other request.
 */
export function answerRateLimitedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<LeadRouteDeps, 'settings' | 'stylesheet'>,
) {
  const kind = (Object.keys(endpoints) as LeadKind[]).find((k) => request.routeOptions.url === `/api${endpoints[k]}`);
  if (!kind) return undefined;
  return answerForm(request, reply, deps, kind, postedValues(kind, request.body), { result: 'rate_limited' });
}

/** A log line per reason at most once a second (a warning unless told): a flood must not flood the log too. */
function warnOnceASecond() {
  const warned = new Map<string, number>();
  return (
    request: FastifyRequest,
    reason: string,
    message: string,
    fields: object = {},
    level: 'warn' | 'error' = 'warn',
  ) => {
    if (Date.now() - (warned.get(reason) ?? 0) < 1000) return;
    warned.set(reason, Date.now());
    request.log[level]({ reason, ...fields }, message);
  };
}

/**
 * The lead endpoints: POST /api/enquiries and /api/reviews, as JSON from the forms' scripts or as
 * a browser's own form post when the scripts never ran. Both go through one `accept`: validate
 * with the shared schema, store durably, then answer.
 */
export function registerLeadRoutes(api: FastifyInstance, deps: LeadRouteDeps): Accept {
  const accept = leadIntake(api, deps);
  const route =
    <T extends LeadInput>(kind: LeadKind, schema: (language: FormLanguage) => z.ZodMiniType<T>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const type = request.headers['content-type'];
      if (isJson(type)) return answerJson(reply, await accept(kind, schema, request.body, request));
      if (!isFormPost(type)) return reply.code(415).send({ error: 'unsupported_media_type' });
      const values = postedValues(kind, request.body);
      values.page ||= refererPage(request) ?? '';
      const outcome = await accept(kind, schema, formInput(kind, values), request);
      return answerForm(request, reply, deps, kind, values, outcome);
    };

  // Enquiries with the estimate they carry priced again from the intake's own rates (server/leads/move-details.ts).
  api.post(endpoints.enquiry, route('enquiry', intakeEnquirySchemaFor));
  api.post(
    endpoints.review,
    route('review', (language) => schemasFor(language).reviewSchema),
  );
  return accept;
}

/** The one way in of every submission (`accept`), with the limits it is counted in. */
export type Accept = ReturnType<typeof leadIntake>;

/** The one way in of every submission, with the limits it is counted in. */
function leadIntake(api: FastifyInstance, deps: LeadRouteDeps) {
  const { settings, store, worker, shared, now = Date.now } = deps;
  const { max: globalMax, ...perLead } = settings.globalRateLimit;
  const limits = shared.intakeLimits({ globalMax, ...perLead, maxInFlight: settings.maxInFlight, now }, api.log);
  const notifyLimits = shared.notifyLimits({ ...settings.notify.limits, now }, api.log);
  const warnOnce = warnOnceASecond();

  /**
   * Validates, takes its place in the limits (server/http/limits.ts: quarantined past them), stores;
   * the honeypot's catch is stored as spam.
   */
  async function accept<T extends LeadInput>(
    kind: LeadKind,
    schemaFor: (language: FormLanguage) => z.ZodMiniType<T>,
    input: unknown,
    request: FastifyRequest,
  ): Promise<Outcome> {
    // A form names its language: its problems come back in it (docs/i18n.md#forms-and-leads).
    const parsed = schemaFor(submissionLanguage(input)).safeParse(input);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      request.log.info({ kind, fields: Object.keys(fields) }, 'lead refused: invalid fields');
      return { result: 'invalid', fields };
    }
    const { website, idempotencyKey, ...payload } = parsed.data;
    const spam = website !== undefined && website.length > 0;
    const client = clientKey(request.ip);
    const signals = signalsOf(payload);
    let admission;
    try {
      admission = await limits.admit(client, spam, signals);
    } catch (error) {
      // The counts are kept in the store's database, which did not answer (logged once a second).
      warnOnce(request, 'store', 'lead not stored: store failed', { err: error, kind }, 'error');
      return { result: 'unavailable' };
    }
    if (!admission.ok) {
      warnOnce(request, admission.reason, 'lead refused: limit reached');
      return { result: 'busy', retryAfterS: admission.retryAfterS };
    }
    const { hold } = admission;
    let notice;
    let saved;
    try {
      // Held and spam leads are told only in summaries and never acknowledged (docs/lead-flow.md#floods).
      notice = spam || hold ? null : await notifyLimits.take(kind, signals.contacts);
      saved = await store.saveLead({
        kind,
        idempotencyKey,
        payload,
        spam,
        hold,
        heldFrom: hold ? client : null,
        ...(notice ? { notify: notice.plan } : {}),
      });
    } catch (error) {
      // Not waited for: the database that failed the save may not answer these either.
      void admission.settle('failed');
      void notice?.giveBack();
      // Once a second at most: a database that is down fails every submission until it is back.
      warnOnce(request, 'store', 'lead not stored: store failed', { err: error, kind }, 'error');
      return { result: 'unavailable' };
    }
    await admission.settle(saved.created ? 'created' : 'repeat');
    if (!saved.created) await notice?.giveBack();
    if (saved.droppedHeld) {
      request.log.warn({ dropped: saved.droppedHeld }, 'store full: oldest held leads deleted to keep a new lead');
    }
    if (saved.conflict) {
      request.log.info({ leadId: saved.id, kind }, 'lead refused: submission key already used for other content');
      return { result: 'conflict' };
    }
    if (saved.created && hold) warnOnce(request, `quarantine_${hold}`, 'lead quarantined: limit reached');
    request.log.info({ leadId: saved.id, kind, spam, repeat: !saved.created, hold }, 'lead stored');
    if (saved.created && !spam && !hold) worker?.nudge();
    if (saved.created && (hold || notice?.plan.office === 'summary')) deps.onHeld?.();
    const quote = spam ? null : await issueQuote(store, saved.id, payload, request);
    return { result: 'stored', id: saved.id, hold: saved.created ? hold : null, quote };
  }
  return accept;
}

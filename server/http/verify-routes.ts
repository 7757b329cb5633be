import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uiWords } from '../../content/localized/ui';
import type { Locale } from '../../lib/shared/i18n';
import { formPageCsp } from '../pages/form-page';
import { renderVerifyPage, type VerifyPage } from '../pages/verify-page';
import type { Settings } from '../settings';
import { companyDetails, type OfficialDetails, type QuoteIssued, verifyAnswer } from '../verify/answer';
import { isFormPost, siteBase } from './form-posts';
import { isJson } from './lead-routes';

/**
 * POST /api/verify, "Is this really us?" (docs/verify.md): JSON `{ value, lang }` from the page's
 * island, answered `{ result, kind, message }`; or the browser's own form post (fields `value`,
 * `lang`) when its scripts never ran, answered with a page. What was typed is never logged and never
 * put in an address: the log gets what it was read as and the result.
 */

/**
 * The shortest time any answer takes from the request's arrival (docs/verify.md#the-same-time-for-every-answer):
 * a genuine quote, a fake one and a phone number are answered alike, so their timing tells nothing.
 */
export const VERIFY_ANSWER_FLOOR_MS = 400;

/** What the route needs besides the request. */
export interface VerifyRouteDeps {
  settings: Settings;
  /** Path of the site's stylesheet for the intake's own pages, if there is a build. */
  stylesheet: () => string | undefined;
  /** When a quote of a reference was issued; null when there is none. */
  quoteIssued: QuoteIssued;
  /** What is the company's own (tests set their own); default content/company.ts. */
  official?: OfficialDetails;
}

/** The typed value and the page's language from either body; anything else reads as nothing typed, English. */
function readBody(body: unknown): { value: string; lang: Locale } {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const first = (name: string) => {
    const raw = fields[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    return typeof value === 'string' ? value : '';
  };
  return { value: first('value'), lang: first('lang') === 'hi' ? 'hi' : 'en' };
}

/** The page answering a form post, in the page's language, with what was typed. */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<VerifyRouteDeps, 'settings' | 'stylesheet'>,
  page: Pick<VerifyPage, 'lang' | 'value' | 'status'>,
) {
  const base = siteBase(request, deps.settings.allowedOrigins);
  return reply
    .header('content-security-policy', formPageCsp(base))
    .type('text/html; charset=utf-8')
    .send(renderVerifyPage({ ...page, action: '/api/verify', siteBase: base, stylesheet: deps.stylesheet() }));
}

/**
 * Over the route's own limit (checked before the route, after the body is read): JSON the island
 * words itself, or, for a form post, the page again with what was typed and why there is no answer.
 * Any other error goes on to the service's own handler (server/http/app.ts).
 */
function answerRateLimited(deps: VerifyRouteDeps) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.statusCode !== 429) throw error;
    request.log.info({ code: error.code, statusCode: 429 }, 'request refused');
    const { value, lang } = readBody(request.body);
    const text = uiWords[lang].verify.form.rateLimited;
    reply.code(429);
    if (isFormPost(request.headers['content-type']))
      return sendPage(request, reply, deps, { lang, value, status: { text } });
    return reply.send({ error: 'rate_limited', message: text });
  };
}

/** Registers POST /verify in the /api scope, with a per-client limit of its own, counted apart from the leads'. */
export function registerVerifyRoutes(api: FastifyInstance, deps: VerifyRouteDeps): void {
  const { max, windowMs } = deps.settings.verifyRateLimit;
  const official = deps.official ?? companyDetails;
  api.post(
    '/verify',
    { config: { rateLimit: { max, timeWindow: windowMs } }, errorHandler: answerRateLimited(deps) },
    async (request, reply) => {
      const type = request.headers['content-type'];
      const form = isFormPost(type);
      if (!form && !isJson(type)) return reply.code(415).send({ error: 'unsupported_media_type' });
      const { value, lang } = readBody(request.body);
      const answer = await verifyAnswer(value, lang, { official, quoteIssued: deps.quoteIssued });
      request.log.info({ kind: answer.kind, result: answer.result }, 'verify answered');
      // No answer before the floor, whatever it was and however fast it came.
      const left = VERIFY_ANSWER_FLOOR_MS - reply.elapsedTime;
      if (left > 0) await sleep(left);
      if (!form) return reply.send(answer);
      return sendPage(request, reply, deps, { lang, value, status: { result: answer.result, text: answer.message } });
    },
  );
}

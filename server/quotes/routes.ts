import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderMessagePage } from '../pages/form-page';
import { intakePageHeaders, registerPagesStylesheet } from '../pages/document';
import { clientKey } from '../http/client-address';
import type { Settings } from '../settings';
import type { SharedState } from '../shared-state';
import type { LeadStore } from '../store/types';
import { readQuoteReference } from '../../lib/shared/quote-reference';
import { type Locale } from '../../lib/shared/i18n';
import { agreePath, quotePath, renderQuotePage } from './page';
import { firstName } from './view';

/** Views of quote pages one client may open in a window. */
const quotePageViews = { max: 60, windowMs: 10 * 60_000 };

/** What the quote pages need. */
export interface QuoteRouteDeps {
  settings: Settings;
  store: LeadStore;
  shared: SharedState;
  stylesheet: () => string | undefined;
  now?: () => number;
}

/**
 * The quote pages (docs/quotes.md): GET /quote/<ref>/ and /hi/quote/<ref>/, reachable only by their
 * reference, never indexed, never cached, limited per client like the API so references cannot be
 * tried one after another; and their stylesheet.
 */
export async function registerQuotePages(app: FastifyInstance, deps: QuoteRouteDeps): Promise<void> {
  const { settings, store, shared, now = Date.now } = deps;
  const limitStore = shared.rateLimitStore(now);
  await app.register(rateLimit, {
    ...(limitStore ? { store: limitStore, skipOnError: true } : {}),
    global: true,
    // A customer opens their page a few times; trying references one after another needs millions.
    max: quotePageViews.max,
    timeWindow: quotePageViews.windowMs,
    keyGenerator: (request) => `quote:${clientKey(request.ip)}`,
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const [title, message] =
      status === 429
        ? [
            'Please wait a minute',
            'This connection has opened many quote pages in a short time. Please open yours again in a few minutes, or call us.',
          ]
        : [
            'This page could not be shown',
            'Something went wrong on our side. Please try again in a minute, or call us.',
          ];
    return reply
      .code(status === 429 ? 429 : 500)
      .headers(intakePageHeaders)
      .type('text/html; charset=utf-8')
      .send(renderMessagePage(title, message, '', deps.stylesheet()));
  });
  registerPagesStylesheet(app);
  const page =
    (locale: Locale) => async (request: FastifyRequest<{ Params: { ref: string } }>, reply: FastifyReply) => {
      const ref = readQuoteReference(request.params.ref);
      if (ref && ref !== request.params.ref) return reply.redirect(quotePath(ref, locale), 301);
      const quote = ref ? await store.quotes.byRef(ref) : null;
      const lead = quote ? await store.get(quote.leadId) : undefined;
      if (!quote || !lead) return reply.callNotFound();
      const query = request.query as Record<string, string | undefined>;
      const origin = settings.siteUrl ?? `${request.protocol}://${request.host}`;
      const html = renderQuotePage({
        quote,
        name: firstName(lead.payload.name),
        locale,
        now: new Date(now()),
        url: `${origin}${quotePath(quote.ref, locale)}`,
        stylesheet: deps.stylesheet(),
        ...('agreed' in query ? { notice: 'agreed' as const } : 'changed' in query ? { notice: 'stale' as const } : {}),
      });
      return reply.headers(intakePageHeaders).type('text/html; charset=utf-8').send(html);
    };
  app.get('/quote/:ref/', page('en'));
  app.get('/hi/quote/:ref/', page('hi'));
}

/**
 * POST /api/quotes/<ref>/agree (docs/quotes.md#agreeing-to-a-new-price): the customer's "I agree"
 * from the quote page, a browser's own form post. Recorded once, only for the version the page
 * showed; then back to the page, which says so, or shows the newer price to read first.
 */
export function registerQuoteAgree(api: FastifyInstance, deps: Pick<QuoteRouteDeps, 'store' | 'now'>): void {
  const { store, now = Date.now } = deps;
  // Inside the /api scope: the path after its prefix.
  api.post(
    agreePath(':ref').slice('/api'.length),
    async (request: FastifyRequest<{ Params: { ref: string } }>, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const locale: Locale = body.lang === 'hi' ? 'hi' : 'en';
      const ref = readQuoteReference(request.params.ref);
      const version = Number(body.version);
      if (!ref || !Number.isInteger(version)) return reply.code(400).send({ error: 'bad_request' });
      const result = await store.quotes.agree(ref, version, new Date(now()));
      if (!result.ok && result.reason === 'not_found') return reply.code(404).send({ error: 'not_found' });
      if (result.ok) request.log.info({ leadId: result.quote.leadId, version }, 'quote agreed');
      return reply
        .code(303)
        .header('location', `${quotePath(ref, locale)}?${result.ok ? 'agreed' : 'changed'}`)
        .send();
    },
  );
}

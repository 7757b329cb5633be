import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { intakePageHeaders } from '../pages/document';
import type { Settings } from '../settings';
import type { LeadStore } from '../store/types';
import { readQuoteReference } from '../../lib/shared/quote-reference';
import { type Locale } from '../../lib/shared/i18n';
import { agreePath, quotePath, renderQuotePage } from './page';
import { firstName } from './view';

/** What the quote pages need. */
export interface QuoteRouteDeps {
  settings: Settings;
  store: LeadStore;
  stylesheet: () => string | undefined;
  now?: () => number;
}

/**
 * The quote pages (docs/quotes.md): GET /quote/<ref>/ and /hi/quote/<ref>/, reachable only by their
 * reference, never indexed, never cached (in the customer pages' scope, server/pages/customer-pages.ts,
 * which limits how many one connection opens).
 */
export function registerQuotePages(app: FastifyInstance, deps: QuoteRouteDeps): void {
  const { settings, store, now = Date.now } = deps;
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

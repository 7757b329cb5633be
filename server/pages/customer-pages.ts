import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance } from 'fastify';
import { clientKey } from '../http/client-address';
import type { SharedState } from '../shared-state';
import { intakePageHeaders, registerPagesStylesheet } from './document';
import { renderMessagePage } from './form-page';

/**
 * The scope of the pages the intake writes for a customer (a quote, a survey booking): outside
 * /api, at addresses a customer keeps. One connection may open {@link pageViews} of them in a
 * window, so their secret addresses cannot be tried one after another; past it, and on a fault, a
 * plain page says so.
 */

/** Pages one connection may open in a window. */
export const pageViews = { max: 60, windowMs: 10 * 60_000 };

export async function customerPagesScope(
  app: FastifyInstance,
  deps: { shared: SharedState; now: () => number; stylesheet: () => string | undefined },
): Promise<void> {
  const limitStore = deps.shared.rateLimitStore(deps.now);
  await app.register(rateLimit, {
    ...(limitStore ? { store: limitStore, skipOnError: true } : {}),
    global: true,
    max: pageViews.max,
    timeWindow: pageViews.windowMs,
    keyGenerator: (request) => `page:${clientKey(request.ip)}`,
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const [title, message] =
      status === 429
        ? [
            'Please wait a minute',
            'This connection has opened many of our pages in a short time. Please open yours again in a few minutes, or call us.',
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
}

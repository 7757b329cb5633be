import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { clientKey } from './client-address';
import { DeliveryWorker } from '../delivery/worker';
import { isFormPost, siteBase } from './form-posts';
import { formPageCsp, renderMessagePage, siteStylesheet } from '../pages/form-page';
import { registerHealth } from './health';
import { registerNotifier } from '../notify/register';
import type { Notifier } from '../notify/worker';
import { answerMessages, answerRateLimitedForm, type LeadRouteDeps, registerLeadRoutes } from './lead-routes';
import { safeError, safeRequest } from './log';
import { type OfficeDeps, registerOffice } from '../office/routes';
import { registerOriginChecks } from './origin';
import { registerQuoteAgree, registerQuotePages } from '../quotes/routes';
import { customerPagesScope } from '../pages/customer-pages';
import { quoteIssuedIn } from '../quotes/issue';
import { answerRateLimitedBooking, registerSurveyApi } from '../surveys/routes';
import { registerSurveyChanges, registerSurveyPages } from '../surveys/manage-routes';
import { RetentionJob } from '../leads/retention';
import { securityHeaders } from './security-headers';
import { globalHeaders, strictCsp } from './security-policy';
import type { Settings, TrustProxy } from '../settings';
import { isEncryptedOrLocal } from '../settings-base';
import { memorySharedState, type SharedState } from '../shared-state';
import type { LeadStore } from '../store/types';
import { connectionOptions } from './timeouts';
import { notFoundPage } from './not-found';
import type { QuoteIssued } from '../verify/answer';
import { registerVerifyRoutes, type VerifyRouteDeps } from './verify-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CRM delivery worker; null when no CRM is configured. */
    delivery: DeliveryWorker | null;
    /** The notification channels' workers; null when none is configured. */
    notifier: Notifier | null;
  }
}

/** Options for tests and embedding; production uses the defaults, and `shared` with PostgreSQL. */
export interface AppOptions {
  /**
   * Where the limits, the office's sessions and the per-client request counts are kept
   * (server/shared-state.ts): in the database all instances share, from `openStore`; default this
   * process's memory (one instance).
   */
  shared?: SharedState;
  /**
   * The clock of the intake's and the notifications' limits, and of the per-client request limit
   * when `shared` keeps it (tests move it); default Date.now.
   */
  now?: () => number;
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** fetch used for the CRM, WhatsApp and the webhook (default: the global one). */
  fetch?: typeof fetch;
  /** Start the delivery worker and the notification channels' when the app is ready (default true). */
  startDelivery?: boolean;
  /** Purge leads past LEADS_RETENTION_DAYS when ready and daily (default true). */
  startRetention?: boolean;
  /** The office inbox's clock, password check and hashing queue (tests). */
  office?: Pick<OfficeDeps, 'now' | 'verify' | 'hashing'>;
  /** When a quote was issued, for "Is this really us?" (tests, until the quote store is wired). */
  quoteIssued?: QuoteIssued;
}

/**
 * Log fields that must never be written out, should a future log call include them: the CRM
 * credential and the visitor's personal data. Lead log lines carry the lead id instead.
 */
const redactPaths = [
  'pass',
  '*.pass',
  'crmPass',
  'CRM_PASS',
  '*.CRM_PASS',
  'password',
  '*.password',
  'req.headers.authorization',
  'req.headers.cookie',
  'body',
  'req.body',
  'payload',
  '*.payload',
  'email',
  '*.email',
  'phone',
  '*.phone',
];

/** Files whose names change when their content does (Next's build output): cache for a year. */
const immutablePrefix = `_next${sep}static${sep}`;
/** Unversioned media: cache for a day, then revalidate. Everything else (HTML, page data) revalidates every time. */
const mediaExtensions = new Set([
  '.avif',
  '.gif',
  '.ico',
  '.jpeg',
  '.jpg',
  '.mp4',
  '.pdf',
  '.png',
  '.svg',
  '.webm',
  '.webp',
  '.woff',
  '.woff2',
]);

/** Cache-Control for a file under the static root. */
function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(immutablePrefix)) return 'public, max-age=31536000, immutable';
  if (mediaExtensions.has(extname(relativePath).toLowerCase())) return 'public, max-age=86400';
  return 'no-cache';
}

/**
 * The intake service as a Fastify app: the exported site from `settings.staticDir` and the lead
 * API under /api. Tests build it in-process and call `app.inject()`; `main.ts` listens.
 */
export function buildApp(settings: Settings, store: LeadStore, options: AppOptions = {}): FastifyInstance {
  const { shared = memorySharedState(), now = Date.now } = options;
  const app = createFastify(settings, options);
  const worker = startBackgroundJobs(app, settings, store, options);
  const notifier = registerNotifier(app, settings, store, options);
  const stylesheet = lazyStylesheet(settings.staticDir);
  acceptBodies(app, settings);
  answerErrors(app, { settings, stylesheet });
  app.register(securityHeaders, { staticDir: settings.staticDir });
  // The site in a scope of its own, registered before the compression of everything else so that
  // only its own (the strongest) applies to it.
  app.register(async (site) => serveSite(site, settings));
  app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  // The quote pages (docs/quotes.md), outside /api: addresses a customer keeps.
  app.register(async (scope) => {
    await customerPagesScope(scope, { shared, now, stylesheet });
    registerQuotePages(scope, { settings, store, stylesheet, now });
    registerSurveyPages(scope, { settings, store, stylesheet, now });
  });
  const onHeld = () => notifier?.held();
  // The check at /verify/ learns of a quote only that it is ours, when issued and until when.
  const quoteIssued = options.quoteIssued ?? quoteIssuedIn(store);
  const apiDeps = { settings, store, worker, notifier, stylesheet, onHeld, shared, now, quoteIssued };
  app.register(async (api) => registerApi(api, apiDeps), { prefix: '/api' });
  // The office inbox (docs/office.md): only with OFFICE_PASSWORD_HASH; without it /office/ is the site's 404.
  const { office } = settings;
  if (office)
    app.register(
      async (scope) =>
        registerOffice(scope, {
          office,
          crm: settings.crm,
          siteUrl: settings.siteUrl,
          store,
          shared,
          ...options.office,
        }),
      { prefix: '/office' },
    );
  return app;
}

/** Fastify with the service's logger: levels from the settings, personal data and secrets kept out. */
function createFastify(settings: Settings, options: AppOptions): FastifyInstance {
  return Fastify({
    logger: {
      level: settings.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // Error messages can quote SQL with the visitor's values, and URLs a query: see server/http/log.ts.
      serializers: { err: safeError, req: safeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: settings.bodyLimit,
    trustProxy: fastifyTrustProxy(settings.trustProxy),
    frameworkErrors: answerBadUrl,
    ...connectionOptions(settings.timeouts),
  });
}

/** TRUST_PROXY as Fastify's types take it: a hop count becomes "the nearest N hops". */
function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/**
 * Fastify's answer to a URL it cannot route (`/%`, an over-long parameter): before any hook
 * runs, so the security headers are set here, and nothing of the URL is echoed back.
 */
function answerBadUrl(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code, statusCode: 400 }, 'request refused');
  for (const [name, value] of globalHeaders) reply.header(name, value);
  reply
    .code(400)
    .header('content-security-policy', strictCsp)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send({ error: 'bad_request' });
}

/** The CRM delivery worker (when a CRM is set) and the retention purge, started once the app is ready. */
function startBackgroundJobs(
  app: FastifyInstance,
  settings: Settings,
  store: LeadStore,
  options: AppOptions,
): DeliveryWorker | null {
  const worker = settings.crm
    ? new DeliveryWorker(store, settings.crm, settings.delivery, app.log.child({ module: 'delivery' }), options.fetch)
    : null;
  app.decorate('delivery', worker);
  const retention = new RetentionJob(
    store,
    settings.retentionDays,
    app.log.child({ module: 'retention' }),
    undefined,
    settings.heldRetentionDays,
  );
  app.addHook('onReady', async () => {
    if (!worker) app.log.info('CRM_URL is not set: leads are stored and not forwarded');
    else if (settings.crm && !isEncryptedOrLocal(settings.crm.url)) {
      app.log.warn('CRM_URL is plain http (CRM_ALLOW_HTTP=true): the CRM password crosses the network unencrypted');
    } else if (options.startDelivery !== false) worker.start();
    if (options.startRetention !== false) retention.start();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await retention.stop();
  });
  return worker;
}

/** The site's stylesheet path, read from the build the first time a form page needs it. */
function lazyStylesheet(staticDir: string): () => string | undefined {
  let found: string | undefined;
  return () => (found ??= siteStylesheet(staticDir));
}

/**
 * The bodies the service reads: JSON from the forms' scripts, and a browser's own form post
 * (`application/x-www-form-urlencoded`) when they never ran. Anything else is a 415.
 */
function acceptBodies(app: FastifyInstance, settings: Settings): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  app.register(formbody, { bodyLimit: settings.bodyLimit });
}

/**
 * Errors and unknown paths: JSON for the API (a form post gets a plain page it can show), the
 * site's 404 page for anything else. Messages of client errors can quote the request, so only
 * the code is logged.
 */
function answerErrors(app: FastifyInstance, deps: { settings: Settings; stylesheet: () => string | undefined }): void {
  const { settings, stylesheet } = deps;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) request.log.info({ code: error.code, statusCode: status }, 'request refused');
    else request.log.error({ err: error }, 'request failed');
    if (isFormPost(request.headers['content-type'])) {
      // Over the per-client limit: the form again, with everything the visitor typed.
      if (status === 429) {
        const form =
          answerRateLimitedForm(request, reply, deps) ?? answerRateLimitedBooking(request, reply, stylesheet);
        if (form) return form;
      }
      const page = formErrorPage(status, error.code);
      if (page) {
        const base = siteBase(request, settings.allowedOrigins);
        return reply
          .code(status)
          .header('content-security-policy', formPageCsp(base))
          .type('text/html; charset=utf-8')
          .send(renderMessagePage(page.title, page.message, base, stylesheet()));
      }
    }
    if (status === 429) return reply.code(429).send({ error: 'rate_limited', message: answerMessages.rate_limited });
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ error: 'too_large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ error: 'unsupported_media_type' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ error: 'invalid_json' });
    }
    if (status < 500) return reply.code(status).send({ error: 'bad_request' });
    return reply.code(500).send({ error: 'internal' });
  });

  app.setNotFoundHandler(async (request, reply) => {
    reply.code(404);
    if (/^\/api(\/|\?|$)/.test(request.url)) return reply.send({ error: 'not_found' });
    reply.header('cache-control', 'no-cache');
    try {
      // The Hindi 404 page under /hi/, if the export has one; else the site's 404.html.
      const page = notFoundPage(new URL(request.url, 'http://x').pathname).file;
      const html = await readFile(join(settings.staticDir, page)).catch(() =>
        readFile(join(settings.staticDir, '404.html')),
      );
      return reply.type('text/html; charset=utf-8').send(html);
    } catch {
      return reply.type('text/plain; charset=utf-8').send('Not found');
    }
  });
}

/** What a visitor who posted a form without scripts reads when the post was refused before its fields were read. */
function formErrorPage(status: number, code: string | undefined): { title: string; message: string } | undefined {
  if (status === 429)
    return {
      title: 'Please wait a minute',
      message:
        'We have received many messages from your connection in a short time, so this one was not saved. Please go back and send it again in a minute, or call us.',
    };
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return {
      title: 'Your message is too long',
      message: 'Your message was too long to save. Please go back, shorten it and send it again, or call us.',
    };
  return undefined;
}

/** The API under /api: no caching, origin checks, per-client rate limits, the lead routes and health. */
async function registerApi(
  api: FastifyInstance,
  deps: LeadRouteDeps & VerifyRouteDeps & { notifier: Notifier | null },
): Promise<void> {
  const { settings } = deps;
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await registerOriginChecks(api, { allowedOrigins: settings.allowedOrigins });
  // Counted by every instance together when the database keeps the counts. Should it not answer,
  // requests go on (the lead routes answer 503 themselves) rather than every one failing with a 500.
  const store = deps.shared.rateLimitStore(deps.now ?? Date.now);
  await api.register(rateLimit, {
    ...(store ? { store, skipOnError: true } : {}),
    global: true,
    max: settings.rateLimit.max,
    timeWindow: settings.rateLimit.windowMs,
    // One client is an IPv4 address or an IPv6 /64 (server/http/client-address.ts).
    keyGenerator: (request) => clientKey(request.ip),
    // After the body is read, so a refused form post can be shown again with what was typed.
    hook: 'preHandler',
    errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
  });

  const accept = registerLeadRoutes(api, deps);
  registerQuoteAgree(api, deps);
  registerSurveyApi(api, { ...deps, accept });
  registerSurveyChanges(api, { ...deps, accept });
  registerVerifyRoutes(api, deps);
  registerHealth(api, deps);
}

/**
 * A file of the site that has no compressed copy yet (they are made beside the running service
 * after a first build, scripts/precompress.ts) is compressed as it is sent, at the copies'
 * strength: the same size on the wire either way. Files under the copies' 512 bytes are sent as
 * they are, as they would be with copies.
 */
const asStrongAsTheCopies = {
  global: true,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 512,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY } },
  zlibOptions: { level: zlibConstants.Z_BEST_COMPRESSION },
};

/** The exported site from `settings.staticDir`, with the precompressed copies and the cache rules above. */
async function serveSite(app: FastifyInstance, settings: Settings): Promise<void> {
  await app.register(compress, asStrongAsTheCopies);
  await app.register(fastifyStatic, {
    root: settings.staticDir,
    index: ['index.html'],
    // The build writes .br and .gz beside each text file (scripts/precompress.ts): send those as they are.
    preCompressed: true,
    // /about → 301 /about/ (the export uses trailing slashes).
    redirect: true,
    cacheControl: false,
    // Dot-files are the build's own (out/.build-complete, scripts/build-state.mjs), except /.well-known/.
    allowedPath: (path) => !/\/\.(?!well-known\/)/.test(path),
    // The ETag revalidates; Last-Modified and Accept-Ranges would only add bytes before each page.
    lastModified: false,
    acceptRanges: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControlFor(relative(settings.staticDir, path)));
    },
  });
}

import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type * as z from 'zod/mini';
import { enquirySchema, fieldErrors, reviewSchema } from '../lib/lead-schemas';
import { DeliveryWorker } from './delivery';
import { safeError, safeRequest } from './log';
import { GlobalLimit } from './limits';
import { registerOriginChecks } from './origin';
import { RetentionJob } from './retention';
import { securityHeaders } from './security-headers';
import type { Settings } from './settings';
import type { LeadKind, LeadStore } from './store/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CRM delivery worker; null when no CRM is configured. */
    delivery: DeliveryWorker | null;
  }
}

/** Options for tests and embedding; production uses the defaults. */
export interface AppOptions {
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** fetch used for the CRM (default: the global one). */
  fetch?: typeof fetch;
  /** Start the delivery worker when the app is ready (default true). */
  startDelivery?: boolean;
  /** Purge leads past LEADS_RETENTION_DAYS when ready and daily (default true). */
  startRetention?: boolean;
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
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith(immutablePrefix)) return 'public, max-age=31536000, immutable';
  if (mediaExtensions.has(extname(relativePath).toLowerCase())) return 'public, max-age=86400';
  return 'no-cache';
}

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType?.trim() ?? '');

type LeadInput = { idempotencyKey: string; website?: string | undefined };

/**
 * The intake service as a Fastify app: the exported site from `settings.staticDir` and the lead
 * API under /api. Tests build it in-process and call `app.inject()`; `main.ts` listens.
 */
export function buildApp(settings: Settings, store: LeadStore, options: AppOptions = {}): FastifyInstance {
  const app = Fastify({
    logger: {
      level: settings.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      // Error messages can quote SQL with the visitor's values, and URLs a query: see server/log.ts.
      serializers: { err: safeError, req: safeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: settings.bodyLimit,
    trustProxy: settings.trustProxy,
  });

  const worker = settings.crm
    ? new DeliveryWorker(store, settings.crm, settings.delivery, app.log.child({ module: 'delivery' }), options.fetch)
    : null;
  app.decorate('delivery', worker);
  const retention = new RetentionJob(store, settings.retentionDays, app.log.child({ module: 'retention' }));
  app.addHook('onReady', async () => {
    if (!worker) app.log.info('CRM_URL is not set: leads are stored and not forwarded');
    else if (options.startDelivery !== false) worker.start();
    if (options.startRetention !== false) retention.start();
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
    await retention.stop();
  });

  // JSON is the only body the service accepts; anything else is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    // Messages of client errors can quote the request, so only the code is logged.
    if (status < 500) request.log.info({ code: error.code, statusCode: status }, 'request refused');
    else request.log.error({ err: error }, 'request failed');
    if (status === 429) return reply.code(429).send({ error: 'rate_limited' });
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
      return reply.type('text/html; charset=utf-8').send(await readFile(join(settings.staticDir, '404.html')));
    } catch {
      return reply.type('text/plain; charset=utf-8').send('Not found');
    }
  });

  app.register(securityHeaders, { staticDir: settings.staticDir });
  app.register(compress, { global: true, encodings: ['br', 'gzip'] });

  app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await registerOriginChecks(api, { allowedOrigins: settings.allowedOrigins });
      await api.register(rateLimit, {
        global: true,
        max: settings.rateLimit.max,
        timeWindow: settings.rateLimit.windowMs,
        errorResponseBuilder: () => Object.assign(new Error('rate limited'), { statusCode: 429 }),
      });

      const globalLimit = new GlobalLimit(
        settings.globalRateLimit.max,
        settings.globalRateLimit.windowMs,
        settings.maxInFlight,
      );
      let warnedFull = 0;

      /** One handler for both lead kinds: validate, store durably, then answer. */
      const leadHandler =
        <T extends LeadInput>(kind: LeadKind, schema: z.ZodMiniType<T>) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          if (!isJson(request.headers['content-type']))
            return reply.code(415).send({ error: 'unsupported_media_type' });
          const parsed = schema.safeParse(request.body);
          if (!parsed.success) {
            const fields = fieldErrors(parsed.error);
            request.log.info({ kind, fields: Object.keys(fields) }, 'lead refused: invalid fields');
            return reply.code(400).send({ error: 'invalid', fields });
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
            return reply.code(503).header('retry-after', String(slot.retryAfterS)).send({ error: 'busy' });
          }
          let saved;
          try {
            saved = await store.saveLead({ kind, idempotencyKey, payload, spam });
          } catch (error) {
            request.log.error({ err: error, kind }, 'lead not stored: store failed');
            return reply.code(503).send({ error: 'unavailable' });
          } finally {
            slot.release();
          }
          request.log.info({ leadId: saved.id, kind, spam, repeat: !saved.created }, 'lead stored');
          if (saved.created && !spam) worker?.nudge();
          return reply.code(201).send({ id: saved.id, status: 'stored' });
        };

      api.post('/enquiries', leadHandler('enquiry', enquirySchema));
      api.post('/reviews', leadHandler('review', reviewSchema));

      api.get('/health', { config: { rateLimit: false } }, async (request, reply) => {
        try {
          const { pending, delivered, failed } = await store.stats();
          return { status: 'ok', store: 'ok', queue: { pending, delivered, failed } };
        } catch (error) {
          request.log.error({ err: error }, 'health: store unreadable');
          return reply.code(503).send({ status: 'unavailable', store: 'unavailable' });
        }
      });
    },
    { prefix: '/api' },
  );

  app.register(fastifyStatic, {
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

  return app;
}

import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { remembered } from './remembered';

/**
 * Which web pages may send leads. Call inside the /api scope, before the routes:
 *
 * - CORS (`@fastify/cors`): only `allowedOrigins` get Access-Control-Allow-Origin and a working
 *   preflight (POST with a JSON body); other origins get no CORS headers, so browsers block them.
 * - A cross-site request check on every POST, because CORS only hides the answer: a form on any
 *   page can still make a browser send the POST. An `Origin` header must be the service's own
 *   origin (from Host, or X-Forwarded-Host/-Proto from a trusted proxy) or an allowed one, and a
 *   browser's `Sec-Fetch-Site: cross-site` needs an allowed Origin. Otherwise: 403
 *   `{"error":"forbidden_origin"}`. Requests without Origin (curl, server to server) pass: they
 *   are not a browser acting for a visitor.
 */
export interface OriginOptions {
  /** Normalised origins (`new URL(x).origin`) besides the service's own. */
  allowedOrigins: readonly string[];
}

/** `scheme://host[:port]` as URL normalises it, or undefined for anything that is not one. */
export const normalise: (origin: string) => string | undefined = remembered((origin) => {
  if (!URL.canParse(origin)) return undefined;
  const { origin: normalised } = new URL(origin);
  return normalised === 'null' ? undefined : normalised;
});

/** The origin this request was addressed to, as the visitor's browser saw it. */
export function ownOrigin(request: FastifyRequest): string | undefined {
  return request.host ? normalise(`${request.protocol}://${request.host}`) : undefined;
}

export async function registerOriginChecks(api: FastifyInstance, options: OriginOptions): Promise<void> {
  const allowed = new Set(options.allowedOrigins);
  let warnedAboutProxy = false;

  await api.register(cors, {
    // A function, so a refused origin gets neither CORS headers nor a preflight answer (404).
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'Accept'],
    maxAge: 600,
    strictPreflight: true,
  });

  api.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const header = request.headers.origin;
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (header === undefined && !crossSite) return;
    const origin = header === undefined ? undefined : normalise(header);
    if (origin !== undefined && allowed.has(origin)) return;
    const own = ownOrigin(request);
    if (!crossSite && origin !== undefined && origin === own) return;

    if (!warnedAboutProxy && origin && own && new URL(origin).host === new URL(own).host) {
      // Same host, other scheme: most likely TLS ends at a proxy the service does not trust.
      warnedAboutProxy = true;
      request.log.warn(
        { origin, ownOrigin: own },
        'POST refused: Origin differs from this service only in its scheme; behind a TLS proxy set TRUST_PROXY (or list the origin in ALLOWED_ORIGINS)',
      );
    }
    request.log.info({ origin: origin ?? null, secFetchSite: request.headers['sec-fetch-site'] }, 'origin refused');
    return reply.code(403).send({ error: 'forbidden_origin' });
  });
}

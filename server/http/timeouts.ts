import type { ServerOptions } from 'node:http';
import type { TimeoutSettings } from '../settings';

/**
 * How long a client may take, sized for a form post of at most 16 KB (docs/lead-flow.md#timeouts).
 * A client that trickles its headers or its body is cut off after seconds, not minutes, so a few
 * slow connections cannot hold the service's sockets.
 */

/** Most time the request's headers may take; never more than the whole request's. */
const headersTimeoutMs = 5_000;
/** A socket with no traffic either way (a client that stops reading an answer) is closed after this. */
const idleSocketTimeoutMs = 30_000;
/** How often Node looks for requests past their time; its own default (30 s) would let them run on. */
const checkIntervalMs = 500;

/** The Fastify (and Node HTTP server) options that carry the timeouts. */
export function connectionOptions(t: TimeoutSettings): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: t.requestMs,
    keepAliveTimeout: t.keepAliveMs,
    connectionTimeout: idleSocketTimeoutMs,
    http: {
      headersTimeout: Math.min(headersTimeoutMs, t.requestMs),
      requestTimeout: t.requestMs,
      keepAliveTimeout: t.keepAliveMs,
      connectionsCheckingInterval: checkIntervalMs,
    },
  };
}

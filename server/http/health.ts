import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { DeliveryWorker } from '../delivery/worker';
import { channelHealth, routesOff } from '../notify/health';
import type { Notifier } from '../notify/worker';
import type { Settings } from '../settings';
import type { Secret } from '../settings-base';
import type { LeadStore } from '../store/types';

/** Health checks one client may make per minute: a monitor polls every few seconds at most. */
const healthChecksPerMinute = 60;

/** Whether the request came from this machine itself, directly (no proxy said it forwards someone). */
function fromThisMachine(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined) return false;
  return /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.test(request.ip);
}

/** Whether the request carries the health token (compared in constant time). */
function hasToken(request: FastifyRequest, token: Secret | null): boolean {
  const given = request.headers['x-health-token'];
  if (!token || typeof given !== 'string') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token.reveal()));
}

/**
 * GET /api/health (docs/lead-flow.md#health). Anyone gets up or down: `200 {"status":"ok"}`, or
 * `503` with `unavailable` (the store cannot be read or keep new leads) or `degraded` (the store
 * is full, the CRM or a notification channel keeps failing, or leads wait for review).
 * The details (the store's counts, which part fails) go only to this machine and to requests
 * carrying HEALTH_TOKEN: lead counts tell outsiders how the business and a flood are doing.
 * Rate-limited per client like everything under /api, with an allowance of its own.
 */
export function registerHealth(
  api: FastifyInstance,
  deps: { settings: Settings; store: LeadStore; worker: DeliveryWorker | null; notifier?: Notifier | null },
): void {
  const { settings, store, worker, notifier = null } = deps;
  // Which ways a lead could reach someone are off: the settings, fixed for the process's life.
  const off = routesOff(settings);
  const mayReadDetails = (request: FastifyRequest) =>
    fromThisMachine(request) || hasToken(request, settings.healthToken);
  // Both checks: a monitor or balancer on this machine or holding the token polls as often as it likes.
  const limited = {
    config: { rateLimit: { max: healthChecksPerMinute, timeWindow: 60_000, allowList: mayReadDetails } },
  };
  api.get('/health', limited, async (request, reply) => {
    // Outsiders get the status word alone.
    const details = mayReadDetails(request);
    // The details name the engine: `sqlite`, or `postgres` (shared by every instance).
    const answer = (code: 200 | 503, body: { status: 'ok' | 'degraded' | 'unavailable'; [detail: string]: unknown }) =>
      reply.code(code).send(details ? { ...body, engine: store.engine } : { status: body.status });
    let queue;
    let problem: string | null;
    let space: 'ok' | 'full';
    let channels;
    try {
      const { pending, delivered, failed, quarantined } = await store.stats();
      queue = { pending, delivered, failed, quarantined };
      problem = await store.problem();
      space = await store.space();
      channels = await channelHealth(store, settings, notifier);
    } catch (error) {
      request.log.error({ err: error }, 'health: store unreadable');
      return answer(503, { status: 'unavailable', store: 'unavailable' });
    }
    // Readable but unable to keep new leads: its file deleted or replaced (docs/lead-flow.md#the-store).
    if (problem) {
      request.log.error({ problem }, 'health: the lead store cannot keep new leads');
      return answer(503, { status: 'unavailable', store: 'unavailable', problem });
    }
    // Each notification channel's queue and last error, when any is configured, and every way a lead
    // could reach someone that is off (docs/lead-flow.md#health).
    const notify = { ...(channels ? { notify: channels.detail } : {}), ...(off.length > 0 ? { off } : {}) };
    // New leads get 503 for lack of space; delivery of the stored ones goes on (docs/lead-flow.md#a-full-store).
    if (space === 'full') return answer(503, { status: 'degraded', store: 'full', queue, ...notify });
    // Leads are kept but nobody receives them (a wrong password, a moved CRM): say so until one is delivered.
    if (worker && worker.failuresInARow >= settings.healthDeliveryFailures) {
      return answer(503, { status: 'degraded', store: 'ok', crm: 'failing', ...notify });
    }
    // The same for a notification channel that keeps failing: the office is not hearing of new leads there.
    if (channels && channels.failing.length > 0) {
      return answer(503, { status: 'degraded', store: 'ok', queue, ...notify });
    }
    // Leads held for review reach nobody until someone looks (docs/lead-flow.md#floods): a monitor says so.
    if (queue.quarantined > 0) {
      return answer(503, { status: 'degraded', store: 'ok', held: queue.quarantined, queue, ...notify });
    }
    return answer(200, { status: 'ok', store: 'ok', queue, ...notify });
  });
  registerReady(api, store, limited);
}

/**
 * GET /api/ready (docs/lead-flow.md#health): whether this instance can take a new lead now, for a
 * load balancer or an orchestrator to route by. Only what this instance cannot do itself stops it:
 * a store it cannot read, cannot write to or that is full. A failing CRM, a failing channel or
 * leads held for review make /api/health `degraded` for the monitor, yet every instance still
 * stores each lead: pulling them all would turn visitors away and help nobody. No counts, so
 * nothing a crowd could learn, and none of health's store-wide reads.
 */
function registerReady(api: FastifyInstance, store: LeadStore, limited: RouteShorthandOptions): void {
  api.get('/ready', limited, async (request, reply) => {
    try {
      if (await store.problem()) return reply.code(503).send({ status: 'unavailable' });
      if ((await store.space()) === 'full') return reply.code(503).send({ status: 'full' });
    } catch (error) {
      request.log.error({ err: error }, 'ready: store unreadable');
      return reply.code(503).send({ status: 'unavailable' });
    }
    return reply.code(200).send({ status: 'ready' });
  });
}

import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientKey } from '../http/client-address';
import { normalise, ownOrigin } from '../http/origin';
import { leadsCsvChunks } from '../leads/lead-export';
import type { CrmSettings } from '../settings';
import { discardHeldLeads, releaseHeldLeads } from '../leads/held-review';
import type { HeldFilter, LeadFilter, LeadStore } from '../store/types';
import { dayIn, nextDay, startOfDay } from './chart';
import { retryChannel } from './channels';
import type { OfficeSettings } from './office-settings';
import { HashQueue } from './hash-queue';
import { type PasswordHash, parsePasswordHash } from './password';
import { PasswordThread } from './password-thread';
import { messagePage, signInPage } from './pages';
import {
  csrfMatches,
  type OfficeSessions,
  type Role,
  type Session,
  sessionCookieHeader,
  sessionIdFrom,
} from './sessions';
import { RefusalLog } from './refusal-log';
import { registerReport } from './report-routes';
import type { SignInLimiter } from './sign-in-limit';
import { memorySharedState, type SharedState } from '../shared-state';
import { Turns } from './turns';
import { pageCursor, registerViews } from './views';
import { registerWork } from './work-routes';
import { registerQuoteWork } from './quote-routes';
import { registerSurveysPage } from './surveys';
import { registerPeople } from './people';
import { officeCss, officeStylesheetPath } from './styles';
import { registerLive } from './live';
import { officeScriptPath } from './live-script';

/**
 * The office inbox at /office/ (docs/office.md), registered only when OFFICE_PASSWORD_HASH is
 * set. Every answer is kept out of caches and search engines and carries a policy that allows no
 * script but its own. Every change is a POST that must come from this service's own pages (its
 * `Origin`) and carry the session's token. URLs hold lead ids, never personal data; the log
 * lines Fastify writes carry only the URL's path.
 */

export interface OfficeDeps {
  office: OfficeSettings;
  crm: CrmSettings | null;
  /** The site's origin (SITE_URL) for the estimate links in the CSV. */
  siteUrl: string | null;
  store: LeadStore;
  /** Where the sessions and the sign-in limits are kept (server/shared-state.ts); default this process's memory. */
  shared?: SharedState;
  /** The clock (tests). */
  now?: () => number;
  /** The password check (tests count and hold its runs). */
  verify?: (password: string, hash: PasswordHash) => Promise<boolean>;
  /** How many checks may hash at once and wait their turn (tests; default `signInHashing`). */
  hashing?: { running: number; waiting: number };
}

/** Nothing but the inbox's own stylesheet, its own script and what it fetches, and form posts to itself. */
const officeCsp =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Leads on one page of the list (docs/office.md#every-lead-searched-and-filtered). */
export const pageSize = 50;

/** Leads caught by the spam trap the first page lists, folded (the newest). */
export const spamShown = 20;

export const leadId = /^[0-9A-Za-z]{1,40}$/;

export type Body = Record<string, unknown> | undefined;

/** What the inbox's route groups share: their dependencies, the clock, the signed-in sessions, the password thread. */
export interface Inbox {
  deps: OfficeDeps;
  now: () => number;
  sessions: OfficeSessions;
  passwords: Passwords;
}

/**
 * Password checks and new hashes, on one low-priority thread (password-thread.ts), taking turns
 * in one queue (hash-queue.ts): `busy` when the queue is full.
 */
export interface Passwords {
  check(password: string, hash: PasswordHash): Promise<{ done: boolean } | 'busy'>;
  hash(password: string): Promise<{ done: string } | 'busy'>;
}

function passwordsOf(office: FastifyInstance, deps: OfficeDeps): Passwords {
  const hashing = new HashQueue(deps.hashing);
  // scrypt on a thread of the lowest priority, so it never takes a processor the pages want.
  const thread = new PasswordThread();
  const verify = deps.verify ?? ((password: string, hash: PasswordHash) => thread.verify(password, hash));
  office.addHook('onClose', async () => thread.close());
  return {
    check: (password, hash) => hashing.run(() => verify(password, hash)),
    hash: (password) => hashing.run(() => thread.hash(password)),
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in office session, when there is one (the inbox's routes only). */
    officeSession?: Session;
    /** Why the request's session has just ended, when it ended unused (the next page says so). */
    officeSignedOut?: string;
  }
}

/** Registers the inbox's routes; call with the prefix `/office`. */
export async function registerOffice(office: FastifyInstance, deps: OfficeDeps): Promise<void> {
  const now = deps.now ?? Date.now;
  const shared = deps.shared ?? memorySharedState();
  const sessions = shared.sessions({ lifetimeMs: deps.office.sessionMs, idleMs: deps.office.sessionIdleMs, now });
  const inbox: Inbox = { deps, now, sessions, passwords: passwordsOf(office, deps) };
  guardEveryAnswer(office, inbox);
  registerStylesheet(office);
  registerViews(office, inbox);
  registerWork(office, inbox);
  registerQuoteWork(office, inbox);
  registerSurveysPage(office, inbox);
  registerSignIn(office, inbox, shared.signInLimit(deps.office.signIn, now, office.log));
  registerLeadChanges(office, inbox);
  registerHeldReview(office, inbox);
  registerExport(office, inbox);
  registerLive(office, deps, now);
  registerReport(office, { store: deps.store, timeZone: deps.office.timeZone, now });
  registerPeople(office, inbox);
}

/**
 * What holds for every request and answer of the inbox: the headers that keep it private, the
 * session the request carries, a POST refused unless it comes from this service, the 404 page.
 */
function guardEveryAnswer(office: FastifyInstance, { deps, sessions }: Inbox): void {
  office.addHook('onSend', async (request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow, noarchive');
    reply.header('content-security-policy', officeCsp);
    // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` with the forms' posts.
    reply.header('referrer-policy', 'same-origin');
    if (
      !reply.hasHeader('cache-control') ||
      (request.url !== officeStylesheetPath && request.url !== officeScriptPath)
    ) {
      reply.header('cache-control', 'no-store');
    }
  });

  // Another site's page cannot make a signed-in browser change anything: a POST must name this
  // service as its Origin (browsers always send it with a form post).
  office.addHook('onRequest', async (request, reply) => {
    // Every request a session makes counts as use, and keeps it from ending idle; an open page's
    // background checks do not, so an inbox left open on a phone still ends.
    const id = sessionIdFrom(request.headers.cookie);
    const found = await (request.routeOptions.config?.officeSessionPeek ? sessions.peek(id) : sessions.use(id));
    if ('session' in found) request.officeSession = found.session;
    else if (found.ended === 'idle') request.officeSignedOut = idleEnded(deps.office.sessionIdleMs);
    if (request.method !== 'POST') return;
    const origin = request.headers.origin === undefined ? undefined : normalise(request.headers.origin);
    const fetchSite = request.headers['sec-fetch-site'];
    if (
      origin !== undefined &&
      origin === ownOrigin(request) &&
      (fetchSite === undefined || fetchSite === 'same-origin')
    ) {
      return;
    }
    request.log.info({ secFetchSite: fetchSite }, 'office change refused: not from this site');
    return refuse(reply, 403, 'Refused', 'This change did not come from the office inbox, so nothing was changed.');
  });

  office.setNotFoundHandler(async (_request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(messagePage('Not found', 'There is no such page in the inbox.')),
  );
}

/** The inbox's stylesheet, cached for good: its path changes with its content. */
function registerStylesheet(office: FastifyInstance): void {
  office.get(officeStylesheetPath.slice('/office'.length), async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/css; charset=utf-8')
      .send(officeCss),
  );
}

/** Retry-After when the password checks are all taken: the queue clears in about half a second. */
const busyRetrySeconds = 5;

/**
 * Signing in (a name and that person's own password, or the office password, within the sign-in
 * limits) and signing out.
 */
function registerSignIn(office: FastifyInstance, { deps, sessions, passwords }: Inbox, limit: SignInLimiter): void {
  const refusals = new RefusalLog(office.log);
  office.addHook('onClose', async () => refusals.flush());
  // A burst of posts is answered a few at a time, the pages' requests in between (server/office/turns.ts).
  const turns = new Turns();
  office.post('/sign-in', { onRequest: async () => turns.take() }, async (request, reply) => {
    const { name, password } = signInForm(request.body as Body);
    if (!name || name.length > 40 || password.length === 0 || password.length > 200) {
      return html(
        reply,
        400,
        signInPage('Please give your name (up to 40 characters) and your password.', name.slice(0, 40)),
      );
    }
    const verdict = await limit.attempt(clientKey(request.ip));
    if (!verdict.ok) {
      refusals.refused(request.log, 'too many attempts', { retryAfter: verdict.retryAfterSeconds });
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      const wait = Math.ceil(verdict.retryAfterSeconds / 60);
      const message = `Too many sign-in attempts. Please try again in ${wait} ${wait === 1 ? 'minute' : 'minutes'}.`;
      return html(reply, 429, signInPage(message, name));
    }
    const { against, signsInAs } = await whoSignsIn(deps, name);
    const checked = await passwords.check(password, against);
    if (checked === 'busy') {
      await verdict.settle('unchecked');
      refusals.refused(request.log, 'password checks busy');
      reply.header('retry-after', String(busyRetrySeconds));
      return html(reply, 429, signInPage('Many sign-ins are being checked. Please try again in a few seconds.', name));
    }
    if (!checked.done || !signsInAs) {
      await verdict.settle('wrong');
      request.log.info('office sign-in failed: wrong password');
      return html(reply, 401, signInPage('That password is not right.', name));
    }
    await verdict.settle('right');
    await sessions.destroy(sessionIdFrom(request.headers.cookie));
    const { id } = await sessions.create(signsInAs.name, signsInAs.role);
    request.log.info('office sign-in');
    return reply.header('set-cookie', sessionCookieHeader(id, deps.office.sessionMs)).redirect('/office/', 303);
  });

  office.post('/sign-out', async (request, reply) => {
    if (!changer(request, reply)) return reply;
    await sessions.destroy(sessionIdFrom(request.headers.cookie));
    return reply.header('set-cookie', sessionCookieHeader(null)).redirect('/office/', 303);
  });
}

/**
 * The hash a sign-in under `name` is checked against: that person's own when the office has a
 * user of that name, else the office password's, which signs in as an admin (the owner's). A
 * user whose stored hash cannot be read is still checked against a hash, so the answer takes as
 * long, and never signed in.
 */
async function whoSignsIn(
  deps: OfficeDeps,
  name: string,
): Promise<{ against: PasswordHash; signsInAs: { name: string; role: Role } | null }> {
  const found = await deps.store.desk.user(name);
  if (!found) return { against: deps.office.passwordHash, signsInAs: { name, role: 'admin' } };
  const own = parsePasswordHash(found.passwordHash);
  return 'problem' in own
    ? { against: deps.office.passwordHash, signsInAs: null }
    : { against: own, signsInAs: { name: found.user.name, role: found.user.role } };
}

/** The sign-in form's fields: the name tidied (no control characters, single spaces), the password as typed. */
function signInForm(body: Body): { name: string; password: string } {
  const name =
    typeof body?.name === 'string'
      ? body.name
          .replace(/[\p{Cc}\p{Cf}]/gu, '')
          .trim()
          .replace(/\s+/g, ' ')
      : '';
  return { name, password: typeof body?.password === 'string' ? body.password : '' };
}

/** The sentence saying a session ended unused, e.g. `You were signed out after 2 hours without use.` */
function idleEnded(idleMs: number): string {
  const hours = idleMs / 3_600_000;
  const minutes = Math.round(idleMs / 60_000);
  const span = Number.isInteger(hours)
    ? `${hours} ${hours === 1 ? 'hour' : 'hours'}`
    : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  return `You were signed out after ${span} without use.`;
}

/** What the office does to one lead's delivery: sends it again on a channel, releases it from quarantine. */
function registerLeadChanges(office: FastifyInstance, { deps, now, sessions }: Inbox): void {
  office.post<{ Params: { id: string } }>('/leads/:id/retry', async (request, reply) => {
    const session = changer(request, reply);
    if (!session) return reply;
    const { id } = request.params;
    const channel = String((request.body as Body)?.channel ?? 'crm');
    const result = leadId.test(id) ? await retryChannel(deps.store, id, channel) : 'not_found';
    await sessions.note(
      session,
      result === 'scheduled'
        ? `Ref ${id} will be sent again within a few seconds.`
        : result === 'refused'
          ? `Ref ${id} cannot be retried (it is delivered, held or spam).`
          : result === 'unknown_channel'
            ? 'There is no such channel.'
            : `No lead with ref ${id}.`,
    );
    return backTo(request, reply, id);
  });

  office.post<{ Params: { id: string } }>('/leads/:id/release', async (request, reply) => {
    const session = changer(request, reply);
    if (!session) return reply;
    const { id } = request.params;
    const result = leadId.test(id) ? await deps.store.release(id, new Date(now())) : 'not_found';
    await sessions.note(
      session,
      result === 'released'
        ? `Ref ${id} released: it is sent on within a few seconds.`
        : result === 'not_quarantined'
          ? `Ref ${id} is not held; nothing to release.`
          : `No lead with ref ${id}.`,
    );
    return backTo(request, reply, id);
  });
}

/** `2026-11-28T10:00` from a form's datetime-local field, in the office's time zone; undefined when empty or not a time. */
export function wallTime(value: unknown, timeZone: string): Date | undefined {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value) : null;
  if (!match) return undefined;
  const [, day, hours, minutes] = match;
  const start = startOfDay(day!, timeZone);
  return Number.isNaN(start.getTime())
    ? undefined
    : new Date(start.getTime() + (Number(hours) * 60 + Number(minutes)) * 60_000);
}

/** The held leads a bulk review form names: one address, or a time window; null when it names none. */
function heldFilter(body: Body, timeZone: string): HeldFilter | null {
  const from = typeof body?.from === 'string' ? body.from.trim().slice(0, 64) : '';
  const since = wallTime(body?.since, timeZone);
  const until = wallTime(body?.until, timeZone);
  if (!from && !since && !until) return null;
  return { ...(from ? { from } : {}), ...(since ? { since } : {}), ...(until ? { until } : {}) };
}

/** Releasing or discarding held leads in bulk (docs/office.md#held-leads), by address or by time. */
function registerHeldReview(office: FastifyInstance, { deps, sessions }: Inbox): void {
  for (const action of ['release', 'discard'] as const) {
    office.post(`/held/${action}`, async (request, reply) => {
      const session = changer(request, reply);
      if (!session) return reply;
      const filter = heldFilter(request.body as Body, deps.office.timeZone);
      await sessions.note(
        session,
        !filter
          ? 'Choose an address, or a time window, of held leads.'
          : action === 'release'
            ? await releaseHeldLeads(deps.store, filter)
            : await discardHeldLeads(deps.store, filter),
      );
      if (filter) request.log.info({ action }, 'office reviewed held leads');
      return reply.redirect('/office/#held-title', 303);
    });
  }
}

/**
 * `/leads.csv`: every lead, or those of the days `from`–`to` (either may be left out), oldest
 * first, with the office's marks, for a signed-in person. Streamed a batch at a time, so the
 * download holds little memory and other requests are answered meanwhile (docs/office.md#csv).
 */
function registerExport(office: FastifyInstance, { deps, now }: Inbox): void {
  office.get<{ Querystring: Record<string, unknown> }>('/leads.csv', async (request, reply) => {
    if (!request.officeSession) return reply.redirect('/office/', 303);
    const range = csvRange(request.query, deps.office.timeZone);
    if ('problem' in range) return refuse(reply, 400, 'Not a date range', range.problem);
    const today = dayIn(deps.office.timeZone)(new Date(now()));
    const name = range.from
      ? `leads-${range.from}-to-${range.to ?? today}`
      : range.to
        ? `leads-to-${range.to}`
        : `leads-${today}`;
    const chunks = leadsCsvChunks(deps.store, range.filter, { siteUrl: deps.siteUrl, timeZone: deps.office.timeZone });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.csv"`)
      .send(Readable.from(chunks, { objectMode: false }));
  });
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as the date fields send it (YYYY-MM-DD), if it is one that exists. */
export function validDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** The CSV's days from the query (`from`, `to`: days in the office's time zone, both included). */
function csvRange(
  query: Record<string, unknown> | undefined,
  timeZone: string,
): { filter: LeadFilter; from?: string; to?: string } | { problem: string } {
  const from = typeof query?.from === 'string' && query.from ? query.from : undefined;
  const to = typeof query?.to === 'string' && query.to ? query.to : undefined;
  if ((from && !validDay(from)) || (to && !validDay(to))) {
    return { problem: 'Please give the dates as the date fields do (2026-11-23), or leave them empty for every lead.' };
  }
  if (from && to && from > to) return { problem: 'The first date is after the last one, so no lead is between them.' };
  return {
    filter: {
      ...(from ? { since: startOfDay(from, timeZone) } : {}),
      ...(to ? { until: startOfDay(nextDay(to), timeZone) } : {}),
    },
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

/** The signed-in session of a change, its token checked; otherwise the refusal has been sent. */
export function changer(request: FastifyRequest, reply: FastifyReply): Session | undefined {
  const session = request.officeSession;
  if (!session) {
    const ended = request.officeSignedOut
      ? `${request.officeSignedOut} Nothing was changed. Please sign in again.`
      : 'Your sign-in has ended, so nothing was changed. Please sign in again.';
    void refuse(reply, 403, 'Signed out', ended);
    return undefined;
  }
  if (!csrfMatches(session, (request.body as Body)?.csrf)) {
    request.log.info('office change refused: no valid token');
    void refuse(reply, 403, 'Refused', 'This change did not come from the office inbox, so nothing was changed.');
    return undefined;
  }
  return session;
}

export function html(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(page);
}

export function refuse(reply: FastifyReply, status: number, title: string, message: string) {
  return html(reply, status, messagePage(title, message));
}

/** Where a change's form says it was made: an inbox address (a view, a page of it, a lead), nothing else. */
const backPath = /^\/office\/(?:all\/|reviews\/|leads\/[0-9A-Za-z]{1,40}\/)?(?:\?[0-9A-Za-z=&%._-]*)?$/;

/** After a change: the inbox again, on the page it was made from, at the lead (its id in the fragment, which no server sees). */
export function backTo(request: FastifyRequest, reply: FastifyReply, id: string) {
  const back = (request.body as Body)?.back;
  const cursor = pageCursor(request.body as Body);
  const page =
    typeof back === 'string' && backPath.test(back)
      ? back
      : `/office/${'olderThan' in cursor ? `?older=${cursor.olderThan}` : 'newerThan' in cursor ? `?newer=${cursor.newerThan}` : ''}`;
  return reply.redirect(`${page}#lead-${leadId.test(id) ? id : ''}`, 303);
}

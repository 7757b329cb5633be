import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed-in office sessions (docs/office.md#signing-in), held by the service in memory (with
 * PostgreSQL, in the database the instances share): the browser holds only a random id in an
 * HttpOnly cookie, so nothing in it can be forged or read by a script. A restart of a single
 * instance signs everyone out, which costs the office one sign-in. A session ends
 * at its maximum age, or sooner once it has gone unused for the idle time: a phone left signed in
 * on a counter does not stay an open inbox all day.
 */

/** The cookie: `__Host-` makes browsers insist on Secure, Path=/ and no Domain. */
const sessionCookie = '__Host-office';

/** What a signed-in person may do: an admin also manages the office's people (docs/office.md#people). */
export type Role = 'admin' | 'staff';

/** One signed-in person. */
export interface Session {
  /** The synchroniser token every change must post back (the `csrf` field). */
  csrf: string;
  /** The name typed at sign-in, written on the leads this person marks called. */
  name: string;
  role: Role;
  /** When the session ends at the latest (ms since the epoch). */
  expiresAt: number;
  /** When it was last used (ms since the epoch); it ends once unused for longer than the idle time. */
  lastUsedAt: number;
  /** A message for the next page (what the last change did), shown once. */
  notice?: string;
}

/** Most sessions held at once; past it the oldest goes (a flood of sign-ins cannot fill memory). */
const maxSessions = 1_000;

/** A random id or token: 256 bits, as the cookie and the forms carry it. */
export const token = () => randomBytes(32).toString('base64url');

/** What a cookie's id found: its session, or why there is none any more. */
export type Lookup = { session: Session } | { ended: 'idle' | 'gone' };

/**
 * What the inbox asks of its sessions, whichever keeps them: this process (`SessionStore`), or the
 * database every instance shares (server/store/postgres/sessions.ts), where a sign-in on one
 * instance holds on the others and signing out on any ends it on all.
 */
export interface OfficeSessions {
  /** A new session for `name` with `role`; answers the id for the cookie. */
  create(name: string, role: Role): Awaitable<{ id: string; session: Session }>;
  /** The live session with this id, marked used now, or why there is none (see `SessionStore.use`). */
  use(id: string | undefined): Awaitable<Lookup>;
  /**
   * The live session with this id, left as it was: not marked used, nor dropped once ended. A
   * page's background checks read it, so an inbox left open still ends idle, and says so when next used.
   */
  peek(id: string | undefined): Awaitable<Lookup>;
  destroy(id: string | undefined): Awaitable<void>;
  /**
   * Ends every session signed in under `name` (any case) but the one with id `keep`: a person
   * removed, re-roled or given a new password is signed out everywhere at once.
   */
  endFor(name: string, keep?: string): Awaitable<void>;
  /** Leaves a message for the session's next page. */
  note(session: Session, notice: string): Awaitable<void>;
  /** The message left for this page, if any, which is then gone. */
  takeNotice(session: Session): Awaitable<string | undefined>;
}

type Awaitable<T> = T | Promise<T>;

/** Sessions keyed by a hash of their id, so the id itself is kept nowhere on the server. */
export class SessionStore implements OfficeSessions {
  readonly #sessions = new Map<string, Session>();
  /** Sessions last `lifetimeMs` at most, and end once unused for longer than `idleMs` (default: never). */
  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
    private readonly idleMs = Infinity,
  ) {}

  /** A new session for `name` with `role`; answers the id for the cookie. */
  create(name: string, role: Role): { id: string; session: Session } {
    this.sweep();
    if (this.#sessions.size >= maxSessions) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest !== undefined) this.#sessions.delete(oldest);
    }
    const id = token();
    const now = this.now();
    const session: Session = { csrf: token(), name, role, expiresAt: now + this.lifetimeMs, lastUsedAt: now };
    this.#sessions.set(digest(id), session);
    return { id, session };
  }

  /** The live session with this id, marked used now; an ended one is dropped. */
  get(id: string | undefined): Session | undefined {
    const found = this.use(id);
    return 'session' in found ? found.session : undefined;
  }

  /**
   * The live session with this id, marked used now, or why there is none: `idle` when it has
   * just ended for want of use (the sign-in page says so), `gone` otherwise.
   */
  use(id: string | undefined): Lookup {
    if (!id) return { ended: 'gone' };
    const key = digest(id);
    const session = this.#sessions.get(key);
    const now = this.now();
    if (!session) return { ended: 'gone' };
    if (session.expiresAt <= now || this.#idle(session, now)) {
      this.#sessions.delete(key);
      return { ended: session.expiresAt <= now ? 'gone' : 'idle' };
    }
    session.lastUsedAt = now;
    return { session };
  }

  peek(id: string | undefined): Lookup {
    const session = id ? this.#sessions.get(digest(id)) : undefined;
    if (!session) return { ended: 'gone' };
    const now = this.now();
    if (session.expiresAt <= now) return { ended: 'gone' };
    return this.#idle(session, now) ? { ended: 'idle' } : { session };
  }

  destroy(id: string | undefined): void {
    if (id) this.#sessions.delete(digest(id));
  }

  endFor(name: string, keep?: string): void {
    const kept = keep ? digest(keep) : undefined;
    for (const [key, session] of this.#sessions) {
      if (key !== kept && sameName(session.name, name)) this.#sessions.delete(key);
    }
  }

  note(session: Session, notice: string): void {
    session.notice = notice;
  }

  takeNotice(session: Session): string | undefined {
    const { notice } = session;
    delete session.notice;
    return notice;
  }

  /** Drops every ended session. */
  private sweep(): void {
    const now = this.now();
    for (const [key, session] of this.#sessions) {
      if (session.expiresAt <= now || this.#idle(session, now)) this.#sessions.delete(key);
    }
  }

  /** Unused for longer than the idle time (at exactly the idle time it still lives). */
  #idle(session: Session, now: number): boolean {
    return now - session.lastUsedAt > this.idleMs;
  }
}

/** Whether two names are one person's as the office's people are told apart: any case, single spaces. */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}

/** The key a session is kept under: its id cannot be worked out from it. */
export function digest(id: string): string {
  return createHash('sha256').update(id).digest('base64url');
}

/** Whether a posted token is the session's, compared in constant time. */
export function csrfMatches(session: Session, posted: unknown): boolean {
  if (typeof posted !== 'string' || posted.length === 0) return false;
  const a = createHash('sha256').update(posted).digest();
  const b = createHash('sha256').update(session.csrf).digest();
  return timingSafeEqual(a, b);
}

/** The session id from a Cookie header. */
export function sessionIdFrom(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === sessionCookie) return value.join('=') || undefined;
  }
  return undefined;
}

/** The Set-Cookie value for a session id (or, with `null`, one that removes it). */
export function sessionCookieHeader(id: string | null, maxAgeMs = 0): string {
  const attributes = ['Path=/', 'HttpOnly', 'Secure', 'SameSite=Strict'];
  return id === null
    ? [`${sessionCookie}=`, ...attributes, 'Max-Age=0'].join('; ')
    : [`${sessionCookie}=${id}`, ...attributes, `Max-Age=${Math.floor(maxAgeMs / 1000)}`].join('; ');
}

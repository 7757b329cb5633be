import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed-in office sessions (docs/office.md#signing-in), held by the service in memory: the
 * browser holds only a random id in an HttpOnly cookie, so nothing in it can be forged or read
 * by a script. A restart signs everyone out, which costs the office one sign-in.
 */

/** The cookie: `__Host-` makes browsers insist on Secure, Path=/ and no Domain. */
const sessionCookie = '__Host-office';

/** One signed-in person. */
export interface Session {
  /** The synchroniser token every change must post back (the `csrf` field). */
  csrf: string;
  /** The name typed at sign-in, written on the leads this person marks called. */
  name: string;
  /** When the session ends (ms since the epoch). */
  expiresAt: number;
  /** A message for the next page (what the last change did), shown once. */
  notice?: string;
}

/** Most sessions held at once; past it the oldest goes (a flood of sign-ins cannot fill memory). */
const maxSessions = 1_000;

const token = () => randomBytes(32).toString('base64url');

/** Sessions keyed by a hash of their id, so the id itself is kept nowhere on the server. */
export class SessionStore {
  readonly #sessions = new Map<string, Session>();
  constructor(
    private readonly lifetimeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new session for `name`; answers the id for the cookie. */
  create(name: string): { id: string; session: Session } {
    this.sweep();
    if (this.#sessions.size >= maxSessions) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest !== undefined) this.#sessions.delete(oldest);
    }
    const id = token();
    const session: Session = { csrf: token(), name, expiresAt: this.now() + this.lifetimeMs };
    this.#sessions.set(digest(id), session);
    return { id, session };
  }

  /** The live session with this id; an expired one is dropped. */
  get(id: string | undefined): Session | undefined {
    if (!id) return undefined;
    const key = digest(id);
    const session = this.#sessions.get(key);
    if (session && session.expiresAt <= this.now()) {
      this.#sessions.delete(key);
      return undefined;
    }
    return session;
  }

  destroy(id: string | undefined): void {
    if (id) this.#sessions.delete(digest(id));
  }

  /** Drops every expired session. */
  private sweep(): void {
    const now = this.now();
    for (const [key, session] of this.#sessions) if (session.expiresAt <= now) this.#sessions.delete(key);
  }
}

function digest(id: string): string {
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

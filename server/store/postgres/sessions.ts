import { createHash } from 'node:crypto';
import { digest, type Lookup, type OfficeSessions, type Role, type Session, token } from '../../office/sessions';
import type { SharedQuery } from './counts';

/**
 * The office's sessions in the database every instance shares (table `office_sessions`,
 * schema.ts), by the rules of server/office/sessions.ts: a session made on one instance is found
 * by the others, its use on any keeps it from ending idle, and signing out on any ends it on all.
 * A row holds the hash of the session's id (the id is only in the browser's cookie), the name
 * given at sign-in, its role, its times and a message for its next page. The form token is worked out from
 * the id, so it is kept nowhere either.
 */

/** Most sessions kept at once; past it the oldest go, as in memory. */
const maxSessions = 1_000;

/** The session's form token: follows from its id, and cannot be worked out from the row's hash of it. */
const csrfOf = (id: string) => createHash('sha256').update(`csrf:${id}`).digest('base64url');

type Row = { name: string; role: Role; expires_at: number; last_used_at: number; notice: string | null };

export class SharedSessions implements OfficeSessions {
  /** The row of each session this instance handed out, to leave its next page a message. */
  readonly #keys = new WeakMap<Session, string>();
  readonly #idleMs: number;

  constructor(
    private readonly query: SharedQuery,
    private readonly lifetimeMs: number,
    private readonly now: () => number,
    idleMs: number,
  ) {
    // "Never idle" as a number the column compares with.
    this.#idleMs = Number.isFinite(idleMs) ? idleMs : Number.MAX_SAFE_INTEGER;
  }

  async create(name: string, role: Role): Promise<{ id: string; session: Session }> {
    const now = this.now();
    await this.query('DELETE FROM office_sessions WHERE expires_at <= $1 OR $1 - last_used_at > $2', [
      now,
      this.#idleMs,
    ]);
    await this.query(
      `DELETE FROM office_sessions WHERE id_hash IN
         (SELECT id_hash FROM office_sessions ORDER BY created_at DESC, id_hash OFFSET $1)`,
      [maxSessions - 1],
    );
    const id = token();
    const session: Session = { csrf: csrfOf(id), name, role, expiresAt: now + this.lifetimeMs, lastUsedAt: now };
    await this.query(
      `INSERT INTO office_sessions (id_hash, name, role, created_at, expires_at, last_used_at) VALUES ($1, $2, $5, $3, $4, $3)`,
      [digest(id), name, now, session.expiresAt, role],
    );
    this.#keys.set(session, digest(id));
    return { id, session };
  }

  async use(id: string | undefined): Promise<Lookup> {
    if (!id) return { ended: 'gone' };
    const key = digest(id);
    const now = this.now();
    const { rows } = await this.query<Row>(
      `UPDATE office_sessions SET last_used_at = GREATEST(last_used_at, $2::bigint)
       WHERE id_hash = $1 AND expires_at > $2::bigint AND $2::bigint - last_used_at <= $3::bigint
       RETURNING name, role, expires_at, last_used_at, notice`,
      [key, now, this.#idleMs],
    );
    const row = rows[0];
    if (row) {
      const session: Session = {
        csrf: csrfOf(id),
        name: row.name,
        role: row.role === 'staff' ? 'staff' : 'admin',
        expiresAt: Number(row.expires_at),
        lastUsedAt: Number(row.last_used_at),
        ...(row.notice === null ? {} : { notice: row.notice }),
      };
      this.#keys.set(session, key);
      return { session };
    }
    // Ended, or never there: an ended one is dropped, saying whether it ended for want of use.
    const ended = await this.query<{ expires_at: number }>(
      `DELETE FROM office_sessions WHERE id_hash = $1 AND (expires_at <= $2::bigint OR $2::bigint - last_used_at > $3::bigint)
       RETURNING expires_at`,
      [key, now, this.#idleMs],
    );
    const gone = ended.rows[0];
    return { ended: gone && Number(gone.expires_at) > now ? 'idle' : 'gone' };
  }

  async peek(id: string | undefined): Promise<Lookup> {
    if (!id) return { ended: 'gone' };
    const { rows } = await this.query<Row>(
      'SELECT name, role, expires_at, last_used_at, notice FROM office_sessions WHERE id_hash = $1',
      [digest(id)],
    );
    const row = rows[0];
    const now = this.now();
    if (!row || Number(row.expires_at) <= now) return { ended: 'gone' };
    if (now - Number(row.last_used_at) > this.#idleMs) return { ended: 'idle' };
    return {
      session: {
        csrf: csrfOf(id),
        name: row.name,
        role: row.role === 'staff' ? 'staff' : 'admin',
        expiresAt: Number(row.expires_at),
        lastUsedAt: Number(row.last_used_at),
      },
    };
  }

  async destroy(id: string | undefined): Promise<void> {
    if (id) await this.query('DELETE FROM office_sessions WHERE id_hash = $1', [digest(id)]);
  }

  async endFor(name: string, keep?: string): Promise<void> {
    // lower() as sameName (sessions.ts) compares: the names are those sign-in wrote, already tidied.
    await this.query('DELETE FROM office_sessions WHERE lower(name) = lower($1) AND id_hash <> $2', [
      name,
      keep ? digest(keep) : '',
    ]);
  }

  async note(session: Session, notice: string): Promise<void> {
    session.notice = notice;
    const key = this.#keys.get(session);
    if (key) await this.query('UPDATE office_sessions SET notice = $2 WHERE id_hash = $1', [key, notice]);
  }

  async takeNotice(session: Session): Promise<string | undefined> {
    const { notice } = session;
    if (notice === undefined) return undefined;
    delete session.notice;
    const key = this.#keys.get(session);
    // Only this message: a newer one left meanwhile by another page stays for the next.
    if (key)
      await this.query('UPDATE office_sessions SET notice = NULL WHERE id_hash = $1 AND notice = $2', [key, notice]);
    return notice;
  }
}

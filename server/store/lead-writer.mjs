// Writing new leads: shared by the store's writer thread (commit-worker.mjs) and by a `:memory:`
// store, which writes on the main thread (sqlite.ts). Plain JavaScript, because a worker thread
// starts without the TypeScript loader; lead-writer.d.mts gives TypeScript its types.

/** SQLite's primary result codes, by number (https://sqlite.org/rescode.html). */
const resultCodes = {
  1: 'SQLITE_ERROR',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  19: 'SQLITE_CONSTRAINT',
  26: 'SQLITE_NOTADB',
};

/**
 * node:sqlite marks every failure `ERR_SQLITE_ERROR` and puts SQLite's own code in `errcode`;
 * this names it in `code` (SQLITE_BUSY, SQLITE_FULL…), which the logs and the operator read.
 */
export function withSqliteCode(error) {
  if (error instanceof Error && typeof error.errcode === 'number') {
    // Extended codes (e.g. SQLITE_BUSY_SNAPSHOT) carry the primary code in their low byte.
    const name = resultCodes[error.errcode & 0xff];
    if (name) error.code = name;
  }
  return error;
}

/**
 * Runs `work` in one IMMEDIATE transaction and returns its result; on failure rolls back and
 * throws. IMMEDIATE takes the write lock up front, so two writers never deadlock on an upgrade.
 */
export function immediately(db, work) {
  try {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  } catch (error) {
    throw withSqliteCode(error);
  }
}

/**
 * The notification channels a new lead of `kind` gets a row on, of those configured: all of them,
 * except the visitor's acknowledgement for a review (a review carries no e-mail address).
 */
export function channelsFor(kind, channels) {
  return channels.filter((channel) => channel !== 'ack' || kind === 'enquiry');
}

/**
 * Prepares the writes of new leads on `db`. The function it returns writes one group of leads
 * ({ id, kind, payload, key, spam, at, hold }) in one transaction and answers { id, created } for
 * each: a key seen earlier, even in the same group, stores nothing and answers the first lead's
 * id, with `conflict: true` when that lead is of another kind or holds other content (the key is
 * bound to what was first sent with it). A lead with a `hold` is stored quarantined: pending,
 * with no next attempt, until released. Each new lead gets a notification row per configured
 * channel (`channels`, see `channelsFor`) in the same transaction: due now, or `held` while the
 * lead is quarantined or caught by the spam trap (docs/lead-flow.md#notifications).
 */
export function leadWriter(db, channels = []) {
  const byKey = db.prepare('SELECT id, kind, payload, spam FROM leads WHERE idempotency_key = ?');
  const insertLead = db.prepare(
    // `page`: the payload's page, for the office's chart (connection.ts).
    `INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at, page, contact_phone)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, json_extract(?3, '$.page'), ?7)`,
  );
  const insertDelivery = db.prepare(
    'INSERT INTO deliveries (lead_id, status, next_attempt_at, quarantine, held_from) VALUES (?, ?, ?, ?, ?)',
  );
  const insertNotification = db.prepare(
    `INSERT INTO notifications (lead_id, channel, event, status, next_attempt_at, last_error, created_at)
     VALUES (?, ?, 'lead', ?, ?, ?, ?)`,
  );
  // Oldest first, the leads held past a limit and the spam trap's catches: what gives way to a
  // genuine lead when the file is full (docs/lead-flow.md#floods).
  const dropHeld = db.prepare(
    `DELETE FROM leads WHERE id IN (SELECT d.lead_id FROM deliveries d JOIN leads l ON l.id = d.lead_id
     WHERE d.quarantine IS NOT NULL OR d.status = 'spam' ORDER BY l.created_at LIMIT ?)`,
  );
  const saveOne = (lead) => {
    const existing = byKey.get(lead.key);
    if (existing) {
      const same =
        existing.kind === lead.kind && existing.payload === lead.payload && existing.spam === (lead.spam ? 1 : 0);
      return same ? { id: existing.id, created: false } : { id: existing.id, created: false, conflict: true };
    }
    insertLead.run(lead.id, lead.kind, lead.payload, lead.key, lead.spam ? 1 : 0, lead.at, lead.phone ?? null);
    const hold = lead.spam ? null : (lead.hold ?? null);
    const held = lead.spam || hold !== null;
    insertDelivery.run(
      lead.id,
      lead.spam ? 'spam' : 'pending',
      held ? null : lead.at,
      hold,
      held ? (lead.heldFrom ?? null) : null,
    );
    for (const channel of channelsFor(lead.kind, channels)) {
      const [status, reason] = notificationStart(channel, held, lead.notify);
      insertNotification.run(lead.id, channel, status, status === 'pending' ? lead.at : null, reason, lead.at);
    }
    return { id: lead.id, created: true };
  };
  const write = (leads) => immediately(db, () => leads.map(saveOne));
  return (leads) => {
    try {
      return write(leads);
    } catch (error) {
      // A full file: held leads and spam give way, oldest first, to a group with a genuine lead in it.
      if (error?.code !== 'SQLITE_FULL' || !leads.some((lead) => !lead.spam && !lead.hold)) throw error;
      let dropped = 0;
      for (let round = 0; round < makeRoomRounds; round++) {
        const gone = Number(immediately(db, () => dropHeld.run(makeRoomBatch).changes));
        if (gone === 0) throw error;
        dropped += gone;
        try {
          return write(leads).map((result) => ({ ...result, droppedHeld: dropped }));
        } catch (again) {
          if (again?.code !== 'SQLITE_FULL') throw again;
        }
      }
      throw error;
    }
  };
}

/** Held leads deleted at a time to make room for a genuine one, and how many times at most. */
const makeRoomBatch = 50;
const makeRoomRounds = 20;

/**
 * How a new lead's notification on `channel` starts: `[status, reason]`. A held lead's wait for
 * its release, except the acknowledgement, which a held lead never gets; an acknowledgement past
 * its limits is `skipped`; an office alert past the hourly rate is `summarised`
 * (docs/lead-flow.md#floods).
 */
export function notificationStart(channel, held, notify) {
  if (channel === 'ack') {
    if (held) return ['skipped', 'not sent: the lead was held for review'];
    if (notify?.ackSkipped) return ['skipped', notify.ackSkipped];
    return ['pending', null];
  }
  if (held) return ['held', null];
  return notify?.office === 'summary' ? ['summarised', null] : ['pending', null];
}

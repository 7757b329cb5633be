import type { DatabaseSync } from 'node:sqlite';
import { immediately } from './lead-writer.mjs';
import { statement } from './queries';
import type { CallMark, CallResult } from './types';

/** The office's call marks (docs/office.md#working-a-lead) on the store's main connection. */
export function officeCalls(db: DatabaseSync) {
  const q = {
    exists: statement<{ id: string }>(db, 'SELECT id FROM leads WHERE id = ?'),
    // The first mark stays: it says who called first.
    insert: statement(db, 'INSERT OR IGNORE INTO office_calls (lead_id, called_by, called_at) VALUES (?, ?, ?)'),
    all: statement<{ lead_id: string; called_by: string; called_at: string }>(
      db,
      'SELECT lead_id, called_by, called_at FROM office_calls',
    ),
    since: statement<{ lead_id: string; called_by: string; called_at: string }>(
      db,
      `SELECT c.lead_id, c.called_by, c.called_at FROM office_calls c JOIN leads l ON l.id = c.lead_id
       WHERE l.created_at >= ?`,
    ),
    // A batch of the export or a page of the inbox: the ids as one JSON array.
    ofIds: statement<{ lead_id: string; called_by: string; called_at: string }>(
      db,
      'SELECT lead_id, called_by, called_at FROM office_calls WHERE lead_id IN (SELECT value FROM json_each(?))',
    ),
  };
  return {
    mark: (id: string, by: string, at: Date): CallResult =>
      immediately(db, () => {
        if (!q.exists.get(id)) return 'not_found';
        return Number(q.insert.run(id, by, at.toISOString()).changes) > 0 ? 'marked' : 'already';
      }),
    all: (since?: Date, ids?: readonly string[]): Map<string, CallMark> =>
      new Map(
        (ids ? q.ofIds.all(JSON.stringify(ids)) : since ? q.since.all(since.toISOString()) : q.all.all()).map((row) => [
          row.lead_id,
          { by: row.called_by, at: row.called_at },
        ]),
      ),
  };
}

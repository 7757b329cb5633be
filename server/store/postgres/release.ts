import type { Client } from './pool';

/**
 * Lets quarantined leads go (past a rate limit, or the spam trap's catch taken for genuine): due
 * at `now`, as if they had just arrived, with their held notifications; inside the caller's
 * transaction. Answers the ids released, in the order given (a lead not quarantined is left as it is).
 */
export async function releaseLeads(client: Client, ids: readonly string[], now: Date): Promise<string[]> {
  if (ids.length === 0) return [];
  const at = now.toISOString();
  const { rows } = await client.query<{ lead_id: string }>(
    `UPDATE deliveries SET quarantine = NULL, held_from = NULL,
       status = CASE WHEN status = 'spam' THEN 'pending' ELSE status END, next_attempt_at = $1
     WHERE lead_id = ANY($2::text[]) AND (quarantine IS NOT NULL OR status = 'spam') RETURNING lead_id`,
    [at, ids],
  );
  const set = new Set(rows.map((row) => row.lead_id));
  const released = ids.filter((id) => set.has(id));
  if (released.length > 0) {
    await client.query(
      `UPDATE notifications SET status = 'pending', next_attempt_at = $1 WHERE lead_id = ANY($2::text[]) AND status = 'held'`,
      [at, released],
    );
  }
  return released;
}

/** Deletes leads with every record of theirs (delivery, notifications, call mark: ON DELETE CASCADE). */
export async function deleteLeads(client: Client, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await client.query('DELETE FROM leads WHERE id = ANY($1::text[])', [ids]);
}

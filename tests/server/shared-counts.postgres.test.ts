import pg from 'pg';
import { expect, it } from 'vitest';
import { openPostgresStore } from '../../server/store/postgres';
import { SharedCounts, windowAt } from '../../server/store/postgres/counts';
import { freshDatabase } from './postgres';

/** The deadlocks PostgreSQL has counted in one database since it started. */
async function deadlocks(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ deadlocks: string }>(
    'SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()',
  );
  return Number(rows[0]?.deadlocks ?? 0);
}

it('adds to and gives back the same counts from many connections at once without a deadlock', async () => {
  const url = await freshDatabase();
  // Makes the tables.
  await (await openPostgresStore(url)).close();
  const pool = new pg.Pool({ connectionString: url, max: 16 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const now = Date.now();
    const counts = new SharedCounts(
      (text, values) => pool.query(text, values),
      'intake',
      () => now,
    );
    const window = windowAt(now, 3_600_000);
    const keys = ['client:a', 'contact:b', 'message:c', 'delivered'];
    // Each operation names the same rows in its own order, as the limits do.
    const slotsOf = (i: number) => keys.map((_, j) => ({ key: keys[(i + j) % keys.length]!, window }));
    const before = await deadlocks(client);
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 400 }, async (_, i) => {
        await counts.add(slotsOf(i));
        await counts.take(slotsOf(i + 1));
      }),
    );
    // A deadlock costs a second before PostgreSQL notices it (deadlock_timeout).
    expect(await deadlocks(client)).toBe(before);
    expect(performance.now() - started).toBeLessThan(15_000);
    for (const key of keys) expect(await counts.read({ key, window })).toBe(0);
  } finally {
    await client.end();
    await pool.end();
  }
});

import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openSqliteStore } from '../../server/store/sqlite';
import type { NewLead } from '../../server/store/types';
import { newKey, tempDir } from './helpers';

const lead = (payload: Record<string, unknown> = {}, key = newKey()): NewLead => ({
  kind: 'enquiry',
  idempotencyKey: key,
  payload: { name: 'Group Commit', ...payload },
  spam: false,
});

async function freshStore(options: Parameters<typeof openSqliteStore>[1] = {}) {
  const file = join(await tempDir(), 'leads.db');
  const store = openSqliteStore(file, options);
  /** A second connection, as another process would have it: sees committed data only. */
  const other = new DatabaseSync(file, { timeout: 5_000 });
  const count = () => (other.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;
  return {
    file,
    store,
    other,
    count,
    async close() {
      other.close();
      await store.close();
    },
  };
}

describe('group commit', () => {
  it('stores every concurrent save, each committed before its promise resolves', async () => {
    const s = await freshStore();
    const visibleOnResolve: boolean[] = [];
    const saves = Array.from({ length: 200 }, (_, i) =>
      s.store.saveLead(lead({ i })).then((result) => {
        const row = s.other.prepare('SELECT payload FROM leads WHERE id = ?').get(result.id) as
          { payload: string } | undefined;
        visibleOnResolve.push(row !== undefined && JSON.parse(row.payload).i === i);
        return result;
      }),
    );
    // Nothing is written before the group is flushed on the next turn of the event loop.
    expect(s.count()).toBe(0);
    const results = await Promise.all(saves);
    expect(results.every((r) => r.created)).toBe(true);
    expect(new Set(results.map((r) => r.id)).size).toBe(200);
    expect(visibleOnResolve).toEqual(Array(200).fill(true));
    expect(s.count()).toBe(200);
    await s.close();
  });

  it('dedupes a submission key repeated within one group and across groups', async () => {
    const s = await freshStore();
    const key = newKey();
    const [a, b, c, d] = await Promise.all([
      s.store.saveLead(lead({ n: 1 }, key)),
      s.store.saveLead(lead({ n: 1 }, key)),
      s.store.saveLead(lead({ n: 3 })),
      s.store.saveLead(lead({ n: 2 }, key)),
    ]);
    expect(a).toEqual({ id: expect.any(String), created: true });
    expect(b).toEqual({ id: a!.id, created: false });
    expect(c?.created).toBe(true);
    // The key is bound to what was first stored under it: other content is flagged, not stored.
    expect(d).toEqual({ id: a!.id, created: false, conflict: true });
    expect(await s.store.saveLead(lead({ n: 1 }, key))).toEqual({ id: a!.id, created: false });
    expect(await s.store.saveLead(lead({ n: 4 }, key))).toEqual({ id: a!.id, created: false, conflict: true });
    expect(s.count()).toBe(2);
    expect((await s.store.get(a!.id))?.payload).toMatchObject({ n: 1 });
    await s.close();
  });

  it('rejects every save of a failing group and stores none of them', async () => {
    const s = await freshStore();
    // One poisoned lead makes its transaction fail (as a full disk or I/O error would).
    s.other.exec(`CREATE TRIGGER poison BEFORE INSERT ON deliveries
      WHEN (SELECT json_extract(payload, '$.poison') FROM leads WHERE id = NEW.lead_id) = 1
      BEGIN SELECT RAISE(ABORT, 'poisoned'); END`);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => s.store.saveLead(lead({ i, poison: i === 13 ? 1 : 0 }))),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(20).fill('rejected'));
    for (const o of outcomes) expect((o as PromiseRejectedResult).reason).toHaveProperty('message', 'poisoned');
    expect(s.count()).toBe(0);
    expect(s.other.prepare('SELECT COUNT(*) AS n FROM deliveries').get()).toEqual({ n: 0 });

    // The next group is not affected.
    const later = await Promise.all([s.store.saveLead(lead()), s.store.saveLead(lead())]);
    expect(later.every((r) => r.created)).toBe(true);
    expect(s.count()).toBe(2);
    await s.close();
  });

  it('writes queued saves before closing and refuses saves after', async () => {
    const s = await freshStore();
    const pending = s.store.saveLead(lead());
    await s.store.close();
    expect((await pending).created).toBe(true);
    await expect(s.store.saveLead(lead())).rejects.toThrow(/closed/);
    expect(s.count()).toBe(1);
    s.other.close();
  });

  it('waits a configured window to gather more saves into one group', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const s = await freshStore({ commitWindowMs: 30 });
      const first = s.store.saveLead(lead());
      await vi.advanceTimersByTimeAsync(29);
      expect(s.count()).toBe(0);
      const second = s.store.saveLead(lead());
      await vi.advanceTimersByTimeAsync(1);
      await first;
      // One group: the second save, made late in the window, is committed when the first is.
      expect(s.count()).toBe(2);
      await second;
      await s.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('listing', () => {
  it('lists newest first, and only leads created at or after `since` when given', async () => {
    const s = await freshStore();
    const at = (iso: string) => new Date(iso);
    for (const iso of ['2026-11-20T10:00:00.000Z', '2026-11-23T04:30:00.000Z', '2026-11-23T10:00:00.000Z']) {
      await s.store.saveLead(lead({ iso }), at(iso));
    }
    const list = async (since?: string) =>
      (await s.store.list(since ? { since: at(since) } : undefined)).map((l) => l.createdAt);
    expect(await list()).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-23T04:30:00.000Z', '2026-11-20T10:00:00.000Z']);
    expect(await list('2026-11-23T04:30:00.000Z')).toEqual(['2026-11-23T10:00:00.000Z', '2026-11-23T04:30:00.000Z']);
    expect(await list('2026-11-23T04:30:00.001Z')).toEqual(['2026-11-23T10:00:00.000Z']);
    expect(await list('2030-01-01T00:00:00.000Z')).toEqual([]);
    await s.close();
  });
});

describe('a store in trouble', () => {
  it('gives up on a write lock held elsewhere after the busy timeout, then recovers', async () => {
    const s = await freshStore({ busyTimeoutMs: 100 });
    for (const mode of ['IMMEDIATE', 'EXCLUSIVE']) {
      s.other.exec(`BEGIN ${mode}`);
      s.other
        .prepare(
          "INSERT INTO leads (id, kind, payload, idempotency_key, spam, created_at) VALUES ('X', 'review', '{}', 'held-lock-key-000001', 0, 'now')",
        )
        .run();
      const started = Date.now();
      await expect(s.store.saveLead(lead())).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      const waited = Date.now() - started;
      // How long it waited is the property itself: for the lock, about the 100 ms busy timeout,
      // and then no longer (the upper bound is generous for a loaded machine).
      expect(waited, mode).toBeGreaterThanOrEqual(90);
      expect(waited, mode).toBeLessThan(2_500);
      s.other.exec('ROLLBACK');
    }
    expect(s.count()).toBe(0);
    expect((await s.store.saveLead(lead())).created).toBe(true);
    expect(s.count()).toBe(1);
    await s.close();
  });

  it('fails with SQLITE_FULL at the size cap, leaves nothing partial, and stores again once space is freed', async () => {
    const s = await freshStore({ maxSizeMb: 1 });
    // Something else filled the file up to (and past) the cap.
    s.other.exec('CREATE TABLE filler (b BLOB); INSERT INTO filler VALUES (zeroblob(1100000));');
    const detail = 'x'.repeat(3000); // every lead needs a fresh page
    let full: unknown;
    let stored = 0;
    for (let i = 0; i < 10 && !full; i++) {
      try {
        await s.store.saveLead(lead({ detail }));
        stored++;
      } catch (error) {
        full = error;
      }
    }
    expect(full).toMatchObject({ code: 'SQLITE_FULL' });
    expect(s.count()).toBe(stored);
    expect(s.other.prepare('SELECT COUNT(*) AS n FROM deliveries').get()).toEqual({ n: stored });

    s.other.exec('DROP TABLE filler');
    expect((await s.store.saveLead(lead({ detail }))).created).toBe(true);
    expect(s.count()).toBe(stored + 1);
    await s.close();
  });
});

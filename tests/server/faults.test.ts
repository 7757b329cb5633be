import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { enquiry, review, startApp } from './helpers';

type Started = Awaited<ReturnType<typeof startApp>>;
let app: Started | undefined;
const connections: Database.Database[] = [];
afterEach(async () => {
  for (const db of connections.splice(0)) if (db.open) db.close();
  await app?.close();
  app = undefined;
});

/** Another connection to the app's database, as another process would have. */
function otherConnection(started: Started) {
  const db = new Database(started.settings.leadsDb);
  connections.push(db);
  const count = (table = 'leads') => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  return { db, count };
}

describe('when the database is in trouble', () => {
  it('answers 503 promptly while another process holds the write lock, then stores again', async () => {
    const started = (app = await startApp({ LEADS_DB_BUSY_TIMEOUT_MS: '150' }));
    const { db, count } = otherConnection(started);
    db.exec('BEGIN EXCLUSIVE');
    db.prepare("INSERT INTO leads VALUES ('HOLDER', 'review', '{}', 'lock-holder-key-0001', 0, 'now')").run();

    const t0 = Date.now();
    const [a, b] = await Promise.all([
      started.post('/api/enquiries', enquiry()),
      started.post('/api/reviews', review()),
    ]);
    const elapsed = Date.now() - t0;
    for (const res of [a, b]) expect([res.statusCode, res.json()]).toEqual([503, { error: 'unavailable' }]);
    // Each gave up after the short busy timeout, far from the 5 s the store used to wait.
    expect(elapsed).toBeLessThan(1_500);

    db.exec('ROLLBACK');
    expect(count()).toBe(0);
    expect(count('deliveries')).toBe(0);
    const after = await started.post('/api/enquiries', enquiry());
    expect(after.statusCode).toBe(201);
    expect(count()).toBe(1);
  });

  it('answers 503 when the disk (the size cap) is full, leaves no partial lead, and stores once space is freed', async () => {
    const started = (app = await startApp({ LEADS_DB_MAX_MB: '1', RATE_LIMIT_MAX: '1000' }));
    const { db, count } = otherConnection(started);
    db.exec('CREATE TABLE filler (b BLOB); INSERT INTO filler VALUES (zeroblob(1100000));');

    const detail = 'Fragile glassware, '.repeat(100);
    const answers: number[] = [];
    for (let i = 0; i < 10 && !answers.includes(503); i++) {
      const t0 = Date.now();
      const res = await started.post('/api/enquiries', enquiry({ detail }));
      expect(Date.now() - t0).toBeLessThan(1_000);
      answers.push(res.statusCode);
      if (res.statusCode === 503) expect(res.json()).toEqual({ error: 'unavailable' });
    }
    expect(answers).toContain(503);
    const acknowledged = answers.filter((s) => s === 201).length;
    expect(count()).toBe(acknowledged);
    expect(count('deliveries')).toBe(acknowledged);
    expect((await started.app.inject('/api/health')).statusCode).toBe(200);

    db.exec('DROP TABLE filler');
    expect((await started.post('/api/enquiries', enquiry({ detail }))).statusCode).toBe(201);
    expect(count()).toBe(acknowledged + 1);
  });
});

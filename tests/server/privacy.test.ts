import { DatabaseSync } from 'node:sqlite';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/http/app';
import { RetentionJob } from '../../server/leads/retention';
import { openSqliteStore } from '../../server/store/sqlite';
import type { LeadStore, NewLead } from '../../server/store/types';
import { newKey, runNode, tempDir, testSettings } from './helpers';

const day = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * day);

const enquiryLead = (name: string, email: string, phone: string, spam = false): NewLead => ({
  kind: 'enquiry',
  idempotencyKey: newKey(),
  payload: { name, email, phone, pickup: 'Thane', drop: 'Nashik', detail: '1 BHK', source: 'contact' },
  spam,
});

/** A store with one person's leads in several spellings, and others that must survive. */
async function seeded() {
  const file = join(await tempDir(), 'leads.db');
  const store = openSqliteStore(file);
  const save = async (lead: NewLead) => (await store.saveLead(lead)).id;
  const hers = [
    await save(enquiryLead('Meera Iyer', 'Meera.Iyer@Example.IN', '+91 98200 12345')),
    await save(enquiryLead('Meera I.', ' meera.iyer@example.in ', '098200-12345')),
    await save(enquiryLead('M. Iyer', 'other.address@example.in', '9820012345')),
    await save(enquiryLead('Meera', 'meera.iyer@example.in', '(0091) 98200 12345', true)),
  ];
  const others = [
    await save(enquiryLead('Someone Else', 'meera.iyer@example.com', '+91 98200 12346')),
    await save(enquiryLead('Foreign Number', 'x@example.org', '+1 982 001 2345')),
    await save({
      kind: 'review',
      idempotencyKey: newKey(),
      payload: { name: 'Meera Iyer', title: 'Good', rating: 5, description: 'Fine' },
      spam: false,
    }),
  ];
  await store.markAttempt(hers[0]!, 'CRM answered HTTP 502', new Date());
  await store.markDelivered(hers[1]!, new Date());
  return { file, store, hers, others };
}

const count = (file: string, table: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number };
  db.close();
  return n;
};

describe('forgetting a person', () => {
  it('matches e-mail case-insensitively and phone by normalised digits, with or without 91 or 0', async () => {
    const { store, hers, others } = await seeded();
    const byEmail = await store.forget({ email: 'MEERA.IYER@example.in' }, { dryRun: true });
    expect(byEmail.sort()).toEqual([hers[0], hers[1], hers[3]].sort());
    for (const phone of ['9820012345', '+919820012345', '0 98200 12345', '91-98200-12345', '00919820012345']) {
      expect((await store.forget({ phone }, { dryRun: true })).sort(), phone).toEqual([...hers].sort());
    }
    expect(await store.list()).toHaveLength(7);

    const deleted = await store.forget({ email: 'meera.iyer@example.in', phone: '98200 12345' });
    expect(deleted.sort()).toEqual([...hers].sort());
    expect((await store.list()).map((l) => l.id).sort()).toEqual([...others].sort());
    expect(await store.forget({ phone: '9820012345' })).toEqual([]);
    await expect(store.forget({})).rejects.toThrow(/e-mail address, a phone number, a name or a lead id/);
    await store.close();
  });

  it('npm run leads -- delete: dry run, then deletes the leads and their delivery records from the file', async () => {
    const { file, store, hers } = await seeded();
    await store.close();
    const leads = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: file });

    const dry = await leads('delete', '--email', 'MEERA.IYER@EXAMPLE.IN', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run: would delete 3 leads with e-mail MEERA.IYER@EXAMPLE.IN');
    expect(count(file, 'leads')).toBe(7);

    const real = await leads('delete', '--phone', '+91 98200 12345');
    expect(real.code).toBe(0);
    expect(real.stdout).toContain('Deleted 4 leads with phone +91 98200 12345, and their delivery records');
    for (const id of hers) expect(real.stdout).toContain(id);
    expect(count(file, 'leads')).toBe(3);
    expect(count(file, 'deliveries')).toBe(3);
    // Overwritten, not just unlinked: no copy left in the file or its WAL.
    for (const path of [file, `${file}-wal`]) {
      if (!existsSync(path)) continue;
      const bytes = readFileSync(path);
      for (const text of ['Meera.Iyer@Example.IN', 'other.address@example.in', '098200-12345']) {
        expect(bytes.includes(Buffer.from(text)), `${text} in ${path}`).toBe(false);
      }
    }
    expect((await leads('delete', '--email', 'meera.iyer@example.in')).stdout).toContain('No leads with e-mail');

    for (const args of [[], ['--phone', '12345'], ['--name', ' '], ['--id', 'not-an-id']]) {
      const bad = await leads('delete', ...args);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.stderr).toContain('Usage: npm run leads');
    }
    expect(count(file, 'leads')).toBe(3);
  });
});

describe('what is held on a person', () => {
  it('finds exactly the leads forget would delete, newest first, in full, and deletes nothing', async () => {
    const { store, hers, others } = await seeded();
    for (const match of [
      { email: 'MEERA.IYER@example.in' },
      { phone: '9820012345' },
      { email: 'x@example.org', phone: '+91 98200 12345' },
      { email: 'nobody@example.in' },
    ]) {
      const found = (await store.findByContact(match)).map((lead) => lead.id);
      // forget lists oldest first, the lookup newest first: one matching rule, one order.
      expect(found, JSON.stringify(match)).toEqual((await store.forget(match, { dryRun: true })).reverse());
    }
    expect((await store.findByContact({ phone: '098200 12345' })).map((lead) => lead.id).sort()).toEqual(
      [...hers].sort(),
    );
    const first = (await store.findByContact({ email: 'meera.iyer@example.in' })).find((lead) => lead.id === hers[0]);
    expect(first).toMatchObject({
      kind: 'enquiry',
      payload: { name: 'Meera Iyer', email: 'Meera.Iyer@Example.IN', phone: '+91 98200 12345', pickup: 'Thane' },
      createdAt: expect.any(String),
      delivery: { status: 'failed', attempts: 1, lastError: 'CRM answered HTTP 502', deliveredAt: null },
    });
    await expect(store.findByContact({})).rejects.toThrow(/e-mail address, a phone number, a name or a lead id/);
    expect(await store.list()).toHaveLength(hers.length + others.length);
    await store.close();
  });
});

describe('retention', () => {
  /** Leads of every state, old and new. */
  async function aged() {
    const file = join(await tempDir(), 'leads.db');
    const store = openSqliteStore(file);
    const save = async (name: string, at: Date, spam = false) =>
      (await store.saveLead(enquiryLead(name, `${name}@example.in`, '9820012345', spam), at)).id;
    const ids = {
      oldDelivered: await save('old-delivered', daysAgo(400)),
      oldSpam: await save('old-spam', daysAgo(400), true),
      oldPending: await save('old-pending', daysAgo(400)),
      oldFailed: await save('old-failed', daysAgo(366)),
      newDelivered: await save('new-delivered', daysAgo(364)),
      newPending: await save('new-pending', daysAgo(1)),
    };
    await store.markDelivered(ids.oldDelivered, daysAgo(399));
    await store.markDelivered(ids.newDelivered, daysAgo(1));
    await store.markAttempt(ids.oldFailed, 'CRM answered HTTP 500', new Date());
    return { file, store, ids };
  }

  it('purges delivered and spam leads past the period and keeps undelivered ones unless asked', async () => {
    const { store, ids } = await aged();
    const cutoff = daysAgo(365);
    expect(await store.purge(cutoff, { dryRun: true })).toEqual({ purged: 2, undeliveredKept: 2 });
    expect(await store.list()).toHaveLength(6);
    expect(await store.purge(cutoff)).toEqual({ purged: 2, undeliveredKept: 2 });
    expect((await store.list()).map((l) => l.id).sort()).toEqual(
      [ids.oldPending, ids.oldFailed, ids.newDelivered, ids.newPending].sort(),
    );
    expect(await store.purge(cutoff, { includeUndelivered: true })).toEqual({ purged: 2, undeliveredKept: 0 });
    expect((await store.list()).map((l) => l.id).sort()).toEqual([ids.newDelivered, ids.newPending].sort());
    expect(await store.stats()).toEqual({ quarantined: 0, pending: 1, delivered: 1, failed: 0, spam: 0 });
    await store.close();
  });

  it('runs when the service starts and again every interval, purging old leads whether delivered or not', async () => {
    const { file, store, ids } = await aged();
    const lines: string[] = [];
    const settings = testSettings({
      LEADS_DB: file,
      STATIC_DIR: dirname(file),
      LOG_LEVEL: 'info',
      LEADS_RETENTION_DAYS: '365',
    });
    const app = buildApp(settings, store, { logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
    await vi.waitFor(() => expect(lines.join('')).toContain('old leads purged'));
    const left = (await store.list()).map((l) => l.id).sort();
    expect(left).toEqual([ids.newDelivered, ids.newPending].sort());
    const logged = lines.map((l) => JSON.parse(l));
    // The spam trap's old catch went first, with the held leads nobody released.
    expect(logged.find((l) => l.msg === 'held leads never released purged')).toMatchObject({ purged: 1 });
    expect(logged.find((l) => l.msg === 'old leads purged')).toMatchObject({
      level: 30,
      purged: 3,
      undeliveredPurged: 2,
      retentionDays: 365,
    });
    // The office hears of the undelivered ones it lost, by count only.
    expect(logged.find((l) => l.msg.startsWith('leads past the retention period were purged'))).toMatchObject({
      level: 40,
      undeliveredPurged: 2,
    });
    expect(lines.join('')).not.toContain('@example.in');
    await app.close();

    // The daily run (here every 50 ms) catches leads that have aged since.
    const job = new RetentionJob(store, 30, app.log, 50);
    job.start();
    await vi.waitFor(async () => expect((await store.list()).map((l) => l.id)).not.toContain(ids.newDelivered));
    await job.stop();
    expect((await store.list()).map((l) => l.id)).toEqual([ids.newPending]);
    await store.close();
  });

  it('purges an undelivered or quarantined lead past the period, and warns ahead of it', async () => {
    const file = join(await tempDir(), 'leads.db');
    const store = openSqliteStore(file);
    const save = async (name: string, at: Date, hold: NewLead['hold'] = null) =>
      (await store.saveLead({ ...enquiryLead(name, `${name}@example.in`, '9820012345'), hold }, at)).id;
    const failing = await save('failing', daysAgo(400));
    await store.markAttempt(failing, 'CRM answered HTTP 500', null, { rejected: true });
    const quarantined = await save('quarantined', daysAgo(370), 'client');
    const nearly = await save('nearly', daysAgo(360));
    const fresh = await save('fresh', daysAgo(2));
    expect((await store.get(quarantined))?.delivery.quarantine).toBe('client');

    const warnings: Record<string, unknown>[] = [];
    const log = {
      info: () => undefined,
      error: () => undefined,
      warn: (fields: Record<string, unknown>, msg: string) => void warnings.push({ ...fields, msg }),
    };
    const result = await new RetentionJob(store, 365, log as never).run();
    // The held lead went first, in the shorter period of held leads (docs/lead-flow.md#floods).
    expect(result).toEqual({ purged: 1, undeliveredKept: 0 });
    expect(await store.get(failing)).toBeUndefined();
    expect(await store.get(quarantined)).toBeUndefined();
    expect((await store.list()).map((l) => l.id).sort()).toEqual([nearly, fresh].sort());
    // The lead 5 days from the cut-off is announced before it goes.
    expect(warnings).toContainEqual(
      expect.objectContaining({
        undelivered: 1,
        withinDays: 14,
        msg: expect.stringMatching(/reach the retention period soon/),
      }),
    );
    await store.close();
  });

  it('logs a failed purge and keeps the service running', async () => {
    const lines: string[] = [];
    const failing = {
      purge: () => Promise.reject(Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })),
    };
    const settings = testSettings({ LOG_LEVEL: 'info' });
    const app = buildApp(settings, failing as unknown as LeadStore, {
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
    await vi.waitFor(() => expect(lines.join('')).toContain('retention purge failed'));
    expect(lines.join('')).toContain('SQLITE_BUSY');
    await app.close();
  });

  it('npm run leads -- purge: dry run, LEADS_RETENTION_DAYS, and --include-undelivered', async () => {
    const { file, store } = await aged();
    await store.close();
    const leads = (env: Record<string, string>, ...args: string[]) =>
      runNode(['server/cli.ts', 'purge', ...args], { LEADS_DB: file, ...env });

    const dry = await leads({}, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toMatch(
      /Dry run: would delete 2 delivered or spam leads created before .* \(LEADS_RETENTION_DAYS=365\)/,
    );
    expect(dry.stdout).toContain('Kept 2 older leads the CRM has not received yet');
    expect(count(file, 'leads')).toBe(6);

    const real = await leads({ LEADS_RETENTION_DAYS: '365' });
    expect(real.stdout).toContain('Deleted 2 delivered or spam leads');
    expect(count(file, 'leads')).toBe(4);

    const shorter = await leads({ LEADS_RETENTION_DAYS: '30' }, '--include-undelivered');
    expect(shorter.stdout).toContain('Deleted 3 leads created before');
    expect(count(file, 'leads')).toBe(1);
    expect(count(file, 'deliveries')).toBe(1);
  });
});

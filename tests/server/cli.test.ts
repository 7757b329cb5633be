import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/store/sqlite';
import { newKey, parseCsv, runNode, tempDir } from './helpers';

let db: string;
const ids: Record<string, string> = {};
const leads = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: db });

beforeAll(async () => {
  db = join(await tempDir(), 'leads.db');
  const store = openSqliteStore(db);
  const save = async (name: string, kind: 'enquiry' | 'review', payload: Record<string, unknown>, at: string) =>
    (ids[name] = (
      await store.saveLead({ kind, idempotencyKey: newKey(), payload: { name, ...payload }, spam: false }, new Date(at))
    ).id);
  await save(
    'Asha Verma',
    'enquiry',
    {
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      pickup: 'Ghansoli, Navi Mumbai',
      drop: 'Pune',
      detail: 'Fridge, "fragile" glass table\nand 2 beds',
      source: 'home-quote',
      goodsType: 'Domestic Moving',
    },
    '2026-03-01T09:00:00.000Z',
  );
  await save('Rahul Nair', 'review', { title: 'Great', rating: 5, description: 'On time' }, '2026-03-02T09:00:00.000Z');
  await save('=HYPERLINK("x")', 'enquiry', { email: 'b@example.com', source: 'contact' }, '2026-03-03T09:00:00.000Z');
  await store.markDelivered(ids['Rahul Nair']!, new Date('2026-03-02T09:00:05.000Z'));
  await store.markAttempt(ids['Asha Verma']!, 'CRM answered HTTP 502', new Date('2030-01-01T00:00:00.000Z'));
  await store.close();
});

describe('the leads command', () => {
  it('lists leads newest first with their delivery state', async () => {
    const { code, stdout } = await leads('list');
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^ID\s+KIND\s+CREATED\s+STATUS\s+ATTEMPTS\s+LAST ERROR$/);
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/))).toEqual([
      [ids['=HYPERLINK("x")'], 'enquiry', '2026-03-03T09:00:00.000Z', 'pending', '0'],
      [ids['Rahul Nair'], 'review', '2026-03-02T09:00:00.000Z', 'delivered', '1'],
      [ids['Asha Verma'], 'enquiry', '2026-03-01T09:00:00.000Z', 'failed', '1', 'CRM answered HTTP 502'],
    ]);
  });

  it('exports every lead as CSV a spreadsheet opens safely', async () => {
    const { code, stdout } = await leads('export');
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual([
      'id',
      'kind',
      'created_at',
      'status',
      'attempts',
      'last_error',
      'delivered_at',
      'name',
      'email',
      'phone',
      'pickup',
      'drop',
      'detail',
      'goodsType',
      'source',
      'title',
      'rating',
      'description',
    ]);
    expect(rows).toHaveLength(3);
    const asha = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(asha).toMatchObject({
      id: ids['Asha Verma'],
      status: 'failed',
      last_error: 'CRM answered HTTP 502',
      name: 'Asha Verma',
      phone: "'+91 98765 43210",
      pickup: 'Ghansoli, Navi Mumbai',
      detail: 'Fridge, "fragile" glass table\nand 2 beds',
      goodsType: 'Domestic Moving',
      rating: '',
    });
    const rahul = Object.fromEntries(header!.map((h, i) => [h, rows[1]![i]]));
    expect(rahul).toMatchObject({ kind: 'review', rating: '5', delivered_at: '2026-03-02T09:00:05.000Z' });
    expect(rows[2]![header!.indexOf('name')]).toBe(`'=HYPERLINK("x")`);
  });

  it('makes a failed lead due now and refuses to resend a delivered one', async () => {
    const retried = await leads('retry', ids['Asha Verma']!);
    expect(retried.code).toBe(0);
    expect(retried.stdout).toContain('due now');
    const store = openSqliteStore(db);
    const lead = await store.get(ids['Asha Verma']!);
    await store.close();
    expect(Date.parse(lead!.delivery.nextAttemptAt!)).toBeLessThanOrEqual(Date.now());

    const refused = await leads('retry', ids['Rahul Nair']!);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('was delivered to the CRM at 2026-03-02T09:00:05.000Z');

    expect((await leads('retry', 'NOSUCHLEAD')).stderr).toContain('No lead with id NOSUCHLEAD');
    const usage = await leads();
    expect([usage.code, usage.stderr]).toEqual([2, expect.stringContaining('Usage: npm run leads')]);
  });
});

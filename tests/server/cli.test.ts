import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../server/store/sqlite';
import { hashPassword } from '../../server/office/password';
import type { Lead } from '../../server/store/types';
import { enquiry, newKey, parseCsv, review, runNode, startApp, tempDir } from './helpers';

let db: string;
const ids: Record<string, string> = {};
const leads = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: db, TZ: 'Asia/Kolkata' });

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
      phone: '+91 98201 23456',
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
  it('lists leads newest first, one line each, with their delivery state', async () => {
    const { code, stdout, stderr } = await leads('list');
    expect(code).toBe(0);
    expect(stderr).toBe(`Leads in ${db}:\n`);
    const [header, ...rows] = stdout.trimEnd().split('\n');
    const count = rows.pop();
    expect(header).toMatch(/^ID +RECEIVED +AGO +KIND +NAME +PHONE +FROM → TO +PAGE +CRM$/);
    // Short ids, newest first; every line fits the 100 columns of a non-terminal.
    expect(rows.map((row) => row.split(' ')[0])).toEqual(
      ['=HYPERLINK("x")', 'Rahul Nair', 'Asha Verma'].map((name) => ids[name]!.slice(-6)),
    );
    for (const line of [header!, ...rows]) expect(line.length).toBeLessThanOrEqual(100);
    // Local times (TZ=Asia/Kolkata: 09:00 UTC is 14:30), months ago; leads of before pages show `-`.
    expect(rows[0]).toMatch(/ 3 Mar (14:30|2026) +\d+ mo ago +enquiry +=HYPERLINK\((…|"x"\)) +- +- → - +- +pending$/);
    expect(rows[1]).toMatch(/ 2 Mar (14:30|2026) +\d+ mo ago +review +Rahul Nair +- +★★★★★ Great +- +delivered$/);
    expect(rows[2]).toMatch(
      / 1 Mar (14:30|2026) +\d+ mo ago +enquiry +Asha Verma +\+91 98201 23456 +Ghansoli,[^→]* → Pune +- +failed ×1$/,
    );
    expect(count).toBe('3 leads: 1 failed, 1 pending, 1 delivered.');
  });

  it('exports every lead as CSV a spreadsheet opens safely', async () => {
    const { code, stdout } = await leads('export');
    expect(code).toBe(0);
    const [header, ...rows] = parseCsv(stdout);
    expect(header).toEqual([
      'id',
      'kind',
      // Times on the office's clock (OFFICE_TIME_ZONE, India unless set), to the minute.
      'received_ist',
      'delivery_status',
      'delivery_attempts',
      'last_error',
      'delivered_ist',
      'name',
      'email',
      'phone',
      'pickup',
      'drop',
      'detail',
      'movingDate',
      'homeSize',
      'estimate_low',
      'estimate_high',
      'estimate_gst_percent',
      'estimate_summary',
      'estimate_link',
      'goodsType',
      'source',
      'page',
      'offer',
      // The form's language (docs/i18n.md#forms-and-leads): 'hi' for a lead from a Hindi page.
      'lang',
      'title',
      'rating',
      'description',
      // The office's work: the first call, and where the lead stands (docs/office.md#csv).
      'called_by',
      'called_ist',
      'first_call_minutes',
      'status',
      'taken_by',
      'attempts',
      'lost_reason',
      'quote_amount',
      'moving_on',
    ]);
    expect(rows).toHaveLength(3);
    const asha = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(asha).toMatchObject({
      id: ids['Asha Verma'],
      received_ist: '2026-03-01 14:30',
      delivery_status: 'failed',
      delivery_attempts: '1',
      last_error: 'CRM answered HTTP 502',
      name: 'Asha Verma',
      // One phone form, E.164, whatever was typed.
      phone: '+919820123456',
      status: 'new',
      called_by: '',
      first_call_minutes: '',
      pickup: 'Ghansoli, Navi Mumbai',
      detail: 'Fridge, "fragile" glass table\nand 2 beds',
      goodsType: 'Domestic Moving',
      rating: '',
    });
    const rahul = Object.fromEntries(header!.map((h, i) => [h, rows[1]![i]]));
    expect(rahul).toMatchObject({ kind: 'review', rating: '5', delivered_ist: '2026-03-02 14:30', status: '' });
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
    expect(refused.stderr).toContain(`retry --force ${ids['Rahul Nair']}`);

    expect((await leads('retry', 'NOSUCHLEAD')).stderr).toContain('No lead with id NOSUCHLEAD');
    const usage = await leads();
    expect([usage.code, usage.stderr]).toEqual([2, expect.stringContaining('Usage: npm run leads')]);
  });
});

describe('the leads command on leads sent through the intake', () => {
  let intake: Awaited<ReturnType<typeof startApp>>;
  const cli = (...args: string[]) =>
    runNode(['server/cli.ts', ...args], { LEADS_DB: intake.settings.leadsDb, TZ: 'Asia/Kolkata' });
  const sent: Record<string, string> = {};
  const ashaPhone = '+91 98201 23456';
  // How the intake stores it (lib/shared/phone.ts): the number with its country code, nothing else.
  const ashaStored = '+919820123456';

  beforeAll(async () => {
    intake = await startApp();
    const submit = async (name: string, path: string, body: object) => {
      const res = await intake.post(path, body);
      expect(res.statusCode, res.body).toBe(201);
      sent[name] = res.json().id;
    };
    // Three days ago, before `--since 1d`; stored as the intake stores it, with that time.
    sent.ashaOld = (
      await intake.store.saveLead(
        {
          kind: 'enquiry',
          idempotencyKey: newKey(),
          payload: {
            name: 'Asha V.',
            email: 'asha.v@example.com',
            phone: '098201-23456',
            pickup: 'Vashi',
            drop: 'Nashik',
            detail: '1 BHK',
            source: 'contact',
          },
          spam: false,
        },
        new Date(Date.now() - 3 * 86_400_000),
      )
    ).id;
    await submit(
      'ravi',
      '/api/enquiries',
      enquiry({ name: 'Ravi Kumar', email: 'ravi@example.in', phone: '+91 91234 56789', page: '/about/' }),
    );
    await submit('review', '/api/reviews', review({ name: 'Meena Shah', rating: 4, page: '/review/' }));
    await submit(
      'asha',
      '/api/enquiries',
      enquiry({ name: 'Asha Verma', phone: ashaPhone, source: 'city', page: '/city/pune/' }),
    );
  });
  afterAll(async () => {
    await intake.close();
  });

  it("shows a just-submitted lead's name, phone and page on one line, and no personal data on stderr", async () => {
    const { code, stdout, stderr } = await cli('list');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    const asha = lines[1]!;
    expect(asha.startsWith(sent.asha!.slice(-6))).toBe(true);
    expect(asha).toMatch(
      / just now +enquiry +Asha Verma +\+919820123456 +Ghan[^→]* → Kothr[^ ]* +\/city\/pune\/ +pending$/,
    );
    expect(lines[2]).toMatch(/ review +Meena Shah +- +★★★★☆ Careful[ a-z…]* +\/review\/ +pending$/);
    expect(lines[3]).toContain('/about/');
    expect(lines[4]).toMatch(/ 3 days ago +enquiry +Asha V\. +098201-23456 +Vashi → Nashik +- +pending$/);
    expect(lines[5]).toBe('4 leads: 4 pending.');
    expect(stderr).toBe(`Leads in ${intake.settings.leadsDb}:\n`);
  });

  it('writes the leads in full as JSON with --json, and nothing else on stdout', async () => {
    const { code, stdout } = await cli('list', '--json');
    expect(code).toBe(0);
    const leads = JSON.parse(stdout) as Lead[];
    expect(leads.map((lead) => lead.id)).toEqual([sent.asha, sent.review, sent.ravi, sent.ashaOld]);
    expect(leads[0]).toEqual({
      id: sent.asha,
      kind: 'enquiry',
      idempotencyKey: expect.any(String),
      spam: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      payload: {
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: ashaStored,
        pickup: 'Ghansoli, Navi Mumbai',
        drop: 'Kothrud, Pune',
        detail: '2 BHK household goods',
        source: 'city',
        page: '/city/pune/',
      },
      delivery: {
        status: 'pending',
        attempts: 0,
        lastError: null,
        nextAttemptAt: expect.any(String),
        deliveredAt: null,
        rejections: 0,
        answer: null,
        quarantine: null,
        heldFrom: null,
        unknownAt: null,
      },
    });
    expect(leads[1]!.payload).toMatchObject({ title: 'Careful packing', rating: 4, page: '/review/' });
  });

  it('lists only leads received since a time with --since, in the table and in JSON', async () => {
    const recent = [sent.asha, sent.review, sent.ravi];
    for (const since of ['1d', '2h', new Date(Date.now() - 86_400_000).toISOString()]) {
      const json = await cli('list', '--since', since, '--json');
      expect(json.code, since).toBe(0);
      expect((JSON.parse(json.stdout) as Lead[]).map((lead) => lead.id)).toEqual(recent);
    }
    const table = await cli('list', '--since', '1d');
    expect(table.stdout).not.toContain('Asha V.');
    expect(table.stdout).toContain('Asha Verma');
    expect(table.stdout.trimEnd().split('\n').at(-1)).toMatch(/^3 leads since \d+ \w{3} \d{4} \d\d:\d\d: 3 pending\.$/);
    // Everything since four days ago, written as a local date and time.
    expect((JSON.parse((await cli('list', '--since', '4d', '--json')).stdout) as Lead[]).length).toBe(4);
    const future = await cli('list', '--since', '2999-01-01');
    expect(future.stdout).toBe('No leads since 1 Jan 2999 00:00 (4 leads stored in all).\n');
  });

  it('refuses a --since that is not a time with a usage error', async () => {
    for (const since of ['soon', '2026-02-30', '5 min']) {
      const { code, stdout, stderr } = await cli('list', '--since', since);
      expect([code, stdout]).toEqual([2, '']);
      expect(stderr).toContain(`--since ${since} is not a time`);
      expect(stderr).toContain('Usage: npm run leads');
    }
  });

  it("shows everything held on one person with show --phone, and nothing of anyone else's", async () => {
    const { code, stdout, stderr } = await cli('show', '--phone', '98201 23456');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^2 leads with phone 98201 23456, newest first/);
    for (const text of [
      `Lead ${sent.asha}`,
      `Lead ${sent.ashaOld}`,
      'Asha Verma',
      'asha@example.com',
      ashaStored,
      'Ghansoli, Navi Mumbai',
      '2 BHK household goods',
      '/city/pune/',
      'Asha V.',
      'asha.v@example.com',
      '098201-23456',
      '3 days ago',
    ]) {
      expect(stdout).toContain(text);
    }
    expect(stdout).toMatch(/CRM status +pending\n +attempts +0\n +last error +-\n/);
    expect(stdout).toMatch(/delivered at +-\n +CRM answer +-\n/);
    for (const other of ['Ravi', 'ravi@example.in', '91234 56789', 'Meena', '/about/', sent.ravi!, sent.review!]) {
      expect(stdout).not.toContain(other);
    }

    const json = await cli('show', '--phone', '9820123456', '--json');
    const leads = JSON.parse(json.stdout) as Lead[];
    expect(leads.map((lead) => lead.id)).toEqual([sent.asha, sent.ashaOld]);
    expect(leads[0]!.delivery).toMatchObject({ status: 'pending', attempts: 0 });

    // The same leads `delete` would delete.
    const dryRun = await cli('delete', '--phone', '9820123456', '--dry-run');
    expect(dryRun.stdout).toContain(sent.asha);
    expect(dryRun.stdout).toContain(sent.ashaOld);
    expect(dryRun.stdout).not.toContain(sent.ravi);
  });

  it('says so when nobody matches, and needs --email, --phone, --name or --id', async () => {
    expect((await cli('show', '--email', 'nobody@example.com')).stdout).toBe(
      'No leads with e-mail nobody@example.com.\n',
    );
    expect(JSON.parse((await cli('show', '--email', 'nobody@example.com', '--json')).stdout)).toEqual([]);
    const bare = await cli('show');
    expect([bare.code, bare.stderr]).toEqual([
      2,
      expect.stringContaining('show needs --email, --phone, --name or --id.'),
    ]);
  });

  it('finds reviews by name and any lead by its id, for show and delete', async () => {
    const byName = await cli('show', '--name', '  MEENA   shah ');
    expect(byName.code).toBe(0);
    expect(byName.stdout).toMatch(/^1 lead with name MEENA shah, newest first/);
    expect(byName.stdout).toContain(`Lead ${sent.review}`);
    expect(byName.stdout).not.toContain('Asha');

    const short = sent.ravi!.slice(-6).toLowerCase();
    const byId = await cli('show', '--id', short);
    expect(byId.stdout).toMatch(new RegExp(`^1 lead with id ${sent.ravi}, newest first`));
    expect(byId.stdout).toContain('ravi@example.in');
    expect(byId.stdout).toContain('find them with --name');

    const dryRun = await cli('delete', '--name', 'meena shah', '--id', sent.ravi!, '--dry-run');
    expect(dryRun.stdout).toMatch(/^Dry run: would delete 2 leads with name meena shah or id /);
    expect(dryRun.stdout).toContain(sent.review);
    expect(dryRun.stdout).toContain(sent.ravi);
    expect(dryRun.stdout).not.toContain(sent.asha);
  });

  it('retries a lead by the short id the list shows', async () => {
    const { code, stdout } = await cli('retry', sent.ravi!.slice(-6).toLowerCase());
    expect(code).toBe(0);
    expect(stdout).toContain(`Lead ${sent.ravi} is due now`);
  });
});

describe('the leads command on the office’s people', () => {
  const office = 'tea-at-four-on-the-terrace';
  let usersDb: string;
  const users = (input: string | undefined, ...args: string[]) =>
    runNode(['server/cli.ts', 'users', ...args], { LEADS_DB: usersDb, TZ: 'Asia/Kolkata' }, input);

  beforeAll(async () => {
    usersDb = join(await tempDir(), 'leads.db');
    openSqliteStore(usersDb).close();
  });

  /** The inbox over the same file: whether `name` signs in with `password`. */
  async function signsIn(name: string, password: string): Promise<boolean> {
    const app = await startApp(
      { LEADS_DB: usersDb, OFFICE_PASSWORD_HASH: await hashPassword(office, { N: 1024, r: 8, p: 1 }) },
      { startDelivery: false },
    );
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/office/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
        payload: new URLSearchParams({ name, password }).toString(),
      });
      return res.statusCode === 303;
    } finally {
      await app.close();
    }
  }

  it('adds people with a piped or a generated password, lists them, and they sign in to the inbox', async () => {
    expect((await users(undefined)).stdout).toContain('No office users yet');
    const piped = await users('asha-calls-before-ten\n', 'add', 'Asha', 'Verma', '--role', 'staff');
    expect(piped.code).toBe(0);
    expect(piped.stderr).toContain('Added Asha Verma (staff).');
    expect(piped.stdout).toBe('');

    const made = await users('', 'add', 'Ravi', '--role', 'admin', '--generate');
    expect(made.code).toBe(0);
    const password = made.stdout.trim();
    expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){4}$/);

    const list = await users(undefined);
    expect(list.code).toBe(0);
    expect(list.stdout.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^Asha Verma {2}staff {2}added by command line on \d+ \w{3} \d{4} \d\d:\d\d$/),
      expect.stringMatching(/^Ravi {8}admin {2}added by command line on /),
    ]);
    expect(list.stdout).not.toContain('scrypt');
    expect(await signsIn('asha verma', 'asha-calls-before-ten')).toBe(true);
    expect(await signsIn('Ravi', password)).toBe(true);
    expect(await signsIn('Ravi', 'asha-calls-before-ten')).toBe(false);
  });

  it('refuses a short password, a missing role and an unknown name, changing nothing', async () => {
    const short = await users('too-short\n', 'add', 'Meena', '--role', 'staff');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Please choose a password of 12 to 200 characters; nothing was changed.');
    const noRole = await users('a-long-enough-one\n', 'add', 'Meena');
    expect(noRole.code).toBe(2);
    expect(noRole.stderr).toContain('users add needs --role staff or --role admin.');
    const unknown = await users(undefined, 'remove', 'Meena');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no office user called Meena.');
    expect((await users(undefined)).stdout).not.toContain('Meena');
  });

  it('removes someone, who can no longer sign in with their password', async () => {
    const removed = await users(undefined, 'remove', 'asha', 'verma');
    expect(removed.code).toBe(0);
    expect(removed.stdout).toContain('Removed Asha Verma.');
    expect((await users(undefined)).stdout).not.toContain('Asha');
    expect(await signsIn('Asha Verma', 'asha-calls-before-ten')).toBe(false);
  });
});

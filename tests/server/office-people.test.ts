import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/office/password';
import type { OfficeUser } from '../../server/store/desk-types';
import { enquiry, startApp } from './helpers';
import { officeBrowser } from './office-client';

/**
 * The office's people: each signs in with their own password under their own name, which is
 * what the leads they work record; the office password still signs in, as an admin; only an
 * admin manages the people, at /office/people/.
 */

const officePassword = 'tea-at-four-on-the-terrace';
const ashaPassword = 'asha-calls-before-ten';
const ravi = 'ravi-keeps-the-van-keys';
/** Hashes as the store keeps them, at a low cost so the tests stay quick. */
let officeHash: string;
const cheap = (password: string) => hashPassword(password, { N: 1024, r: 8, p: 1 });
beforeAll(async () => {
  officeHash = await cheap(officePassword);
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

const user = (name: string, role: OfficeUser['role']): OfficeUser => ({
  name,
  role,
  createdAt: '2026-11-20T05:00:00.000Z',
  createdBy: 'Owner',
});

/** The app with the inbox on, Asha (staff) and Ravi (admin) stored, and browser-like clients for it. */
async function office() {
  const lines: string[] = [];
  const app = await startApp(
    { OFFICE_PASSWORD_HASH: officeHash, LOG_LEVEL: 'info' },
    { startDelivery: false, logStream: { write: (line) => lines.push(line) } },
  );
  cleanups.push(() => app.close());
  await app.store.desk.saveUser(user('Asha Verma', 'staff'), await cheap(ashaPassword));
  await app.store.desk.saveUser(user('Ravi', 'admin'), await cheap(ravi));
  const browser = () => officeBrowser(app);
  return { ...app, browser, lines };
}

const names = async (app: Awaited<ReturnType<typeof office>>) =>
  (await app.store.desk.users()).map((u) => `${u.name}:${u.role}`);

describe('signing in as one of the office’s people', () => {
  it('signs a person in with their own password under their stored name, which is what their changes record', async () => {
    const app = await office();
    const { id } = (await (await app.post('/api/enquiries', enquiry())).json()) as { id: string };
    const asha = app.browser();
    const signedIn = await asha.signIn('  asha   VERMA ', ashaPassword);
    expect(signedIn.statusCode).toBe(303);
    const inbox = await asha.open();
    expect(inbox.body).toContain('Signed in as Asha Verma');
    expect((await asha.post(`/office/leads/${id}/work`, { status: 'talked' })).statusCode).toBe(303);
    expect((await app.store.calls()).get(id)).toMatchObject({ by: 'Asha Verma' });
    expect(app.lines.join('\n')).not.toContain(ashaPassword);
  });

  it('refuses a wrong password, and the office password under a person’s name, with the one message', async () => {
    const app = await office();
    const asha = app.browser();
    for (const [name, password] of [
      ['Asha Verma', 'asha-calls-after-ten'],
      ['Asha Verma', officePassword],
      ['Asha Verma', ravi],
      ['Nobody Here', 'asha-calls-after-ten'],
    ] as const) {
      const refused = await asha.signIn(name, password);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(refused.body).toContain('That password is not right.');
    }
  });

  it('still lets the office password in under any other name, as an admin', async () => {
    const app = await office();
    const owner = app.browser();
    expect((await owner.signIn('Owner', officePassword)).statusCode).toBe(303);
    const page = await owner.open('/office/people/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Signed in as Owner (admin)');
    expect(page.body).toContain('Asha Verma');
  });
});

describe('the people page', () => {
  it('turns staff away: 403 to the page and to every change, and nothing changes', async () => {
    const app = await office();
    const asha = app.browser();
    await asha.signIn('Asha Verma', ashaPassword);
    await asha.open();
    expect(asha.csrf).not.toBe('');
    const page = await asha.open('/office/people/');
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Only an admin');
    const before = await names(app);
    for (const [url, fields] of [
      [
        '/office/people/add',
        { name: 'Mallory', role: 'admin', password: 'a-long-password-1', again: 'a-long-password-1' },
      ],
      ['/office/people/role', { name: 'Asha Verma', role: 'admin' }],
      ['/office/people/password', { name: 'Ravi', password: 'a-long-password-1', again: 'a-long-password-1' }],
      ['/office/people/remove', { name: 'Ravi' }],
    ] as const) {
      const refused = await asha.post(url, fields);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain('Nothing was changed');
    }
    expect(await names(app)).toEqual(before);
    expect((await app.browser().signIn('Ravi', ravi)).statusCode).toBe(303);
  });

  it('lets an admin add a person with a typed password, who can then sign in as staff', async () => {
    const app = await office();
    const admin = app.browser();
    await admin.signIn('Ravi', ravi);
    await admin.open('/office/people/');
    const typed = 'meena-packs-the-glass';
    // Without the form's token nothing is added.
    const forged = await admin.post('/office/people/add', {
      csrf: 'forged',
      name: 'Meena',
      role: 'staff',
      password: typed,
      again: typed,
    });
    expect(forged.statusCode).toBe(403);
    for (const [fields, problem] of [
      [{ password: typed, again: `${typed}!` }, 'The two passwords differ'],
      [{ password: 'short-one', again: 'short-one' }, 'Please choose a password of 12 to 200 characters'],
      [{ name: 'asha verma', password: typed, again: typed }, 'There is already someone called Asha Verma'],
    ] as const) {
      const refused = await admin.post('/office/people/add', { name: 'Meena', role: 'staff', ...fields });
      expect(refused.statusCode).toBe(303);
      const message = (await admin.open('/office/people/')).body;
      expect(message).toContain(problem);
    }
    expect(await names(app)).toEqual(['Asha Verma:staff', 'Ravi:admin']);

    const added = await admin.post('/office/people/add', {
      name: ' Meena  Iyer ',
      role: 'staff',
      password: typed,
      again: typed,
    });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/office/people/');
    const page = (await admin.open('/office/people/')).body;
    expect(page).toContain('Added Meena Iyer (staff).');
    expect(page).toMatch(/Meena Iyer <span class="tag">staff<\/span>[\s\S]*Added by Ravi on \d+ \w+ 20\d\d/);
    expect(page).not.toContain(typed);
    const meena = app.browser();
    expect((await meena.signIn('meena iyer', typed)).statusCode).toBe(303);
    expect((await meena.open('/office/people/')).statusCode).toBe(403);
  });

  it('makes a password when none is typed and shows it this once', async () => {
    const app = await office();
    const admin = app.browser();
    await admin.signIn('Ravi', ravi);
    await admin.open('/office/people/');
    const made = await admin.post('/office/people/add', { name: 'Karan', role: 'admin', password: '', again: '' });
    expect(made.statusCode).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const password = /<code>([a-z2-9]{4}(?:-[a-z2-9]{4}){4})<\/code>/.exec(made.body)?.[1];
    expect(password).toBeDefined();
    expect((await admin.open('/office/people/')).body).not.toContain(password!);
    expect(app.lines.join('\n')).not.toContain(password!);
    const karan = app.browser();
    expect((await karan.signIn('Karan', password!)).statusCode).toBe(303);
    expect((await karan.open('/office/people/')).statusCode).toBe(200);
  });

  it('changes a role and resets a password, signing that person out; their old password stops working', async () => {
    const app = await office();
    const admin = app.browser();
    await admin.signIn('Ravi', ravi);
    await admin.open('/office/people/');
    const asha = app.browser();
    await asha.signIn('Asha Verma', ashaPassword);
    expect((await asha.open()).body).toContain('Signed in as Asha Verma');

    expect((await admin.post('/office/people/role', { name: 'Asha Verma', role: 'admin' })).statusCode).toBe(303);
    expect((await admin.open('/office/people/')).body).toContain('Asha Verma is now an admin.');
    expect(await names(app)).toEqual(['Asha Verma:admin', 'Ravi:admin']);
    expect((await asha.open()).body).toContain('Office password');
    await asha.signIn('Asha Verma', ashaPassword);
    expect((await asha.open('/office/people/')).statusCode).toBe(200);

    const fresh = 'asha-new-password-2026';
    const reset = await admin.post('/office/people/password', { name: 'Asha Verma', password: fresh, again: fresh });
    expect(reset.statusCode).toBe(303);
    expect((await asha.open('/office/people/')).statusCode).toBe(303);
    expect((await asha.signIn('Asha Verma', ashaPassword)).statusCode).toBe(401);
    expect((await asha.signIn('Asha Verma', fresh)).statusCode).toBe(303);
    // The admin who made the change stays signed in.
    expect((await admin.open('/office/people/')).statusCode).toBe(200);
  });

  it('removes a person, who is signed out at once and can no longer sign in; nobody removes themselves', async () => {
    const app = await office();
    const admin = app.browser();
    await admin.signIn('Ravi', ravi);
    await admin.open('/office/people/');
    const asha = app.browser();
    await asha.signIn('Asha Verma', ashaPassword);
    await asha.open();

    expect((await admin.post('/office/people/remove', { name: 'Ravi' })).statusCode).toBe(303);
    expect((await admin.post('/office/people/role', { name: 'Ravi', role: 'staff' })).statusCode).toBe(303);
    expect((await admin.open('/office/people/')).body).toContain('You cannot change your own role');
    expect(await names(app)).toEqual(['Asha Verma:staff', 'Ravi:admin']);

    expect((await admin.post('/office/people/remove', { name: 'asha verma' })).statusCode).toBe(303);
    expect((await admin.open('/office/people/')).body).toContain('Removed Asha Verma');
    expect(await names(app)).toEqual(['Ravi:admin']);
    // Her open session ends with the removal: a change she posts now is refused.
    const { id } = (await (await app.post('/api/enquiries', enquiry())).json()) as { id: string };
    const late = await asha.post(`/office/leads/${id}/work`, { status: 'talked' });
    expect(late.statusCode).toBe(403);
    expect((await app.store.calls()).size).toBe(0);
    expect((await asha.signIn('Asha Verma', ashaPassword)).statusCode).toBe(401);
  });

  it('sends a visitor who is not signed in to the sign-in page', async () => {
    const app = await office();
    const res = await app.app.inject({ method: 'GET', url: '/office/people/' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/office/');
  });
});

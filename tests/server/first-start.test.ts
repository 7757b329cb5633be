import { spawn } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedHashPath } from '../../server/office/first-password';
import { parsePasswordHash, verifyPassword } from '../../server/office/password';
import { crmEnv, spawnServer, startApp, startFakeCrm, tempDir } from './helpers';
import { startWebhookReceiver } from './notify-fakes';

/**
 * A fresh `npm start` with no settings (docs/office.md#the-first-password): the office inbox is on
 * with a password made on the first start, printed once and kept only as a hash beside the
 * SQLite file; the banner says what is not ready for launch; health names what is off.
 */

type Server = Awaited<ReturnType<typeof spawnServer>>;
const servers: Server[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await Promise.all(cleanups.splice(0).map((close) => close()));
});

/** Two or three starts of the real service each: seconds apiece, more on a machine busy with a build. */
const starts = { timeout: 120_000 };

/** The service as `npm start` runs it on a machine of one's own: NODE_ENV not production. */
async function start(env: Record<string, string>) {
  const server = await spawnServer({ NODE_ENV: 'development', LOG_LEVEL: 'info', ...env }, { startTimeoutMs: 45_000 });
  servers.push(server);
  // The notices follow the listening line; the "intake ready" line follows them.
  await vi.waitFor(() => expect(server.output()).toContain('intake ready'), { timeout: 30_000 });
  return server;
}

async function stop(server: Server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Signs in at /office/ as a browser would; the status and whether a session cookie came back. */
async function signIn(server: Server, password: string) {
  const res = await fetch(`${server.base}/office/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.base },
    body: new URLSearchParams({ name: 'Priya', password }).toString(),
  });
  // A session id is base64url: it may start with `-` as well as a word character.
  return { status: res.status, session: /__Host-office=[\w-]/.test(res.headers.get('set-cookie') ?? '') };
}

const shownPassword = (output: string) => /password, shown this once: +(\S+)/.exec(output)?.[1];

describe('the first start with no settings', () => {
  it('turns the office inbox on with a password printed once and kept only as a hash', starts, async () => {
    const dir = await tempDir();
    const db = join(dir, 'leads.db');
    const first = await start({ LEADS_DB: db, STATIC_DIR: dir });
    const password = shownPassword(first.output());
    expect(password, first.output()).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){4}$/);
    expect(first.output()).toContain(`The office inbox is on: http://localhost:${first.port}/office/`);
    expect(first.output()).toContain('docs/office.md#the-first-password');

    // Only the hash is kept, beside the database, readable by this user alone.
    const file = storedHashPath(db);
    expect(file).toBe(join(dir, 'leads.db.office-password-hash'));
    const kept = await readFile(file, 'utf8');
    expect(kept.trim()).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(kept).not.toContain(password!);
    expect((await stat(file)).mode & 0o077).toBe(0);

    expect(await signIn(first, 'not-the-password-at-all')).toEqual({ status: 401, session: false });
    expect(await signIn(first, password!)).toEqual({ status: 303, session: true });
    await stop(first);

    // The next start uses the kept hash and says nothing of a password.
    const second = await start({ LEADS_DB: db, STATIC_DIR: dir });
    expect(second.output()).not.toContain(password!);
    expect(second.output()).not.toMatch(/shown this once/);
    expect(await signIn(second, password!)).toEqual({ status: 303, session: true });
    expect(await readFile(file, 'utf8')).toBe(kept);
  });

  it('makes no password in production, nor where OFFICE_PASSWORD_HASH is set or off', starts, async () => {
    const dir = await tempDir();
    const db = join(dir, 'leads.db');
    const production = await start({ LEADS_DB: db, STATIC_DIR: dir, NODE_ENV: 'production' });
    expect(production.output()).not.toMatch(/shown this once/);
    expect(production.output()).toContain('office inbox off');
    expect((await fetch(`${production.base}/office/`)).status).toBe(404);
    await expect(stat(storedHashPath(db))).rejects.toThrow(/ENOENT/);
    await stop(production);

    const off = await start({ LEADS_DB: db, STATIC_DIR: dir, OFFICE_PASSWORD_HASH: 'off' });
    expect(off.output()).not.toMatch(/shown this once|office inbox off/);
    expect((await fetch(`${off.base}/office/`)).status).toBe(404);
    await expect(stat(storedHashPath(db))).rejects.toThrow(/ENOENT/);
  });

  it('refuses to start on a stored hash file that holds no hash, without quoting it', async () => {
    const dir = await tempDir();
    const db = join(dir, 'leads.db');
    await writeFile(storedHashPath(db), 'my-plain-password-typed-here\n');
    const refused = await start({ LEADS_DB: db, STATIC_DIR: dir }).then(
      () => '',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/leads\.db\.office-password-hash holds no office password hash/);
    expect(refused).not.toContain('my-plain-password');
  });
});

describe('npm run office-password -- --save', () => {
  it('writes a new password’s hash where the start reads it, and prints no hash', async () => {
    const dir = await tempDir();
    const db = join(dir, 'leads.db');
    const password = 'a-new-office-password-2026';
    const saved = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/office/password-cli.ts', '--save'], {
        env: { NODE_ENV: 'production', PATH: process.env.PATH, HOME: process.env.HOME, LEADS_DB: db },
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(`${password}\n`);
    });
    expect(saved.code).toBe(0);
    expect(saved.stdout).toBe('');
    expect(saved.stderr).toContain(`Saved in ${storedHashPath(db)}`);
    const kept = await readFile(storedHashPath(db), 'utf8');
    expect(kept).not.toContain(password);
    const hash = parsePasswordHash(kept);
    if ('problem' in hash) throw new Error(hash.problem);
    expect(await verifyPassword(password, hash)).toBe(true);
    expect((await stat(storedHashPath(db))).mode & 0o077).toBe(0);
  });
});

describe('the start banner', () => {
  it(
    'lists what the served build and the settings still lack for a launch, and nothing once all is set',
    starts,
    async () => {
      const dir = await tempDir();
      // The marker as the build writes it (scripts/build-complete.ts), with one launch warning.
      const marker = {
        buildId: 'test',
        finishedAt: new Date().toISOString(),
        settings: '',
        launch: [
          { what: 'The enquiry e-mail is still enquiry@example.com, an address nobody reads', fix: 'Set email.' },
        ],
      };
      await writeFile(join(dir, '.build-complete'), JSON.stringify(marker));
      const placeholders = await start({ LEADS_DB: join(dir, 'a.db'), STATIC_DIR: dir, OFFICE_PASSWORD_HASH: 'off' });
      const banner = placeholders.output();
      expect(banner).toContain('Not ready for launch: 3 settings are still a placeholder or unset');
      expect(banner).toContain('npm run launch-check');
      expect(banner).toContain('  - The enquiry e-mail is still enquiry@example.com');
      expect(banner).toContain('  - No CRM is set');
      expect(banner).toContain('  - No notification channel is set: nobody is told when a lead arrives');
      await stop(placeholders);

      await writeFile(join(dir, '.build-complete'), JSON.stringify({ ...marker, launch: [] }));
      const crm = await startFakeCrm();
      cleanups.push(() => crm.close());
      const receiver = await startWebhookReceiver();
      cleanups.push(() => receiver.close());
      const ready = await start({
        LEADS_DB: join(dir, 'b.db'),
        STATIC_DIR: dir,
        OFFICE_PASSWORD_HASH: 'off',
        ...crmEnv(crm.url),
        LEADS_WEBHOOK_URL: `${receiver.base}/hook`,
        LEADS_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length',
      });
      expect(ready.output()).not.toContain('Not ready for launch');
    },
  );
});

describe('/api/health with no settings', () => {
  it('names every way a lead could reach someone that is off', async () => {
    const started = await startApp({}, { startDelivery: false });
    cleanups.push(() => started.close());
    const health = await started.app.inject({ url: '/api/health', remoteAddress: '127.0.0.1' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'ok',
      off: ['crm', 'office', 'email', 'whatsapp', 'webhook', 'ack'],
    });
    // Outsiders still get the status word alone.
    const outside = await started.app.inject({ url: '/api/health', remoteAddress: '198.51.100.7' });
    expect(outside.body).toBe('{"status":"ok"}');
  });

  it('leaves out what is on', async () => {
    const receiver = await startWebhookReceiver();
    cleanups.push(() => receiver.close());
    const started = await startApp(
      { LEADS_WEBHOOK_URL: `${receiver.base}/hook`, LEADS_WEBHOOK_SECRET: 'a-webhook-secret-of-some-length' },
      { startDelivery: false },
    );
    cleanups.push(() => started.close());
    const health = await started.app.inject({ url: '/api/health', remoteAddress: '127.0.0.1' });
    expect(health.json().off).toEqual(['crm', 'office', 'email', 'whatsapp', 'ack']);
  });
});

import { expect } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * An intake of a browser test's own with the office inbox on (the shared one runs with
 * OFFICE_PASSWORD_HASH=off): a free port, its own database, the office's hash made by
 * `npm run office-password`, and `env` on top (a CRM, limits).
 */
export async function startOfficeIntake(password: string, env: Record<string, string> = {}) {
  // The hash as the office would make it: the password on stdin, the hash alone on stdout.
  const hash = execFileSync('node', ['--import', 'tsx', 'server/office/password-cli.ts'], {
    input: `${password}\n`,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  }).trim();
  expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect(hash).not.toContain(password);
  const db = join(tmpdir(), `e2e-office-${process.pid}-${Date.now()}.db`);
  const intake: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: 'out',
      LEADS_DB: db,
      OFFICE_PASSWORD_HASH: hash,
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    intake.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    intake.on('exit', (code) => reject(new Error(`the office intake exited (${code})`)));
  });
  return {
    url,
    async stop() {
      intake.kill('SIGTERM');
      if (intake.exitCode === null) await new Promise((resolve) => intake.once('exit', resolve));
      await Promise.all(['', '-wal', '-shm', '.created'].map((end) => rm(`${db}${end}`, { force: true })));
    },
  };
}

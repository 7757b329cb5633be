/**
 * A throwaway PostgreSQL cluster of Debian's PostgreSQL (docs/deploying.md#two-instances): made with
 * initdb in a folder of its own, started with pg_ctl on a Unix socket in that folder (and a
 * loopback port when asked), trusted for local connections only, stopped and deleted by `stop`.
 * The tests start one for the run (tests/server/postgres-setup.ts); `npm run db:dev` starts one
 * for development and prints its DATABASE_URL.
 *
 * initdb refuses to run as root: as root, the cluster's folder belongs to the `postgres` user and
 * the server runs as that user (runuser), as on a Debian install.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';

/** Where Debian puts the server's programs; PG_BIN overrides it. */
function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      'PostgreSQL is not installed: the tests start a cluster of their own from its programs. ' +
        'Install it with `apt-get install -y postgresql` (Debian), or set PG_BIN to the folder holding pg_ctl.',
    );
  }
  return join(root, versions[0], 'bin');
}

export interface Cluster {
  /** Connection string for the `postgres` database as the `postgres` user. */
  url: string;
  /** The folder holding the data and the socket. */
  dir: string;
  /** The URL of another database in this cluster. */
  urlOf(database: string): string;
  /** Stops the server (fast shutdown) without deleting anything; `start` starts it again. */
  pause(): void;
  start(): void;
  /** Stops the server and deletes its folder. */
  stop(): void;
}

export interface ClusterOptions {
  /** Listen on 127.0.0.1 at this port too (default: the socket only). */
  port?: number;
  /** Keep the data here instead of a new temporary folder (kept by `stop`). */
  dir?: string;
}

/**
 * Creates and starts a cluster; resolves once it takes connections. The socket's port number
 * names the socket file, so two clusters on one machine may share a number only in different folders.
 */
export function startCluster({ port, dir: givenDir }: ClusterOptions = {}): Cluster {
  const bin = binDir();
  const asRoot = userInfo().uid === 0;
  const dir = givenDir ?? mkdtempSync('/tmp/pg-');
  const data = join(dir, 'data');
  const socketPort = port ?? 5432;
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${program} failed (exit ${result.status}): ${(result.stderr || result.stdout).trim()}`);
    }
  };
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  if (!existsSync(join(data, 'PG_VERSION'))) {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
  }
  const listen = port === undefined ? "''" : '127.0.0.1';
  const serverOptions = [
    `-p ${socketPort}`,
    `-k ${dir}`,
    `-c listen_addresses=${listen}`,
    // Enough for two service instances, the tests' own connections and a bench's.
    '-c max_connections=200',
    // Throwaway data: a clean shutdown is fast.
    '-c shared_buffers=64MB',
  ].join(' ');
  const logFile = join(dir, 'server.log');
  const start = () => run('pg_ctl', ['-D', data, '-o', serverOptions, '-l', logFile, '-w', '-t', '30', 'start']);
  const pause = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  const urlOf = (database: string) =>
    `postgres://postgres@localhost/${database}?host=${encodeURIComponent(dir)}&port=${socketPort}`;
  return {
    url: urlOf('postgres'),
    dir,
    urlOf,
    pause,
    start,
    stop() {
      try {
        pause();
      } catch {
        // Already stopped.
      }
      if (!givenDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const line = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim();
  const [, , uid, gid] = line.split(':');
  if (!uid || !gid) throw new Error('no postgres user: install Debian’s postgresql package');
  return { uid: Number(uid), gid: Number(gid) };
}

/** `npm run db:dev`: a cluster in data/postgres (beside the SQLite store) on port 5433 until Ctrl-C. */
async function main() {
  const port = Number(process.env.PGPORT ?? 5433);
  const dir = join(process.cwd(), 'data', 'postgres');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(dir, { recursive: true });
  const cluster = startCluster({ port, dir });
  process.stdout.write(
    `PostgreSQL is running (data in ${dir}). In another terminal, with an office password hash\n` +
      '(every instance needs the same one: docs/deploying.md#two-instances):\n\n' +
      '  export OFFICE_PASSWORD_HASH="$(npm run -s office-password)"\n' +
      `  DATABASE_URL=postgres://postgres@127.0.0.1:${port}/postgres PORT=3000 npm start\n\n` +
      'Ctrl-C stops it; the data stays for the next start.\n',
  );
  const stop = () => {
    cluster.pause();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => {}, 1 << 30);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();

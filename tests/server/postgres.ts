import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import './postgres-setup';

/** The URL of database `name` in the run's cluster. */
function urlOf(name: string): string {
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty database in the run's cluster (./postgres-setup.ts); answers its URL. */
export async function freshDatabase(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('postgresUrl') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return urlOf(name);
}

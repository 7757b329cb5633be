import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/postgres-cluster';

/**
 * The server tests' PostgreSQL: a throwaway cluster of the machine's own PostgreSQL for the whole
 * run (scripts/postgres-cluster.ts), stopped and deleted at the end. Each test that needs one makes
 * a database of its own in it (./postgres.ts).
 */
export default function setup(project: TestProject) {
  const cluster = startCluster();
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresDir', cluster.dir);
  return () => cluster.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresDir: string;
  }
}

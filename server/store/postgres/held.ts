import type pg from 'pg';
import type { LeadStore } from '../types';

/** Held leads reviewed in bulk, and the flood summaries, on PostgreSQL. */
export type HeldMethods = Pick<
  LeadStore,
  'heldSources' | 'releaseHeld' | 'discardHeld' | 'queueSummary' | 'floodSummary'
>;

export function pgHeld(pool: pg.Pool): HeldMethods {
  void pool;
  throw new Error('TODO(wt-pgq): PostgreSQL held leads and summaries');
}

import type pg from 'pg';
import type { LeadStore } from '../types';

/** Reading leads on PostgreSQL: one, a page, counts, the export, the queue's figures, a person's retry and release. */
export type ReadMethods = Pick<
  LeadStore,
  | 'findByKey'
  | 'get'
  | 'list'
  | 'leadPage'
  | 'countLeads'
  | 'countByPage'
  | 'leadBatches'
  | 'payloadFields'
  | 'stats'
  | 'retry'
  | 'release'
  | 'quarantined'
  | 'quarantinedLeads'
>;

/** Privacy requests, retention and the office's call marks on PostgreSQL. */
export type PrivacyMethods = Pick<LeadStore, 'findByContact' | 'forget' | 'purge' | 'markCalled' | 'calls'>;

export function pgReads(pool: pg.Pool): ReadMethods {
  void pool;
  throw new Error('TODO: reads');
}

export function pgPrivacy(pool: pg.Pool): PrivacyMethods {
  void pool;
  throw new Error('TODO: privacy');
}

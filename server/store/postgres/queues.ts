import type pg from 'pg';
import type { LeadStore, NotifyChannel } from '../types';

/** The CRM's and the notifications' queues on PostgreSQL: claims, marks, a person's retry, the office's reads. */
export type QueueMethods = Pick<
  LeadStore,
  | 'claimNext'
  | 'markAttempt'
  | 'markDelivered'
  | 'markUnknown'
  | 'releaseClaim'
  | 'claimNotification'
  | 'markNotificationFailed'
  | 'markNotificationSent'
  | 'markNotificationUnknown'
  | 'releaseNotificationClaim'
  | 'retryNotification'
  | 'notificationsOf'
  | 'channelStatus'
>;

export function pgQueues(pool: pg.Pool, alertChannels: readonly NotifyChannel[]): QueueMethods {
  void pool;
  void alertChannels;
  const missing = () => Promise.reject(new Error('TODO(wt-pgq): PostgreSQL queues'));
  return {
    claimNext: missing,
    markAttempt: missing,
    markDelivered: missing,
    markUnknown: missing,
    releaseClaim: missing,
    claimNotification: missing,
    markNotificationFailed: missing,
    markNotificationSent: missing,
    markNotificationUnknown: missing,
    releaseNotificationClaim: missing,
    retryNotification: missing,
    notificationsOf: missing,
    channelStatus: missing,
  };
}

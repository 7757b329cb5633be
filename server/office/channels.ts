import { isStopped } from '../lead-rows';
import type { Lead, LeadStore } from '../store/types';

/**
 * Where a lead stands with each place it is delivered to, as the inbox shows it
 * (docs/office.md#delivery). Today that is the CRM, from the lead's delivery record; other
 * channels (e-mail, WhatsApp, a webhook) add their entries here.
 */

/** One channel's state for one lead. */
export interface ChannelStatus {
  /** `crm`, or another channel's name. */
  channel: string;
  /**
   * `delivered`; `pending` (due, or waiting for the worker); `failed` (will be tried again);
   * `stopped` (failed and waits for a retry); `quarantined` (waits for a release); `spam`
   * (never sent); `off` (the channel is not set up, so the lead waits here).
   */
  status: 'delivered' | 'pending' | 'failed' | 'stopped' | 'quarantined' | 'spam' | 'off';
  attempts: number;
  lastError: string | null;
}

/** Every channel's state for `lead`; `crmConfigured` is false when CRM_URL is unset. */
export function deliveryChannels(lead: Lead, crmConfigured: boolean): ChannelStatus[] {
  const { delivery } = lead;
  const status: ChannelStatus['status'] = delivery.quarantine
    ? 'quarantined'
    : delivery.status === 'spam'
      ? 'spam'
      : isStopped(delivery)
        ? 'stopped'
        : delivery.status === 'pending' && !crmConfigured
          ? 'off'
          : delivery.status;
  return [{ channel: 'crm', status, attempts: delivery.attempts, lastError: delivery.lastError }];
}

/** Whether the inbox offers a retry for this state: a failed or stopped delivery. */
export const retryable = (status: ChannelStatus['status']) => status === 'failed' || status === 'stopped';

/** What a retry did, as the inbox says it. */
export type ChannelRetry = 'scheduled' | 'refused' | 'not_found' | 'unknown_channel';

/**
 * Makes one channel's delivery of a lead due now, through the same store method as
 * `npm run leads -- retry` (never a delivered, spam or quarantined lead).
 */
export async function retryChannel(store: LeadStore, id: string, channel: string): Promise<ChannelRetry> {
  if (channel !== 'crm') return 'unknown_channel';
  const result = await store.retry(id, new Date());
  if (result === 'scheduled' || result === 'not_found') return result;
  return 'refused';
}

import { isStopped, isUnknown } from '../leads/lead-rows';
import type { Lead, LeadStore, Notification } from '../store/types';

/**
 * Where a lead stands with each place it is delivered to, as the inbox shows it
 * (docs/office.md#delivery): the CRM, from the lead's delivery record, then each notification
 * (e-mail to the office, the visitor's acknowledgement, WhatsApp, the webhook, and the alerts that
 * the CRM refused the lead), from the notifications the store keeps with it.
 */

/** One channel's state for one lead. */
export interface ChannelStatus {
  /**
   * `crm`, or `notification:<id>` for one notification: what the retry form sends back, and how
   * the page names it (with `label`).
   */
  channel: string;
  /** The name shown, where it is not the channel's own (a notification's channel and event). */
  label?: string;
  /**
   * `delivered`; `pending` (due, or waiting for the worker); `failed` (will be tried again);
   * `stopped` (failed and waits for a retry); `unknown` (sent with no answer: it may have arrived,
   * and waits for a person to check, then retry); `quarantined` (waits for a release); `spam`
   * (never sent); `off` (the channel is not set up, so the lead waits here); `skipped` (an
   * acknowledgement never sent, why in `lastError`); `summarised` (told in a summary instead).
   */
  status:
    | 'delivered'
    | 'pending'
    | 'failed'
    | 'stopped'
    | 'unknown'
    | 'quarantined'
    | 'spam'
    | 'off'
    | 'skipped'
    | 'summarised';
  attempts: number;
  lastError: string | null;
}

/** The words for each notification channel, and for an alert that the CRM refused the lead. */
const notificationNames: Record<Notification['channel'], string> = {
  email: 'E-mail to the office',
  ack: "Visitor's acknowledgement",
  whatsapp: 'WhatsApp',
  webhook: 'Webhook',
};

/** A notification's state in the inbox's words. */
function notificationStatus(n: Notification): ChannelStatus {
  const status: ChannelStatus['status'] =
    n.status === 'held'
      ? 'quarantined'
      : n.status === 'failed' && n.unknownAt
        ? 'unknown'
        : n.status === 'failed' && n.nextAttemptAt === null
          ? 'stopped'
          : n.status;
  const name = notificationNames[n.channel];
  return {
    channel: `notification:${n.id}`,
    label:
      n.event === 'crm_failed'
        ? `${name} (CRM refusal alert)`
        : n.event === 'summary'
          ? `${name} (flood summary)`
          : name,
    status,
    attempts: n.attempts,
    lastError: n.lastError,
  };
}

/**
 * Every channel's state for `lead`; `crmConfigured` is false when CRM_URL is unset;
 * `notifications` are the lead's (store.notificationsOf).
 */
export function deliveryChannels(
  lead: Lead,
  crmConfigured: boolean,
  notifications: readonly Notification[] = [],
): ChannelStatus[] {
  const { delivery } = lead;
  const status: ChannelStatus['status'] = delivery.quarantine
    ? 'quarantined'
    : delivery.status === 'spam'
      ? 'spam'
      : isStopped(delivery)
        ? 'stopped'
        : isUnknown(delivery)
          ? 'unknown'
          : delivery.status === 'pending' && !crmConfigured
            ? 'off'
            : delivery.status;
  return [
    { channel: 'crm', status, attempts: delivery.attempts, lastError: delivery.lastError },
    ...notifications.map(notificationStatus),
  ];
}

/** Whether the inbox offers a retry for this state: a failed, stopped or unknown delivery. */
export const retryable = (status: ChannelStatus['status']) =>
  status === 'failed' || status === 'stopped' || status === 'unknown';

/** What a retry did, as the inbox says it. */
export type ChannelRetry = 'scheduled' | 'refused' | 'not_found' | 'unknown_channel';

/**
 * Makes one channel's delivery of a lead due now, through the same store methods as
 * `npm run leads -- retry` (never a delivered, spam or quarantined lead) and
 * `retry --channel` (a notification of that lead; never a delivered or held one).
 */
export async function retryChannel(store: LeadStore, id: string, channel: string): Promise<ChannelRetry> {
  const notification = /^notification:(\d{1,12})$/.exec(channel);
  if (notification) {
    const own = (await store.notificationsOf(id)).find((n) => n.id === Number(notification[1]));
    if (!own) return 'not_found';
    const result = await store.retryNotification(own.id, new Date());
    return result === 'scheduled' ? 'scheduled' : result === 'not_found' ? 'not_found' : 'refused';
  }
  if (channel !== 'crm') return 'unknown_channel';
  const result = await store.retry(id, new Date());
  if (result === 'scheduled' || result === 'not_found') return result;
  return 'refused';
}

import { localDateTime, shortId } from '../leads/lead-rows';
import type { ChannelStatus, Notification, NotifyChannel, QuarantinedLead, QuarantineReason } from '../store/types';
import { notifyChannels } from '../store/types';

/**
 * What the leads command prints about the notifications and the quarantine (docs/lead-flow.md#the-leads-command):
 * the service's own words only (a channel's errors are written by notify/channels.ts), so nothing
 * here can carry a secret.
 */

const reasons: Record<QuarantineReason, string> = {
  honeypot: 'caught by the spam trap (the hidden field was filled, e.g. by autofill)',
  client: 'a burst from one address, far beyond a household (CLIENT_LEAD_ALLOWANCE)',
  global: 'past the overall rate limit (GLOBAL_RATE_LIMIT_MAX)',
  repeat: 'the same phone, e-mail or message again and again (SAME_CONTACT_MAX, SAME_MESSAGE_MAX)',
  links: 'a message full of links',
};

/** Why a lead is held, in a few words. */
export const quarantineReason = (reason: QuarantineReason) => reasons[reason];

/** Why each quarantined lead is held, a line each, and how to release one. */
export function quarantineReasons(held: QuarantinedLead[]): string {
  if (held.length === 0) return 'No quarantined leads.';
  return [
    'Why they are held:',
    ...held.map(({ lead, reason }) => `  ${shortId(lead.id)}  ${reasons[reason]}`),
    'A genuine one is sent to the CRM and notified with: npm run leads -- release <id>',
  ].join('\n');
}

const when = (iso: string | null) => (iso ? localDateTime(new Date(iso)) : '-');

/** One notification as `show` prints it: `webhook (new lead)  failed ×2: webhook answered HTTP 503; next 24 Nov 2026 10:15`. */
export function notificationLine(n: Notification): string {
  const what =
    n.event === 'crm_failed' ? 'CRM failure alert' : n.event === 'summary' ? 'summary of held leads' : 'new lead';
  const state =
    n.status === 'delivered'
      ? `delivered ${when(n.deliveredAt)}`
      : n.status === 'skipped'
        ? (n.lastError ?? 'not sent')
        : n.status === 'summarised'
          ? 'told in the summary (past OFFICE_ALERTS_PER_HOUR)'
          : n.status === 'held'
            ? 'held (quarantined lead: release sends it)'
            : n.status === 'failed' && n.unknownAt
              ? `may not have arrived (sent ${when(n.unknownAt)}: ${n.lastError ?? '-'}): check, then retry --channel ${n.channel} sends it again`
              : n.status === 'failed'
                ? `${n.nextAttemptAt ? `failed ×${n.attempts}` : `stopped after ${n.attempts} attempts`}: ${n.lastError ?? '-'}${n.nextAttemptAt ? `; next ${when(n.nextAttemptAt)}` : '; retry --channel sends it again'}`
                : `pending since ${when(n.createdAt)}`;
  return `${n.channel} (${what})  ${state}`;
}

/** `channels`: each channel, on or off, its queue and its last error. */
export function channelReport(configured: readonly NotifyChannel[], statuses: ChannelStatus[]): string {
  const byChannel = new Map(statuses.map((status) => [status.channel, status]));
  const lines = notifyChannels.map((channel) => {
    const s = byChannel.get(channel);
    const on = configured.includes(channel) ? 'on ' : 'off';
    const name = channel.padEnd(9);
    if (!s) return `${name}${on}  nothing sent yet`;
    const queue = `pending ${s.pending} (failing ${s.failed}), stopped ${s.stopped}, held ${s.held}, delivered ${s.delivered}`;
    const unknown = s.unknown
      ? `; may not have arrived ${s.unknown}: check, then npm run leads -- retry --channel ${channel} <id>`
      : '';
    const last = s.lastError ? `; last error ${when(s.lastErrorAt)}: ${s.lastError}` : '';
    return `${name}${on}  ${queue}${unknown}${last}`;
  });
  return ['Notification channels:', ...lines].join('\n');
}

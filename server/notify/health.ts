import type { Settings } from '../settings';
import { type ChannelStatus, type LeadStore, type NotifyChannel, notifyChannels } from '../store/types';
import type { Notifier } from './worker';

/** One channel as /api/health's details show it (docs/lead-flow.md#health). */
export interface ChannelHealth {
  /** `failing` once HEALTH_DELIVERY_FAILURES attempts in a row have failed; `ok` otherwise. */
  state: 'ok' | 'failing';
  queue: Pick<ChannelStatus, 'held' | 'pending' | 'failed' | 'stopped' | 'unknown' | 'delivered'>;
  lastError: string | null;
  lastErrorAt: string | null;
}

/**
 * Each configured channel's queue, last error and state, and which are failing; null when no
 * channel is configured. The errors are the service's own words (notify/channels.ts): no secret,
 * no address.
 */
export async function channelHealth(
  store: LeadStore,
  settings: Settings,
  notifier: Notifier | null,
): Promise<{ detail: Partial<Record<NotifyChannel, ChannelHealth>>; failing: NotifyChannel[] } | null> {
  const { channels } = settings.notify;
  if (channels.length === 0) return null;
  const failing = notifier?.failing(settings.healthDeliveryFailures) ?? [];
  const byChannel = new Map((await store.channelStatus()).map((status) => [status.channel, status]));
  const detail: Partial<Record<NotifyChannel, ChannelHealth>> = {};
  for (const channel of channels) {
    const s = byChannel.get(channel);
    detail[channel] = {
      state: failing.includes(channel) ? 'failing' : 'ok',
      queue: {
        held: s?.held ?? 0,
        pending: s?.pending ?? 0,
        failed: s?.failed ?? 0,
        stopped: s?.stopped ?? 0,
        unknown: s?.unknown ?? 0,
        delivered: s?.delivered ?? 0,
      },
      lastError: s?.lastError ?? null,
      lastErrorAt: s?.lastErrorAt ?? null,
    };
  }
  return { detail, failing };
}

/** Every way a new lead reaches someone: the CRM, the office inbox and the notification channels. */
export type LeadRoute = 'crm' | 'office' | NotifyChannel;

/**
 * The routes that are off, for /api/health's details (docs/lead-flow.md#health): a fresh start with
 * no settings names all but the office inbox, so a monitor (or a person) sees nobody is told of a lead.
 */
export function routesOff(settings: Pick<Settings, 'crm' | 'office' | 'notify'>): LeadRoute[] {
  const off: LeadRoute[] = [];
  if (!settings.crm) off.push('crm');
  if (!settings.office) off.push('office');
  for (const channel of notifyChannels) if (!settings.notify.channels.includes(channel)) off.push(channel);
  return off;
}

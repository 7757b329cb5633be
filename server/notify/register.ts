import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../http/app';
import type { Settings } from '../settings';
import type { LeadStore } from '../store/types';
import { Notifier } from './worker';

/**
 * The notification channels in the service (docs/lead-flow.md#notifications): their workers start
 * when the app is ready and stop with it, and each stored lead (a 201, or the 303 of a form posted
 * without scripts) asks them for a round at once instead of at the next poll.
 */
export function registerNotifier(
  app: FastifyInstance,
  settings: Settings,
  store: LeadStore,
  options: Pick<AppOptions, 'fetch' | 'startDelivery'>,
): Notifier | null {
  const notifier =
    settings.notify.channels.length > 0
      ? new Notifier(store, settings, app.log.child({ module: 'notify' }), options.fetch)
      : null;
  app.decorate('notifier', notifier);
  if (!notifier) return null;
  app.addHook('onReady', async () => {
    app.log.info({ channels: settings.notify.channels }, 'notifying new leads');
    if (options.startDelivery !== false) notifier.start();
  });
  app.addHook('onClose', async () => {
    await notifier.stop();
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'POST' && (reply.statusCode === 201 || reply.statusCode === 303)) notifier.nudge();
  });
  return notifier;
}

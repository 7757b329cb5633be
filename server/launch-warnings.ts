import type { LaunchWarning } from '../content/launch-warnings';
import type { Settings } from './settings';

/**
 * The intake service's settings a real launch needs (docs/deploying.md#before-launch): somewhere
 * each lead goes besides this machine's store. `npm run launch-check` lists these with the
 * content's (content/launch-warnings.ts); the start prints them in its banner (server/main.ts).
 */
export function serviceLaunchWarnings(settings: Pick<Settings, 'crm' | 'notify'>): LaunchWarning[] {
  const warnings: LaunchWarning[] = [];
  if (!settings.crm) {
    warnings.push({
      what: 'No CRM is set: leads stay in this machine’s store, seen only in the office inbox and with npm run leads',
      fix: 'Set CRM_URL, CRM_USER, CRM_PASS and CRM_REST_URL (docs/lead-flow.md#crm-delivery).',
    });
  }
  const told = settings.notify.channels.filter((channel) => channel !== 'ack');
  if (told.length === 0) {
    warnings.push({
      what: 'No notification channel is set: nobody is told when a lead arrives',
      fix: 'Set at least one: e-mail to the office (SMTP_URL, LEADS_NOTIFY_FROM, LEADS_NOTIFY_TO), WhatsApp (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TO, WHATSAPP_TEMPLATE) or a webhook (LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET); docs/lead-flow.md#notifications.',
    });
  }
  return warnings;
}

/**
 * The start's banner: the served build's launch warnings (out/.build-complete) and the service's,
 * one line each; empty when there are none.
 */
export function launchBanner(warnings: readonly LaunchWarning[]): string {
  if (warnings.length === 0) return '';
  return [
    '',
    `Not ready for launch: ${warnings.length} setting${warnings.length === 1 ? ' is' : 's are'} still a placeholder or unset (npm run launch-check says how to set each):`,
    ...warnings.map((warning) => `  - ${warning.what}`),
    '',
  ].join('\n');
}

import { enquirySchema, reviewSchema } from '../lib/lead-schemas';
import { toCsv } from './csv';
import { parseSettings, SettingsError } from './settings';
import { openSqliteStore } from './store/sqlite';
import type { Lead, LeadStore } from './store/types';

/**
 * `npm run leads -- list | export | retry <id>`: the owner's view of the stored leads, for when
 * no CRM is configured or a delivery keeps failing.
 */

const usage = `Usage: npm run leads -- <command>
  list          every lead, newest first: id, kind, created, delivery status, attempts, last error
  export        all leads as CSV on stdout (npm run --silent leads -- export > leads.csv)
  retry <id>    send a pending or failed lead to the CRM now`;

/** Payload columns in form order; fields a later version adds come after them. */
const knownFields = [...new Set([...Object.keys(enquirySchema.shape), ...Object.keys(reviewSchema.shape)])].filter(
  (key) => key !== 'idempotencyKey' && key !== 'website',
);

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function list(leads: Lead[]): string {
  if (leads.length === 0) return 'No leads stored yet.';
  const rows = leads.map((l) => [
    l.id,
    l.kind,
    l.createdAt,
    l.delivery.status,
    String(l.delivery.attempts),
    l.delivery.lastError ?? '',
  ]);
  return table([['ID', 'KIND', 'CREATED', 'STATUS', 'ATTEMPTS', 'LAST ERROR'], ...rows]);
}

function exportCsv(leads: Lead[]): string {
  const extra = [...new Set(leads.flatMap((l) => Object.keys(l.payload)))].filter((k) => !knownFields.includes(k));
  const fields = [...knownFields, ...extra];
  const header = ['id', 'kind', 'created_at', 'status', 'attempts', 'last_error', 'delivered_at', ...fields];
  const rows = leads.map((l) => [
    l.id,
    l.kind,
    l.createdAt,
    l.delivery.status,
    l.delivery.attempts,
    l.delivery.lastError,
    l.delivery.deliveredAt,
    ...fields.map((f) => l.payload[f]),
  ]);
  return toCsv(header, rows);
}

async function retry(store: LeadStore, id: string): Promise<{ message: string; ok: boolean }> {
  const result = await store.retry(id);
  switch (result) {
    case 'scheduled':
      return { ok: true, message: `Lead ${id} is due now: the running service sends it on its next round.` };
    case 'delivered': {
      const at = (await store.get(id))?.delivery.deliveredAt;
      return { ok: false, message: `Lead ${id} was delivered to the CRM at ${at}; it is not sent again.` };
    }
    case 'spam':
      return { ok: false, message: `Lead ${id} was caught by the spam trap; spam is never forwarded.` };
    case 'not_found':
      return { ok: false, message: `No lead with id ${id}.` };
  }
}

async function run(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (!command || !['list', 'export', 'retry'].includes(command) || (command === 'retry') !== (rest.length === 1)) {
    console.error(usage);
    return 2;
  }
  const settings = parseSettings(process.env);
  const store = openSqliteStore(settings.leadsDb, settings.store);
  try {
    if (command === 'list') {
      console.error(`Leads in ${settings.leadsDb}:`);
      console.log(list(await store.list()));
    } else if (command === 'export') {
      process.stdout.write(exportCsv((await store.list()).reverse()));
    } else {
      const { ok, message } = await retry(store, rest[0] ?? '');
      (ok ? console.log : console.error)(message);
      return ok ? 0 : 1;
    }
    return 0;
  } finally {
    await store.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof SettingsError ? error.message : error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);

import { parseArgs } from 'node:util';
import { enquirySchema, phoneDigits, reviewSchema } from '../lib/lead-schemas';
import { toCsv } from './csv';
import { retentionCutoff } from './retention';
import { parseSettings, SettingsError } from './settings';
import { openSqliteStore } from './store/sqlite';
import type { ContactMatch, Lead, LeadStore } from './store/types';

/**
 * `npm run leads -- list | export | retry <id> | delete … | purge …`: the owner's view of the
 * stored leads, for when no CRM is configured or a delivery keeps failing, and the privacy
 * commands (a person's request to be forgotten, the retention period).
 */

const usage = `Usage: npm run leads -- <command>
  list          every lead, newest first: id, kind, created, delivery status, attempts, last error
  export        all leads as CSV on stdout (npm run --silent leads -- export > leads.csv)
  retry <id>    send a pending or failed lead to the CRM now
  delete --email <address> | --phone <number> [--dry-run]
                delete every lead of one person (e-mail in any case; phone in any format,
                with or without +91 or a leading 0) with its delivery records
  purge [--dry-run] [--include-undelivered]
                delete delivered and spam leads older than LEADS_RETENTION_DAYS (default 365);
                --include-undelivered deletes old leads the CRM never received too`;

class UsageError extends Error {}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function forget(store: LeadStore, match: ContactMatch, dryRun: boolean): Promise<string> {
  const ids = await store.forget(match, { dryRun });
  const who = [match.email && `e-mail ${match.email}`, match.phone && `phone ${match.phone}`]
    .filter(Boolean)
    .join(' or ');
  if (ids.length === 0) return `No leads with ${who}.`;
  const list = ids.map((id) => `  ${id}`).join('\n');
  return dryRun
    ? `Dry run: would delete ${plural(ids.length, 'lead')} with ${who}, and their delivery records:\n${list}`
    : `Deleted ${plural(ids.length, 'lead')} with ${who}, and their delivery records:\n${list}`;
}

async function purge(store: LeadStore, days: number, includeUndelivered: boolean, dryRun: boolean): Promise<string> {
  const before = retentionCutoff(days);
  const { purged, undeliveredKept } = await store.purge(before, { includeUndelivered, dryRun });
  const what = includeUndelivered ? 'lead' : 'delivered or spam lead';
  const lines = [
    `${dryRun ? 'Dry run: would delete' : 'Deleted'} ${plural(purged, what)} created before ${before.toISOString()} (LEADS_RETENTION_DAYS=${days}).`,
  ];
  if (undeliveredKept > 0) {
    lines.push(
      `Kept ${plural(undeliveredKept, 'older lead')} the CRM has not received yet; export them, or add --include-undelivered to delete them too.`,
    );
  }
  return lines.join('\n');
}

type Task =
  | { command: 'list' }
  | { command: 'export' }
  | { command: 'retry'; id: string }
  | { command: 'delete'; match: ContactMatch; dryRun: boolean }
  | { command: 'purge'; dryRun: boolean; includeUndelivered: boolean };

/** What to do, from the command line; throws a UsageError for anything else. */
function parse(args: string[]): Task {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string' },
      phone: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'include-undelivered': { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  const dryRun = values['dry-run'] === true;
  const flags = Object.keys(values).filter((key) => values[key as keyof typeof values] !== false);
  const onlyFlags = (...allowed: string[]) => {
    if (flags.some((flag) => !allowed.includes(flag))) throw new UsageError();
  };
  switch (command) {
    case 'list':
    case 'export':
      if (rest.length > 0) throw new UsageError();
      onlyFlags();
      return { command };
    case 'retry':
      if (rest.length !== 1) throw new UsageError();
      onlyFlags();
      return { command, id: rest[0] ?? '' };
    case 'delete': {
      if (rest.length > 0) throw new UsageError();
      onlyFlags('email', 'phone', 'dry-run');
      const email = values.email?.trim();
      const phone = values.phone?.trim();
      if (!email && !phone) throw new UsageError('delete needs --email or --phone.');
      if (email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(email)) {
        throw new UsageError(`--email ${email} is not an e-mail address.`);
      }
      if (phone !== undefined && !/^\d{8,15}$/.test(phoneDigits(phone))) {
        throw new UsageError(`--phone ${phone} is not a phone number of 8 to 15 digits.`);
      }
      return { command, match: { email, phone }, dryRun };
    }
    case 'purge':
      if (rest.length > 0) throw new UsageError();
      onlyFlags('dry-run', 'include-undelivered');
      return { command, dryRun, includeUndelivered: values['include-undelivered'] === true };
    default:
      throw new UsageError();
  }
}

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
  let task: Task;
  try {
    task = parse(args);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    if (error instanceof UsageError && error.message) console.error(error.message);
    console.error(usage);
    return 2;
  }
  const settings = parseSettings(process.env);
  const store = openSqliteStore(settings.leadsDb, settings.store);
  try {
    if (task.command === 'list') {
      console.error(`Leads in ${settings.leadsDb}:`);
      console.log(list(await store.list()));
    } else if (task.command === 'export') {
      process.stdout.write(exportCsv((await store.list()).reverse()));
    } else if (task.command === 'retry') {
      const { ok, message } = await retry(store, task.id);
      (ok ? console.log : console.error)(message);
      return ok ? 0 : 1;
    } else if (task.command === 'delete') {
      console.log(await forget(store, task.match, task.dryRun));
    } else {
      console.log(await purge(store, settings.retentionDays, task.includeUndelivered, task.dryRun));
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

import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { phoneDigits } from '../lib/shared/lead-schemas';
import { knownFields, leadsCsvChunks } from './leads/lead-export';
import {
  ago,
  footer,
  headerRow,
  isStopped,
  isUnknown,
  leadRow,
  localDateTime,
  measure,
  parseSince,
  plural,
  printable,
  safeJson,
} from './leads/lead-rows';
import { migrateCommand, targetName } from './leads/migration';
import { discardHeldLeads, heldSourceLine, releaseHeldLeads } from './leads/held-review';
import { channelReport, notificationLine, quarantineReason, quarantineReasons } from './notify/report';
import { shownMoveDetail } from './leads/move-details';
import { offerText } from './leads/offers';
import { parseUsersTask, usersCommand, type UsersTask } from './office/users-cli';
import { retentionCutoff } from './leads/retention';
import { parseSettings, type Settings } from './settings';
import { SettingsError } from './settings-base';
import { openStore } from './store/open';
import {
  type ContactMatch,
  type HeldFilter,
  type Lead,
  type LeadStore,
  type Notification,
  type NotifyChannel,
  notifyChannels,
} from './store/types';

/**
 * `npm run leads -- list | show … | export | retry <id> | delete … | purge … | migrate … | users …`: the
 * owner's view of the stored leads (whom to call back, for when no CRM is configured or a delivery
 * keeps failing), the privacy commands (what is held on a person, their request to be forgotten,
 * the retention period), the move from SQLite to PostgreSQL and the office's people. Personal data goes to stdout, on the owner's terminal; it is never
 * logged (this command has no logger), and stderr carries only messages without it.
 */

const usage = `Usage: npm run leads -- <command>
  list [--since <time>] [--json]
                every lead, newest first, one line each to fit the terminal: short id, when
                received (local time, how long ago), kind, name, phone, from → to (a review:
                stars and title), the page it was sent from and its CRM delivery status;
                --since 2026-11-23 | 2026-11-23T10:00 | 30m | 2h | 1d: only leads received
                since then; --json: the leads in full (payload, created time, delivery record)
                as a JSON array on stdout; --spam: only quarantined leads (caught by the spam
                trap or stored past a rate limit), with why each is held
  show --email <address> | --phone <number> | --name <name> | --id <id> [--json]
                everything held on one person (a data-access request), matched as delete
                does: each lead with all its fields, when it was received and its delivery
                record (status, attempts, last error, next attempt, delivered at, the CRM's
                last answer)
  export        all leads as CSV on stdout (npm run --silent leads -- export > leads.csv)
  release <id>… | --all | --from <address> [--since <time>] [--until <time>]
                treat quarantined leads as genuine: send them to the CRM and notify them
                (list --spam shows them: caught by the spam trap, or held for review during
                a flood); --all releases every lead held for review, never the spam trap's
                catches; --from, --since and --until release the held leads from one
                address (held shows them), or received in a time window
  held          the leads held for review by the address they came from: how many, when,
                and why (docs/lead-flow.md#floods)
  discard --all | --from <address> [--since <time>] [--until <time>] [--spam] [--dry-run]
                delete held leads without sending them anywhere: every one, one address's,
                or a time window's; --spam takes the spam trap's catches too
  channels      each notification channel (office e-mail, WhatsApp, webhook, the visitor's
                acknowledgement): on or off, its queue and its last error
  retry [--force] <id>
                send a pending, failed, stopped or unknown lead to the CRM now (unknown: it may
                have arrived; check the CRM for its Ref line first); <id> is the full id or
                the short one list shows; --force sends a lead marked delivered again (when
                the CRM never really took it: see its answer in show)
  retry --channel <email|ack|whatsapp|webhook> <id>
                send that lead's failed, stopped or unknown notifications on that channel now
                (unknown: it may have arrived; check first)
  delete --email <address> | --phone <number> | --name <name> | --id <id> [--dry-run]
                delete every lead of one person (e-mail in any case; phone in any format,
                with or without +91 or a leading 0; the name on enquiries and reviews, in any
                case; one lead by its id or the short id list shows) with its delivery
                records; several options delete the leads any of them matches
  purge [--dry-run] [--include-undelivered]
                delete delivered and spam leads older than LEADS_RETENTION_DAYS (default 365);
                --include-undelivered deletes old leads the CRM never received too
  migrate --to <postgres-url> [--dry-run]
                copy the SQLite store (LEADS_DB) into PostgreSQL (the DATABASE_URL the service
                will use): every lead in the order stored, with its delivery record,
                notifications, call mark, work record and history, then the office's people
                (their password hashes); rows already there are kept, so a second run
                copies only what is new. Prints the counts per table and exits with 1 unless
                every row is there as in SQLite. Stop the service first, or run it again after
                the final stop (docs/deploying.md#moving-from-sqlite-to-postgresql); --dry-run:
                the counts only, nothing written
  users         the office's people (docs/office.md#people): name, role (admin or staff),
                who added them and when
  users add <name> --role staff|admin [--generate]
                add someone who signs in to the office inbox with their own password: typed
                twice without echo, or the first line of stdin when piped; --generate makes
                one and prints it once on stdout. An existing name gets the role and the new
                password
  users remove <name>
                remove someone: they can no longer sign in (a session they hold ends at its
                time; removing them on the people page signs them out at once)`;

class UsageError extends Error {}

/** Whom a privacy request is about, as the messages name them: `e-mail a@b.in or phone 98…`. */
const whoIs = (match: ContactMatch) =>
  [
    match.email && `e-mail ${match.email}`,
    match.phone && `phone ${match.phone}`,
    match.name && `name ${match.name}`,
    match.id && `id ${match.id}`,
  ]
    .filter(Boolean)
    .join(' or ');

/** The store the command reads, as its headings name it: the SQLite file, or the PostgreSQL database (never its URL). */
const storeName = (settings: Settings) =>
  settings.database ? targetName(settings.database.url.reveal()) : settings.leadsDb;

async function forget(store: LeadStore, match: ContactMatch, dryRun: boolean): Promise<string> {
  const ids = await store.forget(match, { dryRun });
  const who = whoIs(match);
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
      `Kept ${plural(undeliveredKept, 'older lead')} the CRM has not received yet; export them, or add --include-undelivered to delete them too. The running service deletes them at its next daily purge (docs/lead-flow.md#retention-and-privacy-requests).`,
    );
  }
  return lines.join('\n');
}

type Task =
  | { command: 'list'; json: boolean; since?: Date; spam: boolean }
  | { command: 'channels' }
  | { command: 'show'; match: ContactMatch; json: boolean }
  | { command: 'export' }
  | { command: 'retry'; id: string; force: boolean; channel?: NotifyChannel }
  | { command: 'release'; ids: string[]; all: boolean; filter?: HeldFilter }
  | { command: 'held' }
  | { command: 'discard'; filter: HeldFilter; spam: boolean; dryRun: boolean }
  | { command: 'delete'; match: ContactMatch; dryRun: boolean }
  | { command: 'purge'; dryRun: boolean; includeUndelivered: boolean }
  | { command: 'migrate'; to: string; dryRun: boolean }
  | UsersTask;

/**
 * The person of `show` or `delete`, from --email, --phone, --name and --id; throws a UsageError
 * if none is given or one is not valid. A short --id is resolved against the store later.
 */
function contactMatch(
  command: string,
  values: { email?: string; phone?: string; name?: string; id?: string },
): ContactMatch {
  const email = values.email?.trim();
  const phone = values.phone?.trim();
  const name = values.name?.trim().replace(/\s+/g, ' ');
  const id = values.id?.trim().toUpperCase();
  if (!email && !phone && !name && !id) throw new UsageError(`${command} needs --email, --phone, --name or --id.`);
  if (id !== undefined && !/^[0-9a-z]{4,26}$/i.test(id)) {
    throw new UsageError(`--id ${id} is not a lead id (the full id, or the short one list shows).`);
  }
  if (email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(email)) {
    throw new UsageError(`--email ${email} is not an e-mail address.`);
  }
  if (phone !== undefined && !/^\d{8,15}$/.test(phoneDigits(phone))) {
    throw new UsageError(`--phone ${phone} is not a phone number of 8 to 15 digits.`);
  }
  return {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(name ? { name } : {}),
    ...(id ? { id } : {}),
  };
}

/** The held leads --from, --since and --until name; undefined when none is given. */
function heldFilter(values: { from?: string; since?: string; until?: string }, now: Date): HeldFilter | undefined {
  const time = (flag: 'since' | 'until') => {
    const text = values[flag];
    if (text === undefined) return undefined;
    const at = parseSince(text, now);
    if (!at)
      throw new UsageError(
        `--${flag} ${text} is not a time: give a date (2026-11-23), a date and time (2026-11-23T10:00) or an age (30m, 2h, 1d).`,
      );
    return at;
  };
  const since = time('since');
  const until = time('until');
  const from = values.from?.trim();
  if (from === undefined && !since && !until) return undefined;
  return { ...(from ? { from } : {}), ...(since ? { since } : {}), ...(until ? { until } : {}) };
}

/** `held`, bulk `release` and `discard` (docs/lead-flow.md#floods); undefined for any other task. */
async function reviewHeld(store: LeadStore, task: Task): Promise<string | undefined> {
  if (task.command === 'held') {
    const sources = await store.heldSources();
    if (sources.length === 0) return 'No leads are held for review.';
    return [
      'Held for review, by address (release or discard with --from <address>):',
      ...sources.map((s) => `  ${heldSourceLine(s)}`),
    ].join('\n');
  }
  if (task.command === 'release' && task.filter) return releaseHeldLeads(store, task.filter);
  if (task.command === 'discard') return discardHeldLeads(store, task.filter, { spam: task.spam, dryRun: task.dryRun });
  return undefined;
}

/** `release`, `held` and `discard` from the command line (docs/lead-flow.md#floods). */
function parseHeldTask(
  command: 'release' | 'held' | 'discard',
  rest: string[],
  values: { all?: boolean; spam?: boolean; from?: string; since?: string; until?: string; 'dry-run'?: boolean },
  now: Date,
  only: (...allowed: string[]) => void,
): Task {
  const dryRun = values['dry-run'] === true;
  switch (command) {
    case 'release': {
      only('all', 'from', 'since', 'until');
      const filter = heldFilter(values, now);
      if (filter) {
        if (rest.length > 0 || values.all) throw new UsageError();
        return { command, ids: [], all: false, filter };
      }
      if ((rest.length === 0) === (values.all !== true)) throw new UsageError();
      return { command, ids: rest, all: values.all === true };
    }
    case 'held':
      if (rest.length > 0) throw new UsageError();
      only();
      return { command };
    case 'discard': {
      if (rest.length > 0) throw new UsageError();
      only('all', 'from', 'since', 'until', 'spam', 'dry-run');
      const filter = heldFilter(values, now);
      if (!filter === !values.all) throw new UsageError('discard needs --all, or --from, --since or --until.');
      return { command, filter: filter ?? {}, spam: values.spam === true, dryRun };
    }
  }
}

/** Every option of every command; each command says which it takes. */
const cliOptions = {
  email: { type: 'string' },
  phone: { type: 'string' },
  name: { type: 'string' },
  id: { type: 'string' },
  since: { type: 'string' },
  json: { type: 'boolean', default: false },
  force: { type: 'boolean', default: false },
  all: { type: 'boolean', default: false },
  spam: { type: 'boolean', default: false },
  channel: { type: 'string' },
  'dry-run': { type: 'boolean', default: false },
  'include-undelivered': { type: 'boolean', default: false },
  from: { type: 'string' },
  until: { type: 'string' },
  to: { type: 'string' },
  role: { type: 'string' },
  generate: { type: 'boolean', default: false },
} as const;

/** `migrate --to <url>`: the URL is checked here and never echoed, as it may hold a password. */
function migrateTarget(to: string | undefined): string {
  if (to === undefined) throw new UsageError('migrate needs --to <postgres://… URL>: the database to copy into.');
  let protocol: string;
  try {
    protocol = new URL(to).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new UsageError('--to must be a postgres:// URL (not shown here: it may hold a password).');
  }
  return to;
}

/** What to do, from the command line; throws a UsageError for anything else. */
function parse(args: string[], now: Date): Task {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: cliOptions,
  });
  const [command, ...rest] = positionals;
  const dryRun = values['dry-run'] === true;
  const flags = Object.keys(values).filter((key) => values[key as keyof typeof values] !== false);
  const onlyFlags = (...allowed: string[]) => {
    if (flags.some((flag) => !allowed.includes(flag))) throw new UsageError();
  };
  const json = values.json === true;
  switch (command) {
    case 'list': {
      if (rest.length > 0) throw new UsageError();
      onlyFlags('since', 'json', 'spam');
      const spam = values.spam === true;
      if (values.since === undefined) return { command, json, spam };
      const at = parseSince(values.since, now);
      if (!at) {
        throw new UsageError(
          `--since ${values.since} is not a time: give a date (2026-11-23), a date and time (2026-11-23T10:00) or an age (30m, 2h, 1d).`,
        );
      }
      return { command, json, since: at, spam };
    }
    case 'show':
      if (rest.length > 0) throw new UsageError();
      onlyFlags('email', 'phone', 'name', 'id', 'json');
      return { command, match: contactMatch(command, values), json };
    case 'export':
      if (rest.length > 0) throw new UsageError();
      onlyFlags();
      return { command };
    case 'retry': {
      if (rest.length !== 1) throw new UsageError();
      onlyFlags('force', 'channel');
      const channel = values.channel;
      if (channel === undefined) return { command, id: rest[0] ?? '', force: values.force === true };
      if (!notifyChannels.includes(channel as NotifyChannel) || values.force) {
        throw new UsageError(`--channel must be one of ${notifyChannels.join(', ')} (without --force).`);
      }
      return { command, id: rest[0] ?? '', force: false, channel: channel as NotifyChannel };
    }
    case 'channels':
      if (rest.length > 0) throw new UsageError();
      onlyFlags();
      return { command };
    case 'release':
    case 'held':
    case 'discard':
      return parseHeldTask(command, rest, values, now, onlyFlags);
    case 'delete': {
      if (rest.length > 0) throw new UsageError();
      onlyFlags('email', 'phone', 'name', 'id', 'dry-run');
      return { command, match: contactMatch(command, values), dryRun };
    }
    case 'purge':
      if (rest.length > 0) throw new UsageError();
      onlyFlags('dry-run', 'include-undelivered');
      return { command, dryRun, includeUndelivered: values['include-undelivered'] === true };
    case 'migrate':
      if (rest.length > 0) throw new UsageError();
      onlyFlags('to', 'dry-run');
      return { command, to: migrateTarget(values.to), dryRun };
    case 'users': {
      const task = parseUsersTask(rest, values, onlyFlags);
      if ('usage' in task) throw new UsageError(task.usage);
      return task;
    }
    default:
      throw new UsageError();
  }
}

/** Width of the terminal the list is written to; 100 when stdout is not a terminal. */
const terminalWidth = () => (process.stdout.isTTY && process.stdout.columns > 0 ? process.stdout.columns : 100);

/** The list as the office reads it: a header, one fitted line per lead, a count. */
function list(leads: Lead[], now: Date, width: number, since: Date | undefined, stored: number): string {
  if (leads.length === 0) {
    if (stored === 0 || !since) return 'No leads stored yet.';
    return `No leads since ${localDateTime(since)} (${plural(stored, 'lead')} stored in all).`;
  }
  const options = measure(leads, now);
  return [
    headerRow(width, options),
    ...leads.map((lead) => leadRow(lead, now, width, options)),
    footer(leads, since),
  ].join('\n');
}

/** Payload fields in form order, then any others a lead holds (a later version's). */
const fieldsOf = (lead: Lead) => [
  ...knownFields.filter((key) => key in lead.payload),
  ...Object.keys(lead.payload).filter((key) => !knownFields.includes(key)),
];

/** The CRM's last answer as `show` prints it: `HTTP 200 at 23 Nov 2026 21:14: {"id":"…"}`. */
function answerText(answer: Lead['delivery']['answer']): string {
  if (!answer) return '-';
  const at = answer.at ? ` at ${localDateTime(new Date(answer.at))}` : '';
  return `HTTP ${answer.status}${at}: ${answer.excerpt || '(empty)'}`;
}

/** Everything held on one lead, a labelled line per field; continued lines are indented. */
function details(lead: Lead, now: Date, siteUrl: string | null, notifications: Notification[]): string {
  const created = new Date(lead.createdAt);
  const when = (iso: string | null) => (iso ? `${localDateTime(new Date(iso))} (${iso})` : '-');
  const rows: [string, unknown][] = [
    ['kind', lead.kind],
    ['received', `${localDateTime(created)}, ${ago(created, now)} (${lead.createdAt})`],
    ...fieldsOf(lead).map((key): [string, unknown] => [
      key,
      key === 'offer'
        ? (offerText(lead.payload) ??
          `${String(lead.payload.offer)} (not honoured: not the offer of the page it came from)`)
        : (shownMoveDetail(key, lead.payload[key], siteUrl, lead.kind) ?? lead.payload[key]),
    ]),
    ['submission key', lead.idempotencyKey],
    [
      'spam',
      !lead.spam
        ? 'no'
        : lead.delivery.status === 'spam'
          ? 'yes (caught by the spam trap; not sent to the CRM or notified unless released)'
          : 'caught by the spam trap, then released as genuine',
    ],
    [
      'CRM status',
      lead.delivery.quarantine
        ? `held for review (${quarantineReason(lead.delivery.quarantine)}), not sent (release sends it)`
        : isStopped(lead.delivery)
          ? 'failed, stopped: the CRM keeps rejecting it (retry sends it again)'
          : isUnknown(lead.delivery)
            ? `may not have arrived (sent ${when(lead.delivery.unknownAt)}, no answer): check the CRM for Ref: ${lead.id}, then retry`
            : lead.delivery.status,
    ],
    ['attempts', lead.delivery.attempts],
    ['last error', lead.delivery.lastError ?? '-'],
    ['next attempt', when(lead.delivery.nextAttemptAt)],
    ['delivered at', when(lead.delivery.deliveredAt)],
    ['CRM answer', answerText(lead.delivery.answer)],
    ...notifications.map((n): [string, unknown] => ['notification', notificationLine(n)]),
  ];
  const label = Math.max(...rows.map(([key]) => key.length)) + 2;
  const lines = rows.map(([key, value]) => {
    const text = printable(typeof value === 'string' ? value : JSON.stringify(value)) || '-';
    return `  ${key.padEnd(label)}${text.split('\n').join(`\n  ${' '.repeat(label)}`)}`;
  });
  return [`Lead ${lead.id}`, ...lines].join('\n');
}

/** `show`: every lead of one person, in full. */
function show(
  leads: Lead[],
  match: ContactMatch,
  now: Date,
  siteUrl: string | null,
  notifications: Map<string, Notification[]>,
): string {
  const who = whoIs(match);
  if (leads.length === 0) return `No leads with ${who}.`;
  return [
    `${plural(leads.length, 'lead')} with ${who}, newest first, with their delivery records:`,
    ...leads.map((lead) => details(lead, now, siteUrl, notifications.get(lead.id) ?? [])),
    ...(match.name
      ? []
      : ['Reviews hold no e-mail address or phone number: find them with --name (list shows the names) or --id.']),
  ].join('\n\n');
}

/** The full id for `retry`: as given, or the one lead whose id ends in a short id from `list`. */
async function fullId(store: LeadStore, id: string): Promise<{ id: string } | { message: string }> {
  if (id.length >= 26 || !/^[0-9a-z]{4,}$/i.test(id)) return { id };
  const tail = id.toUpperCase();
  const found = (await store.list()).filter((lead) => lead.id.endsWith(tail));
  if (found.length === 1) return { id: found[0]!.id };
  if (found.length === 0) return { id };
  const ids = found.map((lead) => `  ${lead.id}  ${lead.kind}, received ${lead.createdAt}`).join('\n');
  return { message: `${plural(found.length, 'lead')} end in ${tail}; give the full id:\n${ids}` };
}

/** The privacy request with a short --id replaced by the one full id it ends; a message if several do. */
async function withFullId(store: LeadStore, match: ContactMatch): Promise<ContactMatch | { message: string }> {
  if (!match.id) return match;
  const resolved = await fullId(store, match.id);
  return 'message' in resolved ? resolved : { ...match, id: resolved.id };
}

async function retry(store: LeadStore, given: string, force: boolean): Promise<{ message: string; ok: boolean }> {
  const resolved = await fullId(store, given);
  if ('message' in resolved) return { ok: false, message: resolved.message };
  const { id } = resolved;
  const result = await store.retry(id, new Date(), { force });
  switch (result) {
    case 'scheduled':
      return { ok: true, message: `Lead ${id} is due now: the running service sends it on its next round.` };
    case 'delivered': {
      const at = (await store.get(id))?.delivery.deliveredAt;
      return {
        ok: false,
        message: `Lead ${id} was delivered to the CRM at ${at}; it is not sent again. If the CRM never really took it (see its answer in show), retry --force ${id} sends it again.`,
      };
    }
    case 'spam':
      return { ok: false, message: `Lead ${id} was caught by the spam trap: release ${id} sends it if it is genuine.` };
    case 'quarantined':
      return {
        ok: false,
        message: `Lead ${id} is quarantined (stored past a rate limit, during a flood); check it in list, then release ${id} sends it.`,
      };
    case 'not_found':
      return { ok: false, message: `No lead with id ${id}.` };
  }
}

/** `retry --channel`: the lead's failed or stopped notifications on that channel, due now. */
async function retryChannel(
  store: LeadStore,
  given: string,
  channel: NotifyChannel,
): Promise<{ message: string; ok: boolean }> {
  const resolved = await fullId(store, given);
  if ('message' in resolved) return { ok: false, message: resolved.message };
  const { id } = resolved;
  if (!(await store.get(id))) return { ok: false, message: `No lead with id ${id}.` };
  const waiting = (await store.notificationsOf(id)).filter((n) => n.channel === channel && n.status === 'failed');
  if (waiting.length === 0) {
    return {
      ok: false,
      message: `Lead ${id} has no failed, stopped or unknown ${channel} notification to send again.`,
    };
  }
  for (const n of waiting) await store.retryNotification(n.id);
  return { ok: true, message: `Lead ${id}: ${plural(waiting.length, `${channel} notification`)} due now.` };
}

/** `release`: quarantined leads go to the CRM on the running service's next round; one line each. */
async function release(store: LeadStore, given: string[], all: boolean): Promise<{ message: string; ok: boolean }[]> {
  const ids = all ? await store.quarantined() : given;
  if (all && ids.length === 0) return [{ ok: true, message: 'No quarantined leads.' }];
  const lines: { message: string; ok: boolean }[] = [];
  for (const one of ids) {
    const resolved = await fullId(store, one);
    if ('message' in resolved) {
      lines.push({ ok: false, message: resolved.message });
      continue;
    }
    const result = await store.release(resolved.id);
    lines.push({
      ok: result === 'released',
      message:
        result === 'released'
          ? `Lead ${resolved.id} released: the running service sends it to the CRM and notifies it on its next round.`
          : result === 'not_quarantined'
            ? `Lead ${resolved.id} is not quarantined; nothing to release.`
            : `No lead with id ${resolved.id}.`,
    });
  }
  return lines;
}

/** The task the arguments ask for; undefined, with the usage printed, when they ask for none. */
function taskOf(args: string[], now: Date): Task | undefined {
  try {
    return parse(args, now);
  } catch (error) {
    if (!(error instanceof UsageError) && !(error instanceof TypeError)) throw error;
    if (error instanceof UsageError && error.message) console.error(error.message);
    console.error(usage);
    return undefined;
  }
}

async function run(args: string[]): Promise<number> {
  const now = new Date();
  const task = taskOf(args, now);
  if (!task) return 2;
  const settings = parseSettings(process.env);
  if (task.command === 'migrate') return migrateCommand(settings.leadsDb, task.to, task.dryRun);
  const { store } = await openStore(settings);
  try {
    if (task.command === 'users') return await usersCommand(store, task);
    const reviewed = await reviewHeld(store, task);
    if (reviewed !== undefined) {
      console.log(reviewed);
    } else if (task.command === 'list' && task.spam) {
      const held = (await store.quarantinedLeads()).filter(
        ({ lead }) => !task.since || new Date(lead.createdAt) >= task.since,
      );
      const leads = held.map(({ lead }) => lead);
      if (task.json) console.log(safeJson(held.map(({ lead, reason }) => ({ ...lead, quarantineReason: reason }))));
      else {
        console.error(`Quarantined leads in ${storeName(settings)}:`);
        console.log(
          leads.length === 0
            ? 'No quarantined leads.'
            : `${list(leads, now, terminalWidth(), task.since, leads.length)}\n\n${quarantineReasons(held)}`,
        );
      }
    } else if (task.command === 'channels') {
      console.log(channelReport(settings.notify.channels, await store.channelStatus()));
    } else if (task.command === 'list') {
      const leads = await store.list({ since: task.since });
      if (task.json) console.log(safeJson(leads));
      else {
        const stats = await store.stats();
        const stored = stats.pending + stats.delivered + stats.failed + stats.spam + stats.quarantined;
        console.error(`Leads in ${storeName(settings)}:`);
        console.log(list(leads, now, terminalWidth(), task.since, stored));
      }
    } else if (task.command === 'show' || task.command === 'delete') {
      const match = await withFullId(store, task.match);
      if ('message' in match) {
        console.error(match.message);
        return 1;
      }
      if (task.command === 'delete') console.log(await forget(store, match, task.dryRun));
      else {
        const leads = await store.findByContact(match);
        const notifications = new Map<string, Notification[]>();
        for (const lead of leads) notifications.set(lead.id, await store.notificationsOf(lead.id));
        console.log(task.json ? safeJson(leads) : show(leads, match, now, settings.siteUrl, notifications));
      }
    } else if (task.command === 'export') {
      await exportCsv(store, settings);
    } else if (task.command === 'retry' && task.channel) {
      const { ok, message } = await retryChannel(store, task.id, task.channel);
      (ok ? console.log : console.error)(message);
      return ok ? 0 : 1;
    } else if (task.command === 'retry') {
      const { ok, message } = await retry(store, task.id, task.force);
      (ok ? console.log : console.error)(message);
      return ok ? 0 : 1;
    } else if (task.command === 'release') {
      const lines = await release(store, task.ids, task.all);
      for (const { ok, message } of lines) (ok ? console.log : console.error)(message);
      return lines.every((line) => line.ok) ? 0 : 1;
    } else if (task.command === 'purge') {
      console.log(await purge(store, settings.retentionDays, task.includeUndelivered, task.dryRun));
    }
    return 0;
  } finally {
    await store.close();
  }
}

/** Every lead as CSV on the output (docs/office.md#csv), on the office's clock. */
async function exportCsv(store: LeadStore, settings: Settings): Promise<void> {
  // A batch at a time, waiting whenever the pipe is full, so memory stays small with any number of leads.
  const csv = { siteUrl: settings.siteUrl, timeZone: settings.officeTimeZone };
  for await (const chunk of leadsCsvChunks(store, {}, csv)) {
    if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
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

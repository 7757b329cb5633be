import { plural } from './lead-rows';
import { type CopyResult, CopyError, copyFromSqlite } from '../store/postgres/copy-from-sqlite';

/**
 * `npm run leads -- migrate --to <url>`: the copy of the SQLite store into PostgreSQL
 * (store/postgres/copy-from-sqlite.ts) as the owner runs it, and its report. The report holds
 * counts, lead ids and the database's name and host: never the URL (its password, or one in its
 * query) nor anything from a lead.
 */

/** The database a URL names, for the report: `PostgreSQL database sugam on db.internal:5432`. */
export function targetName(url: string): string {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1)) || '(the default database)';
  const host = parsed.searchParams.get('host') || parsed.hostname || 'the local socket';
  const port = parsed.searchParams.get('port') || parsed.port;
  return `PostgreSQL database ${database} on ${host}${port ? `:${port}` : ''}`;
}

/** The counts as a table, one line per table of the store. */
function countsTable(result: CopyResult): string[] {
  const header = result.dryRun
    ? ['table', 'in SQLite', 'to copy', 'already there', 'conflicts']
    : ['table', 'in SQLite', 'copied now', 'already there', 'conflicts', 'in PostgreSQL'];
  const rows = result.tables.map((count) => [
    count.table,
    ...[count.inSqlite, count.copied, count.already, count.conflicts].map(String),
    ...(result.dryRun ? [] : [String(count.inPostgres)]),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`;
  return [line(header), ...rows.map(line)];
}

/** What the owner reads after a run (or a dry run), ending with whether it is complete. */
export function migrationReport(result: CopyResult, source: string, target: string): string {
  const sum = (pick: (count: CopyResult['tables'][number]) => number) =>
    result.tables.reduce((total, count) => total + pick(count), 0);
  const inSqlite = sum((count) => count.inSqlite);
  const copied = sum((count) => count.copied);
  const conflicts = sum((count) => count.conflicts);
  const lines = [
    result.dryRun
      ? `Dry run: nothing written. Copying the SQLite store ${source} into ${target} would copy:`
      : `Copied the SQLite store ${source} into ${target}:`,
    '',
    ...countsTable(result),
    '',
  ];
  if (conflicts > 0) {
    lines.push(
      `${plural(conflicts, 'row')} ${result.dryRun ? 'would not be' : 'not'} copied, as PostgreSQL holds something else under the same key (a lead's records stay back with it). PostgreSQL's rows are left as they are: compare such a lead in both stores (show --id) before deciding which to keep.`,
      ...result.conflicts.map((c) => `  ${c.table} ${c.key}: ${c.reason}`),
      ...(result.moreConflicts > 0 ? [`  … and ${result.moreConflicts} more`] : []),
      '',
    );
  }
  if (result.renumbered > 0) {
    lines.push(
      `${plural(result.renumbered, 'notification')} ${result.dryRun ? 'would be' : 'were'} copied under new ids: PostgreSQL had given their ids to notifications of its own (the service ran on it before this copy).`,
    );
  }
  if (result.dryRun) lines.push(`Would copy ${plural(copied, 'row')} of ${inSqlite}.`);
  else if (result.missing > 0) {
    lines.push(
      `Not complete: ${plural(result.missing, 'row')} of the SQLite store ${result.missing === 1 ? 'is' : 'are'} not in PostgreSQL.`,
    );
  } else if (conflicts > 0)
    lines.push(`Not complete: ${plural(conflicts, 'conflict')} (above); every other row is in PostgreSQL.`);
  else if (copied === 0) lines.push(`Nothing new to copy: all ${plural(inSqlite, 'row')} were in PostgreSQL already.`);
  else lines.push(`Complete: all ${plural(inSqlite, 'row')} of the SQLite store are in PostgreSQL.`);
  return lines.join('\n');
}

/**
 * Runs the copy and prints its report; answers the exit code: 1 unless every row is there as in
 * SQLite. It reads `file` on its own, read-only: the leads command's store is not opened, so the
 * file is neither created nor migrated, and DATABASE_URL plays no part.
 */
export async function migrateCommand(file: string, url: string, dryRun: boolean): Promise<number> {
  const target = targetName(url);
  // Progress only on a terminal: a log or a pipe gets the report alone.
  const progress = process.stderr.isTTY
    ? (done: number, total: number) => process.stderr.write(`\r${done} of ${plural(total, 'lead')}…`)
    : undefined;
  let result: CopyResult;
  try {
    result = await copyFromSqlite(file, url, { dryRun, onProgress: progress });
  } catch (error) {
    if (progress) process.stderr.write('\n');
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof CopyError
        ? message
        : `Migration to ${target} stopped: ${message}. What was copied before stays; run it again to go on.`,
    );
    return 1;
  }
  if (progress) process.stderr.write('\n');
  console.log(migrationReport(result, file, target));
  const conflicts = result.tables.some((count) => count.conflicts > 0);
  return result.missing > 0 || conflicts ? 1 : 0;
}

/** CSV writing for the leads export (RFC 4180: CRLF line ends, quotes doubled). */

/**
 * One cell. Text a spreadsheet would run as a formula (leading =, +, -, @, tab or CR) gets a
 * leading apostrophe, because the values come from anonymous visitors.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole table, header row first. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}

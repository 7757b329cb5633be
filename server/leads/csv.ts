/** CSV writing for the leads export (RFC 4180: CRLF line ends, quotes doubled). */

/**
 * Terminal escape sequences: CSI (`ESC [` or the one-byte C1 CSI, parameters, a final byte),
 * OSC/DCS/APC/PM/SOS strings (up to BEL or `ESC \`, or the end), and two-character escapes.
 */
const escapeSequence =
  /(?:\u001b\[|\u009b)[\u0030-\u003f]*[\u0020-\u002f]*[\u0040-\u007e]?|(?:\u001b[\]P_^X]|[\u009d\u0090\u009f\u009e\u0098])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|\u001b[\u0020-\u002f]*[\u0030-\u007e]?/g;

/** Control characters other than the line break a quoted cell keeps (C0, DEL, C1). */
const controlCharacters = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** Characters that make a spreadsheet read a cell, or a part of one, as a formula. */
const formulaStart = /^[=+\-@]/;

/**
 * A phone number in E.164 (`+919820012345`, the export's one phone form): a spreadsheet reads it
 * as a number at worst, which runs nothing, so it keeps its `+` without an apostrophe.
 */
const e164 = /^\+[1-9]\d{6,14}$/;

/**
 * Inside a cell: a formula start after a `;` (spreadsheets in locales that split CSV on `;`
 * would make it a cell of its own), spaces allowed between them.
 */
const formulaAfterSemicolon = /;(\s*)(?=[=+\-@])/g;

/**
 * One cell, made safe for a spreadsheet, because the values come from anonymous visitors:
 * - escape sequences and control characters are removed (a tab becomes a space, a CR a line
 *   break), so the file cannot recolour or rewrite a terminal it is printed on, and pasted text
 *   cannot split into cells at a tab;
 * - text a spreadsheet would run as a formula (leading =, +, -, @, also after spaces or removed
 *   characters) gets a leading apostrophe, and so does a formula start after a `;` inside it,
 *   except a phone number in E.164 alone in its cell;
 * - a cell holding a `;` is quoted too, so readers splitting on `;` keep it whole.
 */
export function csvCell(value: unknown): string {
  const raw = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  let text = raw
    .replace(escapeSequence, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(controlCharacters, '')
    .replace(formulaAfterSemicolon, ";$1'");
  if (formulaStart.test(text.trimStart()) && !e164.test(text)) text = `'${text}`;
  return /[",;\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, its cells made safe (`csvCell`), ended with CRLF. */
export const csvLine = (row: readonly unknown[]) => row.map(csvCell).join(',') + '\r\n';

/** A whole table, header row first. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}

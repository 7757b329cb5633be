import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/leads/csv';
import { openSqliteStore } from '../../server/store/sqlite';
import { newKey, parseCsv, runNode, tempDir } from './helpers';

/** Escape and control characters a terminal or a spreadsheet acts on: none may reach the owner's screen or file raw. */
const controls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** A cell as a spreadsheet in a `;`-splitting locale would cut it: every piece must read as text. */
const piecesAfterSemicolons = (cell: string) => cell.split(';').slice(1);

describe('the CSV export', () => {
  it('neutralises a formula at the start of a cell, after spaces, and after a ; inside it', () => {
    const cells = (value: string) => parseCsv(toCsv(['x'], [[value]]))[1]![0]!;
    expect(cells('=1+1')).toBe("'=1+1");
    expect(cells('  @SUM(A1)')).toBe("'  @SUM(A1)");
    expect(cells('Pune;=HYPERLINK("http://x","y")')).toBe(`Pune;'=HYPERLINK("http://x","y")`);
    expect(cells('a; -2+3;+cmd|calc;@x')).toBe("a; '-2+3;'+cmd|calc;'@x");
    for (const value of ['Pune;=1+1', 'a; -2+3;+cmd|calc', 'x;;@SUM(1)']) {
      for (const piece of piecesAfterSemicolons(cells(value))) expect(piece.trimStart(), value).toMatch(/^(?![=+\-@])/);
    }
    // Quoted whole, so a reader splitting on ; keeps it one cell.
    expect(csvCell('Pune;=1+1')).toBe(`"Pune;'=1+1"`);
    expect(csvCell('Thane; Navi Mumbai')).toBe('"Thane; Navi Mumbai"');
    // Ordinary text is left alone.
    expect(csvCell('2 BHK, fragile')).toBe('"2 BHK, fragile"');
    expect(csvCell('Asha-Rao')).toBe('Asha-Rao');
    expect(csvCell(5)).toBe('5');
  });

  it('turns a tab into a space, so pasting cannot split a cell and start a formula', () => {
    expect(csvCell('Pune\t=1+1')).toBe('Pune =1+1');
    expect(csvCell('\t=1+1')).toBe("' =1+1");
    expect(csvCell('\r=1+1')).toBe(`"'\n=1+1"`);
  });

  it('removes terminal escape sequences and control characters, keeping line breaks in a quoted cell', () => {
    expect(csvCell('Evil\u001b]0;pwned\u0007\u001b[2JName')).toBe('EvilName');
    expect(csvCell('Red\u001b[31;1mText\u001b[0m')).toBe('RedText');
    expect(csvCell('C1\u009b31mcsi\u0085')).toBe('C1csi');
    expect(csvCell('bell\u0007 null\u0000 del\u007f')).toBe('bell null del');
    expect(csvCell('line one\r\nline two\rthree')).toBe('"line one\nline two\nthree"');
    expect(csvCell('\u001b[2J=cmd')).toBe("'=cmd");
    for (const value of ['\u001b', '\u001b[', '\u001b]unterminated', '\u009b', 'a\u001bPdcs\u001b\\b']) {
      expect(csvCell(value), JSON.stringify(value)).not.toMatch(controls);
    }
  });
});

describe('the leads command on hostile text', () => {
  it('writes no escape or control character of a lead to the terminal or the export', async () => {
    const db = join(await tempDir(), 'leads.db');
    const store = openSqliteStore(db);
    const hostile = {
      name: 'Evil\u001b]0;pwned\u0007\u001b[2J\u001b[31mName\u009b1m',
      email: 'evil@example.com',
      phone: '+91 98765 43210',
      pickup: 'Pune;=HYPERLINK("http://evil","x")',
      drop: 'Thane\t=1+1',
      detail: 'one\r\ntwo\u0008\u007f\u001b[1A',
      source: 'contact',
    };
    await store.saveLead({ kind: 'enquiry', idempotencyKey: newKey(), payload: hostile, spam: false });
    await store.close();
    const leads = (...args: string[]) => runNode(['server/cli.ts', ...args], { LEADS_DB: db });

    for (const args of [
      ['list'],
      ['show', '--phone', hostile.phone],
      ['show', '--name', 'x', '--email', hostile.email],
    ]) {
      const { code, stdout, stderr } = await leads(...args);
      expect(code, stderr).toBe(0);
      expect(stdout, args.join(' ')).toContain('Evil');
      expect(stdout, args.join(' ')).not.toMatch(controls);
      expect(stderr, args.join(' ')).not.toMatch(controls);
    }
    const json = await leads('show', '--email', hostile.email, '--json');
    expect(json.stdout).not.toMatch(controls);
    expect(JSON.parse(json.stdout)[0].payload.name).toBe(hostile.name);

    const exported = await leads('export');
    // Rows end in CRLF (RFC 4180); no other control character, not even a tab, is left.
    expect(exported.stdout.replaceAll('\r\n', '')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
    const [header, row] = parseCsv(exported.stdout);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('name')).toBe('EvilName');
    expect(cell('pickup')).toBe(`Pune;'=HYPERLINK("http://evil","x")`);
    expect(cell('drop')).toBe('Thane =1+1');
    expect(cell('detail')).toBe('one\ntwo');
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../server/leads/csv';
import { header, knownFields, leadsCsvChunks, row } from '../../server/leads/lead-export';
import { openSqliteStore } from '../../server/store/sqlite';
import type { Lead, LeadStore, NewLead } from '../../server/store/types';
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
    // A phone number in E.164 keeps its + (a spreadsheet reads a number, nothing runs); anything more is text.
    expect(csvCell('+919820012345')).toBe('+919820012345');
    expect(csvCell('+91 98200 12345')).toBe("'+91 98200 12345");
    expect(csvCell('+919820012345+1')).toBe("'+919820012345+1");
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

/** Lead number `i` of a few hundred of every kind the export meets (docs/office.md#csv). */
function mixedLead(i: number): NewLead {
  const enquiryPayload = {
    name: i % 7 === 0 ? `=HYPERLINK("http://x","Lead ${i}")` : `Lead ${i}; Thane\tEast`,
    email: `lead${i}@example.com`,
    phone: `+91 98${String(i).padStart(8, '0')}`,
    pickup: 'Ghansoli, Navi Mumbai',
    drop: i % 2 ? 'Kothrud, Pune' : '-2+3 Pune',
    detail: i % 5 === 0 ? 'line one\r\nline "two"\u001b[31m' : '2 BHK',
    source: 'contact',
    page: `/city/c${i % 9}/`,
    ...(i % 3 === 0 ? { homeSize: '2bhk', movingDate: '2026-12-15' } : {}),
  };
  const reviewPayload = {
    name: `Reviewer ${i}`,
    title: 'Careful packing',
    rating: (i % 5) + 1,
    description: 'On time.',
  };
  const payload: Record<string, unknown> = i % 4 === 3 ? reviewPayload : enquiryPayload;
  if (i % 6 === 1) {
    payload.estimate = {
      query: 'from=pune&to=mumbai&size=1bhk',
      summary: '1 BHK',
      low: 9000,
      high: 14000,
      gstPercent: 18,
    };
  }
  if (i % 11 === 2) payload.estimate = 'from=pune&to=goa';
  // Fields a later version of the forms adds, first seen part of the way through.
  if (i > 120 && i % 13 === 0) payload.referrer = `ad-${i}`;
  if (i > 200 && i % 17 === 0) payload.lang = 'hi';
  return {
    kind: i % 4 === 3 ? 'review' : 'enquiry',
    idempotencyKey: newKey(),
    payload,
    spam: i % 19 === 0,
    hold: i % 23 === 0 ? 'client' : null,
  };
}

/**
 * The export as the service wrote it before it streamed (the whole file from every lead in
 * memory), kept as the reference the streamed file must equal: the extra columns are the payload
 * fields outside the forms', in the order they first appear.
 */
async function wholeFileCsv(store: LeadStore, leads: readonly Lead[], timeZone: string) {
  const extra = [...new Set(leads.flatMap((l) => Object.keys(l.payload)))].filter((k) => !knownFields.includes(k));
  const fields = [...knownFields, ...extra];
  const ids = leads.map((lead) => lead.id);
  const options = { siteUrl, timeZone, calls: await store.calls({ ids }), work: await store.desk.work(ids) };
  return toCsv(
    header(fields, timeZone),
    leads.map((lead) => row(lead, fields, options)),
  );
}

const siteUrl = 'https://movers.example';

/** The streamed export, whole. */
async function streamed(store: LeadStore, timeZone: string): Promise<string> {
  let text = '';
  for await (const chunk of leadsCsvChunks(store, {}, { siteUrl, timeZone })) text += chunk;
  return text;
}

describe('the streamed export', () => {
  it('writes, batch by batch, the very file the whole-file export wrote for the same leads', async () => {
    const store = openSqliteStore(join(await tempDir(), 'leads.db'));
    const start = Date.parse('2026-10-01T04:00:00.000Z');
    // Over two batches of the stream (500 each); some leads share their instant, as leads of one group commit may.
    const numbers = Array.from({ length: 1_230 }, (_, i) => i);
    for (let from = 0; from < numbers.length; from += 30) {
      const group = numbers.slice(from, from + 30);
      const saved = await Promise.all(
        group.map((i) => store.saveLead(mixedLead(i), new Date(start + Math.floor(i / 3) * 61_000))),
      );
      for (const [k, { id }] of saved.entries()) {
        const at = new Date(start + group[k]! * 61_000);
        if (group[k]! % 8 === 0) await store.markCalled(id, `Caller ${k % 3}`, at);
        if (group[k]! % 10 === 1)
          await store.desk.change(id, `Caller ${k % 3}`, at, { status: 'quoted', quoteAmount: 18_500 });
      }
    }
    const claim = await store.claimNext(new Date(start + 10 ** 10), 60_000);
    await store.markAttempt(claim!.lead.id, 'CRM said no; "quota"', null, { rejected: true }, claim!.token);
    const leads = (await store.list()).reverse();
    for (const timeZone of ['Asia/Kolkata', 'Europe/London']) {
      expect(await streamed(store, timeZone)).toBe(await wholeFileCsv(store, leads, timeZone));
    }
    await store.close();
  });
});

describe("the export's times, phone and office columns", () => {
  it('gives times on the office clock, one phone form, and where each lead stands', async () => {
    const store = openSqliteStore(join(await tempDir(), 'leads.db'));
    const payload = { name: 'Asha', email: 'asha@example.com', pickup: 'Pune', drop: 'Thane', source: 'contact' };
    const save = async (phone: string, at: string) =>
      (
        await store.saveLead(
          { kind: 'enquiry', idempotencyKey: newKey(), payload: { ...payload, phone }, spam: false },
          new Date(at),
        )
      ).id;
    // 22:59 IST on a Saturday; the office opens at 8:00, so a call at 8:20 the next day waited 20 office minutes.
    const late = await save('098200 12345', '2026-11-28T17:29:00.000Z');
    const won = await save('+91 (0) 22 2345 6789', '2026-11-29T04:30:00.000Z');
    const lost = await save('+44 20 7946 0958', '2026-11-29T05:00:00.000Z');
    const odd = await save('call me: 98200', '2026-11-29T05:10:00.000Z');
    const fresh = await save('9820012399', '2026-11-29T05:20:00.000Z');
    await store.desk.change(late, 'Ravi', new Date('2026-11-29T02:50:00.000Z'), { status: 'unreachable' });
    await store.desk.change(late, 'Ravi', new Date('2026-11-29T03:30:00.000Z'), { status: 'unreachable' });
    await store.desk.change(won, 'Priya', new Date('2026-11-29T04:42:00.000Z'), {
      status: 'quoted',
      quoteAmount: 24_000,
    });
    await store.desk.change(won, 'Priya', new Date('2026-11-29T06:00:00.000Z'), {
      status: 'won',
      movingOn: '2026-12-20',
    });
    await store.desk.change(lost, 'Ravi', new Date('2026-11-29T05:05:00.000Z'), {
      status: 'lost',
      lostReason: 'another_mover',
    });
    await store.desk.take(fresh, 'Priya', new Date('2026-11-29T05:21:00.000Z'));
    let text = '';
    for await (const chunk of leadsCsvChunks(store, {}, { siteUrl: null, timeZone: 'Asia/Kolkata' })) text += chunk;
    const [columns, ...rows] = parseCsv(text);
    const office = [
      'received_ist',
      'phone',
      'called_by',
      'called_ist',
      'first_call_minutes',
      'status',
      'taken_by',
      'attempts',
      'lost_reason',
      'quote_amount',
      'moving_on',
    ];
    expect(columns).toEqual(expect.arrayContaining([...office, 'delivery_status', 'delivered_ist']));
    expect(columns).not.toContain('created_at');
    const cells = (id: string) => {
      const found = rows.find((r) => r[0] === id)!;
      return office.map((name) => found[columns!.indexOf(name)]);
    };
    expect(cells(late)).toEqual([
      '2026-11-28 22:59',
      '+919820012345',
      'Ravi',
      '2026-11-29 08:20',
      '20',
      'unreachable',
      'Ravi',
      '2',
      '',
      '',
      '',
    ]);
    expect(cells(won)).toEqual([
      '2026-11-29 10:00',
      '+912223456789',
      'Priya',
      '2026-11-29 10:12',
      '12',
      'won',
      'Priya',
      '0',
      '',
      '24000',
      '2026-12-20',
    ]);
    expect(cells(lost)).toEqual([
      '2026-11-29 10:30',
      '+442079460958',
      'Ravi',
      '2026-11-29 10:35',
      '5',
      'lost',
      'Ravi',
      '0',
      'another_mover',
      '',
      '',
    ]);
    expect(cells(odd)).toEqual(['2026-11-29 10:40', 'call me: 98200', '', '', '', 'new', '', '', '', '', '']);
    expect(cells(fresh)).toEqual(['2026-11-29 10:50', '+919820012399', '', '', '', 'new', 'Priya', '0', '', '', '']);

    let london = '';
    for await (const chunk of leadsCsvChunks(store, {}, { siteUrl: null, timeZone: 'Europe/London' })) london += chunk;
    const [londonColumns, first] = parseCsv(london);
    expect(londonColumns).toContain('received (Europe/London)');
    expect(first![londonColumns!.indexOf('received (Europe/London)')]).toBe('2026-11-28 17:29');
    await store.close();
  });
});

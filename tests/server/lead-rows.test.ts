import { describe, expect, it } from 'vitest';
import {
  ago,
  displayWidth,
  footer,
  headerRow,
  leadRow,
  measure,
  parseSince,
  safeJson,
  stars,
} from '../../server/leads/lead-rows';
import type { Lead } from '../../server/store/types';

/** Times in the machine's local time, as the list shows them. */
const now = new Date(2026, 10, 23, 21, 19);
const minutes = (n: number) => new Date(now.getTime() - n * 60_000);

function lead(overrides: Partial<Lead> & { payload?: Record<string, unknown> } = {}): Lead {
  return {
    id: '01JD2ZK8R4S6T7V8W9X0Y1A4WQ9T',
    kind: 'enquiry',
    idempotencyKey: 'c1e5a2b4-0000-4000-8000-000000000001',
    spam: false,
    createdAt: minutes(5).toISOString(),
    ...overrides,
    payload: {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      pickup: 'Ghansoli, Navi Mumbai',
      drop: 'Kothrud, Pune',
      detail: '2 BHK',
      source: 'city',
      page: '/city/pune/',
      ...overrides.payload,
    },
    delivery: {
      status: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      deliveredAt: null,
      rejections: 0,
      answer: null,
      heldFrom: null,
      quarantine: null,
      unknownAt: null,
      ...overrides.delivery,
    },
  };
}

const review = (overrides: Partial<Lead> = {}) =>
  lead({
    kind: 'review',
    createdAt: minutes(3 * 60 + 10).toISOString(),
    ...overrides,
    payload: { name: 'Rahul Nair', title: 'Careful packing', rating: 4, description: 'Nothing broken' },
  });
// A review has no contact fields or move: drop the enquiry's.
const reviewLead = (overrides: Partial<Lead> = {}) => {
  const r = review(overrides);
  for (const key of ['email', 'phone', 'pickup', 'drop', 'detail', 'source', 'page']) delete r.payload[key];
  return r;
};

/** The cells of a wide row (two spaces between columns there). */
const cells = (row: string) => row.split(/ {2,}/);

describe('a row of the leads list', () => {
  it('shows id, local time, age, kind, name, phone, move, page and CRM status in columns under the header', () => {
    const row = leadRow(lead(), now, 160);
    expect(cells(row)).toEqual([
      'A4WQ9T',
      '23 Nov 21:14',
      '5 min ago',
      'enquiry',
      'Asha Verma',
      '+91 98765 43210',
      'Ghansoli, Navi Mumbai → Kothrud, Pune',
      '/city/pune/',
      'pending',
    ]);
    const header = headerRow(160);
    expect(cells(header)).toEqual(['ID', 'RECEIVED', 'AGO', 'KIND', 'NAME', 'PHONE', 'FROM → TO', 'PAGE', 'CRM']);
    for (const [title, value] of [
      ['AGO', '5 min ago'],
      ['PHONE', '+91'],
      ['FROM → TO', 'Ghansoli'],
      ['PAGE', '/city/'],
      ['CRM', 'pending'],
    ]) {
      expect(row.indexOf(value!), title).toBe(header.indexOf(title!));
    }
  });

  it('shows a review with its stars and title, no phone, and `-` for a lead without a page', () => {
    const row = leadRow(reviewLead({ delivery: { ...lead().delivery, status: 'delivered', attempts: 1 } }), now, 160);
    expect(cells(row)).toEqual([
      'A4WQ9T',
      '23 Nov 18:09',
      '3 h ago',
      'review',
      'Rahul Nair',
      '-',
      '★★★★☆ Careful packing',
      '-',
      'delivered',
    ]);
  });

  it('shows failed deliveries with their attempts, and spam', () => {
    const retrying = { status: 'failed', nextAttemptAt: minutes(-1).toISOString() } as const;
    const failed = lead({ delivery: { ...lead().delivery, ...retrying, attempts: 3, lastError: 'HTTP 502' } });
    expect(cells(leadRow(failed, now, 160)).at(-1)).toBe('failed ×3');
    // Rejected too often: no next attempt until someone runs `retry`.
    const stopped = lead({ delivery: { ...lead().delivery, status: 'failed', attempts: 8, nextAttemptAt: null } });
    expect(cells(leadRow(stopped, now, 160)).at(-1)).toBe('stopped');
    const spam = lead({ spam: true, delivery: { ...lead().delivery, status: 'spam' } });
    expect(cells(leadRow(spam, now, 160)).at(-1)).toBe('spam');
  });

  it.each([
    [0, 'just now'],
    [0.9, 'just now'],
    [1, '1 min ago'],
    [59, '59 min ago'],
    [60, '1 h ago'],
    [47 * 60 + 59, '47 h ago'],
    [48 * 60, '2 days ago'],
    [99 * 1440, '99 days ago'],
    [200 * 1440, '6 mo ago'],
  ])('says a lead of %s minutes came %s', (age, text) => {
    expect(ago(minutes(age), now)).toBe(text);
    expect(leadRow(lead({ createdAt: minutes(age).toISOString() }), now, 160)).toContain(`  ${text}  `);
  });

  it('dates a lead of another year with its year', () => {
    const old = lead({ createdAt: new Date(2025, 9, 19, 21, 18).toISOString(), payload: { page: undefined } });
    expect(cells(leadRow(old, now, 160)).slice(1, 3)).toEqual(['19 Oct 2025', '13 mo ago']);
  });

  it.each([
    [5, '★★★★★'],
    [1, '★☆☆☆☆'],
    [3, '★★★☆☆'],
  ])('draws a rating of %s as %s', (rating, drawn) => {
    expect(stars(rating)).toBe(drawn);
  });

  it('cuts long text with an ellipsis to fit the width, keeping both ends of the move', () => {
    const long = lead({
      payload: {
        name: 'Venkataraghavan Subramaniam Iyer',
        pickup: 'Andheri East, Mumbai Suburban',
        drop: 'Thiruvananthapuram, Kerala',
        page: '/car-bike-transport/',
      },
    });
    for (const width of [100, 120]) {
      const row = leadRow(long, now, width);
      expect(displayWidth(row)).toBeLessThanOrEqual(width);
      expect(row).not.toContain('\n');
      expect(row).toMatch(/ Venkatara[a-z ]*… /);
      expect(row).toMatch(/ And[a-zA-Z, ]*… → Thi[a-zA-Z, ]*… /);
      expect(row).toContain('+91 98765 43210');
    }
    // With room, nothing is cut.
    const wide = leadRow(long, now, 200, measure([long], now));
    expect(cells(wide).slice(4, 8)).toEqual([
      'Venkataraghavan Subramaniam Iyer',
      '+91 98765 43210',
      'Andheri East, Mumbai Suburban → Thiruvananthapuram, Kerala',
      '/car-bike-transport/',
    ]);
  });

  it.each([30, 45, 60, 80])('keeps the phone number whole at a width of %s', (width) => {
    for (const phone of ['+91 98765 43210', '(0091) 98765 - 43210 ext']) {
      const row = leadRow(lead({ payload: { phone, name: 'Asha Verma Rao Deshpande' } }), now, width);
      expect(row).toContain(phone);
      expect(row).toMatch(/^A4WQ9T /);
      expect(row).toContain('5 min ago');
      if (width >= 60) expect(displayWidth(row)).toBeLessThanOrEqual(width);
    }
  });

  it('drops the page, kind, date and CRM columns on a narrow terminal, header and rows alike', () => {
    const header = headerRow(60);
    expect(header.split(/ +/)).toEqual(['ID', 'AGO', 'NAME', 'PHONE', 'FROM', '→', 'TO']);
    const row = leadRow(lead(), now, 60);
    expect(row).not.toContain('/city/pune/');
    expect(row.indexOf('+91')).toBe(header.indexOf('PHONE'));
  });

  it('lines up rows of one list under one header, measured to their cells', () => {
    const leads = [lead(), reviewLead(), lead({ payload: { phone: '9820012345', page: undefined } })];
    const options = measure(leads, now);
    const header = headerRow(100, options);
    const rows = leads.map((l) => leadRow(l, now, 100, options));
    for (const [i, row] of rows.entries()) {
      expect(displayWidth(row)).toBeLessThanOrEqual(100);
      expect(row.slice(header.indexOf('KIND')).split(' ')[0]).toBe(leads[i]!.kind);
      expect(row.slice(header.indexOf('CRM'))).toBe('pending');
    }
    expect(rows[0]!.indexOf('/city/')).toBe(header.indexOf('PAGE'));
    expect(rows[2]!.indexOf('9820012345')).toBe(header.indexOf('PHONE'));
  });

  it('prints what a visitor typed without control characters, so it cannot act on the terminal', () => {
    const row = leadRow(
      lead({ payload: { name: 'Evil\u001b]0;pwned\u0007\u001b[2J', drop: 'Pune\u202e\nX' } }),
      now,
      200,
    );
    expect(row).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);
    expect(row).toContain('Evil�]0;pwned��[2J');
  });

  it('counts wide characters as two columns', () => {
    const row = leadRow(lead({ payload: { name: '王小明王小明王小明王小明王小明' } }), now, 100);
    expect(displayWidth(row)).toBeLessThanOrEqual(100);
    expect(row).toContain('…');
  });
});

describe('the list footer', () => {
  it('counts the leads by CRM status', () => {
    const failed = lead({
      delivery: { ...lead().delivery, status: 'failed', attempts: 2, nextAttemptAt: minutes(-1).toISOString() },
    });
    expect(footer([lead(), lead(), failed])).toBe('3 leads: 1 failed, 2 pending.');
    const stopped = lead({ delivery: { ...lead().delivery, status: 'failed', attempts: 8, nextAttemptAt: null } });
    expect(footer([stopped, failed])).toBe('2 leads: 1 stopped, 1 failed.');
    expect(footer([lead()], new Date(2026, 10, 23, 10, 0))).toBe('1 lead since 23 Nov 2026 10:00: 1 pending.');
  });
});

describe('--since', () => {
  it.each([
    ['30m', minutes(30)],
    ['2h', minutes(120)],
    ['1d', minutes(1440)],
    ['2026-11-23', new Date(2026, 10, 23)],
    ['2026-11-23T10:00', new Date(2026, 10, 23, 10, 0)],
    ['2026-11-23 10:00:30', new Date(2026, 10, 23, 10, 0, 30)],
    ['2026-11-23T10:00Z', new Date(Date.UTC(2026, 10, 23, 10, 0))],
    ['2026-11-23T10:00+05:30', new Date(Date.UTC(2026, 10, 23, 4, 30))],
    ['2026-11-23T10:00:00.5-01:00', new Date(Date.UTC(2026, 10, 23, 11, 0, 0, 500))],
  ])('reads %s', (text, at) => {
    expect(parseSince(text, now)?.toISOString()).toBe(at.toISOString());
  });

  it.each(['', 'yesterday', '10', '-2h', '2 weeks', '2026-02-31', '2026-13-01', '2026-11-23T25:00', '23/11/2026'])(
    'refuses %j',
    (text) => {
      expect(parseSince(text, now)).toBeUndefined();
    },
  );
});

describe('--json', () => {
  it('is the leads as JSON, with characters a terminal acts on escaped', () => {
    const text = safeJson([lead({ payload: { name: 'A\u009b31mB\u202eC' } })]);
    expect(text).not.toMatch(/[\u0080-\u009f\u202e]/);
    expect(JSON.parse(text)[0].payload.name).toBe('A\u009b31mB\u202eC');
  });
});

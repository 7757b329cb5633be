import { describe, expect, it } from 'vitest';
import { callbackDue, nextOpening, officeMinutesBetween, parseOfficeHours } from '@/lib/shared/office-hours';

/** A wall-clock time in India as an instant. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('the call-back deadline the office works to (lib/shared/office-hours.ts)', () => {
  const daily = parseOfficeHours('Mon - Sun: 8:00 AM - 8:00 PM');
  const weekdays = parseOfficeHours('Mon - Sat: 9:30 AM - 6:00 PM');

  it.each([
    ['2026-11-27T10:00:00', '2026-11-27T10:15:00'], // open: 15 minutes later
    ['2026-11-27T19:45:00', '2026-11-27T20:00:00'], // the 15 minutes end at closing
    ['2026-11-27T19:50:00', '2026-11-28T08:15:00'], // closing within the promise: next opening
    ['2026-11-27T22:59:00', '2026-11-28T08:15:00'], // closed: 15 minutes after opening
    ['2026-11-28T00:30:00', '2026-11-28T08:15:00'], // after midnight in India, before opening
    ['2026-11-28T07:59:00', '2026-11-28T08:15:00'],
  ])('a lead at %s in India is due at %s', (sent, due) => {
    expect(callbackDue(daily, 15, ist(sent)).toISOString()).toBe(ist(due).toISOString());
  });

  it('skips the days the office is closed', () => {
    // Saturday evening and Sunday: Monday 9:45.
    expect(callbackDue(weekdays, 15, ist('2026-11-28T18:30:00')).toISOString()).toBe(
      ist('2026-11-30T09:45:00').toISOString(),
    );
    expect(callbackDue(weekdays, 15, ist('2026-11-29T12:00:00')).toISOString()).toBe(
      ist('2026-11-30T09:45:00').toISOString(),
    );
  });

  it('counts only the minutes the office was open', () => {
    expect(officeMinutesBetween(daily, ist('2026-11-27T10:00:00'), ist('2026-11-27T10:12:00'))).toBe(12);
    // 22:59 to 8:20 the next day: 20 minutes of office time.
    expect(officeMinutesBetween(daily, ist('2026-11-27T22:59:00'), ist('2026-11-28T08:20:00'))).toBe(20);
    // 19:50 to 8:05 next day: 10 minutes before closing, 5 after opening.
    expect(officeMinutesBetween(daily, ist('2026-11-27T19:50:00'), ist('2026-11-28T08:05:00'))).toBe(15);
    // Saturday 17:00 to Monday 10:00 with Sundays closed: 60 + 30.
    expect(officeMinutesBetween(weekdays, ist('2026-11-28T17:00:00'), ist('2026-11-30T10:00:00'))).toBe(90);
    expect(officeMinutesBetween(daily, ist('2026-11-27T10:00:00'), ist('2026-11-27T09:00:00'))).toBe(0);
  });

  it.each([
    ['2026-11-27T14:00:00', '2026-11-28T08:00:00'], // open: the opening after tonight's closing
    ['2026-11-27T19:59:00', '2026-11-28T08:00:00'],
    ['2026-11-27T22:59:00', '2026-11-28T08:00:00'], // closed: tomorrow's opening
    ['2026-11-28T06:30:00', '2026-11-28T08:00:00'], // before opening: today's
  ])('the office next opens after %s at %s', (at, opens) => {
    expect(nextOpening(daily, ist(at)).toISOString()).toBe(ist(opens).toISOString());
  });

  it('skips closed days to the next opening', () => {
    expect(nextOpening(weekdays, ist('2026-11-28T12:00:00')).toISOString()).toBe(
      ist('2026-11-30T09:30:00').toISOString(),
    );
  });
});

import { company } from '../../content/company';
import { fill, type Locale } from '../../lib/shared/i18n';
import { leadReference } from '../../lib/shared/lead-reference';
import type { SurveyBooking } from '../store/survey-types';
import { slotTimes } from './slots';
import { surveyWords } from './words';

/**
 * A booking as a calendar file (RFC 5545, docs/surveys.md#the-bookings-page): one event at the
 * slot's time, named for the company and the kind of survey, with the reference and the booking's
 * own address to change it. Written here: one event needs no library.
 */

/** A UTC time as the format writes it: `20261207T053000Z`. */
const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A text value with the format's escapes. */
const text = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');

/** Folds a line at 75 octets, as the format asks, without splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarFile(booking: SurveyBooking, locale: Locale, manageUrl: string, now: Date): string {
  const w = surveyWords[locale];
  const { start, end } = slotTimes(booking.date, booking.band);
  const reference = booking.leadId ? leadReference(booking.leadId) : '';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(company.name)}//Survey//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.id}@survey`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${text(fill(w.calendarSummary, { company: company.name, kind: w.site.form.kinds[booking.kind] }))}`,
    `DESCRIPTION:${text(`${fill(w.calendarDescription, { reference, link: manageUrl })}\n${w.site.form.ready[booking.kind].join('\n')}`)}`,
    `URL:${manageUrl}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/**
 * The booking page's address, and a survey's day and time as a visitor reads them
 * (docs/surveys.md#the-booking-page), for the page, its island and the intake's pages alike. No
 * zod and no content: the island imports it.
 */
import { bandOf } from './survey';

/** The booking page's English path; `localePath` gives its Hindi twin's. */
export const surveyPagePath = '/book-survey/';

/** `2026-12-15` as the language says a day: `Tuesday 15 December`, `मंगलवार, 15 दिसंबर`. */
export function surveyDay(date: string, lang: 'en' | 'hi' = 'en'): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(day);
}

/** A band's id (`11-13`) as its words say it (`{start} – {end}` → `11:00 – 13:00`); the id itself if it is no band. */
export function bandText(id: string, template: string): string {
  const band = bandOf(id);
  return band ? template.replace('{start}', band.start).replace('{end}', band.end) : id;
}

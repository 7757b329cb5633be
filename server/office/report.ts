import { company } from '../../content/company';
import { callbackDue, officeMinutesBetween, parseOfficeHours } from '../../lib/shared/office-hours';
import { isHindi } from '../leads/lead-language';
import { type LostReason, lostReasons } from '../store/desk-types';
import type { Lead, LeadStore } from '../store/types';
import { dayIn, nextDay, startOfDay } from './chart';

/**
 * The owner's speed-to-lead figures (docs/office.md#the-report): for the genuine enquiries of a
 * period, how many came, how many were called, how long the first call took in office hours,
 * how many were called by the time the visitor was told, and how they ended; per day, per week
 * (Monday to Sunday), by the page they were sent from and by language. Read a batch of leads at
 * a time with their call marks and work records, so a long period holds numbers, not leads.
 */

const hours = parseOfficeHours(company.hours);

/** Days on the page's day table, and weeks on its week table (the CSV has every day). */
export const reportDays = 14;
export const reportWeeks = 8;
/** The longest period asked for at once. */
export const reportMaxDays = 366;

/** One group's figures. */
export interface Figures {
  received: number;
  called: number;
  /** Office minutes from arrival to the first call, one per lead called (the median's raw material). */
  minutes: number[];
  /** Leads whose call-back time has come, or that were called: the share's denominator. */
  due: number;
  /** Of those, called by the time the visitor was told. */
  inTime: number;
  won: number;
  lost: Record<LostReason, number>;
}

export const noFigures = (): Figures => ({
  received: 0,
  called: 0,
  minutes: [],
  due: 0,
  inTime: 0,
  won: 0,
  lost: Object.fromEntries(lostReasons.map((reason) => [reason, 0])) as Record<LostReason, number>,
});

/** Figures of several groups together (a week from its days, the period from its weeks). */
export function addFigures(into: Figures, from: Figures): Figures {
  into.received += from.received;
  into.called += from.called;
  into.minutes.push(...from.minutes);
  into.due += from.due;
  into.inTime += from.inTime;
  into.won += from.won;
  for (const reason of lostReasons) into.lost[reason] += from.lost[reason];
  return into;
}

export const lostTotal = (f: Figures) => lostReasons.reduce((sum, reason) => sum + f.lost[reason], 0);

/** The middle of the minutes (the mean of the two middle ones for an even count); undefined when none. */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The share called in time, in whole percent; undefined when no lead was due. */
export const inTimePercent = (f: Figures) => (f.due ? Math.round((f.inTime / f.due) * 100) : undefined);

/** The days asked for, both included, as YYYY-MM-DD in the office's time zone. */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** A week (Monday to Sunday) as the period holds it: cut at the period's ends. */
export interface ReportWeek {
  from: string;
  to: string;
  figures: Figures;
}

export interface Report {
  period: ReportPeriod;
  /** Every day of the period, oldest first. */
  days: { day: string; figures: Figures }[];
  /** The period's weeks, oldest first. */
  weeks: ReportWeek[];
  total: Figures;
  /** By the page the form was on (`(page not given)` without one), most enquiries first. */
  pages: { page: string; figures: Figures }[];
  languages: { language: 'Hindi' | 'English'; figures: Figures }[];
}

export const noPage = '(page not given)';

const dayMs = 86_400_000;
const noon = (day: string) => new Date(`${day}T12:00:00Z`).getTime();
const addDays = (day: string, n: number) => new Date(noon(day) + n * dayMs).toISOString().slice(0, 10);
/** The Monday of the week `day` is in. */
export const mondayOf = (day: string) => addDays(day, -((new Date(noon(day)).getUTCDay() + 6) % 7));

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
/** A day as the date fields send it (YYYY-MM-DD), if it is one that exists. */
const validDay = (value: string) =>
  isoDay.test(value) && !Number.isNaN(noon(value)) && new Date(noon(value)).toISOString().slice(0, 10) === value;

/**
 * The period from the query (`from`, `to`, days in the office's time zone, both included):
 * without `to`, up to today; without `from`, the eight weeks (from a Monday) up to `to`.
 */
export function reportPeriod(
  query: Record<string, unknown> | undefined,
  today: string,
): ReportPeriod | { problem: string } {
  const asked = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const from = asked(query?.from);
  const to = asked(query?.to);
  if ((from && !validDay(from)) || (to && !validDay(to))) {
    return {
      problem: 'Please give the dates as the date fields do (2026-11-23), or leave them empty for the last 8 weeks.',
    };
  }
  const last = to ?? today;
  const first = from ?? addDays(mondayOf(last), -7 * (reportWeeks - 1));
  if (first > last) return { problem: 'The first date is after the last one, so no lead is between them.' };
  if ((noon(last) - noon(first)) / dayMs + 1 > reportMaxDays) {
    return { problem: `Please choose at most ${reportMaxDays} days at a time.` };
  }
  return { from: first, to: last };
}

/** The days of a period, oldest first. */
export function periodDays({ from, to }: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = nextDay(day)) days.push(day);
  return days;
}

/** Adds one lead to a group's figures. */
function count(f: Figures, lead: Lead, calledAt: string | undefined, outcome: LeadOutcome, now: Date): void {
  const created = new Date(lead.createdAt);
  const due = callbackDue(hours, company.promises.callbackMinutes, created);
  f.received++;
  if (calledAt) {
    const called = new Date(calledAt);
    f.called++;
    f.minutes.push(officeMinutesBetween(hours, created, called));
    f.due++;
    if (called.getTime() <= due.getTime()) f.inTime++;
  } else if (due.getTime() <= now.getTime()) f.due++;
  if (outcome === 'won') f.won++;
  else if (outcome) f.lost[outcome]++;
}

/** How a lead ended: won, lost for a reason (`other` when none was given), or not yet. */
type LeadOutcome = 'won' | LostReason | undefined;

/** The report of a period at `now`, read from the store a batch of leads at a time. */
export async function buildReport(
  store: LeadStore,
  period: ReportPeriod,
  timeZone: string,
  now: Date,
): Promise<Report> {
  const dayOf = dayIn(timeZone);
  const days = new Map(periodDays(period).map((day) => [day, noFigures()]));
  const pages = new Map<string, Figures>();
  const languages = { Hindi: noFigures(), English: noFigures() };
  const filter = {
    kind: 'enquiry',
    spam: false,
    since: startOfDay(period.from, timeZone),
    until: startOfDay(nextDay(period.to), timeZone),
  } as const;
  for await (const batch of store.leadBatches(filter, 500)) {
    const ids = batch.map((lead) => lead.id);
    const [calls, work] = [await store.calls({ ids }), await store.desk.work(ids)];
    for (const lead of batch) {
      const status = work.get(lead.id);
      const outcome: LeadOutcome =
        status?.status === 'won' ? 'won' : status?.status === 'lost' ? (status.lostReason ?? 'other') : undefined;
      const page = typeof lead.payload.page === 'string' && lead.payload.page ? lead.payload.page : noPage;
      if (!pages.has(page)) pages.set(page, noFigures());
      const groups = [days.get(dayOf(new Date(lead.createdAt))), pages.get(page)];
      groups.push(isHindi(lead.payload) ? languages.Hindi : languages.English);
      for (const f of groups) if (f) count(f, lead, calls.get(lead.id)?.at, outcome, now);
    }
  }
  const dayList = [...days].map(([day, figures]) => ({ day, figures }));
  return {
    period,
    days: dayList,
    weeks: weeksOf(dayList),
    total: dayList.reduce((all, d) => addFigures(all, d.figures), noFigures()),
    pages: [...pages]
      .map(([page, figures]) => ({ page, figures }))
      .sort((a, b) => b.figures.received - a.figures.received || a.page.localeCompare(b.page)),
    languages: (['Hindi', 'English'] as const).map((language) => ({ language, figures: languages[language] })),
  };
}

/** The days grouped into weeks from Monday, each cut at the period's ends. */
function weeksOf(days: readonly { day: string; figures: Figures }[]): ReportWeek[] {
  const weeks: ReportWeek[] = [];
  for (const { day, figures } of days) {
    const week = weeks.at(-1);
    if (week && mondayOf(day) === mondayOf(week.from)) {
      week.to = day;
      addFigures(week.figures, figures);
    } else weeks.push({ from: day, to: day, figures: addFigures(noFigures(), figures) });
  }
  return weeks;
}

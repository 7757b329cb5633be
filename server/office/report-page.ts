import { company } from '../../content/company';
import { toCsv } from '../leads/csv';
import { escapeHtml } from '../pages/form-page';
import { lostReasons } from '../store/desk-types';
import { layout, officeTop } from './pages';
import { reasonWords } from './work';
import {
  type Figures,
  inTimePercent,
  lostTotal,
  median,
  type Report,
  type ReportPeriod,
  reportDays,
  reportWeeks,
} from './report';

/**
 * The report's HTML and CSV (docs/office.md#the-report): the period's figures, then tables per
 * day, per week, by page and by language, each with its caption and headers for screen readers,
 * in a wrapper that scrolls sideways on a phone. No script; numbers as India writes them.
 */

const e = escapeHtml;
const count = (n: number) => n.toLocaleString('en-IN');
const none = '—';

/** Whole minutes of a median, or "—" when nobody was called. */
const medianText = (f: Figures) => {
  const middle = median(f.minutes);
  return middle === undefined ? none : count(Math.round(middle));
};

/** `75% (3 of 4)`, or "—" when no lead was due yet. */
const inTimeText = (f: Figures) => {
  const percent = inTimePercent(f);
  return percent === undefined ? none : `${count(percent)}% (${count(f.inTime)} of ${count(f.due)})`;
};

/** `Mon 23 Nov` */
const dayText = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** `23–29 Nov`, `30 Nov – 6 Dec`, or one day. */
export function weekText(from: string, to: string): string {
  if (from === to) return shortDay(from);
  return from.slice(0, 7) === to.slice(0, 7)
    ? `${Number(from.slice(8))}–${shortDay(to)}`
    : `${shortDay(from)} – ${shortDay(to)}`;
}

/** The figures' cells after the row's header. */
function cells(f: Figures): string {
  const values = [
    count(f.received),
    count(f.called),
    medianText(f),
    inTimeText(f),
    count(f.won),
    count(lostTotal(f)),
    ...lostReasons.map((reason) => count(f.lost[reason])),
  ];
  return values.map((value) => `<td>${value}</td>`).join('');
}

/** A table of figures: one row per group, its name as the row's header. */
function figuresTable(id: string, caption: string, first: string, rows: readonly [string, Figures][]): string {
  const reasons = lostReasons.map((reason) => `<th scope="col">${reasonWords[reason]}</th>`).join('');
  const body = rows.map(([name, f]) => `<tr><th scope="row">${e(name)}</th>${cells(f)}</tr>`).join('\n');
  return `<div class="table-wrap" role="region" aria-labelledby="${id}" tabindex="0"><table class="report">
<caption id="${id}">${e(caption)}</caption>
<colgroup span="7"></colgroup><colgroup span="6"></colgroup>
<thead><tr><th scope="col" rowspan="2">${e(first)}</th><th scope="col" rowspan="2">Received</th><th scope="col" rowspan="2">Called</th><th scope="col" rowspan="2">Median minutes to first call</th><th scope="col" rowspan="2">Called by the time promised</th><th scope="col" rowspan="2">Won</th><th scope="col" rowspan="2">Lost</th><th scope="colgroup" colspan="6">Lost, by reason</th></tr>
<tr>${reasons}</tr></thead>
<tbody>
${body}
</tbody></table></div>`;
}

/** The period in words: `5 Oct 2026 to 30 Nov 2026`. */
const periodText = ({ from, to }: ReportPeriod) => {
  const long = (day: string) =>
    new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return from === to ? long(from) : `${long(from)} to ${long(to)}`;
};

/** The period's figures in two sentences. */
function summary(report: Report): string {
  const t = report.total;
  const middle = median(t.minutes);
  const percent = inTimePercent(t);
  return `<p class="summary">${count(t.received)} ${t.received === 1 ? 'enquiry' : 'enquiries'}, ${count(t.called)} called${
    middle === undefined ? '' : `; half of them within ${count(Math.round(middle))} office minutes`
  }.${percent === undefined ? '' : ` ${count(percent)}% called by the time the visitor was told.`} Won ${count(t.won)}, lost ${count(lostTotal(t))}.</p>`;
}

/** The period form: the days as the date fields send them. */
const periodForm = ({ from, to }: ReportPeriod) => `<form method="get" action="/office/report/" class="csv-range">
<label for="report-from">From</label> <input id="report-from" name="from" type="date" value="${e(from)}">
<label for="report-to">To</label> <input id="report-to" name="to" type="date" value="${e(to)}">
<button type="submit">Show</button>
</form>`;

/** The report as a page for the signed-in `name`. */
export function reportPage(report: Report, who: { name: string; role?: 'admin' | 'staff'; csrf: string }): string {
  const query = `from=${report.period.from}&to=${report.period.to}`;
  const days = report.days.slice(-reportDays).reverse();
  const weeks = report.weeks.slice(-reportWeeks).reverse();
  const minutes = company.promises.callbackMinutes;
  return layout(
    'Report',
    `${officeTop('report', who, `<input type="hidden" name="csrf" value="${e(who.csrf)}">`)}
<main>
<h2>Speed to lead: ${e(periodText(report.period))}</h2>
${periodForm(report.period)}
${summary(report)}
<p class="hint">Genuine enquiries (no reviews, no spam), by the day they arrived. Minutes to the first call count office hours only (${e(company.hours)}). "By the time promised": called within ${minutes} minutes, or ${minutes} minutes after opening for a lead sent while the office was closed, as the visitor was told; out of the leads whose time has come.</p>
<p><a href="/office/report.csv?${query}" download>Download the report as CSV (one row per day)</a></p>
${figuresTable(
  'report-days',
  `Per day, the last ${count(days.length)} days of the period, newest first`,
  'Day',
  days.map((d) => [dayText(d.day), d.figures]),
)}
${figuresTable(
  'report-weeks',
  'Per week (Monday to Sunday), newest first',
  'Week',
  weeks.map((w) => [weekText(w.from, w.to), w.figures]),
)}
${figuresTable(
  'report-pages',
  'By the page the form was sent from, over the period',
  'Page',
  report.pages.map((p) => [p.page, p.figures]),
)}
${figuresTable(
  'report-languages',
  'By language, over the period',
  'Language',
  report.languages.map((l) => [l.language, l.figures]),
)}
</main>`,
  );
}

/** The report's CSV: one row per day of the period, oldest first, the same figures as the page's tables. */
export function reportCsv(report: Report): string {
  const header = [
    'day',
    'received',
    'called',
    'median_first_call_minutes',
    'due',
    'called_in_time',
    'called_in_time_percent',
    'won',
    'lost',
    ...lostReasons.map((reason) => `lost_${reason}`),
  ];
  const rows = report.days.map(({ day, figures: f }) => {
    const middle = median(f.minutes);
    return [
      day,
      f.received,
      f.called,
      middle === undefined ? '' : Math.round(middle),
      f.due,
      f.inTime,
      inTimePercent(f) ?? '',
      f.won,
      lostTotal(f),
      ...lostReasons.map((reason) => f.lost[reason]),
    ];
  });
  return toCsv(header, rows);
}

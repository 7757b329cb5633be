import { escapeHtml } from '../pages/form-page';
import type { PageCount } from '../store/types';

/**
 * The inbox's chart: enquiries per day over the last 30 days, stacked by the page they were sent
 * from (docs/office.md#the-chart). An inline SVG, no script: its colours come from classes in the
 * inbox's stylesheet (the policy allows no style attributes), and the same figures follow as a
 * table for screen readers and for anyone who wants the numbers.
 */

export const chartDays = 30;
/** Pages with their own colour; the rest are counted together as "other pages". */
const namedPages = 5;
const noPage = '(page not given)';
const otherPages = 'other pages';

/** The calendar day (YYYY-MM-DD) of an instant in the office's time zone. */
export function dayIn(timeZone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (at) => format.format(at);
}

/** A moment's wall-clock time in `timeZone`, read as if it were UTC (ms). */
function wallClock(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

/** The instant a calendar day (YYYY-MM-DD) begins in the office's time zone. */
export function startOfDay(day: string, timeZone: string): Date {
  const midnight = new Date(`${day}T00:00:00Z`).getTime();
  // The zone's offset at the first guess, then again at the answer, for a day the clocks change.
  const first = midnight - (wallClock(midnight, timeZone) - midnight);
  return new Date(midnight - (wallClock(first, timeZone) - first));
}

/** The calendar day after `day` (both YYYY-MM-DD). */
export const nextDay = (day: string) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/** `2026-11-23` → `23 Nov`. */
const shortDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The last `chartDays` days up to today in the office's time zone, oldest first. */
export function lastDays(now: Date, timeZone: string): string[] {
  const today = dayIn(timeZone)(now);
  const noon = new Date(`${today}T12:00:00Z`).getTime();
  return Array.from({ length: chartDays }, (_, i) =>
    new Date(noon - (chartDays - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** One day's genuine enquiries by the page they were sent from, as the store counts them. */
export interface ChartDay {
  /** YYYY-MM-DD in the office's time zone. */
  day: string;
  pages: readonly PageCount[];
}

/** Counts per day and page, the pages in colour order (busiest first, then the rest together). */
function chartData(perDay: readonly ChartDay[]) {
  const days = perDay.map((d) => d.day);
  const pageOf = (page: string | null) => (page ? page : noPage);
  const totals = new Map<string, number>();
  for (const { pages } of perDay) {
    for (const { page, count } of pages) totals.set(pageOf(page), (totals.get(pageOf(page)) ?? 0) + count);
  }
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([p]) => p);
  const named = ranked.length > namedPages + 1 ? ranked.slice(0, namedPages) : ranked;
  const series = ranked.length > named.length ? [...named, otherPages] : named;
  const seriesOf = (page: string) => (named.includes(page) ? page : otherPages);
  const counts = perDay.map(({ pages }) => {
    const row = new Map<string, number>();
    for (const { page, count } of pages) {
      const s = seriesOf(pageOf(page));
      row.set(s, (row.get(s) ?? 0) + count);
    }
    return series.map((s) => row.get(s) ?? 0);
  });
  return { days, series, counts, total: [...totals.values()].reduce((a, b) => a + b, 0) };
}

/** The chart and its table as HTML. */
export function renderChart(perDay: readonly ChartDay[]): string {
  const { days, series, counts, total } = chartData(perDay);
  const dayTotals = counts.map((row) => row.reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...dayTotals);
  const busiest = dayTotals.indexOf(Math.max(...dayTotals));
  const height = 100;
  const barWidth = 10;
  const bars = days
    .map((day, i) => {
      let y = height;
      return counts[i]!.map((n, s) => {
        if (n === 0) return '';
        const h = (n / max) * height;
        y -= h;
        const label = `${shortDay(day)}: ${n} from ${series[s]}`;
        return `<rect class="c${s}" x="${i * barWidth + 1}" y="${y.toFixed(2)}" width="${barWidth - 2}" height="${h.toFixed(2)}"><title>${escapeHtml(label)}</title></rect>`;
      }).join('');
    })
    .join('');
  const description =
    total === 0
      ? `No enquiries in the last ${chartDays} days.`
      : `${total} ${total === 1 ? 'enquiry' : 'enquiries'} in the last ${chartDays} days, at most ${max} a day (${shortDay(days[busiest]!)}). The table below gives each day's figures.`;
  const legend = series
    .map((s, i) => `<li><span class="swatch c${i}" aria-hidden="true"></span>${escapeHtml(s)}</li>`)
    .join('');
  const header = series.map((s) => `<th scope="col">${escapeHtml(s)}</th>`).join('');
  const rows = days
    .map(
      (day, i) =>
        `<tr><th scope="row">${shortDay(day)}</th><td>${dayTotals[i]}</td>${counts[i]!.map((n) => `<td>${n}</td>`).join('')}</tr>`,
    )
    .reverse()
    .join('');
  return `<section class="chart" aria-labelledby="chart-title">
<h2 id="chart-title">Enquiries per day, last ${chartDays} days</h2>
<svg viewBox="0 0 ${chartDays * barWidth} ${height + 16}" role="img" aria-labelledby="chart-title chart-desc" class="chart__svg">
<desc id="chart-desc">${escapeHtml(description)}</desc>
<line class="chart__axis" x1="0" y1="${height + 0.5}" x2="${chartDays * barWidth}" y2="${height + 0.5}"/>
${bars}
<text class="chart__label" x="0" y="${height + 13}">${shortDay(days[0]!)}</text>
<text class="chart__label" x="${chartDays * barWidth}" y="${height + 13}" text-anchor="end">${shortDay(days.at(-1)!)}</text>
</svg>
<p class="chart__summary">${escapeHtml(description)}</p>
${legend ? `<ul class="chart__legend">${legend}</ul>` : ''}
<details><summary>The figures as a table</summary>
<div class="table-wrap"><table><caption>Enquiries per day by page, newest day first</caption>
<thead><tr><th scope="col">Day</th><th scope="col">All</th>${header}</tr></thead><tbody>${rows}</tbody></table></div>
</details>
</section>`;
}

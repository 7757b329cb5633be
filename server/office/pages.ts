import { company } from '../../content/company';
import { normalisedPhone, phoneForPeople } from '../../lib/shared/phone';
import { escapeHtml } from '../pages/form-page';
import { hindiNotes, isHindi } from '../leads/lead-language';
import { ago, stars } from '../leads/lead-rows';
import { estimateLink, estimateText, homeSizeLabel, movingDateText, storedEstimate } from '../leads/move-details';
import { offerText } from '../leads/offers';
import type { CallMark, HeldSource, Lead } from '../store/types';
import { heldSection } from './held-section';
import { type ChartDay, renderChart } from './chart';
import { type ChannelStatus, retryable } from './channels';
import { officeStylesheetPath } from './styles';

/**
 * The office inbox's HTML (docs/office.md): a sign-in page, the inbox, and short message pages.
 * Written by the service on each request; no script, no inline style, every visitor's text
 * escaped. Personal data appears only in the page body, never in a URL the inbox makes except
 * the `tel:` and WhatsApp links the office taps to call.
 */

const e = escapeHtml;

/** A whole page: noindex, the inbox's stylesheet, phone-sized. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow, noarchive">
<meta name="referrer" content="same-origin">
<title>${e(title)} · ${e(company.name)} office</title>
<link rel="stylesheet" href="${officeStylesheetPath}">
</head>
<body>
${body}
</body>
</html>
`;
}

/**
 * The sign-in form; `problem` says why the last attempt failed (or, as a `status`, why the
 * session ended), and `name` is the name typed then, kept so only the password needs typing again.
 */
export function signInPage(problem?: string, name = '', kind: 'error' | 'status' = 'error'): string {
  const notice =
    kind === 'error' ? `<p class="notice notice--error" role="alert">` : `<p class="notice" role="status">`;
  return layout(
    'Sign in',
    `<main class="narrow">
<h1>Office inbox</h1>
${problem ? `${notice}${e(problem)}</p>` : ''}
<form method="post" action="/office/sign-in" class="stack">
<label for="name">Your name <span class="hint">(written on the leads you mark called)</span></label>
<input id="name" name="name" autocomplete="name" required maxlength="40"${name ? ` value="${e(name)}"` : ''}>
<label for="password">Office password <span class="hint">(or your own, if you have one)</span></label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200"${name ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
</main>`,
  );
}

/** A short page saying a change was refused (a missing token, another site's post). */
export function messagePage(title: string, message: string): string {
  return layout(
    title,
    `<main class="narrow"><h1>${e(title)}</h1><p>${e(message)}</p><p><a href="/office/">Back to the inbox</a></p></main>`,
  );
}

/** The counts over the last 30 days the inbox's summary gives, from the store's COUNT queries. */
export interface InboxCounts {
  /** Genuine enquiries nobody has marked called… */
  toCall: number;
  /** …of which the call-back promise has passed. */
  late: number;
  /** Held past a rate limit. */
  held: number;
  /** With a failed or stopped delivery. */
  failing: number;
}

/** What the inbox needs to show. */
export interface InboxView {
  /** One page of the genuine leads, newest first (docs/office.md#the-list). */
  leads: readonly Lead[];
  /** Genuine leads in the store, on every page. */
  total: number;
  /** The page's place in the list: the links to the older and newer pages, by a lead id. */
  paging: { older?: string; newer?: string };
  /** Where the page was opened: a change made on it comes back to it. */
  cursor: { older?: string; newer?: string };
  counts: InboxCounts;
  /** The newest leads caught by the spam trap in the last 30 days, and how many it caught. */
  spam: readonly Lead[];
  spamTotal: number;
  /** The leads held for review, by the address they came from (docs/office.md#held-leads). */
  heldSources: readonly HeldSource[];
  /** The chart's days. */
  chart: readonly ChartDay[];
  calls: ReadonlyMap<string, CallMark>;
  channels: (lead: Lead) => ChannelStatus[];
  now: Date;
  timeZone: string;
  /** The signed-in person. */
  name: string;
  csrf: string;
  notice?: string;
}

const callbackMs = company.promises.callbackMinutes * 60_000;

/** `10:42` on today's date, `23 Nov 10:42` otherwise, in the office's time zone. */
function timeIn(at: Date, now: Date, timeZone: string): string {
  const time = at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone });
  const day = (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone });
  return day(at) === day(now) ? time : `${day(at)} ${time}`;
}

const minutes = (ms: number) => Math.max(0, Math.round(ms / 60_000));

/** The estimate as stored: the intake's band and summary, or an older lead's query alone. */
function shownEstimate(estimate: unknown): string | undefined {
  const priced = storedEstimate(estimate);
  if (priced) return estimateText(priced);
  return typeof estimate === 'string' && estimate ? 'Instant estimate attached (not priced when stored)' : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

/** The call-back line: who called and when, or how long is left of the promise, or how long it is overdue. */
function callback(lead: Lead, mark: CallMark | undefined, view: InboxView): string {
  const arrived = new Date(lead.createdAt);
  if (mark) {
    const at = new Date(mark.at);
    return `<p class="called">Called by ${e(mark.by)} at ${timeIn(at, view.now, view.timeZone)}, ${minutes(at.getTime() - arrived.getTime())} min after it arrived</p>`;
  }
  const due = arrived.getTime() + callbackMs;
  const left = due - view.now.getTime();
  const state =
    left > 0
      ? `<p class="due">Call back by ${timeIn(new Date(due), view.now, view.timeZone)} (${minutes(left)} min left)</p>`
      : `<p class="due due--late">${company.promises.callbackMinutes}-minute call-back passed ${ago(new Date(due), view.now).replace(' ago', '')} ago</p>`;
  return `${state}<form method="post" action="/office/leads/${lead.id}/called">${csrfField(view)}<button type="submit">Mark called</button></form>`;
}

/** The session's token, and the page the form is on (a change comes back to it). */
const csrfField = (view: InboxView) =>
  `<input type="hidden" name="csrf" value="${e(view.csrf)}">${Object.entries(view.cursor)
    .map(([key, id]) => `<input type="hidden" name="${key}" value="${e(id)}">`)
    .join('')}`;

const statusWords: Record<ChannelStatus['status'], string> = {
  delivered: 'delivered',
  pending: 'waiting to be sent',
  failed: 'failed, will try again',
  stopped: 'failed, stopped: retry once the cause is fixed',
  unknown: 'may not have arrived (no answer in time): check, then retry',
  quarantined: 'held (quarantined): release it to send',
  spam: 'caught by the spam trap, never sent',
  off: 'not sent: no CRM is set up',
  skipped: 'not sent',
  summarised: 'told in a summary (a busy hour)',
};

const channelNames: Record<string, string> = { crm: 'CRM' };

function channels(lead: Lead, view: InboxView): string {
  const items = view
    .channels(lead)
    .map((c) => {
      const attempts = c.attempts > 0 ? `, ${c.attempts} ${c.attempts === 1 ? 'attempt' : 'attempts'}` : '';
      const error = c.lastError && c.status !== 'delivered' ? `<br><span class="error">${e(c.lastError)}</span>` : '';
      const retry = retryable(c.status)
        ? `<form method="post" action="/office/leads/${lead.id}/retry">${csrfField(view)}<input type="hidden" name="channel" value="${e(c.channel)}"><button type="submit">Retry ${e(c.label ?? channelNames[c.channel] ?? c.channel)}</button></form>`
        : '';
      return `<li class="channel channel--${c.status}"><span>${e(c.label ?? channelNames[c.channel] ?? c.channel)}: ${statusWords[c.status]}${attempts}${error}</span>${retry}</li>`;
    })
    .join('');
  const release = lead.delivery.quarantine
    ? `<form method="post" action="/office/leads/${lead.id}/release">${csrfField(view)}<button type="submit">Release: it is genuine</button></form>`
    : '';
  return `<ul class="channels" aria-label="Delivery">${items}</ul>${release}`;
}

/** One lead as a card. */
function leadCard(lead: Lead, view: InboxView): string {
  const p = lead.payload;
  const arrived = new Date(lead.createdAt);
  const when = `<p class="when"><time datetime="${e(lead.createdAt)}">${timeIn(arrived, view.now, view.timeZone)}</time>, ${ago(arrived, view.now)}</p>`;
  const facts: [string, string | undefined][] = [];
  let contact = '';
  if (lead.kind === 'enquiry') {
    const phone = phoneForPeople(text(p.phone));
    const digits = normalisedPhone(phone);
    contact = `<p class="contact"><a class="button" href="tel:+${e(digits)}">Call ${e(phone)}</a> <a class="button button--whatsapp" href="https://wa.me/${e(digits)}" rel="noreferrer noopener" target="_blank">WhatsApp</a></p>`;
    facts.push(
      ['From → to', `${text(p.pickup)} → ${text(p.drop)}`],
      ['Estimate', shownEstimate(p.estimate)],
      ['Offer', offerText(p)],
      ['Moving date', p.movingDate ? movingDateText(p.movingDate) : undefined],
      ['Home size', p.homeSize ? homeSizeLabel(p.homeSize) : undefined],
      ['Goods', text(p.detail) || undefined],
      ['E-mail', text(p.email) || undefined],
    );
  } else {
    facts.push(['Review', `${stars(p.rating)} ${text(p.title)}`], ['Text', text(p.description) || undefined]);
  }
  facts.push(
    ['Language', isHindi(p) ? hindiNotes[lead.kind] : undefined],
    ['Page', text(p.page) || undefined],
    ['Form', text(p.source) || undefined],
    ['Ref', lead.id],
  );
  const list = facts
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`)
    .join('');
  const priced = storedEstimate(p.estimate);
  // The estimate on the site's estimator (its query holds the move, nothing personal).
  const estimate = priced ? `<p><a href="${e(estimateLink(priced, null))}">The estimate on the site</a></p>` : '';
  const mark = view.calls.get(lead.id);
  const classes = [
    'lead',
    `lead--${lead.kind}`,
    lead.delivery.quarantine ? 'lead--held' : '',
    mark ? 'lead--called' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<article class="${classes}" id="lead-${lead.id}" aria-labelledby="name-${lead.id}">
<header><h3 id="name-${lead.id}">${e(text(p.name) || '(no name)')}</h3>${lead.kind === 'review' ? '<span class="tag">review</span>' : ''}${lead.delivery.quarantine ? '<span class="tag tag--held">held</span>' : ''}</header>
${when}${contact}<dl>${list}</dl>${estimate}
${lead.kind === 'enquiry' ? callback(lead, mark, view) : ''}
${channels(lead, view)}
</article>`;
}

const count = (n: number) => n.toLocaleString('en-IN');

/** What needs doing, in a line: `3 to call back (1 late) · 2 held · 1 not delivered`. */
function summary({ toCall, late, held, failing }: InboxCounts): string {
  return [
    `${count(toCall)} to call back${late ? ` (${count(late)} late)` : ''}`,
    held ? `${count(held)} held` : '',
    failing ? `${count(failing)} not delivered` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The links to the newer and older pages of the list (a lead id in each, nothing personal). */
function pageLinks(view: InboxView): string {
  const { older, newer } = view.paging;
  if (!older && !newer) return '';
  const links = [
    newer ? `<a href="/office/?newer=${e(newer)}" rel="prev">← Newer</a>` : '',
    older ? `<a href="/office/?older=${e(older)}" rel="next">Older →</a>` : '',
  ].join(' ');
  return `<nav class="pages" aria-label="Pages of the list">${links}</nav>`;
}

/** The CSV of every lead, or of the days given (in the office's time zone). */
const csvForm = `<form method="get" action="/office/leads.csv" class="csv-range">
<label for="csv-from">From</label> <input id="csv-from" name="from" type="date">
<label for="csv-to">To</label> <input id="csv-to" name="to" type="date">
<button type="submit">Download CSV for these dates</button>
</form>`;

/** The inbox: what needs doing, a page of the leads newest first, the chart, the CSV. */
export function inboxPage(view: InboxView): string {
  const shown = view.leads.length;
  const heading =
    view.total > shown ? `${count(shown)} of ${count(view.total)} leads, newest first` : 'Leads, newest first';
  const first = !view.paging.newer;
  return layout(
    'Inbox',
    `<header class="top">
<h1>Office inbox</h1>
<p class="who">Signed in as ${e(view.name)}</p>
<nav aria-label="Inbox"><a href="/office/">Refresh</a> <a href="/office/leads.csv" download>Download CSV</a>
<form method="post" action="/office/sign-out">${csrfField(view)}<button type="submit" class="link">Sign out</button></form></nav>
</header>
<main>
${view.notice ? `<p class="notice" role="status">${e(view.notice)}</p>` : ''}
<p class="summary">${e(summary(view.counts))}</p>
${heldSection(view.heldSources, csrfField(view))}
<h2>${e(heading)}</h2>
${pageLinks(view)}
${shown ? `<div class="leads">${view.leads.map((lead) => leadCard(lead, view)).join('\n')}</div>` : '<p>No leads yet.</p>'}
${pageLinks(view)}
${csvForm}
${first ? renderChart(view.chart) : ''}
${
  first && view.spamTotal
    ? `<details class="spam"><summary>${count(view.spamTotal)} caught by the spam trap in the last 30 days${view.spamTotal > view.spam.length ? ` (the newest ${view.spam.length} below)` : ''}</summary>${view.spam.map((lead) => leadCard(lead, view)).join('\n')}</details>`
    : ''
}
</main>`,
  );
}

import { company } from '../../content/company';
import { normalisedPhone, phoneForPeople } from '../../lib/shared/phone';
import { escapeHtml } from '../pages/form-page';
import { hindiNotes, isHindi } from '../leads/lead-language';
import { ago, stars } from '../leads/lead-rows';
import {
  estimateLink,
  estimateText,
  homeSizeLabel,
  movingDateText,
  storedEstimate,
  surveyText,
} from '../leads/move-details';
import { offerText } from '../leads/offers';
import type { CallMark, HeldSource, Lead } from '../store/types';
import { heldSection } from './held-section';
import { type ChartDay, renderChart } from './chart';
import { type ChannelStatus, retryable } from './channels';
import { officeStylesheetPath } from './styles';
import { leadReference } from '../../lib/shared/lead-reference';
import type { LeadWork, WorkEvent } from '../store/desk-types';
import { dueOf, type QueueItem, span } from './queue';
import { type QuoteContext, quoteSection } from './quote-section';
import type { Quote } from '../store/quote-types';
import type { SurveyBooking } from '../store/survey-types';
import { estimateWhatsapp, statusWords as workWords, takenText, workSection, type WorkContext } from './work';
import { officeScriptPath } from './live-script';

/**
 * The office inbox's HTML (docs/office.md): a sign-in page, the inbox, and short message pages.
 * Written by the service on each request; no inline script or style, every visitor's text
 * escaped. Personal data appears only in the page body, never in a URL the inbox makes except
 * the `tel:` and WhatsApp links the office taps to call.
 */

const e = escapeHtml;

/** A whole page: noindex, the inbox's stylesheet, phone-sized; `live`: with the script that keeps it current. */
export function layout(title: string, body: string, options: { live?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow, noarchive">
<meta name="referrer" content="same-origin">
<title>${e(title)} · ${e(company.name)} office</title>
<link rel="stylesheet" href="${officeStylesheetPath}">
${options.live ? `<script src="${officeScriptPath}" defer></script>\n` : ''}</head>
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
<label for="name">Your name <span class="hint">(written on every change you make)</span></label>
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
  /** One page of the genuine leads, newest first (docs/office.md#every-lead-searched-and-filtered). */
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
  /** The signed-in person, and their role. */
  name: string;
  role?: 'admin' | 'staff';
  csrf: string;
  notice?: string;
  /** Which view: the queue to call, every lead (searched and filtered), the reviews, one lead. */
  mode?: 'queue' | 'all' | 'reviews' | 'lead';
  /** The queue, in the order to call (mode `queue`). */
  queue?: readonly QueueItem[];
  /** How many leads the queue holds in all (it shows the most urgent). */
  queueTotal?: number;
  /** The office's work on the leads shown, their history, and earlier leads from the same phone. */
  works?: ReadonlyMap<string, LeadWork>;
  histories?: ReadonlyMap<string, readonly WorkEvent[]>;
  repeats?: ReadonlyMap<string, Lead>;
  /** The search and filters of the list of every lead, as given (mode `all`). */
  filters?: Record<string, string>;
  /** How many leads are to be called now (the tab's title). */
  toCall?: number;
  /** The site's origin, for the estimate sent on WhatsApp. */
  siteUrl?: string | null;
  /** The address a change made on this page comes back to. */
  back?: string;
  /** The newest genuine lead's id (the live updates compare it). */
  latest?: string | null;
  /** A refused change's values and problem, on the lead's own page. */
  retry?: WorkContext['retry'];
  /** The quotes of the enquiries shown (docs/office.md#the-final-price), and a refused final price's values and problem. */
  quotes?: ReadonlyMap<string, Quote>;
  /** The surveys booked on the site by the enquiries shown (docs/surveys.md). */
  surveys?: ReadonlyMap<string, SurveyBooking>;
  quoteRetry?: QuoteContext['retry'];
}

/** `10:42` on today's date, `23 Nov 10:42` otherwise, in the office's time zone. */
export function timeIn(at: Date, now: Date, timeZone: string): string {
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

/**
 * The call-back line: who called first and when, or how long is left until the time the visitor
 * was told (office hours counted: a lead at night is due after opening), or how late it is.
 */
function callback(lead: Lead, mark: CallMark | undefined, view: InboxView): string {
  const arrived = new Date(lead.createdAt);
  if (mark) {
    const at = new Date(mark.at);
    return `<p class="called">First called by ${e(mark.by)} at ${timeIn(at, view.now, view.timeZone)}, ${minutes(at.getTime() - arrived.getTime())} min after it arrived</p>`;
  }
  const due = dueOf(lead);
  const left = due.getTime() - view.now.getTime();
  return left > 0
    ? `<p class="due">Call back by ${timeIn(due, view.now, view.timeZone)} (${span(left)} left)</p>`
    : `<p class="due due--late">Call-back promised by ${timeIn(due, view.now, view.timeZone)}: late by ${span(left)}</p>`;
}

/** What the work part of a card needs from the page. */
function workContext(lead: Lead, view: InboxView): WorkContext {
  return {
    work: view.works?.get(lead.id),
    history: view.histories?.get(lead.id) ?? [],
    me: view.name,
    hidden: csrfField(view),
    time: (at) => timeIn(at, view.now, view.timeZone),
    siteUrl: view.siteUrl ?? null,
    ...(view.retry ? { retry: view.retry } : {}),
  };
}

/** `Pickup → Drop`, or the pickup alone when no destination was given (a survey booked without an estimate). */
const route = (p: Record<string, unknown>) => [text(p.pickup), text(p.drop)].filter(Boolean).join(' → ');

/** The survey a customer booked on the site, as it stands now (they may have moved or cancelled it). */
function surveyLine(booking: SurveyBooking | undefined): string {
  if (!booking) return '';
  const when = surveyText(booking) ?? '';
  const state =
    booking.status === 'cancelled'
      ? ' · cancelled by the customer'
      : booking.changedAt
        ? ' · moved by the customer'
        : '';
  return `<p class="survey-line"><strong>Survey:</strong> ${e(when)}${e(state)} · <a href="/office/surveys/">all surveys</a></p>`;
}

/** What a card's quote part needs: the form on the lead's own page only. */
function quoteContext(view: InboxView): QuoteContext {
  return {
    full: view.mode === 'lead',
    hidden: csrfField(view),
    time: (at) => timeIn(at, view.now, view.timeZone),
    ...(view.quoteRetry ? { retry: view.quoteRetry } : {}),
  };
}

/** The earlier enquiry from the same phone, linked. */
function repeatLine(lead: Lead, view: InboxView): string {
  const earlier = view.repeats?.get(lead.id);
  if (!earlier) return '';
  const when = timeIn(new Date(earlier.createdAt), view.now, view.timeZone);
  return `<p class="repeat">Repeat: the same phone sent an enquiry on ${e(when)} (<a href="/office/leads/${e(earlier.id)}/">ref ${e(leadReference(earlier.id))}</a>)</p>`;
}

/** The session's token, and the page the form is on (a change comes back to it). */
const csrfField = (view: InboxView) =>
  `<input type="hidden" name="csrf" value="${e(view.csrf)}">${view.back ? `<input type="hidden" name="back" value="${e(view.back)}">` : ''}${Object.entries(
    view.cursor,
  )
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
      ['From → to', route(p)],
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
    ['Ref', leadReference(lead.id)],
  );
  const list = facts
    .filter((f): f is [string, string] => Boolean(f[1]))
    .map(([k, v]) => `<dt>${e(k)}</dt><dd>${e(v)}</dd>`)
    .join('');
  const priced = storedEstimate(p.estimate);
  // The estimate on the site's estimator (its query holds the move, nothing personal).
  const chat = lead.kind === 'enquiry' ? estimateWhatsapp(lead, view.siteUrl ?? null) : undefined;
  const estimate = priced
    ? `<p><a href="${e(estimateLink(priced, null))}">The estimate on the site</a>${chat ? ` · <a href="${e(chat)}" rel="noreferrer noopener" target="_blank">Send the estimate on WhatsApp</a>` : ''}</p>`
    : '';
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
${when}${contact}<dl>${list}</dl>${estimate}${surveyLine(view.surveys?.get(lead.id))}
${lead.kind === 'enquiry' ? `${callback(lead, mark, view)}${repeatLine(lead, view)}${workSection(lead, workContext(lead, view))}${quoteSection(view.quotes?.get(lead.id), lead.id, quoteContext(view))}` : ''}
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

/** The address of a view with the filters given and one more parameter (a page's cursor). */
function viewHref(base: string, filters: Record<string, string> | undefined, extra: Record<string, string>): string {
  const query = new URLSearchParams({ ...(filters ?? {}), ...extra }).toString();
  return `${base}${query ? `?${query}` : ''}`;
}

/** The links to the newer and older pages of the list (a lead id in each, nothing personal). */
function pageLinks(view: InboxView, base: string): string {
  const { older, newer } = view.paging;
  if (!older && !newer) return '';
  const links = [
    newer ? `<a href="${e(viewHref(base, view.filters, { newer }))}" rel="prev">← Newer</a>` : '',
    older ? `<a href="${e(viewHref(base, view.filters, { older }))}" rel="next">Older →</a>` : '',
  ].join(' ');
  return `<nav class="pages" aria-label="Pages of the list">${links}</nav>`;
}

/** The CSV of every lead, or of the days given (in the office's time zone). */
const csvForm = `<form method="get" action="/office/leads.csv" class="csv-range">
<label for="csv-from">From</label> <input id="csv-from" name="from" type="date">
<label for="csv-to">To</label> <input id="csv-to" name="to" type="date">
<button type="submit">Download CSV for these dates</button>
</form>`;

/** Sound and a notification for a new lead, in this browser: shown by the script (nothing to choose without it). */
const alertsChoice = `<p hidden id="alerts"><label><input type="checkbox" id="alerts-on"> Sound and notification for new leads</label></p>`;

const tabs = [
  ['queue', '/office/', 'To call'],
  ['all', '/office/all/', 'All leads'],
  ['reviews', '/office/reviews/', 'Reviews'],
  ['surveys', '/office/surveys/', 'Surveys'],
  ['report', '/office/report/', 'Report'],
  ['people', '/office/people/', 'People'],
] as const;

/** Which page of the inbox a header is on. */
export type OfficeTab = (typeof tabs)[number][0] | 'lead';

/**
 * The inbox's header on every signed-in page: who is signed in, the views, the CSV, sign out;
 * `hidden` holds the session's token (and the page to come back to) for the sign-out form.
 */
export function officeTop(
  current: OfficeTab,
  who: { name: string; role?: 'admin' | 'staff' },
  hidden: string,
  extra = '',
): string {
  const links = tabs
    // Only an admin manages the people.
    .filter(([key]) => key !== 'people' || who.role === 'admin')
    .map(([key, href, label]) =>
      key === current ? `<a href="${href}" aria-current="page">${label}</a>` : `<a href="${href}">${label}</a>`,
    )
    .join(' ');
  return `<header class="top">
<h1>Office inbox</h1>
<p class="who">Signed in as ${e(who.name)}${who.role === 'admin' ? ' (admin)' : ''}</p>
<nav aria-label="Inbox">${links} <a href="/office/leads.csv" download>Download CSV</a>
<form method="post" action="/office/sign-out">${hidden}<button type="submit" class="link">Sign out</button></form></nav>
${extra}
</header>`;
}

const topOf = (view: InboxView) =>
  officeTop(view.mode ?? 'queue', { name: view.name, role: view.role }, csrfField(view), alertsChoice);

/** When to call a queued lead, in a few words: `12 min left`, `late by 25 min`, `try again at 14:30`. */
function queueTime(item: QueueItem, view: InboxView): { text: string; late: boolean } {
  const left = item.at.getTime() - view.now.getTime();
  if (item.why === 'reminder') {
    return left > 0
      ? { text: `try again at ${timeIn(item.at, view.now, view.timeZone)}`, late: false }
      : { text: `reminder due${item.mine ? ' (yours)' : ''} since ${span(left)}`, late: true };
  }
  return left > 0 ? { text: `${span(left)} left`, late: false } : { text: `late by ${span(left)}`, late: true };
}

/** One line of the queue: who, from where to where, size, language, time left, Call; the card on tap. */
function queueRow(item: QueueItem, view: InboxView): string {
  const { lead, work } = item;
  const p = lead.payload;
  const time = queueTime(item, view);
  const digits = normalisedPhone(phoneForPeople(text(p.phone)));
  const taken = takenText(work, view.name);
  const tags = [
    isHindi(p) ? '<span class="tag tag--hi" lang="hi">हिंदी</span>' : '',
    work && work.status !== 'new' ? `<span class="tag">${e(workWords[work.status])}</span>` : '',
    lead.delivery.quarantine ? '<span class="tag tag--held">held</span>' : '',
    view.repeats?.has(lead.id) ? '<span class="tag">repeat</span>' : '',
    taken ? `<span class="tag tag--taken">${e(taken)}</span>` : '',
  ].join('');
  const size = p.homeSize ? ` · ${homeSizeLabel(p.homeSize)}` : '';
  // The card inside carries `lead-<id>`: a change's return to `#lead-<id>` opens it.
  return `<li class="q-row${time.late ? ' q-row--late' : ''}" id="row-${lead.id}">
<details><summary><span class="q-main"><strong>${e(text(p.name) || '(no name)')}</strong> ${e(`${route(p)}${size}`)}</span> ${tags} <span class="q-time">${e(time.text)}</span></summary>
${leadCard(lead, view)}
</details>
<a class="button q-call" href="tel:+${e(digits)}" aria-label="Call ${e(text(p.name))}">Call</a>
</li>`;
}

/** The queue: the leads to call, in the order to call them. */
function queueSection(view: InboxView): string {
  const items = view.queue ?? [];
  return `<section id="queue" aria-labelledby="queue-title">
<h2 id="queue-title">${items.length ? `${count(view.toCall ?? 0)} to call now, the most urgent first${(view.queueTotal ?? 0) > items.length ? ` (the first ${count(items.length)} below)` : ''}` : 'Queue'}</h2>
${items.length ? `<ol class="queue">${items.map((item) => queueRow(item, view)).join('\n')}</ol>` : '<p>Nobody is waiting for a call.</p>'}
</section>`;
}

/** The search and filters of every lead: GET, so the address says what was asked (never a phone: see below). */
function filterForm(view: InboxView): string {
  const f = view.filters ?? {};
  const value = (name: string) => (f[name] ? ` value="${e(f[name])}"` : '');
  const select = (name: string, label: string, options: [string, string][]) =>
    `<label for="f-${name}">${label}</label> <select id="f-${name}" name="${name}">${options.map(([v, l]) => `<option value="${v}"${f[name] === v ? ' selected' : ''}>${e(l)}</option>`).join('')}</select>`;
  return `<form method="post" action="/office/all/" class="filters">${csrfField(view)}
<label for="f-q">Search a name, phone or reference</label> <input id="f-q" name="q" type="search"${value('q')} maxlength="60">
${select('status', 'Status', [['', 'Any'], ...Object.entries(workWords)])}
<label for="f-place">City or place</label> <input id="f-place" name="place"${value('place')} maxlength="60">
${select('lang', 'Language', [
  ['', 'Any'],
  ['en', 'English'],
  ['hi', 'Hindi'],
])}
<label for="f-page">Page</label> <input id="f-page" name="page"${value('page')} maxlength="100" placeholder="/city/pune/">
<label for="f-from">From</label> <input id="f-from" name="from" type="date"${value('from')}>
<label for="f-to">To</label> <input id="f-to" name="to" type="date"${value('to')}>
<button type="submit">Find</button> <a href="/office/all/">Clear</a>
</form>`;
}

/** The list of every lead (or the reviews), newest first, a page at a time. */
function listSection(view: InboxView, base: string): string {
  const shown = view.leads.length;
  const what = view.mode === 'reviews' ? 'reviews' : 'leads';
  const heading =
    view.filters && Object.keys(view.filters).length
      ? `${count(view.total)} found, newest first${view.total > shown ? ` (the first ${count(shown)} below)` : ''}`
      : view.total > shown
        ? `${count(shown)} of ${count(view.total)} ${what}, newest first`
        : `${what[0]!.toUpperCase()}${what.slice(1)}, newest first`;
  return `<h2>${e(heading)}</h2>
${pageLinks(view, base)}
${shown ? `<div class="leads">${view.leads.map((lead) => leadCard(lead, view)).join('\n')}</div>` : `<p>No ${what} ${view.filters && Object.keys(view.filters).length ? 'match' : 'yet'}.</p>`}
${pageLinks(view, base)}`;
}

/** The inbox: the queue to call, every lead, the reviews, or one lead. */
export function inboxPage(view: InboxView): string {
  const mode = view.mode ?? 'queue';
  const first = !view.paging.newer;
  const notice = view.notice ? `<p class="notice" role="status">${e(view.notice)}</p>` : '';
  const title = { queue: 'To call', all: 'All leads', reviews: 'Reviews', lead: 'Lead' }[mode];
  const body =
    mode === 'queue'
      ? `<p class="summary">${e(summary(view.counts))}</p>
${heldSection(view.heldSources, csrfField(view))}
${queueSection(view)}`
      : mode === 'lead'
        ? view.leads.map((lead) => leadCard(lead, view)).join('')
        : mode === 'reviews'
          ? listSection(view, '/office/reviews/')
          : `${filterForm(view)}
${listSection(view, '/office/all/')}
${csvForm}
${first && view.chart.length ? renderChart(view.chart) : ''}
${
  first && view.spamTotal
    ? `<details class="spam"><summary>${count(view.spamTotal)} caught by the spam trap in the last 30 days${view.spamTotal > view.spam.length ? ` (the newest ${view.spam.length} below)` : ''}</summary>${view.spam.map((lead) => leadCard(lead, view)).join('\n')}</details>`
    : ''
}`;
  return layout(
    view.toCall ? `(${view.toCall}) ${title}` : title,
    `${topOf(view)}
<main id="inbox" data-latest="${e(view.latest ?? '')}">
${notice}
${body}
</main>`,
    { live: true },
  );
}

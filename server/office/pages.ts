import { company } from '../../content/company';
import { normalisedPhone, phoneForPeople } from '../../lib/phone';
import { escapeHtml } from '../pages/form-page';
import { hindiNotes, isHindi } from '../leads/lead-language';
import { ago, stars } from '../leads/lead-rows';
import { estimateLink, estimateText, homeSizeLabel, movingDateText, storedEstimate } from '../leads/move-details';
import { offerText } from '../leads/offers';
import type { CallMark, Lead } from '../store/types';
import { renderChart } from './chart';
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
<label for="password">Office password</label>
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

/** What the inbox needs to show. */
export interface InboxView {
  leads: readonly Lead[];
  /** Leads received in the chart's days (its source). */
  chartLeads: readonly Lead[];
  calls: ReadonlyMap<string, CallMark>;
  channels: (lead: Lead) => ChannelStatus[];
  /** Leads left out of the list for length (the CSV has them all). */
  hidden: number;
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

const csrfField = (view: InboxView) => `<input type="hidden" name="csrf" value="${e(view.csrf)}">`;

const statusWords: Record<ChannelStatus['status'], string> = {
  delivered: 'delivered',
  pending: 'waiting to be sent',
  failed: 'failed, will try again',
  stopped: 'failed, stopped: retry once the cause is fixed',
  quarantined: 'held (quarantined): release it to send',
  spam: 'caught by the spam trap, never sent',
  off: 'not sent: no CRM is set up',
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

/** The inbox: what needs doing, the leads newest first, the chart, the CSV. */
export function inboxPage(view: InboxView): string {
  const genuine = view.leads.filter((lead) => !lead.spam);
  const spam = view.leads.filter((lead) => lead.spam);
  const enquiries = genuine.filter((lead) => lead.kind === 'enquiry');
  const toCall = enquiries.filter((lead) => !view.calls.has(lead.id));
  const late = toCall.filter((lead) => new Date(lead.createdAt).getTime() + callbackMs <= view.now.getTime());
  const held = genuine.filter((lead) => lead.delivery.quarantine);
  const failing = genuine.filter((lead) => view.channels(lead).some((c) => retryable(c.status)));
  const summary = [
    `${toCall.length} to call back${late.length ? ` (${late.length} late)` : ''}`,
    held.length ? `${held.length} held` : '',
    failing.length ? `${failing.length} not delivered` : '',
  ]
    .filter(Boolean)
    .join(' · ');
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
<p class="summary">${e(summary)}</p>
<h2>Leads, newest first</h2>
${genuine.length ? `<div class="leads">${genuine.map((lead) => leadCard(lead, view)).join('\n')}</div>` : '<p>No leads in the last 30 days.</p>'}
${view.hidden ? `<p>${view.hidden} older leads are not shown here; the CSV has every lead.</p>` : ''}
${renderChart(view.chartLeads, view.now, view.timeZone)}
${
  spam.length
    ? `<details class="spam"><summary>${spam.length} caught by the spam trap</summary>${spam.map((lead) => leadCard(lead, view)).join('\n')}</details>`
    : ''
}
</main>`,
  );
}

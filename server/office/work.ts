import { company } from '../../content/company';
import { formatRupeeRange, formatRupees } from '../../lib/shared/format';
import { leadReference } from '../../lib/shared/lead-reference';
import { normalisedPhone } from '../../lib/shared/phone';
import { isHindi } from '../leads/lead-language';
import { estimateLink, storedEstimate } from '../leads/move-details';
import { escapeHtml as e } from '../pages/form-page';
import type { LeadWork, LostReason, WorkEvent, WorkStatus } from '../store/desk-types';
import { lostReasons } from '../store/desk-types';
import type { Lead } from '../store/types';
import { userKey } from '../store/desk-rows';
import { firstName } from '../quotes/view';

/**
 * The work part of an enquiry's card (docs/office.md#the-work-queue): where it stands, who has
 * it, the buttons and the form that move it on, and its history. Plain forms: it all works
 * without script.
 */

export const statusWords: Record<WorkStatus, string> = {
  new: 'New',
  unreachable: 'Not reachable',
  talked: 'Talked',
  survey: 'Survey booked',
  quoted: 'Quote sent',
  won: 'Won',
  lost: 'Lost',
};

export const reasonWords: Record<LostReason, string> = {
  price: 'Price',
  date: 'Date',
  another_mover: 'Chose another mover',
  not_genuine: 'Not genuine',
  duplicate: 'Duplicate',
  other: 'Other',
};

/** What the work part needs besides the lead. */
export interface WorkContext {
  work: LeadWork | undefined;
  history: readonly WorkEvent[];
  /** The signed-in person. */
  me: string;
  /** The session's token and the page to come back to, as hidden fields. */
  hidden: string;
  /** Formats a time for the office (`10:42`, `23 Nov 10:42`). */
  time: (at: Date) => string;
  /** The site's origin, for the estimate link sent on WhatsApp. */
  siteUrl: string | null;
  /** The form's values and problem after a refused change (docs/office.md#the-work-queue). */
  retry?: { values: Record<string, string>; problem: string };
}

/** `Not reachable (2 calls)`, `Survey booked: 29 Nov 11:00`, `Quote sent: ₹28,500`, `Lost: price`. */
export function statusLine(work: LeadWork | undefined, time: WorkContext['time']): string {
  if (!work) return statusWords.new;
  const words = statusWords[work.status];
  switch (work.status) {
    case 'unreachable':
      return `${words} (${work.attempts} ${work.attempts === 1 ? 'call' : 'calls'})`;
    case 'survey':
      return work.surveyAt ? `${words}: ${time(new Date(work.surveyAt))}` : words;
    case 'quoted':
      return work.quoteAmount !== null ? `${words}: ${formatRupees(work.quoteAmount)}` : words;
    case 'won':
      return work.movingOn ? `${words}: moving on ${work.movingOn}` : words;
    case 'lost':
      return work.lostReason ? `${words}: ${reasonWords[work.lostReason].toLowerCase()}` : words;
    default:
      return words;
  }
}

/** `Ramesh has it` / `You have it`, or nothing. */
export function takenText(work: LeadWork | undefined, me: string): string {
  if (!work?.takenBy) return '';
  return userKey(work.takenBy) === userKey(me) ? 'You have it' : `${work.takenBy} has it`;
}

/** Take, take over, or let go. */
function takeForm(lead: Lead, ctx: WorkContext): string {
  const holder = ctx.work?.takenBy;
  const mine = holder && userKey(holder) === userKey(ctx.me);
  const button = mine
    ? `<button type="submit" formaction="/office/leads/${lead.id}/let-go">Let it go</button>`
    : holder
      ? `<button type="submit" name="force" value="1">Take over from ${e(holder)}</button>`
      : '<button type="submit">Take it</button>';
  return `<form method="post" action="/office/leads/${lead.id}/take" class="inline">${ctx.hidden}${button}</form>`;
}

/** The one-tap outcomes of a call. */
function quickForms(lead: Lead, ctx: WorkContext): string {
  const action = `/office/leads/${lead.id}/work`;
  return `<form method="post" action="${action}" class="inline">${ctx.hidden}<button type="submit" name="status" value="talked">Talked</button></form>
<form method="post" action="${action}" class="inline">${ctx.hidden}<input type="hidden" name="remind" value="60"><button type="submit" name="status" value="unreachable">Not reachable: try again in 1 hour</button></form>`;
}

const option = (value: string, label: string, chosen: string | undefined) =>
  `<option value="${e(value)}"${chosen === value ? ' selected' : ''}>${e(label)}</option>`;

/** The full form: an outcome with what it needs, a reminder, a note. */
function outcomeForm(lead: Lead, ctx: WorkContext): string {
  const v = ctx.retry?.values ?? {};
  const id = (name: string) => `${name}-${lead.id}`;
  const field = (name: string, label: string, input: string) =>
    `<p><label for="${id(name)}">${label}</label> ${input}</p>`;
  const value = (name: string) => (v[name] ? ` value="${e(v[name])}"` : '');
  const statuses = (Object.keys(statusWords) as WorkStatus[]).filter((s) => s !== 'new');
  return `<details class="outcome"${ctx.retry ? ' open' : ''}><summary>Record an outcome, a reminder or a note</summary>
${ctx.retry ? `<p class="notice notice--error" role="alert">${e(ctx.retry.problem)}</p>` : ''}
<form method="post" action="/office/leads/${lead.id}/work" class="stack">${ctx.hidden}
${field('status', 'Outcome', `<select id="${id('status')}" name="status">${option('', 'No change (a reminder or a note only)', v.status)}${statuses.map((s) => option(s, statusWords[s], v.status)).join('')}</select>`)}
${field('remind', 'Try again', `<select id="${id('remind')}" name="remind">${option('', 'No reminder', v.remind)}${option('30', 'In 30 minutes', v.remind)}${option('60', 'In 1 hour', v.remind)}${option('120', 'In 2 hours', v.remind)}${option('open', 'When the office next opens', v.remind)}</select>`)}
${field('remindAt', 'Or try again at', `<input id="${id('remindAt')}" name="remindAt" type="datetime-local"${value('remindAt')}>`)}
${field('surveyAt', 'Survey on (for “Survey booked”)', `<input id="${id('surveyAt')}" name="surveyAt" type="datetime-local"${value('surveyAt')}>`)}
${field('amount', 'Quote in rupees (for “Quote sent”)', `<input id="${id('amount')}" name="amount" inputmode="numeric" maxlength="9"${value('amount')}>`)}
${field('movingOn', 'Moving date (for “Won”)', `<input id="${id('movingOn')}" name="movingOn" type="date"${value('movingOn')}>`)}
${field('reason', 'Why lost (for “Lost”)', `<select id="${id('reason')}" name="reason">${option('', 'Choose…', v.reason)}${lostReasons.map((r) => option(r, reasonWords[r], v.reason)).join('')}</select>`)}
${field('note', 'Note', `<textarea id="${id('note')}" name="note" maxlength="500" rows="2">${e(v.note ?? '')}</textarea>`)}
<button type="submit">Save</button>
</form></details>`;
}

/** A status as the history tells it, with what came with it. */
function eventStatus(event: WorkEvent, time: WorkContext['time']): string {
  const d = event.detail;
  const words = statusWords[event.status];
  if (d.surveyAt) return `${words}: ${time(new Date(d.surveyAt))}`;
  if (d.quoteAmount !== undefined) return `${words}: ${formatRupees(d.quoteAmount)}`;
  if (d.movingOn) return `${words}: moving on ${d.movingOn}`;
  if (d.lostReason) return `${words}: ${reasonWords[d.lostReason].toLowerCase()}`;
  return words;
}

/** One entry of the history: `28 Nov 10:42 Priya: Not reachable · try again at 11:42 · “No answer”`. */
function eventText(event: WorkEvent, time: WorkContext['time']): string {
  const d = event.detail;
  const what = {
    take: d.from ? `took it over from ${d.from}` : 'took it',
    let_go: 'let it go',
    status: eventStatus(event, time),
    reminder: d.remindAt ? 'set a reminder' : 'cleared the reminder',
    note: 'added a note',
  }[event.action];
  const parts = [
    `${event.by}: ${what}`,
    d.remindAt ? `try again at ${time(new Date(d.remindAt))}` : '',
    d.note ? `“${d.note}”` : '',
  ].filter(Boolean);
  return `<li><time datetime="${e(event.at)}">${e(time(new Date(event.at)))}</time> ${e(parts.join(' · '))}</li>`;
}

/** The history, oldest first. */
export function historyList(history: readonly WorkEvent[], time: WorkContext['time']): string {
  if (history.length === 0) return '';
  return `<details class="history"><summary>History (${history.length})</summary><ol>${history.map((event) => eventText(event, time)).join('')}</ol></details>`;
}

/** The whole work part of an enquiry's card. */
export function workSection(lead: Lead, ctx: WorkContext): string {
  const ended = ctx.work?.status === 'won' || ctx.work?.status === 'lost';
  const taken = takenText(ctx.work, ctx.me);
  const reminder = ctx.work?.remindAt
    ? ` · Try again at ${ctx.time(new Date(ctx.work.remindAt))}${ctx.work.remindFor ? ` (${ctx.work.remindFor})` : ''}`
    : '';
  return `<div class="work">
<p class="status"><strong>${e(statusLine(ctx.work, ctx.time))}</strong>${taken ? ` · ${e(taken)}` : ''}${e(reminder)}</p>
<div class="actions">${takeForm(lead, ctx)}${ended ? '' : quickForms(lead, ctx)}</div>
${outcomeForm(lead, ctx)}
${historyList(ctx.history, ctx.time)}
</div>`;
}

/**
 * A WhatsApp chat with the customer, the estimate typed in their language: the band with GST,
 * the link to see it on the site, the reference. Their name only as a greeting.
 */
export function estimateWhatsapp(lead: Lead, siteUrl: string | null): string | undefined {
  const estimate = storedEstimate(lead.payload.estimate);
  const phone = typeof lead.payload.phone === 'string' ? normalisedPhone(lead.payload.phone) : '';
  if (!estimate || !/^\d{8,15}$/.test(phone)) return undefined;
  const first = firstName(lead.payload.name);
  const band = formatRupeeRange({ min: estimate.low, max: estimate.high });
  const route = `${String(lead.payload.pickup ?? '')} → ${String(lead.payload.drop ?? '')}`;
  const ref = leadReference(lead.id);
  const hindi = isHindi(lead.payload);
  // Without the site's address (SITE_URL) a link would not open from a chat: the band and reference alone.
  const link = siteUrl ? estimateLink(estimate, hindi ? `${siteUrl}/hi` : siteUrl) : '';
  const text = hindi
    ? `नमस्ते ${first} जी, हम ${company.name} से लिख रहे हैं। ${route} के लिए आपका अनुमान: ${band}, ${estimate.gstPercent}% GST सहित (अनुमानित)।${link ? ` यहाँ देखें: ${link}` : ''} आपका संदर्भ: ${ref}`
    : `Hello ${first}, this is ${company.name}. Your estimate for ${route}: ${band} incl. ${estimate.gstPercent}% GST (indicative).${link ? ` See it here: ${link}` : ''} Your reference: ${ref}`;
  return `https://wa.me/${phone}?text=${encodeURIComponent(text)}`;
}

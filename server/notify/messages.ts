import { company } from '../../content/company';
import { officeHours } from '../../content/localized/company';
import { fraudNotice } from '../../content/localized/sections';
import { afterSendWords, thankYouPages } from '../../content/localized/thank-you';
import { localePath } from '../../lib/shared/i18n';
import { normalisedPhone, phoneForPeople } from '../../lib/shared/phone';
import { escapeHtml } from '../pages/form-page';
import { surveyWords } from '../surveys/words';
import { shortId, stars } from '../leads/lead-rows';
import { homeSizeLabel, movingDateText, storedEstimate, surveyText } from '../leads/move-details';
import { hindiNotes, isHindi } from '../leads/lead-language';
import { offerText } from '../leads/offers';
import type { Lead, Notification, NotifyEvent } from '../store/types';

/**
 * What each notification says (docs/lead-flow.md#notifications): the office e-mail, the
 * visitor's acknowledgement, the WhatsApp template's parameters and the webhook's JSON. Pure
 * functions of the lead, so the tests can pin the words down; the senders are in channels.ts.
 */

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** When the lead came, in India's time: `24 Nov 2026, 10:14 IST`. */
function receivedAt(lead: Lead): string {
  const at = new Date(lead.createdAt);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} IST`;
}

/** The phone number to dial: `+919876543210`, for a `tel:` link. */
const dialable = (phone: string) => `+${normalisedPhone(phone)}`;

/** The essentials of a lead, each as one line of text (empty when the lead has none). */
interface LeadFacts {
  /** `enquiry` or `review`, as a person reads it. */
  kind: string;
  name: string;
  phone: string;
  /** `tel:+91…` for the phone; empty for a review. */
  tel: string;
  email: string;
  /** `Pickup → Drop` of an enquiry. */
  move: string;
  movingDate: string;
  homeSize: string;
  /** The estimate's summary. */
  estimate: string;
  /** A survey booked on the site: kind, day and time. */
  survey: string;
  /** What the visitor wrote (an enquiry's details, a review's stars, title and text). */
  detail: string;
  /** The page it was sent from. */
  page: string;
  /** Which form sent it. */
  source: string;
  /** `Hindi (call back in Hindi)` for a lead from a Hindi page (a review: `reply in Hindi`), else empty. */
  language: string;
  received: string;
}

/** The essentials every channel says, from the stored lead. */
function leadFacts(lead: Lead): LeadFacts {
  const p = lead.payload;
  const phone = phoneForPeople(text(p.phone));
  const review = lead.kind === 'review';
  return {
    kind: review ? 'review' : 'enquiry',
    name: text(p.name),
    phone,
    tel: phone ? `tel:${dialable(phone)}` : '',
    email: text(p.email),
    // A survey booked without an estimate names no destination: its area alone.
    move: review ? '' : [text(p.pickup), text(p.drop)].filter(Boolean).join(' → '),
    movingDate: text(p.movingDate) && movingDateText(p.movingDate),
    homeSize: text(p.homeSize) && homeSizeLabel(p.homeSize),
    estimate: storedEstimate(p.estimate)?.summary ?? '',
    survey: surveyText(p.survey) ?? '',
    detail: review ? `${stars(p.rating)} ${text(p.title)}: ${text(p.description)}` : text(p.detail),
    page: text(p.page),
    source: text(p.source),
    language: isHindi(p) ? hindiNotes[lead.kind] : '',
    received: receivedAt(lead),
  };
}

/**
 * The key a receiver drops a repeat of one notification by: `<lead id>.<event>.<episode>`, the same
 * on every attempt and never the same for two notifications of one channel (the webhook's
 * `X-Leads-Delivery` and `delivery`, docs/lead-flow.md#webhook).
 */
export const deliveryKey = (n: Pick<Notification, 'leadId' | 'event' | 'episode'>) =>
  `${n.leadId}.${n.event}.${n.episode}`;

/**
 * An e-mail's `Message-ID`: `<lead id>.<event>.<episode>.<channel>@<domain of the sender>`, the
 * same on every attempt of one notification (docs/lead-flow.md#e-mail). It names nobody: the
 * lead's id is all it carries.
 */
export function messageId(n: Pick<Notification, 'leadId' | 'channel' | 'event' | 'episode'>, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'leads.invalid';
  return `<${deliveryKey(n)}.${n.channel}@${domain}>`;
}

/** An e-mail as the mailer sends it. */
export interface Mail {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Text on one line (a subject, a WhatsApp parameter): control characters and runs of white space
 * become one space; at most 200 characters, cut with `…`.
 */
export function singleLine(value: string): string {
  const line = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/** The rows of the office e-mail: label and text, with a link where one helps. */
function officeRows(lead: Lead, facts: LeadFacts): { label: string; value: string; href?: string }[] {
  const rows: { label: string; value: string; href?: string }[] = [{ label: 'Name', value: facts.name }];
  if (facts.language) rows.push({ label: 'Language', value: facts.language });
  if (facts.phone) rows.push({ label: 'Phone', value: facts.phone, href: facts.tel });
  if (facts.email) rows.push({ label: 'E-mail', value: facts.email, href: `mailto:${facts.email}` });
  if (facts.move) rows.push({ label: 'Move', value: facts.move });
  if (facts.movingDate) rows.push({ label: 'Moving date', value: facts.movingDate });
  if (facts.homeSize) rows.push({ label: 'Home size', value: facts.homeSize });
  if (facts.survey) rows.push({ label: 'Survey', value: facts.survey });
  if (facts.estimate) rows.push({ label: 'Estimate', value: facts.estimate });
  const offer = offerText(lead.payload);
  if (offer) rows.push({ label: 'Offer', value: offer });
  rows.push({ label: lead.kind === 'review' ? 'Review' : 'Details', value: facts.detail });
  rows.push({ label: 'Page', value: facts.page || '-' });
  rows.push({ label: 'Received', value: facts.received });
  rows.push({ label: 'Lead id', value: lead.id });
  return rows;
}

/** What the office e-mail of an event says first. */
function headline(lead: Lead, event: NotifyEvent): string {
  if (event === 'crm_failed') return `This ${lead.kind} did NOT reach the CRM: the CRM rejected it.`;
  return lead.kind === 'review'
    ? 'A new review was posted on the website.'
    : `A new enquiry: please call back within ${company.promises.callbackMinutes} minutes.`;
}

/**
 * The office e-mail for a new lead or a lead the CRM rejected for good: who, phone (a `tel:`
 * link), from → to, the estimate, moving date and home size when given, the page and the lead's
 * id; a reply goes to the visitor.
 */
export function officeMail(lead: Lead, notification: Pick<Notification, 'event'>, to: string[]): Mail {
  const facts = leadFacts(lead);
  const { event } = notification;
  const who = [facts.name, facts.phone].filter(Boolean).join(', ');
  const about = lead.kind === 'review' ? `${stars(lead.payload.rating)} ${text(lead.payload.title)}` : facts.move;
  const subject =
    event === 'crm_failed'
      ? `Not in the CRM: ${facts.kind} from ${who} (lead ${shortId(lead.id)})`
      : `New ${facts.kind}: ${who}${about ? `, ${about}` : ''}`;
  const rows = officeRows(lead, facts);
  const failure =
    event === 'crm_failed'
      ? [
          `The CRM's last answer: ${lead.delivery.lastError ?? 'unknown'}.`,
          `Fix the cause, then: npm run leads -- retry ${shortId(lead.id)}`,
        ]
      : [];
  const width = Math.max(...rows.map((row) => row.label.length)) + 2;
  const plain = [
    headline(lead, event),
    '',
    ...rows.map(({ label, value, href }) => {
      const line = `${`${label}:`.padEnd(width)}${value.split('\n').join(`\n${' '.repeat(width)}`)}`;
      return href?.startsWith('tel:') ? `${line}  (${href})` : line;
    }),
    ...(failure.length > 0 ? ['', ...failure] : []),
    '',
    facts.email ? 'Reply to this e-mail to write to the visitor.' : 'Reviews carry no e-mail address or phone number.',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<p><strong>${escapeHtml(headline(lead, event))}</strong></p>`,
    '<table cellpadding="4">',
    ...rows.map(({ label, value, href }) => {
      const shown = escapeHtml(value).replace(/\n/g, '<br>');
      const cell = href ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
      return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell}</td></tr>`;
    }),
    '</table>',
    ...failure.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('\n');
  return { to, ...(facts.email ? { replyTo: facts.email } : {}), subject: singleLine(subject), text: plain, html };
}

/** A survey as an acknowledgement tells of it: when, and its page's address (null without SITE_URL). */
export type SurveyLink = { when: string; url: string | null };

/** A quote as an acknowledgement links it: its reference, and its page's address (null without SITE_URL). */
export type QuoteLink = { ref: string; url: string | null };

/** The acknowledgement's words in each language of the forms (docs/i18n.md#forms-and-leads). */
const acknowledgementWords = {
  en: {
    htmlLang: 'en-IN',
    thanks: `Thank you for your enquiry to ${company.name}.`,
    reference: 'Your reference number:',
    next: 'What happens next:',
    hours: 'Office hours:',
    subject: (reference: string) => `Your enquiry to ${company.name}: reference ${reference}`,
    steps: thankYouPages('en').enquiry.nextSteps,
    quote: afterSendWords('en').quote,
    fraud: fraudNotice('en'),
    officeHours: officeHours('en'),
  },
  hi: {
    htmlLang: 'hi',
    thanks: `${company.name} से पूछताछ करने के लिए धन्यवाद।`,
    reference: 'आपका रेफ़रेंस नंबर:',
    next: 'आगे क्या होगा:',
    hours: 'ऑफ़िस का समय:',
    subject: (reference: string) => `${company.name} से आपकी पूछताछ: रेफ़रेंस ${reference}`,
    steps: thankYouPages('hi').enquiry.nextSteps,
    quote: afterSendWords('hi').quote,
    fraud: fraudNotice('hi'),
    officeHours: officeHours('hi'),
  },
};

/**
 * The visitor's acknowledgement of an enquiry, in the language of the form they sent (a Hindi
 * page's form is thanked in Hindi): the reference number, what happens next and when, office hours
 * and the fraud notice, with its link to "Is this really us?" (docs/verify.md) on the site when
 * `siteUrl` is known; nothing else (nothing of what they typed, so a stranger's address typed into
 * the form gets nothing but this). Replies go to the company's address.
 */
export function acknowledgementMail(
  lead: Lead,
  siteUrl: string | null = null,
  quote?: QuoteLink,
  survey?: SurveyLink,
): Mail {
  const reference = shortId(lead.id);
  const lang = isHindi(lead.payload) ? 'hi' : 'en';
  const w = acknowledgementWords[lang];
  // The written quote, when the enquiry carried an estimate: its reference, linked to its page.
  const [quoteBefore = '', quoteAfter = ''] = quote ? w.quote.split('{quote}') : [];
  const s = surveyWords[lang];
  const booked = survey ? s.ackBooked.replace('{when}', survey.when) : '';
  const { steps, fraud: notice } = w;
  const check = siteUrl ? `${siteUrl}${localePath(lang, '/verify/')}` : null;
  const fraud = [
    notice.never,
    ...notice.methods.map((method) => `- ${method}`),
    `${notice.checkFirst}${company.phoneDisplay}${notice.checkAfter}`,
    ...(check ? [`${notice.verify}: ${check}`] : []),
  ];
  const plain = [
    w.thanks,
    '',
    `${w.reference} ${reference}`,
    '',
    ...(survey ? [booked, ...(survey.url ? [s.ackChange, survey.url] : []), ''] : []),
    ...(quote ? [`${quoteBefore}${quote.ref}${quoteAfter}`, ...(quote.url ? [quote.url] : []), ''] : []),
    w.next,
    ...steps.map((step) => `- ${step}`),
    '',
    `${w.hours} ${w.officeHours}`,
    '',
    `${notice.heading}:`,
    ...fraud,
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${w.htmlLang}"><body style="font-family:sans-serif">`,
    `<p>${escapeHtml(w.thanks)}</p>`,
    `<p>${escapeHtml(w.reference)} <strong>${escapeHtml(reference)}</strong></p>`,
    survey
      ? `<p><strong>${escapeHtml(booked)}</strong>${survey.url ? ` <a href="${escapeHtml(survey.url)}">${escapeHtml(s.ackChange.replace(/:$/, ''))}</a>` : ''}</p>`
      : '',
    quote
      ? `<p>${escapeHtml(quoteBefore)}${quote.url ? `<a href="${escapeHtml(quote.url)}">${escapeHtml(quote.ref)}</a>` : `<strong>${escapeHtml(quote.ref)}</strong>`}${escapeHtml(quoteAfter)}</p>`
      : '',
    `<p>${escapeHtml(w.next)}</p>`,
    `<ul>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(w.hours)} ${escapeHtml(w.officeHours)}</p>`,
    `<h3>${escapeHtml(notice.heading)}</h3>`,
    `<p>${escapeHtml(notice.never)}</p>`,
    `<ul>${notice.methods.map((method) => `<li>${escapeHtml(method)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(notice.checkFirst)}<a href="tel:${escapeHtml(company.phoneE164)}">${escapeHtml(company.phoneDisplay)}</a>${escapeHtml(notice.checkAfter)}</p>`,
    ...(check ? [`<p><a href="${escapeHtml(check)}">${escapeHtml(notice.verify)}</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  return {
    to: [text(lead.payload.email)],
    replyTo: company.email,
    subject: w.subject(reference),
    text: plain,
    html,
  };
}

/**
 * A WhatsApp template parameter: one line (the Cloud API refuses line breaks, tabs and more than
 * four spaces in a row), never empty, at most 200 characters.
 */
const parameter = (value: string) => singleLine(value) || '-';

/**
 * The body parameters of the WhatsApp template, in order (docs/lead-flow.md#whatsapp):
 * {{1}} what happened, {{2}} who and their phone, {{3}} the move (from → to, date, home size,
 * estimate) or the review, {{4}} the page, {{5}} the lead's id.
 */
export function whatsappParameters(lead: Lead, notification: Pick<Notification, 'event'>): string[] {
  const facts = leadFacts(lead);
  const what =
    notification.event === 'crm_failed'
      ? `${facts.kind} NOT in the CRM (rejected)`
      : lead.kind === 'review'
        ? 'new review'
        : 'new enquiry';
  const about =
    lead.kind === 'review'
      ? facts.detail
      : [
          facts.move,
          facts.movingDate && `on ${facts.movingDate}`,
          facts.homeSize,
          facts.survey && `survey ${facts.survey}`,
          facts.estimate && `estimate ${facts.estimate}`,
        ]
          .filter(Boolean)
          .join('; ');
  return [what, [facts.name, facts.phone].filter(Boolean).join(', '), about, facts.page, lead.id].map(parameter);
}

/** The webhook's event names. */
const webhookEvents: Record<Exclude<NotifyEvent, 'summary'>, string> = {
  lead: 'lead.created',
  crm_failed: 'lead.crm_failed',
};

/**
 * The webhook's JSON (docs/lead-flow.md#webhook): the event, its delivery key (`deliveryKey`, in the
 * body so the signature covers it), the lead (id, kind, when, and every field it was stored with,
 * the estimate object included), and for `lead.crm_failed` the CRM's last error and answer.
 */
export function webhookBody(
  lead: Lead,
  notification: Pick<Notification, 'leadId' | 'event' | 'episode'>,
): { event: string; delivery: string } & Record<string, unknown> {
  return {
    event: notification.event === 'summary' ? 'leads.summary' : webhookEvents[notification.event],
    delivery: deliveryKey(notification),
    lead: { id: lead.id, kind: lead.kind, createdAt: lead.createdAt, ...lead.payload },
    ...(notification.event === 'crm_failed'
      ? { crm: { error: lead.delivery.lastError, answer: lead.delivery.answer } }
      : {}),
  };
}

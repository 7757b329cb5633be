import type { FastifyBaseLogger } from 'fastify';
import { company } from '../../content/company';
import { plural } from '../leads/lead-rows';
import { escapeHtml } from '../pages/form-page';
import type { FloodSummary, LeadStore, NotifyChannel } from '../store/types';
import { type Mail, singleLine } from './messages';

/**
 * The office's summary of a flood (docs/lead-flow.md#floods): nothing held is silent, and however
 * big the flood, at most one summary per window reaches each office channel. What it says is
 * worked out from the store when it is sent, for the window that ended when it was written.
 */

/** A summary's facts and the window they cover, as a sender needs them. */
export interface SummaryFacts {
  summary: FloodSummary;
  windowMs: number;
  /** Where the office reviews held leads: the inbox's address. */
  inbox: string;
}

/** `10 minutes`, `1 hour`. */
function windowText(windowMs: number): string {
  const minutes = Math.round(windowMs / 60_000);
  return minutes % 60 === 0 ? plural(minutes / 60, 'hour') : plural(minutes, 'minute');
}

/** The held leads in words: `12 enquiries and 1 review`. */
function heldText({ held }: FloodSummary): string {
  const parts = [
    held.enquiry > 0 && plural(held.enquiry, 'enquiry', 'enquiries'),
    held.review > 0 && plural(held.review, 'review'),
  ];
  return parts.filter(Boolean).join(' and ');
}

/** The summary's sentences, most important first. */
export function summaryLines({ summary, windowMs, inbox }: SummaryFacts): string[] {
  const within = `in the last ${windowText(windowMs)}`;
  const lines: string[] = [];
  const held = heldText(summary);
  if (held) {
    lines.push(
      `${held} held ${within} from ${plural(summary.addresses, 'address', 'addresses')}, not sent to the CRM: review them at ${inbox} (release the genuine ones, discard the rest).`,
    );
  }
  if (summary.summarised > 0) {
    lines.push(
      `${plural(summary.summarised, 'more lead')} came ${within} than the office is alerted of one by one; they are in the CRM and at ${inbox}.`,
    );
  }
  if (lines.length === 0)
    lines.push(`Nothing is waiting any more: the held leads were released or discarded. See ${inbox}.`);
  return lines;
}

/** The office e-mail of a summary. */
export function summaryMail(facts: SummaryFacts, to: string[]): Mail {
  const lines = summaryLines(facts);
  const { summary } = facts;
  const count = summary.held.enquiry + summary.held.review;
  const subject =
    count > 0
      ? `Held for review: ${plural(count, 'lead')} from ${plural(summary.addresses, 'address', 'addresses')}`
      : `Busy hour: ${plural(summary.summarised, 'lead')} not alerted one by one`;
  return {
    to,
    replyTo: company.email,
    subject: singleLine(`${company.name}: ${subject}`),
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`,
  };
}

/** The WhatsApp template's five parameters for a summary (docs/lead-flow.md#whatsapp). */
export function summaryParameters(facts: SummaryFacts): string[] {
  const { summary } = facts;
  const held = heldText(summary);
  return [
    held ? `${held} HELD for review` : `${plural(summary.summarised, 'lead')} not alerted one by one`,
    held ? plural(summary.addresses, 'address', 'addresses') : 'the website',
    summaryLines(facts).join(' '),
    facts.inbox,
    'summary',
  ].map((value) => singleLine(value) || '-');
}

/** The webhook's JSON for a summary: `leads.summary` with the counts. */
export function summaryBody({ summary, windowMs, inbox }: SummaryFacts) {
  return { event: 'leads.summary', windowMinutes: Math.round(windowMs / 60_000), ...summary, inbox };
}

/** How often the service looks for something to summarise when nothing nudges it. */
const checkEveryMs = 15_000;

/**
 * Writes the summaries: soon after a lead is held or summarised (`nudge`), and every 15 s, the
 * store writes one when there is something to tell and none was written within the window; then
 * the channels' workers are nudged to send it.
 */
export class SummaryJob {
  #timer: NodeJS.Timeout | undefined;
  #soon: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly store: LeadStore,
    private readonly channels: readonly NotifyChannel[],
    private readonly windowMs: number,
    private readonly written: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.#timer || this.channels.length === 0) return;
    this.#timer = setInterval(() => void this.check(), checkEveryMs);
    this.#timer.unref();
    void this.check();
  }

  /** A lead was held or summarised: look within a second (many at once make one look). */
  nudge(): void {
    if (!this.#timer || this.#soon) return;
    this.#soon = setTimeout(() => {
      this.#soon = undefined;
      void this.check();
    }, 1_000);
    this.#soon.unref();
  }

  /** One look; failures are logged and tried again on the next. */
  check(now = new Date()): Promise<void> {
    this.#running = (async () => {
      try {
        if (await this.store.queueSummary(this.channels, now, this.windowMs)) {
          this.log.warn('summary of held or summarised leads written for the office');
          this.written();
        }
      } catch (error) {
        this.log.error({ err: error }, 'summary could not be written; will try again');
      }
    })();
    return this.#running;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    clearTimeout(this.#soon);
    this.#timer = undefined;
    await this.#running;
  }
}

'use client';

import type { AfterSend } from '@/content/localized/after-send';
import { fill } from '@/lib/shared/i18n';
import { leadReference } from '@/lib/shared/lead-reference';
import { intakeHref, quotePath } from '@/lib/browser/leads-client';
import { callbackTime } from '@/lib/shared/office-hours';

/**
 * A lead the intake stored: its id, when the answer came (ms since 1970), its quote's reference if
 * it has one, and the estimate it carried (its address's query), for the booking page's link.
 */
export type SentLead = { id: string; at: number; quote?: string; estimate?: string };

/** The move as the form holds it, for the WhatsApp message when sending failed. */
export type MoveValues = { pickup?: string; drop?: string; homeSize?: string; movingDate?: string };

/** The reference, as its sentence says it, with the reference itself in bold. */
function Reference({ sentence, id }: { sentence: string; id: string }) {
  const [before, after] = sentence.split('{ref}');
  return (
    <p>
      {before}
      <strong className="after-send__ref">{leadReference(id)}</strong>
      {after}
    </p>
  );
}

/** The sentence with the quote's reference as the link to its page. */
function QuoteLink({ sentence, quote, hindi }: { sentence: string; quote: string; hindi: boolean }) {
  const [before, after] = sentence.split('{quote}');
  return (
    <p>
      {before}
      <a className="after-send__ref" href={intakeHref(quotePath(quote, hindi))}>
        {quote}
      </a>
      {after}
    </p>
  );
}

/** When the office calls back a lead that arrived at `at` (lib/shared/office-hours.ts). */
function whenWeCall(info: AfterSend, at: number): string {
  const { words } = info;
  const time = callbackTime(info.hours, info.callbackMinutes, new Date(at));
  if (time.when === 'soon') return fill(words.callSoon, { minutes: info.callbackMinutes });
  const reason = { opens: words.opensAt, closing: words.closesAt, closed: words.closedNow }[time.reason];
  const sentence = { today: words.byToday, tomorrow: words.byTomorrow, on: words.byDay }[time.when];
  return fill(sentence, { reason, time: info.time, day: words.days[time.day]! });
}

/**
 * What the visitor reads under "Form successfully submitted!" (docs/product.md#after-a-form-is-sent),
 * as the thank-you page says it: the reference to read out on the phone, when the call comes, and
 * Call and WhatsApp buttons. A review is no call request: it gets its reference only.
 */
export function SentPanel({ info, sent, review = false }: { info: AfterSend; sent: SentLead; review?: boolean }) {
  const { words } = info;
  if (review) return <Reference sentence={words.referenceReview} id={sent.id} />;
  return (
    <>
      <Reference sentence={words.reference} id={sent.id} />
      {sent.quote ? <QuoteLink sentence={words.quote} quote={sent.quote} hindi={info.hindi} /> : null}
      <p>{whenWeCall(info, sent.at)}</p>
      <p className="after-send__actions">
        <a className="btn" href={info.tel}>
          {words.call}
        </a>
        <a className="btn btn--outline" href={info.whatsapp} rel="noopener">
          {words.whatsapp}
        </a>
      </p>
      <p>
        <a href={sent.estimate ? `${info.survey.href}?${sent.estimate}` : info.survey.href}>{info.survey.text}</a>
      </p>
    </>
  );
}

/** `2026-12-15` → `15/12/2026`, as the forms' messages write a date. */
const shownDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The WhatsApp chat with a message that carries the move: from, to, home size and moving date
 * when given. Never the visitor's name, phone or e-mail: WhatsApp already shows who writes, and a
 * chat link may be seen by others on the way.
 */
export function failedMoveLink(info: AfterSend, move: MoveValues): string {
  const { words } = info;
  const size = move.homeSize ? info.sizes[move.homeSize] : undefined;
  const lines = [
    words.failMessage,
    move.pickup?.trim() && fill(words.from, { from: move.pickup.trim() }),
    move.drop?.trim() && fill(words.to, { to: move.drop.trim() }),
    size && fill(words.size, { size }),
    move.movingDate && fill(words.date, { date: shownDate(move.movingDate) }),
  ].filter(Boolean);
  return `${info.whatsapp}?text=${encodeURIComponent(lines.join('\n'))}`;
}

/**
 * What an enquiry form shows under its status (docs/product.md#after-a-form-is-sent): after a
 * stored enquiry the `SentPanel`, after a failed send a WhatsApp link carrying the move, else
 * nothing. A live region, so a screen reader reads it out after the status.
 */
export function AfterSendNote({
  info,
  sent,
  failed,
  move,
}: {
  info: AfterSend;
  sent: SentLead | null;
  failed: boolean;
  move: MoveValues;
}) {
  return (
    <div className="after-send" aria-live="polite">
      {sent ? <SentPanel info={info} sent={sent} /> : null}
      {failed ? (
        <p className="after-send__actions">
          <a className="btn btn--outline" href={failedMoveLink(info, move)} rel="noopener">
            {info.words.failWhatsapp}
          </a>
        </p>
      ) : null}
    </div>
  );
}

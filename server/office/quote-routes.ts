import type { FastifyInstance } from 'fastify';
import { leadReference } from '../../lib/shared/lead-reference';
import { issueQuote } from '../quotes/issue';
import { rupees } from '../quotes/view';
import { istDateAfter } from '../quotes/estimate';
import { company } from '../../content/company';
import { type FinalDraft, type Quote, type RaiseReason, raiseReasons } from '../store/quote-types';
import { backTo, type Body, changer, html, type Inbox, leadId } from './routes';
import { leadPage } from './views';

/**
 * Setting the final price after the survey (docs/office.md#the-final-price): POST
 * /office/leads/<id>/quote with each line's amount, and why a line is above its estimate.
 */

const field = (body: Body, name: string) => String(body?.[name] ?? '').trim();

/** The form's fields for every line, as typed (to show again after a problem). */
export const finalFields = (quote: Quote) =>
  quote.estimate.lines.flatMap((line) => [`amount_${line.id}`, `reason_${line.id}`, `note_${line.id}`]);

/** The final price the form describes, or what is wrong with it. */
export function readFinal(
  body: Body,
  quote: Quote,
  by: string,
  at: Date,
): { final: FinalDraft; expected: number } | { problem: string } {
  const lines: FinalDraft['lines'] = [];
  for (const band of quote.estimate.lines) {
    const typed = field(body, `amount_${band.id}`).replace(/[,₹\s]/g, '');
    if (!/^\d{1,8}$/.test(typed))
      return { problem: `Enter every line's amount in whole rupees (${band.id} is "${typed}").` };
    const amount = Number(typed);
    const reason = field(body, `reason_${band.id}`) as RaiseReason;
    const note = field(body, `note_${band.id}`).slice(0, 200);
    if (amount > band.high && !raiseReasons.includes(reason))
      return { problem: `Say why ${band.id} is above its estimate: the customer's page shows it.` };
    lines.push({ id: band.id, amount, raise: amount > band.high ? { reason, note } : null });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const gst = Math.round((subtotal * quote.estimate.gst.ratePercent) / 100);
  const total = subtotal + gst;
  return {
    expected: Number(field(body, 'expected')) || 0,
    final: {
      setAt: at.toISOString(),
      setBy: by,
      lines,
      subtotal,
      gst,
      total,
      validUntil: istDateAfter(at, company.quoteValidDays),
      aboveBand: total > quote.estimate.total.high,
    },
  };
}

export function registerQuoteWork(office: FastifyInstance, inbox: Inbox): void {
  const { deps, now, sessions } = inbox;
  office.post<{ Params: { id: string } }>('/leads/:id/quote', async (request, reply) => {
    const session = changer(request, reply);
    if (!session) return reply;
    const id = leadId.test(request.params.id) ? request.params.id : '';
    const lead = id ? await deps.store.get(id) : undefined;
    const at = new Date(now());
    // An enquiry from before quotes were issued gets its quote now.
    if (lead) await issueQuote(deps.store, lead.id, lead.payload, request, at);
    const quote = lead ? (await deps.store.quotes.forLeads([lead.id])).get(lead.id) : undefined;
    if (!lead || !quote) {
      await sessions.note(session, `No quote for ref ${leadReference(id)}.`);
      return backTo(request, reply, id);
    }
    const body = request.body as Body;
    const read = readFinal(body, quote, session.name, at);
    if ('problem' in read) {
      const values = Object.fromEntries(finalFields(quote).map((name) => [name, field(body, name).slice(0, 200)]));
      return html(reply, 400, await leadPage(inbox, session, lead, undefined, { values, problem: read.problem }));
    }
    const saved = await deps.store.quotes.setFinal(lead.id, read.final, read.expected);
    if (!saved.ok) {
      await sessions.note(session, 'Someone set a final price meanwhile: here it is. Nothing was changed.');
      return backTo(request, reply, id);
    }
    const { total, aboveBand } = read.final;
    // The lead moves on to "Quote sent" with the amount, as the outcome form would record it.
    const work = await deps.store.desk.change(lead.id, session.name, at, { status: 'quoted', quoteAmount: total });
    const status = work.ok
      ? ''
      : ` ${work.reason === 'taken' ? work.by : 'Someone else'} has the lead, so its status was not changed.`;
    const shown = aboveBand
      ? `Final price ${rupees(total)} set: it is above the estimate, so the customer's page asks them to agree.`
      : `Final price ${rupees(total)} set: within the estimate, the customer's page shows it as confirmed.`;
    await sessions.note(session, `${shown}${status} (ref ${leadReference(lead.id)})`);
    return backTo(request, reply, id);
  });
}

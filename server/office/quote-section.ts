import { escapeHtml as e } from '../pages/form-page';
import { quotePath } from '../quotes/page';
import { quoteWords } from '../quotes/words';
import { bandText, quoteState, rupees, wordedQuote } from '../quotes/view';
import { type Quote, raiseReasons } from '../store/quote-types';

/**
 * The quote part of an enquiry's card (docs/office.md#the-final-price): the quote page's address,
 * where the price stands, and on the lead's own page the form that sets the final price after the
 * survey, line by line. Plain forms: it works without script.
 */

/** What the section needs besides the quote. */
export interface QuoteContext {
  /** On the lead's own page: the form; elsewhere a line and a link to it. */
  full: boolean;
  /** The session's token and the page to come back to, as hidden fields. */
  hidden: string;
  /** Formats a time for the office. */
  time: (at: Date) => string;
  /** A refused final price's values and problem. */
  retry?: { values: Record<string, string>; problem: string };
}

/** Where the price stands, in a line. */
export function quoteLine(quote: Quote, time: QuoteContext['time']): string {
  const latest = quote.versions.at(-1);
  const estimate = `estimate ${bandText(quote.estimate.total)}`;
  switch (quoteState(quote)) {
    case 'estimate':
      return `Quote ${quote.ref}: ${estimate}, no final price yet`;
    case 'confirmed':
      return `Quote ${quote.ref}: final ${rupees(latest!.total)}, within the ${estimate}`;
    case 'proposed':
      return `Quote ${quote.ref}: ${rupees(latest!.total)} is above the ${estimate}, waiting for the customer to agree`;
    case 'agreed':
      return `Quote ${quote.ref}: the customer agreed to ${rupees(latest!.total)} at ${time(new Date(latest!.agreedAt!))}`;
  }
}

/** Labels of the estimate's lines, in English, by id (the ids themselves should the inputs no longer price). */
function lineLabels(quote: Quote): (id: string) => string {
  const lines = wordedQuote(quote, 'en')?.lines ?? [];
  return (id) => lines.find((line) => line.id === id)?.label ?? id;
}

/** One line's inputs: the amount (the latest version's, or the band's top), and why when above the band. */
function lineInputs(
  quote: Quote,
  line: Quote['estimate']['lines'][number],
  ctx: QuoteContext,
  lineLabel: (id: string) => string,
): string {
  const latest = quote.versions.at(-1)?.lines.find((l) => l.id === line.id);
  const value = (name: string, fallback: string) => ctx.retry?.values[name] ?? fallback;
  const amount = value(`amount_${line.id}`, String(latest?.amount ?? line.high));
  const reason = value(`reason_${line.id}`, latest?.raise?.reason ?? '');
  const options = raiseReasons
    .map((r) => `<option value="${r}"${r === reason ? ' selected' : ''}>${e(quoteWords.en.reasons[r])}</option>`)
    .join('');
  return `<tr><th scope="row"><label for="q-${line.id}">${e(lineLabel(line.id))}</label></th><td class="num">${e(bandText(line))}</td>
<td><input id="q-${line.id}" name="amount_${line.id}" inputmode="numeric" pattern="[0-9]*" size="8" value="${e(amount)}"></td>
<td><select name="reason_${line.id}" aria-label="Why ${e(lineLabel(line.id))} is above its estimate"><option value="">(within the estimate)</option>${options}</select>
<input name="note_${line.id}" maxlength="200" aria-label="What changed for ${e(lineLabel(line.id))}" placeholder="What changed" value="${e(value(`note_${line.id}`, latest?.raise?.note ?? ''))}"></td></tr>`;
}

/** The form that sets the final price: each line's amount before GST, and why a line is above its band. */
function finalForm(quote: Quote, leadId: string, ctx: QuoteContext): string {
  const expected = quote.versions.at(-1)?.version ?? 0;
  const labels = lineLabels(quote);
  const problem = ctx.retry ? `<p class="notice notice--error" role="alert">${e(ctx.retry.problem)}</p>` : '';
  return `<form method="post" action="/office/leads/${e(leadId)}/quote" class="final-price">${ctx.hidden}
<input type="hidden" name="expected" value="${expected}">
<fieldset><legend>Final price after the survey (rupees, before GST at ${quote.estimate.gst.ratePercent}%)</legend>${problem}
<table><thead><tr><th scope="col">Line</th><th scope="col">Estimate</th><th scope="col">Final</th><th scope="col">Why above the estimate</th></tr></thead>
<tbody>${quote.estimate.lines.map((line) => lineInputs(quote, line, ctx, labels)).join('\n')}</tbody></table>
<p>Within the estimate's total (${e(bandText(quote.estimate.total))} with GST) the customer's page shows it as confirmed. Above it, the page asks the customer to agree, and nothing changes until they do.</p>
<button type="submit">Set the final price</button></fieldset></form>`;
}

/** The whole quote part of a card. */
export function quoteSection(quote: Quote | undefined, leadId: string, ctx: QuoteContext): string {
  if (!quote) return '';
  const link = `<a href="${e(quotePath(quote.ref))}" target="_blank" rel="noopener">the customer’s quote page</a>`;
  const more = ctx.full
    ? finalForm(quote, leadId, ctx)
    : ` · <a href="/office/leads/${e(leadId)}/#final-price">Set the final price</a>`;
  return `<div class="quote"${ctx.full ? ' id="final-price"' : ''}><p><strong>${e(quoteLine(quote, ctx.time))}</strong> · ${link}${ctx.full ? '' : more}</p>${ctx.full ? more : ''}</div>`;
}

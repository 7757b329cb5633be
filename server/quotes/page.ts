import qrcode from 'qrcode-generator';
import { company, contactLinks, registrationDetails, registrationDetailsWith } from '../../content/company';
import { uiWords } from '../../content/localized/ui';
import { fraudNotice } from '../../content/localized/sections';
import { fill, type Locale, localePath } from '../../lib/shared/i18n';
import { escapeHtml as e } from '../pages/form-page';
import { intakeDocument } from '../pages/document';
import type { Quote, QuoteVersion } from '../store/quote-types';
import { quoteWords, type QuoteWords } from './words';
import {
  bandText,
  expired,
  holdingVersion,
  longDate,
  longDateTime,
  quoteState,
  rupees,
  type ShownLine,
  wordedQuote,
} from './view';

/**
 * The quote page (docs/quotes.md#what-the-quote-page-shows), written by the intake because only it
 * knows the quote: where the price stands, the lines, the promise, what it assumes, every version,
 * who quotes and how to pay, and a QR code of its own address. No script; it prints cleanly.
 */

/** Everything a quote page is made from. */
export interface QuotePage {
  quote: Quote;
  /** The customer's first name, all the page shows of them. */
  name: string;
  locale: Locale;
  now: Date;
  /** The page's own address, for its QR code. */
  url: string;
  stylesheet?: string;
  /** A line above everything: the agreement just recorded, or a price that changed meanwhile. */
  notice?: 'agreed' | 'stale';
}

/** Path of a quote's page in a language: `/quote/K7Q2-9MXA/`, `/hi/quote/K7Q2-9MXA/`. */
export const quotePath = (ref: string, locale: Locale = 'en') => localePath(locale, `/quote/${ref}/`);

/** Where a quote page's "I agree" posts. */
export const agreePath = (ref: string) => `/api/quotes/${ref}/agree`;

/** The QR code of `url` as inline SVG, labelled for screen readers. */
function qrSvg(url: string, label: string): string {
  const code = qrcode(0, 'M');
  code.addData(url);
  code.make();
  return code
    .createSvgTag({ cellSize: 4, margin: 4, scalable: true })
    .replace('<svg ', `<svg role="img" aria-label="${e(label)}" class="quote__qr" `);
}

/** A sentence with `{phone}` as a link that calls the company. */
const callLinked = (sentence: string) =>
  sentence
    .split('{phone}')
    .map(e)
    .join(`<a href="${e(contactLinks.tel)}">${e(company.phoneDisplay)}</a>`);

/** The status block: where the price stands, and the "I agree" form when it waits for the customer. */
function status(page: QuotePage, w: QuoteWords): string {
  const { quote, locale } = page;
  const latest = quote.versions.at(-1);
  const band = bandText(quote.estimate.total);
  const total = latest ? rupees(latest.total) : '';
  switch (quoteState(quote)) {
    case 'estimate':
      return `<h2>${e(w.estimateHeading)}: ${e(band)}</h2><p>${e(w.estimateStatus)}</p>`;
    case 'confirmed':
      return `<h2>${e(w.confirmedHeading)}</h2><p>${e(fill(w.confirmed, { total, band }))}</p>`;
    case 'agreed':
      return `<h2>${e(w.agreedHeading)}</h2><p>${e(fill(w.agreed, { total, date: longDateTime(latest!.agreedAt!, locale) }))}</p>`;
    case 'proposed':
      return `<h2>${e(w.proposedHeading)}</h2><p>${e(fill(w.proposed, { total, band }))}</p>
<form method="post" action="${e(agreePath(quote.ref))}" class="quote__agree">
<input type="hidden" name="version" value="${latest!.version}">
<input type="hidden" name="lang" value="${locale}">
<button type="submit" class="btn">${e(fill(w.agree, { total }))}</button>
<p>${e(w.agreeNote)}</p>
</form>
<p>${callLinked(w.notAgree)}</p>`;
  }
}

/** One row of the lines table: the estimate's band, and the latest final amount with why it rose. */
function lineRow(line: ShownLine, latest: QuoteVersion | undefined, w: QuoteWords, finalLabel: string): string {
  const final = latest?.lines.find((l) => l.id === line.id);
  const why = final?.raise
    ? `<br><span class="quote__why">${e(`${w.reasons[final.raise.reason]}${final.raise.note ? `: ${final.raise.note}` : ''}`)}</span>`
    : '';
  const finalCell = latest
    ? `<td class="num" data-label="${e(finalLabel)}">${final ? e(rupees(final.amount)) : '—'}${why}</td>`
    : '';
  const detail = line.detail ? `<br><span class="quote__how">${e(line.detail)}</span>` : '';
  return `<tr${final?.raise ? ' class="quote__raised"' : ''}><th scope="row">${e(line.label)}${detail}</th><td class="num" data-label="${e(w.estimateColumn)}">${e(bandText(line))}</td>${finalCell}</tr>`;
}

/** The lines, subtotal, GST and total, beside the latest final price when there is one. */
function linesTable(page: QuotePage, w: QuoteWords, lines: ShownLine[]): string {
  const { quote } = page;
  const latest = quote.versions.at(-1);
  const finalLabel = latest?.aboveBand && !latest.agreedAt ? w.proposedColumn : w.finalColumn;
  const finalHead = latest ? `<th scope="col" class="num">${e(finalLabel)}</th>` : '';
  const sum = (label: string, band: { low: number; high: number }, amount: number | undefined) =>
    `<tr class="quote__sum"><th scope="row">${e(label)}</th><td class="num" data-label="${e(w.estimateColumn)}">${e(bandText(band))}</td>${latest ? `<td class="num" data-label="${e(finalLabel)}">${e(rupees(amount ?? 0))}</td>` : ''}</tr>`;
  const { estimate } = quote;
  return `<div class="quote__table"><table>
<thead><tr><th scope="col">${e(w.line)}</th><th scope="col" class="num">${e(w.estimateColumn)}</th>${finalHead}</tr></thead>
<tbody>${lines.map((line) => lineRow(line, latest, w, finalLabel)).join('\n')}</tbody>
<tfoot>${sum(w.subtotal, estimate.subtotal, latest?.subtotal)}
${sum(fill(w.gst, { rate: estimate.gst.ratePercent }), estimate.gst, latest?.gst)}
${sum(w.total, estimate.total, latest?.total)}</tfoot>
</table></div>`;
}

/** Every version, oldest first: the estimate, then each final price and what became of it. */
function history(page: QuotePage, w: QuoteWords): string {
  const { quote, locale } = page;
  const items = [fill(w.historyEstimate, { band: bandText(quote.estimate.total) })];
  quote.versions.forEach((v, i) => {
    const last = i === quote.versions.length - 1;
    const what = [v.aboveBand ? w.historyAbove : w.historyWithin];
    if (v.agreedAt) what.push(fill(w.historyAgreed, { date: longDateTime(v.agreedAt, locale) }));
    else if (v.aboveBand && last) what.push(w.historyWaiting);
    if (!last) what.push(w.historyReplaced);
    items.push(
      `${fill(w.historyFinal, { n: v.version, total: rupees(v.total), date: longDate(v.setAt, locale) })} (${what.join('; ')})`,
    );
  });
  return `<h2>${e(w.historyHeading)}</h2><ol>${items.map((item) => `<li>${e(item)}</li>`).join('')}</ol>`;
}

/** Who quotes, how to pay and how to check it is us. */
function company_(page: QuotePage, w: QuoteWords): string {
  const { locale } = page;
  const fraud = fraudNotice(locale);
  const details =
    locale === 'en' ? registrationDetails : registrationDetailsWith(uiWords[locale].companyPages.registration);
  const registered = details.map((d) => `<li>${e(d.label)}: ${e(d.value)}</li>`).join('');
  return `<h2>${e(w.companyHeading)}</h2>
<p><strong>${e(company.name)}</strong><br>${e(company.address.street)}, ${e(company.address.locality)}, ${e(company.address.city)} ${e(company.address.postalCode)}<br><a href="${e(contactLinks.tel)}">${e(company.phoneDisplay)}</a> · ${e(company.email)}</p>
${registered ? `<ul>${registered}</ul>` : ''}
<h2>${e(w.payHeading)}</h2>
<p>${e(fraud.never)}</p>
<ul>${fraud.methods.map((m) => `<li>${e(m)}</li>`).join('')}</ul>
<p>${e(fraud.checkFirst)}<a href="${e(contactLinks.tel)}">${e(company.phoneDisplay)}</a>${e(fraud.checkAfter)}</p>
<p><a href="${e(localePath(locale, '/verify/'))}">${e(w.checkUs)}</a></p>`;
}

/** The main content: title, status, lines, promise, assumptions, history, company, QR code. */
function body(page: QuotePage, w: QuoteWords): string {
  const { quote, locale, now } = page;
  const shown = wordedQuote(quote, locale);
  const until = holdingVersion(quote)?.validUntil ?? quote.validUntil;
  const validity = expired(quote, now)
    ? fill(w.expired, { date: longDate(until, locale) })
    : fill(w.validUntil, { date: longDate(until, locale) });
  const notice = page.notice
    ? `<p class="form__status" role="status">${e(page.notice === 'agreed' ? w.agreedNow : w.staleNotice)}</p>`
    : '';
  const date = shown?.worded ? new URLSearchParams(quote.estimate.query).get('date') : null;
  return `${notice}<h1>${e(fill(w.title, { ref: quote.ref }))}</h1>
<p>${e(fill(w.forWhom, { name: page.name, route: shown?.worded.route ?? '' }))}</p>
<p>${e(fill(w.issued, { date: longDate(quote.issuedAt, locale) }))} ${e(validity)}</p>
<section class="quote__status">${status(page, w)}</section>
${shown ? linesTable(page, w, shown.lines) : ''}
<h2>${e(w.promiseHeading)}</h2><p>${e(w.promise)}</p>
<h2>${e(w.assumedHeading)}</h2>
<dl class="quote__assumed"><dt>${e(w.route)}</dt><dd>${e(shown?.worded.described ?? '')}</dd><dt>${e(w.load)}</dt><dd>${e(shown?.worded.load ?? '')}</dd><dt>${e(w.movingDate)}</dt><dd>${e(date ? longDate(date, locale) : w.notGiven)}</dd></dl>
<p>${e(w.assumedNote)}</p>
${history(page, w)}
${company_(page, w)}
<figure class="quote__code">${qrSvg(page.url, w.qrLabel)}<figcaption>${e(w.printNote)}</figcaption></figure>`;
}

/** The whole quote page in the page's language. */
export function renderQuotePage(page: QuotePage): string {
  const w = quoteWords[page.locale];
  const other: Locale = page.locale === 'en' ? 'hi' : 'en';
  const home = e(localePath(page.locale, '/'));
  return intakeDocument({
    title: fill(w.title, { ref: page.quote.ref }),
    lang: w.htmlLang,
    ...(page.stylesheet ? { stylesheet: page.stylesheet } : {}),
    bodyClass: 'quote',
    body: `<header class="wrap quote__top"><p><a href="${home}">${e(company.name)}</a></p><p><a href="${e(quotePath(page.quote.ref, other))}" lang="${quoteWords[other].htmlLang}">${e(w.otherLanguage)}</a></p></header>
<main id="main" class="section"><div class="wrap">
${body(page, w)}
</div></main>`,
  });
}

import { company, contactLinks } from '../../content/company';
import { cyberCrime } from '../../content/fraud-notice';
import { fraudNotice } from '../../content/localized/sections';
import { uiWords } from '../../content/localized/ui';
import { htmlLang, type Locale, localePath } from '../../lib/shared/i18n';
import { typedMaxLength } from '../../lib/shared/verify';
import type { VerifyResult } from '../verify/answer';
import { escapeHtml, htmlDocument } from './form-page';

/**
 * The intake's answer to "Is this really us?" posted by a browser whose scripts never ran
 * (docs/verify.md#without-javascript): the page's heading, the answer (or why there is none), the
 * form again with what was typed, what to do when something is not ours and what the company never
 * asks for, in the language of the page it was posted from. No script; the site's stylesheet.
 */
export type VerifyPage = {
  lang: Locale;
  /** What was typed, shown again in the field. */
  value: string;
  /** The answer, or a notice with no result (too many checks). */
  status: { result?: VerifyResult; text: string };
  /** Where the form posts (this service's endpoint). */
  action: string;
  /** Origin of the site's pages ('' for this one): links and the stylesheet. */
  siteBase: string;
  /** Root-relative path of the site's stylesheet, if there is a build. */
  stylesheet?: string | undefined;
};

/** The status line's look, as the page's island shows it: ours green, not ours red, anything else plain. */
const tones: Record<VerifyResult, string> = { ours: 'success', not_ours: 'error', unknown: 'note' };

/** Escaped text with `{name}` slots filled by ready HTML (a link). */
function withLinks(text: string, links: Record<string, string>): string {
  return text
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name && name in links ? links[name]! : escapeHtml(part);
    })
    .join('');
}

/** What to do when something is not ours, and what the company never asks for: as on the site's page. */
function advice(lang: Locale): string {
  const w = uiWords[lang].verify;
  const notice = fraudNotice(lang);
  const phone = `<a href="${escapeHtml(contactLinks.tel)}">${escapeHtml(company.phoneDisplay)}</a>`;
  const helpline = `<a href="tel:${cyberCrime.helpline}">${cyberCrime.helpline}</a>`;
  const portal = `<a href="${cyberCrime.portal}" rel="noopener noreferrer" hreflang="en-IN">cybercrime.gov.in</a>`;
  return `<h2 class="space-top-lg">${escapeHtml(w.notOursTitle)}</h2>
<ul>
<li>${escapeHtml(w.doNotPay)}</li>
<li>${withLinks(w.callUs, { phone })}</li>
<li>${withLinks(w.report, { helpline, portal })}</li>
</ul>
<h2 class="space-top-lg">${escapeHtml(w.neverTitle)}</h2>
<p>${escapeHtml(notice.never)}</p>
<ul>${notice.methods.map((method) => `<li>${escapeHtml(method)}</li>`).join('')}</ul>`;
}

/** The whole page; a complete HTML document. */
export function renderVerifyPage(page: VerifyPage): string {
  const w = uiWords[page.lang].verify;
  const home = escapeHtml(`${page.siteBase}${localePath(page.lang, '/')}`);
  const tone = tones[page.status.result ?? 'unknown'];
  const lang = page.lang === 'en' ? '' : `<input type="hidden" name="lang" value="${escapeHtml(page.lang)}">`;
  return htmlDocument(
    w.heading,
    page.siteBase,
    page.stylesheet,
    htmlLang[page.lang],
    `<header class="wrap"><p><a href="${home}">${escapeHtml(company.name)}</a></p></header>
<main id="main" class="section">
<div class="wrap narrow">
<h1>${escapeHtml(w.heading)}</h1>
<p class="form__status form__status--${tone}" role="status">${escapeHtml(page.status.text)}</p>
<form class="form space-top" method="post" action="${escapeHtml(page.action)}">
<div class="field"><label for="v-value">${escapeHtml(w.form.label)}</label><input id="v-value" name="value" type="text" required maxlength="${typedMaxLength}" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="v-hint" value="${escapeHtml(page.value)}"><p class="field__hint" id="v-hint">${escapeHtml(w.form.hint)}</p></div>
${lang}
<button type="submit" class="btn form__submit">${escapeHtml(w.form.submit)}</button>
<p class="form__privacy">${escapeHtml(w.dataUse)}</p>
</form>
${advice(page.lang)}
</div>
</main>`,
  );
}

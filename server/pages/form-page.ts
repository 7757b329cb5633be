import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company, contactLinks } from '../../content/company';
import { enquiryFieldLooks, type FieldLook, reviewFieldLooks } from '../../lib/shared/lead-fields';
import { enquiryHomeSizes, type FieldErrors, submissionLanguage } from '../../lib/shared/lead-schemas';
import { type FormPageWords, formPageWords } from './form-page-words';
import { homeSizeLabel, priceQuery } from '../leads/move-details';
import type { LeadKind } from '../store/types';

/**
 * The plain pages the intake service answers a browser's own form post with when it cannot
 * store the lead (docs/forms-without-javascript.md): the form again, every value as typed, each
 * problem next to its field. Written here rather than by the site's build because only the
 * service knows what was typed. No script anywhere; the site's stylesheet gives it the site's look.
 */

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The site's full stylesheet, as the export links it (the `data-href` of the pages' inline style,
 * or a stylesheet link), read from the 404 page; undefined before a build.
 */
export function siteStylesheet(staticDir: string): string | undefined {
  let html: string;
  try {
    html = readFileSync(join(staticDir, '404.html'), 'utf8');
  } catch {
    return undefined;
  }
  const match =
    /<style[^>]*\sdata-href="(\/_next\/[^"]+\.css)"/.exec(html) ??
    /<link[^>]*rel="stylesheet"[^>]*href="(\/_next\/[^"]+\.css)"/.exec(html);
  return match?.[1];
}

/** The policy of these pages: the site's stylesheet and fonts, posts to this service, nothing else. */
export function formPageCsp(siteBase: string): string {
  const site = siteBase ? `'self' ${siteBase}` : "'self'";
  return [
    "default-src 'none'",
    `style-src ${site}`,
    `font-src ${site}`,
    `img-src ${site}`,
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** What a page shows. */
export type FormPage = {
  kind: LeadKind;
  /** Where the form posts (this service's endpoint for the kind). */
  action: string;
  /** Values as posted, shown again. */
  values: Record<string, string>;
  /** Problems by field name. */
  errors: FieldErrors;
  /** A message about the whole submission, when it was not the fields (busy, store down). */
  notice?: string;
  /** The submission key the form posts again, so a double click stores one lead. */
  idempotencyKey: string;
  /** Origin of the site's pages ('' for this one): links and the stylesheet. */
  siteBase: string;
  /** Root-relative path of the site's stylesheet, if there is a build. */
  stylesheet?: string;
};

/** The fields a visitor sees and can correct, by kind. */
const visibleFields: Record<LeadKind, readonly string[]> = {
  enquiry: [...Object.keys(enquiryFieldLooks), 'movingDate', 'homeSize'],
  review: [...Object.keys(reviewFieldLooks), 'rating'],
};

/** The page's words: the language the form was posted in (its `lang`), English by default. */
const wordsOf = (page: FormPage): FormPageWords => formPageWords[submissionLanguage(page.values)];

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The error paragraph of a field and the attributes that tie it to its control. */
function fieldError(name: string, page: FormPage): { attrs: string; text: string } {
  const error = page.errors[name];
  if (!error) return { attrs: '', text: '' };
  return {
    attrs: ` aria-invalid="true" aria-describedby="f-${name}-error"`,
    text: `<p class="field__error" id="f-${name}-error">${escapeHtml(error)}</p>`,
  };
}

function textField(name: string, look: FieldLook, page: FormPage): string {
  const id = `f-${name}`;
  const error = fieldError(name, page);
  const value = escapeHtml(page.values[name] ?? '');
  const attrs = [
    `id="${id}"`,
    `name="${name}"`,
    look.autoComplete ? `autocomplete="${look.autoComplete}"` : '',
    look.placeholder ? `placeholder="${escapeHtml(look.placeholder)}"` : '',
    `maxlength="${look.maxLength}"`,
    error.attrs.trim(),
  ]
    .filter(Boolean)
    .join(' ');
  const control = look.multiline
    ? `<textarea ${attrs} rows="3">${value}</textarea>`
    : `<input ${attrs} type="${look.type ?? 'text'}"${look.inputMode ? ` inputmode="${look.inputMode}"` : ''} value="${value}">`;
  return `<div class="field"><label for="${id}">${escapeHtml(look.label)} <span aria-hidden="true">*</span></label>${control}${error.text}</div>`;
}

function ratingField(page: FormPage): string {
  const w = wordsOf(page);
  const error = fieldError('rating', page);
  const stars = [1, 2, 3, 4, 5]
    .map((n) => {
      const checked = page.values.rating === String(n);
      return `<label${Number(page.values.rating) >= n ? ' class="is-on"' : ''}><input type="radio" name="rating" value="${n}"${
        checked ? ' checked' : ''
      }><span aria-hidden="true">★</span><span class="visually-hidden">${n} ${n === 1 ? w.star : w.stars}</span></label>`;
    })
    .join('');
  return `<fieldset class="stars-input"${error.attrs}><legend>${escapeHtml(w.rating)} <span aria-hidden="true">*</span></legend>${stars}${error.text}</fieldset>`;
}

const hidden = (name: string, value: string | undefined) =>
  value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';

/**
 * An enquiry's optional moving date and home size (docs/estimate.md#from-estimate-to-enquiry),
 * with what was posted: a date the browser sent as typed text stays as typed, next to its message.
 */
function moveFields(page: FormPage): string {
  const date = fieldError('movingDate', page);
  const size = fieldError('homeSize', page);
  const w = wordsOf(page);
  const chosen = page.values.homeSize ?? '';
  const options = [['', w.chooseOptional], ...enquiryHomeSizes.map((id) => [id, w.homeSizes[id] ?? homeSizeLabel(id)])]
    .map(
      ([value, label]) =>
        `<option value="${escapeHtml(value!)}"${value === chosen ? ' selected' : ''}>${escapeHtml(label!)}</option>`,
    )
    .join('');
  return `<div class="field"><label for="f-movingDate">${escapeHtml(w.movingDate)}</label><input id="f-movingDate" name="movingDate" type="date" value="${escapeHtml(page.values.movingDate ?? '')}"${date.attrs}>${date.text}</div><div class="field"><label for="f-homeSize">${escapeHtml(w.homeSize)}</label><select id="f-homeSize" name="homeSize"${size.attrs}>${options}</select>${size.text}</div>`;
}

/**
 * The instant estimate the enquiry asks to have confirmed: its summary as this service prices it,
 * posted again with the form; or, when it could not be read, why, and that the form now goes
 * without it (server/http/lead-routes.ts drops it).
 */
function estimateBlock(page: FormPage): string {
  const w = wordsOf(page);
  const error = page.errors.estimate;
  const estimatorLink = escapeHtml(`${page.siteBase}/services/#estimate`);
  if (error) {
    return `<p class="field__error" id="f-estimate-error">${escapeHtml(error)} ${escapeHtml(w.estimateDropped)} <a href="${estimatorLink}">${escapeHtml(w.estimateAgain)}</a>.</p>`;
  }
  const query = page.values.estimate;
  const priced = query ? priceQuery(query) : undefined;
  if (!query || !priced) return '';
  return `<p class="form__estimate">${escapeHtml(w.estimateToConfirm)} ${escapeHtml(priced.summary)}</p>${hidden('estimate', query)}`;
}

function fields(page: FormPage): string {
  const w = wordsOf(page);
  if (page.kind === 'review') {
    const looks = w.reviewLooks;
    return `<div class="form__grid">${textField('name', looks.name, page)}${textField('title', looks.title, page)}</div>${ratingField(page)}${textField('description', looks.description, page)}`;
  }
  const detail =
    page.values.source === 'home-quote' ? { ...w.enquiryLooks.detail, label: w.goodsOrDetails } : w.enquiryLooks.detail;
  const looks = { ...w.enquiryLooks, detail };
  const grid = Object.entries(looks)
    .map(([name, look]) => textField(name, look, page))
    .join('');
  const carried = ['source', 'goodsType', 'offer'].map((name) => hidden(name, page.values[name])).join('');
  return `<div class="form__grid">${grid}${moveFields(page)}</div>${estimateBlock(page)}${carried}`;
}

/** The form again, with its problems; a complete HTML document. */
export function renderFormPage(page: FormPage): string {
  const w = wordsOf(page);
  const noun = w.noun[page.kind];
  const submit = escapeHtml(w.submit[page.kind]);
  // An estimate that could not be read says so where it was (estimateBlock); sending again goes without it.
  const problems = Object.keys(page.errors).filter((name) => page.errors[name] && name !== 'estimate');
  const shown = problems.filter((name) => visibleFields[page.kind].includes(name));
  const title = fill(page.notice ? w.notSent : w.check, { noun });
  const intro = page.notice
    ? page.notice
    : [
        shown.length ? fill(shown.length === 1 ? w.oneField : w.fields, { n: shown.length, noun }) : '',
        // A field the visitor cannot see (the form's source, its key) came back wrong: sending again fixes it.
        shown.length < problems.length ? w.partLost : '',
        w.stillHere,
      ]
        .filter(Boolean)
        .join(' ');
  const home = escapeHtml(`${page.siteBase}/`);
  // The policy is in English: a page in another language says so on its links (docs/i18n.md#policies).
  const policyLang = w.htmlLang === 'en-IN' ? '' : ' hreflang="en-IN"';
  return htmlDocument(
    title,
    page.siteBase,
    page.stylesheet,
    w.htmlLang,
    `<header class="wrap"><p><a href="${home}">${escapeHtml(company.name)}</a></p></header>
<main id="main" class="section">
<div class="wrap">
<h1>${escapeHtml(title)}</h1>
<p class="form__status form__status--error" role="alert">${escapeHtml(intro)}</p>
<form class="form" method="post" action="${escapeHtml(page.action)}" novalidate aria-label="${escapeHtml(title)}">
${fields(page)}
${hidden('page', page.values.page)}
${hidden('lang', page.values.lang)}
<input type="hidden" name="idempotencyKey" value="${escapeHtml(page.idempotencyKey)}">
<div class="hp" aria-hidden="true"><label>${escapeHtml(w.honeypot)} <input name="website" tabindex="-1" autocomplete="off" value="${escapeHtml(page.values.website ?? '')}"></label></div>
<button type="submit" class="btn form__submit">${submit}</button>
</form>
<p class="form__privacy">${escapeHtml(`${w.dataUse[page.kind]} ${fill(w.keepFor, { days: company.leadRetentionDays })}`)} <a href="${home}privacy-and-policy/#your-choices"${policyLang}>${escapeHtml(w.yourChoices)}</a> · <a href="${home}privacy-and-policy/"${policyLang}>${escapeHtml(w.privacyPolicy)}</a></p>
<p class="space-top-lg">${escapeHtml(w.talk)} <a href="${escapeHtml(contactLinks.tel)}">${escapeHtml(company.phoneDisplay)}</a>.</p>
</div>
</main>`,
  );
}

/** A short page for a refusal that has no form to show again (too many posts, too large). */
export function renderMessagePage(title: string, message: string, siteBase: string, stylesheet?: string): string {
  return htmlDocument(
    title,
    siteBase,
    stylesheet,
    'en-IN',
    `<main id="main" class="section">
<div class="wrap">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a class="btn" href="${escapeHtml(contactLinks.tel)}">Call ${escapeHtml(company.phoneDisplay)}</a> <a href="${escapeHtml(`${siteBase}/`)}">Go to the home page</a></p>
</div>
</main>`,
  );
}

/** The document around the intake's pages: language, viewport, noindex, title and the site's stylesheet. */
export function htmlDocument(
  title: string,
  siteBase: string,
  stylesheet: string | undefined,
  lang: string,
  body: string,
): string {
  const link = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(siteBase + stylesheet)}">` : '';
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} | ${company.name}`)}</title>
${link}
</head>
<body>
${body}
</body>
</html>
`;
}

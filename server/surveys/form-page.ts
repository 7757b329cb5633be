import { company, contactLinks } from '../../content/company';
import { fill, type Locale, localePath } from '../../lib/shared/i18n';
import type { FieldErrors } from '../../lib/shared/lead-schemas';
import { bandOf, type SlotDay } from '../../lib/shared/survey';
import { intakeDocument } from '../pages/document';
import { escapeHtml as e } from '../pages/form-page';
import { formPageWords } from '../pages/form-page-words';
import { slotRadios } from './page';
import { surveyWords } from './words';

/**
 * The booking form again, written by the intake for a visitor whose browser posted it without
 * JavaScript (docs/forms-without-javascript.md) and whose booking did not go through: every value
 * as typed, each problem by its field, and when the time was gone, the nearest free ones to pick.
 */
export interface BookingFormPage {
  locale: Locale;
  values: Record<string, string>;
  errors: FieldErrors;
  /** The bands of a day the form lists. */
  bands: string[];
  /** Free slots to offer in place of the one that is gone. */
  nearest?: SlotDay[];
  /** A line about the whole booking (busy, store down, too many). */
  notice?: string;
  idempotencyKey: string;
  stylesheet?: string;
}

/** A text input with its label and problem. */
function input(page: BookingFormPage, name: string, label: string, extra = ''): string {
  const error = page.errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="s-${name}-error"` : '';
  return `<div class="field"><label for="s-${name}">${e(label)}</label><input id="s-${name}" name="${name}" value="${e(page.values[name] ?? '')}"${extra}${described}>${error ? `<p class="field__error" id="s-${name}-error">${e(error)}</p>` : ''}</div>`;
}

/** Radios of `options` (value → label) under a legend, with the field's problem. */
function radios(page: BookingFormPage, name: string, legend: string, options: Record<string, string>): string {
  const error = page.errors[name];
  const items = Object.entries(options)
    .map(
      ([value, label]) =>
        `<label class="slot"><input type="radio" name="${name}" value="${e(value)}"${page.values[name] === value ? ' checked' : ''}> ${e(label)}</label>`,
    )
    .join('');
  return `<fieldset class="field"><legend>${e(legend)}</legend>${items}${error ? `<p class="field__error">${e(error)}</p>` : ''}</fieldset>`;
}

/** The day and time: the nearest free slots when the chosen one was gone, and the free choice. */
function when(page: BookingFormPage): string {
  const w = surveyWords[page.locale];
  const error = page.errors.date ?? page.errors.band;
  const nearest = page.nearest?.length
    ? `<p>${e(w.site.form.nearest)}</p>${slotRadios(page.nearest, page.locale, false)}<p>${e(w.otherTime)}</p>`
    : '';
  const bands = page.bands
    .map((id) => bandOf(id))
    .filter((band) => band !== undefined)
    .map(
      (band) =>
        `<option value="${band.id}"${page.values.band === band.id ? ' selected' : ''}>${e(`${band.start} – ${band.end}`)}</option>`,
    )
    .join('');
  return `${nearest}${input(page, 'date', w.site.form.date, ' type="date"')}
<div class="field"><label for="s-band">${e(w.site.form.band)}</label><select id="s-band" name="band">${bands}</select></div>
${error ? `<p class="field__error" role="alert">${e(error)}</p>` : ''}`;
}

export function renderBookingForm(page: BookingFormPage): string {
  const w = surveyWords[page.locale];
  const f = formPageWords[page.locale];
  const hidden = (name: string, value: string | undefined) =>
    value ? `<input type="hidden" name="${name}" value="${e(value)}">` : '';
  const intro = page.notice ?? (page.nearest ? w.slotGone : w.site.form.check);
  const form = `<form class="form" method="post" action="/api/surveys" novalidate>
${radios(page, 'kind', w.site.form.kindLegend, w.site.form.kinds)}
${when(page)}
${input(page, 'name', f.enquiryLooks.name.label, ' autocomplete="name" maxlength="80"')}
${input(page, 'phone', f.enquiryLooks.phone.label, ' type="tel" autocomplete="tel" inputmode="tel" maxlength="25"')}
${input(page, 'email', `${w.site.form.email} ${w.site.form.optional}`, ' type="email" autocomplete="email" maxlength="254"')}
${input(page, 'locality', w.site.form.locality, ' maxlength="120"')}
${input(page, 'floor', w.site.form.floor, ' inputmode="numeric" maxlength="2"')}
${radios(page, 'lift', w.site.form.lift, { yes: w.site.form.yes, no: w.site.form.no })}
${hidden('lang', page.values.lang)}${hidden('page', page.values.page)}${hidden('estimate', page.values.estimate)}
<input type="hidden" name="idempotencyKey" value="${e(page.idempotencyKey)}">
<div class="hp" aria-hidden="true"><label>${e(f.honeypot)} <input name="website" tabindex="-1" autocomplete="off" value=""></label></div>
<button type="submit" class="btn form__submit">${e(w.site.form.submit)}</button>
</form>
<p class="form__privacy">${e(`${f.dataUse.enquiry} ${fill(f.keepFor, { days: company.leadRetentionDays })}`)}</p>
<p>${e(f.talk)} <a href="${e(contactLinks.tel)}">${e(company.phoneDisplay)}</a>.</p>`;
  return intakeDocument({
    title: w.site.manage.title,
    lang: w.htmlLang,
    ...(page.stylesheet ? { stylesheet: page.stylesheet } : {}),
    bodyClass: 'survey',
    body: `<header class="wrap quote__top"><p><a href="${e(localePath(page.locale, '/'))}">${e(company.name)}</a></p></header>
<main id="main" class="section"><div class="wrap">
<h1>${e(w.site.manage.title)}</h1>
<p class="form__status form__status--error" role="alert">${e(intro)}</p>
${form}
</div></main>`,
  });
}

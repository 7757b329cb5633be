import { company, contactLinks, whatsappMessage } from '../../content/company';
import { fill, type Locale, localePath } from '../../lib/shared/i18n';
import { leadReference } from '../../lib/shared/lead-reference';
import { bandOf, type SlotDay, surveyDaysAhead } from '../../lib/shared/survey';
import { intakeDocument } from '../pages/document';
import { escapeHtml as e } from '../pages/form-page';
import { quotePath } from '../quotes/page';
import type { SurveyBooking } from '../store/survey-types';
import { type SurveyWords, surveyWords } from './words';

/**
 * The booking's own page (docs/surveys.md#the-bookings-page), at an address only its secret opens:
 * when, what to have ready, the calendar file, the quote, and forms to move or cancel it until its
 * time has passed. No script.
 */

/** Path of a booking's page in a language, and of its calendar file. */
export const managePath = (token: string, locale: Locale = 'en') => localePath(locale, `/survey/${token}/`);
export const calendarPath = (token: string) => `/survey/${token}/survey.ics`;
export const movePath = (token: string) => `/api/surveys/${token}/move`;
export const cancelPath = (token: string) => `/api/surveys/${token}/cancel`;

/** "Monday, 7 December 2026" in the language. */
export const dayText = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** "Video call on Monday, 7 December 2026, between 11:00 and 13:00". */
export function whenText(booking: Pick<SurveyBooking, 'kind' | 'date' | 'band'>, locale: Locale): string {
  const w = surveyWords[locale];
  const band = bandOf(booking.band)!;
  return fill(w.site.form.when, {
    kind: w.site.form.kinds[booking.kind],
    date: dayText(booking.date, locale),
    start: band.start,
    end: band.end,
  });
}

export interface ManagePage {
  booking: SurveyBooking;
  locale: Locale;
  /** The open days with their bands (only the free ones are offered to move to). */
  days: SlotDay[];
  /** The slot's end is past: nothing can be changed. */
  passed: boolean;
  quote: string | null;
  notice?: 'booked' | 'moved' | 'cancelled' | 'full';
  stylesheet?: string;
}

/** The radios of the free slots, a fieldset a day. */
export function slotRadios(days: SlotDay[], locale: Locale, required = true): string {
  return days
    .map((day) => {
      const free = day.bands.filter((band) => band.free);
      if (free.length === 0) return '';
      const radios = free
        .map((band) => {
          const value = `${day.date} ${band.id}`;
          return `<label class="slot"><input type="radio" name="slot" value="${e(value)}"${required ? ' required' : ''}> ${e(`${band.start} – ${band.end}`)}</label>`;
        })
        .join('');
      return `<fieldset class="slot-day"><legend>${e(dayText(day.date, locale))}</legend>${radios}</fieldset>`;
    })
    .join('\n');
}

/** Moving and cancelling, while the booking stands and its time has not passed. */
function changes(page: ManagePage, w: SurveyWords): string {
  const { booking, locale } = page;
  if (booking.status === 'cancelled')
    return `<p><a class="btn" href="${e(localePath(locale, '/book-survey/'))}">${e(w.site.link)}</a></p>`;
  if (page.passed) return `<p>${e(w.site.manage.closed)}</p>`;
  const radios = slotRadios(page.days, locale);
  const lang = `<input type="hidden" name="lang" value="${locale}">`;
  const move = radios
    ? `<form method="post" action="${e(movePath(booking.token))}" class="survey__move">${lang}${radios}<button type="submit" class="btn">${e(w.site.manage.rescheduleSubmit)}</button></form>`
    : `<p>${e(fill(w.site.form.noFreeAtAll, { days: surveyDaysAhead }))}</p>`;
  return `<h2>${e(w.site.manage.reschedule)}</h2>${move}
<h2>${e(w.site.manage.cancel)}</h2><form method="post" action="${e(cancelPath(booking.token))}">${lang}<p>${e(w.cancelNote)}</p><button type="submit" class="btn btn--outline">${e(w.site.manage.cancelSubmit)}</button></form>`;
}

/** The page's main part. */
function body(page: ManagePage, w: SurveyWords): string {
  const { booking, locale } = page;
  const band = bandOf(booking.band)!;
  const reference = booking.leadId ? leadReference(booking.leadId) : '';
  const slot = {
    kind: w.site.form.kinds[booking.kind],
    date: dayText(booking.date, locale),
    start: band.start,
    end: band.end,
  };
  const cancelled = fill(w.site.manage.cancelled, { reference });
  const notices = {
    booked: `${w.site.form.booked}.`,
    moved: fill(w.site.manage.rescheduled, slot),
    cancelled,
    full: w.full,
  };
  const notice = page.notice ? `<p class="form__status" role="status">${e(notices[page.notice])}</p>` : '';
  const chat = whatsappMessage(fill(w.site.form.whatsappMessage, { ...slot, reference, company: company.name }));
  const live = booking.status === 'booked';
  const links = [
    live && !page.passed
      ? `<a class="btn" href="${e(calendarPath(booking.token))}" download="survey.ics">${e(w.site.form.calendar)}</a>`
      : '',
    page.quote ? `<a href="${e(quotePath(page.quote, locale))}">${e(`${w.site.form.quote} ${page.quote}`)}</a>` : '',
    `<a href="${e(contactLinks.tel)}">${e(fill(w.site.form.call, { phone: company.phoneDisplay }))}</a>`,
    `<a href="${e(chat)}" rel="noopener">${e(w.site.form.whatsapp)}</a>`,
  ].filter(Boolean);
  return `${notice}<h1>${e(w.site.manage.title)}</h1>
<p><strong>${e(fill(w.site.form.reference, { reference }))}</strong></p>
${live ? '' : `<p><strong>${e(cancelled)}</strong></p>`}<p class="survey__when">${e(whenText(booking, locale))}</p>
${live && !page.passed ? `<h2>${e(w.site.form.readyTitle)}</h2><ul>${w.site.form.ready[booking.kind].map((item) => `<li>${e(item)}</li>`).join('')}</ul>` : ''}
<p class="survey__links">${links.join(' · ')}</p>
${changes(page, w)}`;
}

export function renderManagePage(page: ManagePage): string {
  const w = surveyWords[page.locale];
  const other: Locale = page.locale === 'en' ? 'hi' : 'en';
  return intakeDocument({
    title: w.site.manage.title,
    lang: w.htmlLang,
    ...(page.stylesheet ? { stylesheet: page.stylesheet } : {}),
    bodyClass: 'survey',
    body: `<header class="wrap quote__top"><p><a href="${e(localePath(page.locale, '/'))}">${e(company.name)}</a></p><p><a href="${e(managePath(page.booking.token, other))}" lang="${surveyWords[other].htmlLang}">${e(w.otherLanguage)}</a></p></header>
<main id="main" class="section"><div class="wrap">
${body(page, w)}
</div></main>`,
  });
}

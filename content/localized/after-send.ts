import { company, contactLinks, whatsappChat } from '../company';
import type { AfterSendWords } from '../thank-you';
import { officeHours, sayTime } from './company';
import { afterSendWords } from './thank-you';
import { uiWords } from './ui';
import { fill, type Locale, localePath } from '@/lib/shared/i18n';
import { surveyPagePath } from '@/lib/shared/survey-page';
import { type OfficeHours, parseOfficeHours } from '@/lib/shared/office-hours';

/**
 * What the enquiry forms need to say what happens after a send (components/forms/after-send.tsx,
 * docs/product.md#after-a-form-is-sent), built at build time from the company's settings and
 * passed to the forms as a prop: the forms' scripts never import the settings themselves (they
 * carry the zod library), and the words come in the page's language.
 */
export type AfterSend = {
  /** The words, the company's name, phone and hours already filled in. */
  words: Omit<AfterSendWords, 'call'> & { call: string };
  /** `tel:` link of the company's phone. */
  tel: string;
  /** The company's WhatsApp chat, `https://wa.me/<number>`; a message is added as `?text=`. */
  whatsapp: string;
  /** The office hours as numbers (lib/shared/office-hours.ts). */
  hours: OfficeHours;
  /** Minutes until the call back (content/company.ts `promises.callbackMinutes`). */
  callbackMinutes: number;
  /** Opening time plus the call-back minutes, as the language says a time. */
  time: string;
  /** The home sizes as the form's list says them, for the WhatsApp message. */
  sizes: Record<string, string>;
  /** Whether the page is Hindi: the quote page opens in Hindi too. */
  hindi: boolean;
  /** The link to the booking page (docs/surveys.md#the-booking-page): its text and address in the page's language. */
  survey: { text: string; href: string };
};

const hours = parseOfficeHours(company.hours);

/** The after-send words and settings in `locale`. */
export function afterSendFor(locale: Locale): AfterSend {
  const words = afterSendWords(locale);
  const filled = (text: string) => fill(text, { company: company.name, hours: officeHours(locale) });
  const say = sayTime(locale);
  return {
    words: {
      ...words,
      opensAt: fill(words.opensAt, { open: say(hours.open) }),
      closesAt: fill(words.closesAt, { close: say(hours.close) }),
      closedNow: filled(words.closedNow),
      failMessage: filled(words.failMessage),
      call: fill(words.call, { phone: company.phoneDisplay }),
    },
    tel: contactLinks.tel,
    whatsapp: whatsappChat,
    hours,
    callbackMinutes: company.promises.callbackMinutes,
    time: say(hours.open + company.promises.callbackMinutes),
    sizes: uiWords[locale].form.homeSizes,
    hindi: locale === 'hi',
    survey: { text: uiWords[locale].survey.link, href: localePath(locale, surveyPagePath) },
  };
}

import { company, whatsappMessage } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import { fill, type Locale } from '@/lib/shared/i18n';

/**
 * A WhatsApp chat link with a message already typed in the page's language, so the chat opens
 * with "नमस्ते …, मुझे … का कोटेशन चाहिए।" on a Hindi page. `about` names what the visitor is
 * looking at (e.g. "a move from Pune"); without it, the move in general.
 */
export function chatLink(locale: Locale = 'en', about?: string): string {
  const w = uiWords[locale].enquirySection;
  return whatsappMessage(fill(w.whatsappMessage, { company: company.name, about: about ?? w.whatsappAbout }));
}

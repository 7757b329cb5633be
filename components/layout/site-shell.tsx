import type { ReactNode } from 'react';
import { afterSendFor } from '@/content/localized/after-send';
import { company } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import { offEnglish, type Locale } from '@/lib/shared/i18n';
import { twinPages } from '@/content/pages';
import { FloatingBar } from './floating-bar';
import { OfflineSupport } from './offline-support';
import { Preloader } from './preloader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { EnquiryDialog } from '@/components/forms/enquiry-dialog';

/**
 * What every page has around its own content, in the page's language (docs/i18n.md#structure):
 * the two root layouts and the 404 page render it, so the frame is the same in both languages.
 */
export function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const words = uiWords[locale];
  return (
    <>
      <Preloader />
      <a className="skip-link" href="#main">
        {words.skipLink}
      </a>
      <SiteHeader locale={locale} twins={twinPages} />
      <main id="main">{children}</main>
      <FloatingBar words={words.floatingBar} locale={locale} />
      <EnquiryDialog
        callbackMinutes={company.promises.callbackMinutes}
        quoteMinutes={company.promises.quoteMinutes}
        retentionDays={company.leadRetentionDays}
        afterSend={afterSendFor(locale)}
        {...offEnglish(locale, (lang) => ({ words: words.dialog, formWords: words.form, lang }))}
      />
      <SiteFooter locale={locale} />
      <OfflineSupport />
    </>
  );
}

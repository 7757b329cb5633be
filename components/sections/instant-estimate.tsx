import { estimateCopy, estimateData, serviceEstimates } from '@/content/localized/estimate';
import { uiWords } from '@/content/localized/ui';
import { type Locale, offEnglish } from '@/lib/shared/i18n';
import { Estimator } from '@/components/interactive/estimator';
import { Wake } from '@/components/interactive/wake';
import type { EstimateInput } from '@/lib/shared/estimate/price';

/**
 * The instant estimate (docs/estimate.md) with its heading: the rates, places and words are
 * parsed here on the server and handed to the island as plain data, so the browser never loads
 * the schemas. It wakes when the visitor comes near it (components/interactive/wake.tsx). A page
 * may start it somewhere (`preset`: a city page's city as the origin) and say a line of its own.
 */
export function InstantEstimate({
  preset,
  intro,
  noScript,
  locale = 'en',
}: {
  preset?: Partial<EstimateInput>;
  intro?: string;
  /** What shows instead of the estimator without JavaScript, where the page has better to say. */
  noScript?: string;
  /** The page's language: off English the island gets its words and names in it (docs/i18n.md). */
  locale?: Locale;
}) {
  const copy = estimateCopy(locale);
  // English pages pass no words (the island's own default), so their HTML carries none; off English
  // the no-script note sends an enquiry to the page's own form.
  const language = offEnglish(locale, (lang) => ({ lang, words: uiWords[lang].estimator, enquiryHref: '#enquiry' }));
  return (
    <div className="instant-estimate">
      <h3>{copy.title}</h3>
      <p>{intro ?? copy.intro}</p>
      <Wake>
        <Estimator
          data={estimateData(locale)}
          copy={noScript ? { ...copy, noScript } : copy}
          preset={preset}
          {...language}
        />
      </Wake>
    </div>
  );
}

/**
 * The estimate a service or storage page carries, started and introduced as its page wants, in
 * the page's language; none where it has none.
 */
export function ServiceEstimate({ slug, locale = 'en' }: { slug: string; locale?: Locale }) {
  const estimate = serviceEstimates(locale)[slug];
  return estimate ? <InstantEstimate preset={estimate.preset} intro={estimate.intro} locale={locale} /> : null;
}

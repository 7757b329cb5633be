import { estimateCopy, serviceEstimates } from '@/content/estimate-copy';
import { estimateData } from '@/content/estimate-roads';
import { estimateCopy as estimateCopyHi, serviceEstimates as serviceEstimatesHi } from '@/content/hi/estimate-copy';
import { estimateDataHi } from '@/content/hi/estimate-data';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/i18n';
import { Estimator } from '@/components/interactive/estimator';
import { Wake } from '@/components/interactive/wake';
import type { EstimateInput } from '@/lib/estimate/price';

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
  /** The page's language: a Hindi page's estimator has Hindi words and names (docs/i18n.md). */
  locale?: Locale;
}) {
  const copy = locale === 'hi' ? estimateCopyHi : estimateCopy;
  const hindi = locale === 'hi' ? { lang: 'hi' as const, words: uiWords.hi.estimator, enquiryHref: '#enquiry' } : {};
  return (
    <div className="instant-estimate">
      <h3>{copy.title}</h3>
      <p>{intro ?? copy.intro}</p>
      <Wake>
        <Estimator
          data={locale === 'hi' ? estimateDataHi : estimateData}
          copy={noScript ? { ...copy, noScript } : copy}
          preset={preset}
          {...hindi}
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
  const estimate = (locale === 'hi' ? serviceEstimatesHi : serviceEstimates)[slug];
  return estimate ? <InstantEstimate preset={estimate.preset} intro={estimate.intro} locale={locale} /> : null;
}

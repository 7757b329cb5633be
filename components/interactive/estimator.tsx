'use client';

import { lazy, Suspense } from 'react';
import type { EstimateCopy } from '@/content/estimate-copy';
import type { EstimatorWords } from '@/content/ui';
import type { EstimateData, EstimateInput } from '@/lib/shared/estimate/price';
import type { Locale } from '@/lib/shared/i18n';
import { Link } from '@/components/ui/link';
import { useHydrated } from './use-hydrated';

export type EstimatorProps = {
  data: EstimateData;
  copy: EstimateCopy;
  /** Where a fresh estimate starts on this page, e.g. a city page's city as the origin. */
  preset?: Partial<EstimateInput>;
  /** The page's language when it is not English (docs/i18n.md): it sorts the places and picks their pages. */
  lang?: Exclude<Locale, 'en'>;
  /**
   * The estimator's words on a page that is not English (docs/i18n.md), with `data` named in that
   * language; without them it speaks English, its words' default.
   */
  words?: EstimatorWords;
  /** Where the no-script note sends an enquiry (the page's own form, where it has one). */
  enquiryHref?: string;
};

/**
 * What shows when the form's code cannot be fetched (the connection dropped): the note, visible
 * with scripts on, with the way to an enquiry. A reload tries again.
 */
function Unreachable({ copy }: EstimatorProps) {
  return (
    <div className="estimator estimator--unreachable" id="estimate">
      <p>
        {copy.unreachable} <Link href="/contact-us/#enquiry">Send an enquiry</Link>
      </p>
    </div>
  );
}

/** The form and its pricing: fetched only when this island wakes (./estimator-form.tsx). */
const EstimatorForm = lazy(() =>
  import('./estimator-form').then(
    (m) => ({ default: m.EstimatorForm }),
    () => ({ default: Unreachable }),
  ),
);

/**
 * The instant estimate island (docs/estimate.md#performance). In the exported HTML, without
 * JavaScript and until its code has arrived it shows a short note (CSS keeps the form's space
 * free meanwhile); once it wakes (components/interactive/wake.tsx) it fetches the form and the
 * pricing, so a page that carries the estimate loads none of that code at start.
 */
export function Estimator(props: EstimatorProps) {
  const hydrated = useHydrated();
  const note = (
    <div className="estimator" id="estimate">
      <p className="estimator__noscript">
        {props.copy.noScript}{' '}
        <Link href={props.enquiryHref ?? '/contact-us/#enquiry'}>{props.words?.noScriptLink ?? 'Send an enquiry'}</Link>
      </p>
    </div>
  );
  if (!hydrated) return note;
  return (
    <Suspense fallback={note}>
      <EstimatorForm {...props} />
    </Suspense>
  );
}

'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { EstimatorWords } from '@/content/ui';
import { estimatorWordsEn } from '@/content/estimator-words';
import { openEnquiryDialog } from '@/lib/browser/enquiry-dialog';
import { OTHER_TOWN } from '@/lib/shared/estimate/ids';
import { type EstimateData, type EstimateField, type EstimateInput, priceEstimate } from '@/lib/shared/estimate/price';
import { type WordedEstimate, wordEstimate } from '@/lib/shared/estimate/wording';
import { formatRupees } from '@/lib/shared/format';
import { fill, localePath } from '@/lib/shared/i18n';
import { surveyPagePath } from '@/lib/shared/survey-page';
import type { EstimatorProps } from './estimator';
import { EstimatorInputs } from './estimator-inputs';
import { EstimatorResult, range } from './estimator-result';
import { useEstimateInput } from './use-estimate-input';

/** How long the total must stay still before a screen reader hears it. */
const ANNOUNCE_AFTER_MS = 1200;

/** What a screen reader hears: `message`, once it has stayed still a while after a change. */
function useAnnouncement(message: string, touched: boolean) {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    if (!touched) return;
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message, touched]);
  return announced;
}

/** The destination's city page in the page's language, when it has one and this is not it (docs/estimate.md#city-pages). */
function cityPageOf(estimate: WordedEstimate | undefined, data: EstimateData, locale: EstimatorProps['lang']) {
  const destination = estimate && data.places.find((p) => p.id === estimate.to && p.hasPage);
  const href = destination ? localePath(locale ?? 'en', `/city/${destination.id}/`) : '';
  return destination && window.location.pathname !== href ? { href, name: destination.name } : undefined;
}

/** Opens the enquiry dialog with the estimate attached, its places and load filled in. */
function confirmEstimate(estimate: WordedEstimate, input: EstimateInput, data: EstimateData, w: EstimatorWords) {
  const placeName = (id: string) => (id === OTHER_TOWN ? '' : (data.places.find((p) => p.id === id)?.name ?? ''));
  const size = data.rates.homeSizes.find((s) => s.id === estimate.size);
  openEnquiryDialog({
    query: estimate.query,
    summary: estimate.summary,
    value: (estimate.total.low + estimate.total.high) / 2,
    pickup: placeName(input.from),
    drop: placeName(input.to),
    detail: size ? fill(w.goods, { size: size.label }) : estimate.load,
    homeSize: size ? size.id : 'items',
    movingDate: input.date,
  });
}

/**
 * The instant estimate's form and result (docs/estimate.md): inputs in the order a person thinks,
 * the band and its lines beside them, recomputed on every change by the pricing function the
 * server shares and worded from the page's words (lib/shared/estimate/wording.ts). The inputs live in the
 * address, so a reload or a shared link restores them. Loaded by ./estimator.tsx only once its
 * island wakes, so no page pays for it at start.
 */
export function EstimatorForm({ data, copy, preset, words, lang }: EstimatorProps) {
  const w = words ?? estimatorWordsEn;
  const root = useRef<HTMLDivElement>(null);
  const { input, set, touched } = useEstimateInput(preset, root);
  const places = useMemo(
    () => [...data.places].sort((a, b) => a.name.localeCompare(b.name, lang)),
    [data.places, lang],
  );

  const result = wordEstimate(priceEstimate(input, data), w, data);
  const estimate = result.ok ? result : undefined;
  const waiting = !input.from || !input.to;
  const problems = result.ok || waiting ? [] : result.problems;
  const problemFor = (id: EstimateField) => problems.find((p) => p.field === id)?.message;
  const announced = useAnnouncement(
    result.ok
      ? fill(w.announce, { low: formatRupees(result.total.low), high: formatRupees(result.total.high) })
      : waiting
        ? ''
        : fill(w.noEstimate, { problem: result.problems[0]!.message }),
    touched,
  );

  return (
    <div className="estimator" id="estimate" ref={root}>
      <form className="estimator__form" onSubmit={(e) => e.preventDefault()} aria-label={w.formLabel}>
        <EstimatorInputs input={input} set={set} data={data} places={places} w={w} problemFor={problemFor} />
        {/* On a phone the result is below the inputs: the total stays in sight while they change. */}
        <p className="estimator__mini">
          <span>{estimate ? range(estimate.total) : '₹ —'}</span>
          <a href="#est-result-title">{w.breakdown}</a>
        </p>
      </form>
      <EstimatorResult
        estimate={estimate}
        waiting={waiting}
        copy={copy}
        w={w}
        cityPage={cityPageOf(estimate, data, lang)}
        offEnglish={lang !== undefined}
        confirm={() => estimate && confirmEstimate(estimate, input, data, w)}
        surveyPage={localePath(lang ?? 'en', surveyPagePath)}
        announced={announced}
      />
    </div>
  );
}

import { estimateCopy as estimateCopyEn, serviceEstimates as serviceEstimatesEn } from '../estimate-copy';
import { estimateData as estimateDataEn } from '../estimate-roads';
import { estimateCopy as estimateCopyHi, serviceEstimates as serviceEstimatesHi } from '../hi/estimate-copy';
import { estimateDataHi } from '../hi/estimate-data';
import type { EstimateData } from '@/lib/shared/estimate/price';
import type { Locale } from '@/lib/shared/i18n';
import { twin } from './twin';

/** The instant estimate's content in the page's language (docs/estimate.md, docs/i18n.md#localized-content). */

/** The words around the estimator: heading, intro, the no-script note, what it includes, the promise. */
export const estimateCopy = twin(estimateCopyEn, estimateCopyHi);

/** The service pages that carry the estimate: each one's preset and the line under its heading. */
export const serviceEstimates = twin(serviceEstimatesEn, serviceEstimatesHi);

/**
 * The rates, places and known roads the island prices with, its names (places, sizes, items,
 * vehicles) in the language. Data rather than text: the same figures, so a record, as the dictionary.
 */
const estimateDataIn: Record<Locale, EstimateData> = { en: estimateDataEn, hi: estimateDataHi };
export const estimateData = (locale: Locale): EstimateData => estimateDataIn[locale];

import { estimateCopy as estimateCopyEn, serviceEstimates as serviceEstimatesEn } from '../estimate-copy';
import { estimateCopy as estimateCopyHi, serviceEstimates as serviceEstimatesHi } from '../hi/estimate-copy';
import { twin } from './twin';

/** The instant estimate's words in the page's language (docs/i18n.md#content-twins). */

/** The estimator's labels, messages and the price promise under its result. */
export const estimateCopy = twin(estimateCopyEn, estimateCopyHi);

/** Each service page's estimate: its preset and the line under it, by the page's slug. */
export const serviceEstimates = twin(serviceEstimatesEn, serviceEstimatesHi);

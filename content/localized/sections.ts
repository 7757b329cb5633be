import { comparisonRows as comparisonRowsEn } from '../comparison';
import { counters as countersEn } from '../counters';
import { fraudNotice as fraudNoticeEn } from '../fraud-notice';
import { comparisonRows as comparisonRowsHi } from '../hi/comparison';
import { counters as countersHi } from '../hi/counters';
import { fraudNotice as fraudNoticeHi } from '../hi/fraud-notice';
import {
  galleryImages as galleryImagesHi,
  homeVideos as homeVideosHi,
  placeholderVideosNote as placeholderVideosNoteHi,
} from '../hi/media';
import { clientSectors as clientSectorsHi, transportPartners as transportPartnersHi } from '../hi/partners';
import { presence as presenceHi } from '../hi/presence';
import { priceNote as priceNoteHi, priceRows as priceRowsHi } from '../hi/prices';
import { pricePromiseLine as pricePromiseLineHi, promises as promisesHi } from '../hi/promises';
import { quoteTabs as quoteTabsHi } from '../hi/quote-tabs';
import { reviews as reviewsHi, sampleReviewsNote as sampleReviewsNoteHi } from '../hi/reviews';
import {
  galleryImages as galleryImagesEn,
  homeVideos as homeVideosEn,
  placeholderVideosNote as placeholderVideosNoteEn,
} from '../media';
import { clientSectors as clientSectorsEn, transportPartners as transportPartnersEn } from '../partners';
import { presence as presenceEn } from '../presence';
import { priceNote as priceNoteEn, priceRows as priceRowsEn } from '../prices';
import { pricePromiseLine as pricePromiseLineEn, promises as promisesEn } from '../promises';
import { quoteTabs as quoteTabsEn } from '../quote-tabs';
import { reviews as reviewsEn, sampleReviewsNote as sampleReviewsNoteEn } from '../reviews';
import { twin } from './twin';

/** The shared sections' content in each language (components/sections/). */

export const counters = twin(countersEn, countersHi);
export const comparisonRows = twin(comparisonRowsEn, comparisonRowsHi);
export const fraudNotice = twin(fraudNoticeEn, fraudNoticeHi);
export const galleryImages = twin(galleryImagesEn, galleryImagesHi);
export const homeVideos = twin(homeVideosEn, homeVideosHi);
export const placeholderVideosNote = twin(placeholderVideosNoteEn, placeholderVideosNoteHi);
export const clientSectors = twin(clientSectorsEn, clientSectorsHi);
export const transportPartners = twin(transportPartnersEn, transportPartnersHi);
export const presence = twin(presenceEn, presenceHi);
export const priceRows = twin(priceRowsEn, priceRowsHi);
export const priceNote = twin(priceNoteEn, priceNoteHi);
export const promises = twin(promisesEn, promisesHi);
/** The price promise as one line: the same sentence on every page that states it. */
export const pricePromiseLine = twin(pricePromiseLineEn, pricePromiseLineHi);
export const quoteTabs = twin(quoteTabsEn, quoteTabsHi);
export const reviews = twin(reviewsEn, reviewsHi);
export const sampleReviewsNote = twin(sampleReviewsNoteEn, sampleReviewsNoteHi);

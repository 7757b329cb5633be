import {
  afterSendWords as afterSendWordsHi,
  thankYouFrame as thankYouFrameHi,
  thankYouPages as thankYouPagesHi,
} from '../hi/thank-you';
import {
  afterSendWords as afterSendWordsEn,
  thankYouFrame as thankYouFrameEn,
  thankYouPages as thankYouPagesEn,
  type ThankYou,
  type ThankYouKind,
} from '../thank-you';
import { twin } from './twin';

/** What the site says after a form is sent, in each language (content/thank-you.ts, content/hi/thank-you.ts). */
export const thankYouPages = twin<Record<ThankYouKind, ThankYou>>(thankYouPagesEn, thankYouPagesHi);
export const thankYouFrame = twin(thankYouFrameEn, thankYouFrameHi);
export const afterSendWords = twin(afterSendWordsEn, afterSendWordsHi);

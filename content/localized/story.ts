import {
  aboutPage as aboutPageHi,
  contactPage as contactPageHi,
  hiringGuide as hiringGuideHi,
  homeIntro as homeIntroHi,
  homePage as homePageHi,
  reviewPage as reviewPageHi,
  sharedSections as sharedSectionsHi,
  whyChoosePage as whyChoosePageHi,
} from '../hi/story';
import {
  aboutPage as aboutPageEn,
  contactPage as contactPageEn,
  hiringGuide as hiringGuideEn,
  homeIntro as homeIntroEn,
  homePage as homePageEn,
  reviewPage as reviewPageEn,
  sharedSections as sharedSectionsEn,
  whyChoosePage as whyChoosePageEn,
} from '../story';
import { twin } from './twin';

/** The company's story and its pages' copy in each language (content/story.ts, content/hi/story.ts). */

export const homePage = twin(homePageEn, homePageHi);
export const homeIntro = twin(homeIntroEn, homeIntroHi);
export const hiringGuide = twin(hiringGuideEn, hiringGuideHi);
export const aboutPage = twin(aboutPageEn, aboutPageHi);
export const whyChoosePage = twin(whyChoosePageEn, whyChoosePageHi);
export const contactPage = twin(contactPageEn, contactPageHi);
export const reviewPage = twin(reviewPageEn, reviewPageHi);
export const sharedSections = twin(sharedSectionsEn, sharedSectionsHi);

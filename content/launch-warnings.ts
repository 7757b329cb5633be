import { type Company, company, socialProfiles } from './company';
import { mediaSettings, videosArePlaceholders } from './media';
import { reviewsAreSamples } from './reviews';

/** What the site still shows of the placeholder brand, and what the law asks for that is unset. */
export type LaunchState = {
  company: Pick<Company, 'grievanceOfficer'>;
  socialProfiles: number;
  pictures: 'illustrations' | 'photos';
  videosArePlaceholders: boolean;
  reviewsAreSamples: boolean;
};

const current: LaunchState = {
  company,
  socialProfiles: socialProfiles.length,
  pictures: mediaSettings.pictures,
  videosArePlaceholders,
  reviewsAreSamples,
};

/**
 * Settings a real launch needs and the placeholder brand lacks. The build prints each as a
 * warning (scripts/check-settings.ts); the site stays honest meanwhile (it says "sample").
 */
export function launchWarnings(state: LaunchState = current): string[] {
  const warnings: string[] = [];
  if (!state.company.grievanceOfficer) {
    warnings.push(
      'content/company.ts grievanceOfficer is unset: the privacy policy names no Grievance Officer (DPDP Act 2023). Set a name and e-mail.',
    );
  }
  if (state.videosArePlaceholders) {
    warnings.push(
      'content/media.ts has placeholder video ids (PLACEHOLDxx): the videos are labelled samples and their players show nothing. Put in the real ids.',
    );
  }
  if (state.pictures === 'illustrations') {
    warnings.push(
      'content/media.ts pictures is "illustrations": the site shows drawings and says so. Put photos of your own work in public/images/ and set it to "photos".',
    );
  }
  if (state.reviewsAreSamples) {
    warnings.push(
      'content/reviews.ts holds sample reviews, labelled as samples. Replace them with customers’ own words (with their permission) and set reviewsAreSamples to false.',
    );
  }
  if (state.socialProfiles === 0) {
    warnings.push('content/company.ts social has no profiles: Get In Touch shows no social links.');
  }
  return warnings;
}

/**
 * The performance budgets (docs/performance.md), in one place for `npm run bench`
 * (scripts/bench/run.ts) and the byte-budget test (tests/contract/budgets.test.ts).
 */

/** Lighthouse mobile (default simulated throttling), median of the runs, 0–100. */
export const lighthouseBudget = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** The page's median LCP may be at most this many times the floor page's. */
  lcpVsFloor: 1.2,
  cls: 0.01,
} as const;

/**
 * Gzip bytes of the framework's own scripts (`frameworkScripts` in scripts/bench/js-sizes.ts), which
 * every page loads first: React, Next's router and Turbopack's runtime. What is in them, and what
 * can and cannot go: docs/performance.md#the-shared-framework-chunk. 132 KiB since the site has a
 * root layout per language (docs/i18n.md#structure): Next then puts its built-in components (the
 * layout router, the not-found boundary, 3.5 KiB) in a chunk of their own, counted as framework,
 * instead of in the layout's chunk, counted against each page.
 */
export const frameworkBudget = 132 * 1024;

/** Gzip bytes of client JavaScript a page may load beyond the framework (scripts/bench/js-sizes.ts). */
export const jsBeyondBaselineBudget: Record<string, number> = {
  '/': 30 * 1024,
  // The instant estimate's island (docs/estimate.md) is the page's largest.
  '/services/': 30 * 1024,
  // City pages: their own text is HTML (docs/city-pages.md); the enquiry form is their one island,
  // with room for the instant estimate's, as on /services/.
  '/city/pune/': 30 * 1024,
  '/city/guwahati/': 30 * 1024,
  // The survey booking's island (docs/surveys.md#the-booking-page, at most 10 KiB of its own) on a text page's layout.
  '/book-survey/': 18 * 1024,
  '/terms-and-conditions/': 9 * 1024,
  '/privacy-and-policy/': 9 * 1024,
  '/vission-mission/': 9 * 1024,
  '/our-team/': 9 * 1024,
  // A text page with one small island, "Is this really us?" (docs/verify.md): 1.2 KiB of its own.
  '/verify/': 10 * 1024,
};

/**
 * Hindi pages (docs/i18n.md#tests) have their English twin's budget: the same islands, with their
 * words passed as props.
 */
export const hindiJsBudget = (englishRoute: string): number | undefined => jsBeyondBaselineBudget[englishRoute];

/** Largest file allowed under out/images/ (bytes). */
export const imageFileBudget = 60_000;

/** Full build of every page (`npm run build`), seconds, on the 2-core machine. */
export const buildSecondsBudget = 90;

/** The pages `npm run bench` audits with Lighthouse, each against its floor page. */
export const benchPages = ['/', '/city/pune/', '/services/', '/photo-gallery/', '/video-gallery/', '/moving-guide/'];

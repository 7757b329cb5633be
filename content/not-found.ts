/**
 * What the 404 page says (app/global-not-found.tsx; in Hindi content/hi/not-found.ts for addresses
 * under /hi/): what happened, and the likeliest next steps.
 */
export const notFoundPage = {
  title: 'Sorry, we could not find that page',
  /** The document's title. */
  metaTitle: 'Page not found',
  intro:
    'The link may be old or mistyped. Here are the pages most visitors look for, or call us and we will help you straight away.',
  home: 'Go to the home page',
  /** `{phone}` is filled in. */
  call: 'Call {phone}',
  popular: 'Popular pages',
  byCity: 'Find movers in your city',
  /** The pages most visitors look for, by their English paths. */
  popularPages: ['/services/', '/home-shifting/', '/car-bike-transport/', '/moving-guide/', '/contact-us/'],
};

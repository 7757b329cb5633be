/**
 * The site's security headers, in one place: `scripts/postbuild.ts` writes them into
 * out/_headers after the build, and the intake service falls back on them when that file is
 * missing. What each header is for: README "Security".
 */

/** Browser features no page of the site uses, switched off for the pages and every frame in them. */
const deniedFeatures = [
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Headers for every response (the `/*` block). No Content-Security-Policy here: hosts join a
 * header that several matching blocks set, and two policies both apply, so each page's policy
 * lives only in that page's block.
 */
export const globalHeaders: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', deniedFeatures.map((feature) => `${feature}=()`).join(', ')],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * Where the click-to-load embeds come from (components/interactive/video-facade.tsx and the map
 * URL in components/sections/office-location.tsx).
 */
const embedOrigins = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

/** For responses that are no document: API answers, redirects, plain-text errors. */
export const strictCsp = "default-src 'none'; frame-ancestors 'none'";

export type PagePolicy = {
  /** `'sha256-…'` sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** `'sha256-…'` sources of the page's `<style>` elements. */
  styleHashes?: readonly string[];
  /** `'sha256-…'` sources of the page's `style="…"` attribute values. */
  styleAttrHashes?: readonly string[];
  /** Origins the page's scripts send requests to besides its own (the lead and e-mail APIs). */
  connectOrigins?: readonly string[];
  /** Origins the page's forms post to besides its own (the lead API when it has an origin of its own). */
  formOrigins?: readonly string[];
  /** Add `upgrade-insecure-requests` (sites served over https). */
  upgradeInsecureRequests?: boolean;
};

const sources = (...lists: (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((l) => l ?? []))].join(' ');

/**
 * A page's Content-Security-Policy: everything from the site itself, inline code only by hash,
 * the embeds' origins as frames, nothing may frame the page. Without hashes (no build yet) inline
 * scripts are blocked: the pre-rendered content still shows, it just does not come alive.
 */
export function pageCsp(policy: PagePolicy = {}): string {
  const attrHashes = policy.styleAttrHashes ?? [];
  const directives = [
    "default-src 'self'",
    `script-src ${sources(["'self'"], policy.scriptHashes)}`,
    `style-src ${sources(["'self'"], policy.styleHashes)}`,
    // React writes `style` props of the pre-rendered HTML as attributes: allow exactly those values.
    attrHashes.length ? `style-src-attr 'unsafe-hashes' ${sources(attrHashes)}` : null,
    "img-src 'self' data:",
    // Fonts, the worker and the manifest come from the site itself: `default-src` covers them, and
    // the policy travels with every page, before it (so no directive that says the same again).
    policy.connectOrigins?.length ? `connect-src ${sources(["'self'"], policy.connectOrigins)}` : null,
    `frame-src ${sources(embedOrigins)}`,
    // The forms post to the lead API themselves when the page's scripts never ran.
    `form-action ${sources(["'self'"], policy.formOrigins)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    policy.upgradeInsecureRequests ? 'upgrade-insecure-requests' : null,
  ];
  return directives.filter(Boolean).join('; ');
}

/**
 * Two corrections to the `<head>` Next writes, made by the build on every exported page
 * (scripts/defer-scripts.ts), so each page's largest picture starts as early as it can on a slow
 * connection (issue #6).
 */

/**
 * next/font adds this when its font is not preloaded, to open an anonymous-mode connection for the
 * font early. The font is only fetched after `load` (components/layout/web-font.ts), so the early
 * socket only competes with the page; the first request for the font opens its own.
 */
export const fontPreconnect = '<link rel="preconnect" href="/" crossorigin=""/>';

const preloadTag = /<link rel="preload"[^>]*\/>/g;
const isLeadImage = (tag: string) => / as="image"/.test(tag) && / fetchPriority="high"/.test(tag);

/**
 * React preloads a page's first images in the order it renders them, and the logo in the
 * preloader comes before the page's own hero or first photo. The browser asks for them in that
 * order: the logo takes the connection the page itself came over, which is already open, and the
 * picture the visitor is waiting for waits for a new one (about 150 ms on a mobile network).
 * This puts the page's high-priority image preload before every other preload.
 */
export function leadImageFirst(html: string): string {
  const tags = html.split('</head>')[0]!.match(preloadTag) ?? [];
  const lead = tags.find(isLeadImage);
  if (!lead || tags[0] === lead) return html;
  const without = html.replace(lead, '');
  return without.replace(tags[0]!, lead + tags[0]);
}

/** Both corrections. */
export function tunePageHead(html: string): string {
  return leadImageFirst(html.replace(fontPreconnect, ''));
}

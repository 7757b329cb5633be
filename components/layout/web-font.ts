import { afterLoadAndPaint } from '@/lib/server/after-load-scripts';

/**
 * When the site's web font (Inter, app/fonts.ts) is used: from the second page a browser sees,
 * never on the first.
 *
 * Before, every first visit downloaded the 29 KB font while the page was still loading, at the
 * browser's highest priority, next to the hero picture and the page's text. On a slow connection
 * it rarely arrived within `font-display: optional`'s 100 ms, so the first page kept its stand-in
 * anyway: the download only delayed what the visitor came for (the benchmark's first paint and
 * largest paint were 300–450 ms later than the hand-written floor page's, almost all of it this
 * font).
 *
 * Now headings use Inter only under `html.web-font`. This inline script adds that class when an
 * earlier page has fetched the font (a flag in localStorage); the font is then in the browser's
 * cache, or the offline worker's, and shows at once. Otherwise the headings keep Inter's
 * metric-matched stand-in, and once the page has loaded and painted the script fetches the font
 * file (the `@font-face` address in the page's stylesheet) at low priority, for the next page.
 * Nothing changes face under the reader, and nothing moves.
 */
export const webFontFlag = 'web-font';

export const webFontScript =
  `(function(d,k,after){try{if(localStorage.getItem(k))d.documentElement.classList.add(k)}catch(e){}` +
  `after(function(){var u=[];[].forEach.call(d.styleSheets,function(s){try{[].forEach.call(s.cssRules,function(r){` +
  `var m=r.type===5&&/url\\(["']?([^"')]+\\.woff2)/.exec(r.cssText);if(m)u.push(m[1])})}catch(e){}});` +
  `if(!u.length||!window.fetch)return;Promise.all(u.map(function(x){return fetch(x,{priority:'low'}).then(function(r){` +
  `if(!r.ok)throw r;return r.arrayBuffer()})})).then(function(){try{localStorage.setItem(k,'1')}catch(e){}},function(){})})})` +
  `(document,'${webFontFlag}',${afterLoadAndPaint});`;

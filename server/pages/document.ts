import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '../../content/company';
import { escapeHtml as e } from './form-page';

/**
 * The document around the pages the intake writes for a customer (a quote, a survey booking):
 * language, viewport, never indexed, no referrer to other sites, the site's stylesheet and the pages' own
 * (`intake-pages.css`), and the policy they are sent with.
 */

/** Where the pages' own stylesheet is served. */
export const pagesStylesheetPath = '/intake/pages.css';

const stylesheetText = readFileSync(join(import.meta.dirname, 'intake-pages.css'), 'utf8');

/** Serves the pages' stylesheet (not counted in any page limit). */
export function registerPagesStylesheet(app: FastifyInstance): void {
  app.get(pagesStylesheetPath, { config: { rateLimit: false } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=86400').send(stylesheetText),
  );
}

/** The pages' policy: the stylesheets, form posts to this service, no script, nothing else. */
export const intakePageCsp = [
  "default-src 'none'",
  "style-src 'self'",
  "font-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** A whole page: `title` (the company's name is added), `lang`, the site's stylesheet if built, `body`. */
export function intakeDocument(page: {
  title: string;
  lang: string;
  stylesheet?: string;
  bodyClass: string;
  body: string;
}): string {
  const site = page.stylesheet ? `<link rel="stylesheet" href="${e(page.stylesheet)}">\n` : '';
  return `<!DOCTYPE html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${e(`${page.title} | ${company.name}`)}</title>
${site}<link rel="stylesheet" href="${pagesStylesheetPath}">
</head>
<body class="${page.bodyClass}">
${page.body}
</body>
</html>
`;
}

/** The headers of such a page: its policy, never indexed, never cached, no referrer to other sites. */
export const intakePageHeaders = {
  'content-security-policy': intakePageCsp,
  'x-robots-tag': 'noindex, nofollow, noarchive',
  // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` with the pages' own
  // form posts ("I agree", move, cancel), which the API's origin check refuses. Other sites get nothing.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
} as const;

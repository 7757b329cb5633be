/**
 * The 404 page for a missing address, in the address's language: the Hindi one (exported from
 * app/(hi)/hi/404/) under /hi/, the site's 404.html elsewhere. `file` is in the export,
 * `route` is its rule in out/_headers (server/http/security-headers.ts).
 */
export function notFoundPage(path: string): { file: string; route: string } {
  return path === '/hi' || path.startsWith('/hi/')
    ? { file: 'hi/404/index.html', route: '/hi/404/' }
    : { file: '404.html', route: '/404.html' };
}

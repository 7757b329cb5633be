import type { FastifyInstance, FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { HeadersTable, parseHeadersFile } from './headers-file';
import { globalHeaders, pageCsp, strictCsp } from './security-policy';
import { notFoundPage } from './not-found';
import { remembered } from './remembered';

export interface SecurityHeadersOptions {
  /** The exported site; its `_headers` file (scripts/postbuild.ts) says what to send. */
  staticDir: string;
  /** Where the lead API lives (default `/api`): its answers get the global headers and {@link strictCsp}. */
  apiPrefix?: string;
}

const decode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** The path a request is matched with: query dropped, `%xx` decoded, `/x/index.html` read as `/x/`. */
export function matchPath(url: string): string {
  const path = posix.normalize(decode(url.split('?')[0] || '/'));
  return path.endsWith('/index.html') ? path.slice(0, -'index.html'.length) : path;
}

const isHtml = (reply: FastifyReply) => /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * Sends the headers of out/_headers with every response, so the service and a static host serving
 * the same export send the same set. Pages get their own Content-Security-Policy; the 404 page's
 * goes with every 404 page; API answers, redirects and other errors get {@link strictCsp}, except
 * the plain form pages the API answers a browser's own form post with, which set their own. Without
 * the file (no build yet) every response gets the global set and pages a policy without hashes.
 * The file itself is not served.
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const file = join(options.staticDir, '_headers');
  const apiPrefix = options.apiPrefix ?? '/api';
  let table: HeadersTable;
  try {
    table = new HeadersTable(parseHeadersFile(readFileSync(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    app.log.warn(
      { file },
      'no _headers file: sending the global security headers, and pages a policy that blocks their inline scripts; run npm run build',
    );
    table = new HeadersTable([{ pattern: '/*', headers: globalHeaders }]);
  }
  const defaultPageCsp = pageCsp();
  // Each request's path and its headers are worked out once per address, not on every request.
  const pathOf = remembered(matchPath);
  const headersFor = remembered((path) => table.headersFor(path));

  app.addHook('onRequest', async (request, reply) => {
    if (pathOf(request.url) !== '/_headers') return;
    reply.callNotFound();
    return reply;
  });

  // A callback hook, not an async one: @fastify/static's directory redirect does not wait for the
  // reply, and an async onSend hook would let its handler answer a second time.
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = pathOf(request.url);
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    const status = reply.statusCode;
    let headers = headersFor(path);
    if (!isApi && status === 404 && isHtml(reply)) {
      // The policy of the 404 page sent: the Hindi one under /hi/ (server/http/not-found.ts), if it was.
      const { route } = notFoundPage(path);
      const sent = table.has(route) ? route : '/404.html';
      if (table.has(sent)) headers = headersFor(sent);
    }
    let csp = headers.get('content-security-policy');
    // A page the service writes itself brings its own policy: the form pages the API answers a form
    // post with (server/pages/form-page.ts), the quote pages (server/quotes/page.ts).
    const ownPolicy = isHtml(reply) && reply.hasHeader('content-security-policy');
    if (ownPolicy) csp = undefined;
    else if (isApi) csp = strictCsp;
    else if (csp === undefined) {
      if (isHtml(reply)) csp = defaultPageCsp;
      else if (status >= 300) csp = strictCsp;
    }
    for (const [name, value] of headers) if (name !== 'content-security-policy') reply.header(name, value);
    if (csp !== undefined) reply.header('content-security-policy', csp);
    done(null, payload);
  });
}

// Like fastify-plugin: the hooks apply to the whole app, not only inside this plugin.
Object.assign(securityHeaders, { [Symbol.for('skip-override')]: true });

/**
 * Client JavaScript per exported page, measured from out/ the way a browser first loads it: the
 * `<script src>` files a page's HTML references, each gzipped at level 9. `noModule` scripts
 * (the legacy polyfills) are left out, since modern browsers never download them. Chunks loaded
 * later on demand (a dialog's form when it first opens) are not part of a page's initial load and
 * are not counted either.
 *
 * The framework is React, Next.js and the bundler's runtime: the scripts Next's build manifest lists
 * as every page's first, and the chunk of Next's own built-in entries (`frameworkScripts`). Everything else a page loads is its own cost, the
 * layout's islands (navigation, the enquiry dialog's shell, the offline worker's registration)
 * included: measured against the scripts all pages share they would cost nothing, and a text page
 * could never exceed its budget whatever the layout grew to. `npm run bench` prints these numbers
 * and tests/contract/budgets.test.ts holds them to the budgets in ./budgets.ts.
 */
import { isPageData, loaderSources } from '../../lib/server/after-load-scripts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

export interface PageJs {
  /** Root-relative route with a trailing slash, e.g. `/` or `/city/pune/`. */
  route: string;
  /** Script URLs the page references, in document order (root-relative). */
  scripts: string[];
  /** Gzip bytes of all of them. */
  totalGzip: number;
  /** Gzip bytes of the scripts that are not the framework's. */
  beyondGzip: number;
}

export interface JsReport {
  pages: PageJs[];
  /** The framework's scripts (`frameworkScripts`). */
  baselineScripts: string[];
  baselineGzip: number;
  /** Gzip bytes of every script file referenced anywhere, by URL. */
  gzipByScript: Map<string, number>;
}

/** Root-relative URLs of the framework's own scripts, from the build manifest of the build that wrote out/. */
export function frameworkScripts(root: string): string[] {
  const manifest = join(root, '.next', 'build-manifest.json');
  const { rootMainFiles = [] } = JSON.parse(readFileSync(manifest, 'utf8')) as { rootMainFiles?: string[] };
  if (rootMainFiles.length === 0) throw new Error(`${manifest} lists no rootMainFiles: build the site first`);
  return [...new Set([...rootMainFiles.map((file) => `/_next/${file}`), ...nextBuiltinChunks(root)])];
}

/** The first page's client reference manifest under .next/server/app/, if the build wrote one. */
function clientReferenceManifest(root: string): string | undefined {
  const walk = (dir: string): string | undefined => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        const found = walk(path);
        if (found) return found;
      } else if (name === 'page_client-reference-manifest.js') return path;
    }
    return undefined;
  };
  const app = join(root, '.next', 'server', 'app');
  return statSync(app, { throwIfNoEntry: false })?.isDirectory() ? walk(app) : undefined;
}

/**
 * Chunks that hold only Next.js's own code for its built-in entries (its default not-found page
 * and the layout router it brings). With two root layouts (docs/i18n.md#structure) Next puts them
 * in a chunk of their own instead of among `rootMainFiles`; they are framework all the same. Only
 * a chunk every module of which is Next's own counts.
 */
function nextBuiltinChunks(root: string): string[] {
  const file = clientReferenceManifest(root);
  if (!file) return [];
  const context = createContext({});
  runInContext(readFileSync(file, 'utf8'), context);
  const manifests = Object.values((context as { __RSC_MANIFEST?: Record<string, unknown> }).__RSC_MANIFEST ?? {}) as {
    clientModules: Record<string, { chunks: string[] }>;
    entryJSFiles?: Record<string, string[]>;
  }[];
  const chunks = new Set<string>();
  for (const manifest of manifests) {
    const modulesOf = new Map<string, string[]>();
    for (const [id, { chunks: files }] of Object.entries(manifest.clientModules)) {
      for (const chunk of files) modulesOf.set(chunk, [...(modulesOf.get(chunk) ?? []), id]);
    }
    for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {})) {
      if (!entry.startsWith('[project]/node_modules/next/dist/client/components/builtin/')) continue;
      for (const chunk of files) {
        const url = `/_next/${chunk}`;
        if ((modulesOf.get(url) ?? []).every((id) => id.includes('/node_modules/next/'))) chunks.add(url);
      }
    }
  }
  return [...chunks];
}

/** Folders under out/ that hold no site page of their own (the Hindi 404 page is sent as a 404, server/http/not-found.ts). */
const notPages = new Set(['_next', '_not-found', '404', 'hi/404']);

/** Every exported page: out/index.html and out/<route>/index.html, as routes. */
export function exportedRoutes(outDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (!statSync(path).isDirectory()) {
        if (name === 'index.html') {
          const rel = relative(outDir, dir).split(sep).join('/');
          routes.push(rel ? `/${rel}/` : '/');
        }
      } else if (!notPages.has(relative(outDir, path).split(sep).join('/'))) {
        walk(path);
      }
    }
  };
  walk(outDir);
  return routes;
}

/** The HTML file a route exports to. */
export function htmlFile(outDir: string, route: string): string {
  return join(outDir, ...route.split('/').filter(Boolean), 'index.html');
}

/**
 * Root-relative `src` of every script the HTML has a module-capable browser load: its
 * `<script src>` tags, then those its after-load loader adds (lib/server/after-load-scripts.ts), except
 * the page's data file: the framework's payload, which Next otherwise inlines in the HTML, is data
 * rather than code (Lighthouse's byte totals in the benchmark include it).
 */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const url = src?.[1] ?? src?.[2] ?? src?.[3];
    if (url) sources.push(url.replace(/&amp;/g, '&'));
  }
  return [...sources, ...loaderSources(html).filter((src) => !isPageData(src))];
}

/** Gzip (level 9) size of a root-relative URL's file under outDir. */
function gzipSize(outDir: string, url: string): number {
  const { pathname } = new URL(url, 'http://site.invalid/');
  if (!pathname.startsWith('/')) throw new Error(`script ${url} is not on the site`);
  const file = join(outDir, ...decodeURIComponent(pathname).split('/').filter(Boolean));
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Measures every page under outDir (or only `routes`, though the baseline is still site-wide). */
export function measureJs(outDir: string, routes?: string[]): JsReport {
  const all = exportedRoutes(outDir);
  if (all.length === 0) throw new Error(`no exported pages in ${outDir}: build the site first`);
  const gzipByScript = new Map<string, number>();
  const scriptsByRoute = new Map<string, string[]>();
  for (const route of all) {
    const scripts = [...new Set(scriptSources(readFileSync(htmlFile(outDir, route), 'utf8')))];
    for (const url of scripts) if (!gzipByScript.has(url)) gzipByScript.set(url, gzipSize(outDir, url));
    scriptsByRoute.set(route, scripts);
  }
  const baselineScripts = frameworkScripts(join(outDir, '..'));
  const baseline = new Set(baselineScripts);
  const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipByScript.get(url)!, 0);

  const pages = (routes ?? all).map((route): PageJs => {
    const scripts = scriptsByRoute.get(route);
    if (!scripts) throw new Error(`${route} is not an exported page (no ${htmlFile(outDir, route)})`);
    return {
      route,
      scripts,
      totalGzip: sum(scripts),
      beyondGzip: sum(scripts.filter((url) => !baseline.has(url))),
    };
  });
  return { pages, baselineScripts, baselineGzip: sum(baselineScripts), gzipByScript };
}

/** Bytes as KiB with one decimal, e.g. `44.0 KiB`. */
export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

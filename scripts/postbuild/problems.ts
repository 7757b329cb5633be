/**
 * What the post-build pass reports when a page is not what it should be: the page, the step and
 * the piece of Next's or React's markup (the "marker") the step relies on, so that a framework
 * upgrade that moves a marker fails the build with a message that says which one.
 */

/** The post-build steps, by the names the messages, the skip flag and docs/performance.md use. */
export const stepNames = [
  'inline-boundaries',
  'tune-head',
  'defer-scripts',
  'page-data',
  'trim-stylesheet',
  'compile-hint',
  'policy',
  'precompress',
] as const;
export type Step = (typeof stepNames)[number];

/** The markup each step relies on, as Next 16 and React 19 write it (docs/performance.md lists them). */
export const markers = {
  frameworkScripts: 'framework scripts <script src="/_next/static/…" async=""> (classic scripts)',
  scriptPreloads: 'script preloads <link rel="preload" as="script" href="/_next/static/…">',
  headScript: 'the head script that starts with the loader (components/layout/head-script.ts)',
  flightBootstrap: 'flight queue <script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  flightData: 'flight data <script>self.__next_f.push([1,"…"])</script>',
  turbopackBootstrap: 'Turbopack chunk list <script id="_R_">(globalThis["TURBOPACK"] || …).push({…})</script>',
  inlineScripts: 'the inline scripts a page carries (the head script, the flight queue, flight data, the chunk list)',
  inlineStylesheet:
    'inline stylesheet <style data-precedence="next" data-href="/_next/static/….css"> (experimental.inlineCss)',
  leadImage: 'lead picture <link rel="preload" as="image" fetchPriority="high"> in <head>',
  policy: 'a Content-Security-Policy rule for the page in out/_headers',
  hostLimits:
    'what every documented static host reads of out/_headers: at most 100 rules and 2,000 characters a line (docs/security.md#one-file-every-static-host-reads-whole)',
  suspenseBoundaries:
    'outlined Suspense boundaries: <!--$?--><template id="B:n"></template><!--/$-->, <div hidden id="S:n">, <script>$RC("B:n","S:n")</script> and React\'s reveal runtime ($RB, $RV, $RT)',
  compressedCopies: 'a .br and a .gz copy beside the file, newer than it',
} as const;
export type Marker = keyof typeof markers;

export type Problem = {
  /** The page's address (`/city/pune/`) or, for files, the path under out/. */
  page: string;
  step: Step;
  marker: Marker;
  /** What was found instead. */
  detail: string;
};

/** One line naming page, step and marker. */
export const describeProblem = (p: Problem) => `${p.page}: ${p.step}: ${p.detail} [marker: ${markers[p.marker]}]`;

/** The pass's failure: every problem on every page, the first few in the message. */
export class PostbuildError extends Error {
  override name = 'PostbuildError';
  constructor(readonly problems: Problem[]) {
    const shown = problems.slice(0, 12).map(describeProblem);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    const pages = new Set(problems.map((p) => p.page)).size;
    super(
      `${problems.length} problem${problems.length === 1 ? '' : 's'} on ${pages} page${pages === 1 ? '' : 's'}:\n  ${shown.join('\n  ')}${more}`,
    );
  }
}

/** Collects problems for one page and throws them together. */
export class PageProblems {
  readonly list: Problem[] = [];
  constructor(readonly page: string) {}
  add(step: Step, marker: Marker, detail: string) {
    this.list.push({ page: this.page, step, marker, detail });
  }
  throwIfAny() {
    if (this.list.length) throw new PostbuildError(this.list);
  }
}

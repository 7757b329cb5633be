/**
 * The `_headers` file of static hosts (Netlify, Cloudflare Pages): blocks of a URL pattern on its
 * own line followed by indented `Name: value` lines. `scripts/postbuild.ts` writes it into
 * out/ after the build; the intake service reads the same file (`server/http/security-headers.ts`), so
 * a static host and the service send the same headers.
 *
 * Patterns are paths with `*` (any characters, `/` included) and `:name` (one path segment).
 * Every rule whose pattern matches a path applies; a header named by more than one of them is
 * joined with ", " (what both hosts do). Absolute-URL patterns (`https://host/path`) only apply to
 * that host on those platforms and are ignored here.
 */

export type HeaderRule = {
  /** URL pattern, e.g. `/*` or `/about/`. */
  pattern: string;
  /** Headers in file order; names keep the case they were written with. */
  headers: [name: string, value: string][];
};

/** A problem in a `_headers` file, naming the line. */
export class HeadersFileError extends Error {
  override name = 'HeadersFileError';
}

/** Parses a `_headers` file. Blank lines and `#` comments are skipped. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return;
    if (!/^\s/.test(line)) {
      current = { pattern: trimmed, headers: [] };
      rules.push(current);
      return;
    }
    if (!current) throw new HeadersFileError(`line ${index + 1}: a header before any URL pattern`);
    if (trimmed.startsWith('!'))
      throw new HeadersFileError(`line ${index + 1}: removing headers ("! Name") is not supported`);
    const colon = trimmed.indexOf(':');
    if (colon <= 0) throw new HeadersFileError(`line ${index + 1}: expected "Name: value"`);
    const name = trimmed.slice(0, colon).trim();
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) {
      throw new HeadersFileError(`line ${index + 1}: "${name}" is not a header name`);
    }
    (current as HeaderRule).headers.push([name, trimmed.slice(colon + 1).trim()]);
  });
  return rules;
}

/** Writes rules in the `_headers` format, with an optional comment block on top. */
export function formatHeadersFile(rules: HeaderRule[], comment?: string): string {
  const head = comment ? `${comment.replace(/^/gm, '# ')}\n\n` : '';
  return (
    head + rules.map((r) => [r.pattern, ...r.headers.map(([n, v]) => `  ${n}: ${v}`)].join('\n')).join('\n\n') + '\n'
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A matcher for one pattern, or null for patterns that name a host. */
export function compilePattern(pattern: string): ((path: string) => boolean) | null {
  if (!pattern.startsWith('/')) return null;
  if (!/[*:]/.test(pattern)) return (path) => path === pattern;
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') && part.length > 1 ? '[^/]+' : escapeRegExp(part)))
    .join('');
  const regExp = new RegExp(`^${source}$`);
  return (path) => regExp.test(path);
}

/** Looks up the headers for request paths; build once, ask per request. */
export class HeadersTable {
  readonly rules: readonly HeaderRule[];
  readonly #matchers: { rule: HeaderRule; test: (path: string) => boolean }[];

  constructor(rules: HeaderRule[]) {
    this.rules = rules;
    this.#matchers = rules.flatMap((rule) => {
      const test = compilePattern(rule.pattern);
      return test ? [{ rule, test }] : [];
    });
  }

  /** Whether a rule has exactly this pattern. */
  has(pattern: string): boolean {
    return this.rules.some((r) => r.pattern === pattern);
  }

  /** The headers for a path (no query string), lower-case names, in rule order. */
  headersFor(path: string): Map<string, string> {
    const result = new Map<string, string>();
    for (const { rule, test } of this.#matchers) {
      if (!test(path)) continue;
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        const before = result.get(key);
        result.set(key, before === undefined ? value : `${before}, ${value}`);
      }
    }
    return result;
  }
}

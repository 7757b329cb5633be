import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile, HeadersTable, parseHeadersFile } from '../../server/http/headers-file';
import { globalHeaders } from '../../server/http/security-policy';
import {
  headerRules,
  headerRulesFor,
  hostLimits,
  inlineCode,
  originOf,
  overHostLimits,
  policyGaps,
  policyPatterns,
  routeOf,
} from '../../scripts/site-headers';
import { cspDirectives as directives, exportedPage as page, tempDir, writeSite } from './helpers';

/** The hash source a browser computes for a text, written out independently of the build script. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

describe('the _headers format', () => {
  const text = `# comment\n\n/*\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer\n\n/about/\n  Content-Security-Policy: default-src 'self'\n\n/city/:slug/\n  X-Test: city\n\n/images/*\n  X-Test: images\n\nhttps://other.example/*\n  X-Test: other host\n`;

  it('parses blocks of a pattern and indented headers, and writes them back the same', () => {
    const rules = parseHeadersFile(text);
    expect(rules.map((r) => r.pattern)).toEqual([
      '/*',
      '/about/',
      '/city/:slug/',
      '/images/*',
      'https://other.example/*',
    ]);
    expect(rules[0]!.headers).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Referrer-Policy', 'no-referrer'],
    ]);
    expect(parseHeadersFile(formatHeadersFile(rules, 'a comment\nover two lines'))).toEqual(rules);
  });

  it('matches exact paths, * across segments and :name within one segment', () => {
    const table = new HeadersTable(parseHeadersFile(text));
    expect(Object.fromEntries(table.headersFor('/about/'))).toEqual({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'self'",
    });
    expect(table.headersFor('/about').has('content-security-policy')).toBe(false);
    expect(table.headersFor('/city/pune/').get('x-test')).toBe('city');
    expect(table.headersFor('/city/pune/extra/').get('x-test')).toBeUndefined();
    expect(table.headersFor('/images/a/b.webp').get('x-test')).toBe('images');
    // Patterns for another host never apply here.
    expect(table.headersFor('/x').get('x-test')).toBeUndefined();
  });

  it('joins a header set by several matching blocks, as the hosts do', () => {
    const table = new HeadersTable(parseHeadersFile('/*\n  X-Test: one\n/a/\n  x-test: two\n'));
    expect(table.headersFor('/a/').get('x-test')).toBe('one, two');
  });

  it('refuses what it cannot read, naming the line', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow(/line 2/);
    expect(() => parseHeadersFile('/*\n  ! X-Test\n')).toThrow(/line 2.*not supported/);
  });
});

describe('finding inline code', () => {
  it('hashes what the browser runs and nothing else', () => {
    const html =
      `<script>a()</script><script type="module">b()</script><script type="text/javascript">c()</script>` +
      `<script type="application/ld+json">{"x":1}</script><script type="text/plain">d()</script>` +
      `<script src="/e.js">ignored()</script><script></script><script type="importmap">{"imports":{}}</script>`;
    expect(inlineCode(html).scripts).toEqual(['a()', 'b()', 'c()', '{"imports":{}}']);
  });

  it('reads the text as the browser does: line endings normalised, no entity decoding in scripts', () => {
    const code = inlineCode('<script>if (a &amp;&amp; b)\r\n  go()</script>');
    expect(code.scripts).toEqual(['if (a &amp;&amp; b)\n  go()']);
  });

  it('collects <style> elements and each distinct style attribute, with entities decoded', () => {
    const code = inlineCode(
      '<style>p{margin:0}</style><p style="margin:0">a</p><p style="margin:0">b</p><q style="quotes:&quot;x&quot;">c</q>',
    );
    expect(code.styles).toEqual(['p{margin:0}']);
    expect(code.styleAttrs).toEqual(['margin:0', 'quotes:"x"']);
  });

  it('reports inline event handlers and javascript: links, which no hash allows', () => {
    const code = inlineCode('<button onclick="go()">x</button><a href=" javascript:go()">y</a>');
    expect(code.problems).toHaveLength(2);
  });

  it('maps files to the addresses they answer at', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf(join('city', 'pune', 'index.html'))).toBe('/city/pune/');
    expect(routeOf('404.html')).toBe('/404.html');
    expect(originOf('/api')).toBeNull();
    expect(originOf('https://api.emailjs.com/')).toBe('https://api.emailjs.com');
  });
});

describe('writing the headers of an exported site', () => {
  let out: string;
  beforeAll(async () => {
    out = await tempDir();
    await writeSite(out, {
      'index.html': page('Home', '<script>self.__next_f.push([1,"home"])</script><p style="margin:0">home</p>'),
      'about/index.html': page('About', '<script>self.__next_f.push([1,"about"])</script>'),
      '404.html': page('Not found', '<script>self.__next_f.push([1,"404"])</script>'),
      '_next/static/chunks/main.js': 'console.log(1)',
    });
  });

  it('gives every page its own policy with exactly its own inline scripts', () => {
    const rules = headerRules(out, { connectOrigins: ['https://api.emailjs.com'], https: true });
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/', '/404.html', '/about/']);
    const csp = (pattern: string) => directives(rules.find((r) => r.pattern === pattern)!.headers[0]![1]);
    const preloader = hashOf("document.documentElement.classList.add('js')");

    const home = csp('/');
    expect(home.get('script-src')).toEqual(["'self'", preloader, hashOf('self.__next_f.push([1,"home"])')]);
    expect(home.get('style-src')).toEqual(["'self'"]);
    expect(home.get('style-src-attr')).toEqual(["'unsafe-hashes'", hashOf('margin:0')]);
    expect(home.get('connect-src')).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(home.has('upgrade-insecure-requests')).toBe(true);
    expect(csp('/about/').get('script-src')).toEqual(["'self'", preloader, hashOf('self.__next_f.push([1,"about"])')]);
    expect(csp('/about/').has('style-src-attr')).toBe(false);
    for (const pattern of ['/', '/about/', '/404.html']) {
      const policy = csp(pattern);
      expect(policy.get('script-src')!.join(' '), pattern).not.toMatch(/unsafe/);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
    }
    // JSON-LD is not run, so it has no hash.
    expect(rules.flatMap((r) => r.headers.map(([, v]) => v)).join(' ')).not.toContain(hashOf('{"@type"'));
  });

  it('keeps the policy out of the global block, so no host joins two policies', () => {
    const [global] = headerRules(out, { connectOrigins: [], https: false });
    expect(global).toEqual({ pattern: '/*', headers: globalHeaders });
    expect(global!.headers.map(([n]) => n.toLowerCase())).not.toContain('content-security-policy');
  });

  it('adds upgrade-insecure-requests only for a site served over https', () => {
    const [, home] = headerRules(out, { connectOrigins: [], https: false });
    expect(directives(home!.headers[0]![1]).has('upgrade-insecure-requests')).toBe(false);
  });

  it('refuses a page with inline event handlers', async () => {
    const bad = await tempDir();
    await writeSite(bad, { 'index.html': '<button onclick="go()">x</button>' });
    expect(() => headerRules(bad, { connectOrigins: [], https: true })).toThrow(/\/: <button onclick/);
  });
});

describe('pages of one template share one rule', () => {
  it('puts the pages under a folder that is no page itself under one splat, the others under their own address', () => {
    const routes = [
      '/',
      '/404.html',
      '/about/',
      '/city/agra/',
      '/city/pune/',
      '/hi/',
      '/hi/about/',
      '/hi/city/agra/',
      '/hi/city/pune/',
      '/guides/',
      '/guides/packing/',
      '/guides/loading/',
      '/thank-you/enquiry/',
    ];
    expect(Object.fromEntries(policyPatterns(routes))).toEqual({
      '/': '/',
      '/404.html': '/404.html',
      '/about/': '/about/',
      '/city/agra/': '/city/*',
      '/city/pune/': '/city/*',
      '/hi/': '/hi/',
      '/hi/about/': '/hi/about/',
      // Not /hi/*: that would also match /hi/ and /hi/about/, which have rules of their own.
      '/hi/city/agra/': '/hi/city/*',
      '/hi/city/pune/': '/hi/city/*',
      // A folder that is a page keeps its children's rules apart from its own.
      '/guides/': '/guides/',
      '/guides/packing/': '/guides/packing/',
      '/guides/loading/': '/guides/loading/',
      // One page alone keeps its own address: no splat for nothing.
      '/thank-you/enquiry/': '/thank-you/enquiry/',
    });
  });

  const city = (name: string, style = 'p{margin:0}') =>
    inlineCode(page(name, `<style>${style}</style><script>start()</script>`));
  const pages = (pune = city('Pune')) => [
    { route: '/', code: inlineCode(page('Home', '<script>start()</script>')) },
    { route: '/404.html', code: inlineCode(page('Not found', '<style>h1{margin:0}</style><script>start()</script>')) },
    { route: '/city/agra/', code: city('Agra') },
    { route: '/city/pune/', code: pune },
  ];
  const settings = { connectOrigins: [], https: true };

  it('gives pages with the same inline code one rule, whose policy also allows the 404 page a host sends under it', () => {
    const rules = headerRulesFor(pages(), settings);
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/', '/404.html', '/city/*']);
    const csp = directives(rules.find((r) => r.pattern === '/city/*')!.headers[0]![1]);
    const preloader = hashOf("document.documentElement.classList.add('js')");
    expect(csp.get('script-src')).toEqual(["'self'", preloader, hashOf('start()')]);
    expect(csp.get('style-src')).toEqual(["'self'", hashOf('p{margin:0}'), hashOf('h1{margin:0}')]);
    for (const { route, code } of pages()) expect(policyGaps(rules, route, code), route).toEqual([]);
    // An address under the splat with no page: the host answers with out/404.html.
    expect(policyGaps(rules, '/city/nowhere/', pages()[1]!.code)).toEqual([]);
  });

  it('keeps a rule for each page whose inline code differs from the others under the folder', () => {
    const rules = headerRulesFor(pages(city('Pune', 'p{margin:1px}')), settings);
    expect(rules.map((r) => r.pattern)).toEqual(['/*', '/', '/404.html', '/city/agra/', '/city/pune/']);
    const csp = directives(rules.find((r) => r.pattern === '/city/pune/')!.headers[0]![1]);
    expect(csp.get('style-src')).toEqual(["'self'", hashOf('p{margin:1px}')]);
  });

  it('finds what a host would not allow: a missing hash, no policy, or two policies a browser would both enforce', () => {
    const rules = headerRulesFor(pages(), settings);
    const pune = city('Pune');
    expect(policyGaps(rules, '/city/pune/', { ...pune, scripts: ['other()'] })).toEqual([
      `its script-src lacks ${hashOf('other()')}`,
    ]);
    expect(policyGaps(rules, '/city/pune/', { ...pune, styleAttrs: ['margin:0'] })).toEqual([
      `its style-src-attr lacks ${hashOf('margin:0')}`,
      "its style-src-attr lacks 'unsafe-hashes'",
    ]);
    expect(policyGaps(rules, '/about/', pune)).toEqual(['out/_headers gives it 0 policies, not 1']);
    const twice = [...rules, { pattern: '/city/pune/', headers: rules.at(-1)!.headers }];
    expect(policyGaps(twice, '/city/pune/', pune)).toEqual(['out/_headers gives it 2 policies, not 1']);
  });
});

describe('what every documented static host reads of the file', () => {
  const rule = (i: number, value = 'x') => `/page-${i}/\n  X-Test: ${value}\n`;
  const file = (rules: number, value = 'x') => Array.from({ length: rules }, (_, i) => rule(i, value)).join('\n');

  it('accepts 100 rules and lines of 2,000 characters', () => {
    expect(hostLimits).toEqual({ rules: 100, lineLength: 2000 });
    const longest = 'x'.repeat(2000 - '  X-Test: '.length);
    expect(overHostLimits(`# a comment\n\n${file(99)}\n${rule(99, longest)}`)).toBeNull();
  });

  it('refuses a 101st rule or a line of 2,001 characters, naming the numbers', () => {
    expect(overHostLimits(file(101))).toMatch(
      /^out\/_headers has 101 rules and lines of up to \d+ characters; .*at most 100 rules/,
    );
    expect(overHostLimits(file(3, 'x'.repeat(1991)))).toMatch(
      /has 3 rules and lines of up to 2001 characters; .*2000 characters a line/,
    );
  });
});

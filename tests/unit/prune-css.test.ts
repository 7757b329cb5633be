import { describe, expect, it } from 'vitest';
import { namesIn, pruneCss, requiredNames, restCss } from '@/lib/server/prune-css';

const css =
  '@font-face{font-family:x;src:local(y)}:root{--a:1px}body{margin:0}' +
  '.card{padding:1rem}.gallery .card{margin:0}.js:not(.loaded) .preloader{display:grid}' +
  '.carousel.is-ready .carousel__slide{flex:0 0 100%}a[href$=".pdf"]:after{content:" (PDF)"}' +
  '@media (min-width:760px){.gallery{display:grid}.ticker{overflow:hidden}}' +
  '@keyframes pulse{from{opacity:.6}to{opacity:1}}.hero,.card:hover{color:red}#faq h2{margin:0}';

describe("a page's own stylesheet", () => {
  const html = '<html class="js"><body><div class="preloader"></div><div class="card"></div><div class="carousel">';
  const names = namesIn(html);
  const kept = pruneCss(css, (name) => names.has(name));

  it('keeps the rules whose names the page uses, and rules for elements, attributes and at-rules', () => {
    for (const rule of [
      '@font-face{font-family:x;src:local(y)}',
      ':root{--a:1px}',
      'body{margin:0}',
      '.card{padding:1rem}',
      '.js:not(.loaded) .preloader{display:grid}',
      'a[href$=".pdf"]:after{content:" (PDF)"}',
      '@keyframes pulse{from{opacity:.6}to{opacity:1}}',
    ]) {
      expect(kept).toContain(rule);
    }
    expect(kept).toContain('.card:hover{color:red}');
  });

  it('drops rules for names the page never uses, and at-rules left empty', () => {
    expect(kept).not.toContain('.gallery');
    expect(kept).not.toContain('.ticker');
    expect(kept).not.toContain('@media');
    expect(kept).not.toContain('is-ready');
    expect(kept).not.toContain('.hero');
    expect(kept).not.toContain('#faq');
  });

  it('reads the names a selector needs, outside attributes and functional pseudo-classes', () => {
    expect(requiredNames('.js:not(.loaded) .preloader')).toEqual(['js', 'preloader']);
    expect(requiredNames('a[href$=".pdf"]:after')).toEqual([]);
    expect(requiredNames('.stars label:has(input:focus-visible)')).toEqual(['stars']);
    expect(requiredNames('#faq :is(.a,.b) h2')).toEqual(['faq']);
  });
});

describe('the rest of the stylesheet, linked after load', () => {
  // Every page has these names, so their rules are inline everywhere already.
  const common = new Set(['js', 'preloader', 'card']);
  const rest = restCss(css, common);

  it('leaves out what every page has inline: element rules, at-rules of their own, common names', () => {
    for (const inline of ['@font-face', ':root', 'body{', '.card{padding', '.preloader', '@keyframes', 'a[href']) {
      expect(rest).not.toContain(inline);
    }
  });

  it('keeps every rule some page lacks, and the inline rules and the rest together are the whole sheet', () => {
    for (const rule of [
      '.gallery .card{margin:0}',
      '.carousel.is-ready .carousel__slide',
      '.hero{color:red}',
      '#faq h2',
    ]) {
      expect(rest).toContain(rule);
    }
    expect(rest).toContain('@media (min-width:760px){.gallery{display:grid}.ticker{overflow:hidden}}');
    // A page with only the common names: its inline copy plus the rest hold every selector.
    const inline = pruneCss(css, (name) => common.has(name));
    const selectors = (text: string) => new Set(text.match(/[^{}]+(?=\{)/g)!.flatMap((s) => s.split(',')));
    const whole = selectors(css);
    const both = new Set([...selectors(inline), ...selectors(rest)]);
    expect([...whole].filter((s) => !both.has(s))).toEqual([]);
  });
});

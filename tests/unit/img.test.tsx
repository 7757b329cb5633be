import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Img } from '@/components/ui/img';

const html = (props: Parameters<typeof Img>[0]) => renderToStaticMarkup(createElement(Img, props));

describe('Img', () => {
  it("loads the page's main picture at once, at high priority", () => {
    const out = html({ src: '/images/hero/slide-1.webp', alt: 'A truck', width: 1280, height: 560, priority: true });
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchPriority="high"');
  });

  it('loads other pictures lazily at the browser’s own priority, and icons at low priority', () => {
    const photo = html({ src: '/images/gallery/bike-1.webp', alt: 'A bike', width: 800, height: 600 });
    expect(photo).toContain('loading="lazy"');
    expect(photo).not.toContain('fetchPriority');
    const icon = html({ src: '/images/icons/chat.svg', alt: '', width: 22, height: 22 });
    expect(icon).toContain('fetchPriority="low"');
  });

  it('keeps an explicit loading or priority', () => {
    const logo = html({ src: '/images/brand/logo.svg', alt: '', width: 40, height: 40, loading: 'eager' });
    expect(logo).toContain('loading="eager"');
    expect(logo).toContain('fetchPriority="low"');
    const drawing = html({ src: '/images/a.svg', alt: '', width: 40, height: 40, priority: true });
    expect(drawing).toContain('fetchPriority="high"');
  });
});

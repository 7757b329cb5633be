import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterDurationMs } from '@/content/counters';
import { Awards } from '@/components/sections/awards';
import { Counter } from '@/components/interactive/counter';

/** A stand-in IntersectionObserver the test drives by hand. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  /** Reports the target as `ratio` visible. */
  show(ratio: number) {
    const entry = { isIntersecting: ratio > 0, intersectionRatio: ratio, target: this.targets[0]! };
    act(() => this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

const digits = () => document.querySelector('.counter__digits')!.textContent;

beforeEach(() => {
  FakeObserver.last = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  reducedMotion(false);
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('award counters', () => {
  it('export the final figures, with Indian digit grouping and suffixes', () => {
    const html = renderToString(<Awards />);
    for (const figure of ['10,000+', '99%', '180+', '25+']) expect(html).toContain(figure);
  });

  it('give screen readers the final figure, not the moving digits', () => {
    render(<Awards />);
    for (const el of document.querySelectorAll('.counter__digits')) expect(el).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('10,000+', { selector: '.visually-hidden' })).toBeInTheDocument();
    expect(screen.getByText('Rated 4.9/5')).toBeInTheDocument();
  });

  it('wait out of view at 0, then count up to the value over the set duration once 20% is in view', () => {
    render(<Counter value={10000} suffix="+" durationMs={counterDurationMs} />);
    const observer = FakeObserver.last!;
    expect(observer.options.threshold).toBe(0.2);

    observer.show(0);
    expect(digits()).toBe('0+');
    observer.show(0.1);
    expect(digits()).toBe('0+');

    observer.show(0.2);
    expect(observer.disconnected).toBe(true);
    act(() => vi.advanceTimersByTime(counterDurationMs / 2));
    const halfway = Number(digits()!.replace(/\D/g, ''));
    // Eased: well past the half-way mark at half time, but not there yet.
    expect(halfway).toBeGreaterThan(5000);
    expect(halfway).toBeLessThan(10000);
    expect(digits()).toMatch(/^\d{1,2},\d{3}\+$/);

    act(() => vi.advanceTimersByTime(counterDurationMs / 2 + 50));
    expect(digits()).toBe('10,000+');
  });

  it('show the final figure at once when the visitor prefers reduced motion', () => {
    reducedMotion(true);
    render(<Counter value={180} suffix="+" durationMs={counterDurationMs} />);
    expect(FakeObserver.last).toBeUndefined();
    expect(digits()).toBe('180+');
  });

  it('show the final figure where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Counter value={25} suffix="+" durationMs={counterDurationMs} />);
    expect(digits()).toBe('25+');
  });
});

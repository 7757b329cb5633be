import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for embla: records what the carousel asks of it. */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, Set<() => void>>();
  const api = {
    selected: 0,
    scrollPrev: vi.fn(() => api.select(api.selected - 1)),
    scrollNext: vi.fn(() => api.select(api.selected + 1)),
    scrollTo: vi.fn((i: number) => api.select(i)),
    selectedScrollSnap: () => api.selected,
    scrollSnapList: () => [0, 1, 2],
    on(event: string, fn: () => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(fn);
      return api;
    },
    off(event: string, fn: () => void) {
      listeners.get(event)?.delete(fn);
      return api;
    },
    select(i: number) {
      api.selected = (i + 3) % 3;
      listeners.get('select')?.forEach((fn) => fn());
    },
  };
  return { api };
});

vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, embla.api] }));

import { Carousel } from '@/components/interactive/carousel';

function slides() {
  return ['One', 'Two', 'Three'].map((t) => <p key={t}>{`Slide ${t}`}</p>);
}

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: reduce && q.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
});

beforeEach(() => {
  vi.clearAllMocks();
  embla.api.selected = 0;
  reducedMotion(false);
});

describe('carousel', () => {
  it('puts every slide in the exported HTML, with no controls before hydration', () => {
    const html = renderToString(<Carousel label="Reviews">{slides()}</Carousel>);
    expect(html).toContain('Slide One');
    expect(html).toContain('Slide Three');
    expect(html).not.toContain('Next slide');
  });

  it('moves with previous, next and the dots, and marks the current dot', async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Photos" dots>
        {slides()}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Photos' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to slide 1' }));
    // Sliding there, not jumping: the visitor has not asked for reduced motion.
    expect(embla.api.scrollTo).toHaveBeenLastCalledWith(0, false);
    expect(embla.api.scrollNext).toHaveBeenLastCalledWith(false);
  });

  it('autoplays, and holds on hover, on focus and with the pause button', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <Carousel label="Photos" autoplayMs={3000}>
        {slides()}
      </Carousel>,
    );
    const advances = () => embla.api.scrollNext.mock.calls.length;
    act(() => vi.advanceTimersByTime(3000));
    expect(advances()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(advances()).toBe(2);

    const region = screen.getByRole('region', { name: 'Photos' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(9000));
    expect(advances()).toBe(2);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(advances()).toBe(3);

    // A slide the visitor picks shows for the full time too.
    act(() => vi.advanceTimersByTime(2000));
    act(() => embla.api.select(0));
    act(() => vi.advanceTimersByTime(2000));
    expect(advances()).toBe(3);

    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focusIn(next);
    act(() => vi.advanceTimersByTime(9000));
    expect(advances()).toBe(3);
    fireEvent.focusOut(next, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(3000));
    expect(advances()).toBe(4);

    const pause = screen.getByRole('button', { name: 'Pause slides' });
    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.mouseLeave(region);
    // Paused by the visitor: leaving the slider does not start it again.
    const paused = advances();
    act(() => vi.advanceTimersByTime(9000));
    expect(advances()).toBe(paused);
  });

  it('never autoplays for visitors who ask for reduced motion, and shows no pause button', () => {
    reducedMotion(true);
    // The clock is faked before the first render, so a timer started on mount would be seen.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <Carousel label="Photos" autoplayMs={3000}>
        {slides()}
      </Carousel>,
    );
    act(() => vi.advanceTimersByTime(9000));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Pause slides/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('jumps to the slide asked for, without sliding, for visitors who ask for reduced motion', async () => {
    reducedMotion(true);
    const user = userEvent.setup();
    render(
      <Carousel label="Photos" dots>
        {slides()}
      </Carousel>,
    );
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(embla.api.scrollNext).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(embla.api.scrollPrev).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(embla.api.scrollTo).toHaveBeenLastCalledWith(2, true);
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
  });
});

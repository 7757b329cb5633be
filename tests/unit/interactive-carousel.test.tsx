import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for embla: records what the carousel asks of it. */
const embla = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  const api = {
    selected: 0,
    scrollPrev: vi.fn(() => api.select(api.selected - 1)),
    scrollNext: vi.fn(() => api.select(api.selected + 1)),
    scrollTo: vi.fn((i: number) => api.select(i)),
    selectedScrollSnap: () => api.selected,
    scrollSnapList: () => [0, 1, 2],
    on(event: string, fn: () => void) {
      listeners.set(event, fn);
      return api;
    },
    off() {
      return api;
    },
    select(i: number) {
      api.selected = (i + 3) % 3;
      listeners.get('select')?.();
    },
  };
  const autoplay = { play: vi.fn(), stop: vi.fn() };
  return { api, autoplay };
});

vi.mock('embla-carousel-react', () => ({ default: () => [() => {}, embla.api] }));
vi.mock('embla-carousel-autoplay', () => ({ default: () => embla.autoplay }));

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
    expect(embla.api.scrollTo).toHaveBeenLastCalledWith(0);
  });

  it('autoplays, and holds on hover, on focus and with the pause button', async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Photos" autoplayMs={3000}>
        {slides()}
      </Carousel>,
    );
    expect(embla.autoplay.play).toHaveBeenCalled();
    const region = screen.getByRole('region', { name: 'Photos' });

    await user.hover(region);
    expect(embla.autoplay.stop).toHaveBeenCalled();
    await user.unhover(region);
    expect(embla.autoplay.play).toHaveBeenCalledTimes(2);

    const pause = screen.getByRole('button', { name: 'Pause slides' });
    await user.click(pause);
    expect(screen.getByRole('button', { name: 'Play slides' })).toHaveAttribute('aria-pressed', 'true');
    await user.unhover(region);
    act(() => (document.activeElement as HTMLElement).blur());
    // Paused by the visitor: leaving the slider does not start it again.
    const plays = embla.autoplay.play.mock.calls.length;
    await user.unhover(region);
    expect(embla.autoplay.play.mock.calls.length).toBe(plays);
  });

  it('never autoplays for visitors who ask for reduced motion, and shows no pause button', () => {
    reducedMotion(true);
    render(
      <Carousel label="Photos" autoplayMs={3000}>
        {slides()}
      </Carousel>,
    );
    expect(embla.autoplay.play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Pause slides/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { estimateCopy } from '@/content/estimate-copy';
import { estimateData } from '@/content/estimate-roads';
import { Estimator } from '@/components/interactive/estimator';
import { estimatorWordsEn } from '@/content/estimator-words';
import { priceEstimate } from '@/lib/shared/estimate/price';
import { type WordedEstimate as Estimate, wordEstimate } from '@/lib/shared/estimate/wording';
import { blankEstimateInput } from '@/lib/shared/estimate/query';
import { formatRupees } from '@/lib/shared/format';

const data = estimateData;
const estimator = () => <Estimator data={data} copy={estimateCopy} />;
/** Renders the island and lets its form's code arrive (it is fetched once the island starts). */
const renderEstimator = async () => {
  await act(async () => {
    render(estimator());
  });
};
const expected = (query: Partial<typeof blankEstimateInput>) =>
  wordEstimate(priceEstimate({ ...blankEstimateInput, ...query }, data), estimatorWordsEn, data) as Estimate;
const band = (e: Estimate) => `${formatRupees(e.total.low)} – ${formatRupees(e.total.high)}`;

beforeAll(async () => {
  // Loaded once here, as a browser would have it cached: each render then only waits a tick.
  await import('@/components/interactive/estimator-form');
});

beforeEach(() => {
  window.history.replaceState(null, '', '/services/');
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('instant estimate island', () => {
  it('exports a short note and no form, then hydrates without a mismatch into the form the address describes', async () => {
    window.history.replaceState(null, '', '/services/?from=pune&to=bengaluru&size=3bhk&df=2&utm_source=x');
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(estimator());
    document.body.append(container);
    expect(container).toHaveTextContent(estimateCopy.noScript);
    expect(container.querySelector('input, select, button')).toBeNull();

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, estimator());
    });
    expect(screen.getByLabelText('Moving from')).toHaveValue('pune');
    expect(screen.getByLabelText('Moving to')).toHaveValue('bengaluru');
    expect(screen.getByLabelText('Home size')).toHaveValue('3bhk');
    expect(screen.getByLabelText('Floor at drop (0 = ground)')).toHaveValue(2);
    const e = expected({ from: 'pune', to: 'bengaluru', size: '3bhk', dropFloor: 2 });
    expect(screen.getByText(band(e), { selector: '.estimator__band' })).toBeInTheDocument();
    // Reading the page changes nothing in its address.
    expect(window.location.search).toBe('?from=pune&to=bengaluru&size=3bhk&df=2&utm_source=x');
    act(() => root.unmount());
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('prices a 2 BHK from Pune to Bengaluru on the third floor without a lift, line by line, and keeps it in the address', async () => {
    window.history.replaceState(null, '', '/services/?utm_source=x');
    const user = userEvent.setup();
    await renderEstimator();
    expect(screen.getByText('Choose where you are moving from and to.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Moving from'), 'Pune');
    await user.selectOptions(screen.getByLabelText('Moving to'), 'Bengaluru');
    await user.selectOptions(screen.getByLabelText('Home size'), '2 BHK');
    await user.clear(screen.getByLabelText('Floor at pickup (0 = ground)'));
    await user.type(screen.getByLabelText('Floor at pickup (0 = ground)'), '3');

    const e = expected({ from: 'pune', to: 'bengaluru', size: '2bhk', pickupFloor: 3 });
    expect(screen.getByText(band(e), { selector: '.estimator__band' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'What the estimate is made of' });
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    expect(row(/^Transport/)).toHaveTextContent(`17 ft truck, about ${e.km} km`);
    expect(row(/^Stairs without a lift/)).toHaveTextContent('3rd floor at pickup');
    expect(row(/^GST at 18%/)).toHaveTextContent(`${formatRupees(e.gst.low)} – ${formatRupees(e.gst.high)}`);
    expect(row(/^Total/)).toHaveTextContent(band(e));
    expect(screen.getByText(/Pune → Bengaluru, about [\d,]+ km \(approximate\)/)).toBeInTheDocument();
    expect(screen.getByText(estimateCopy.promise)).toBeInTheDocument();
    // The visitor's own parameters stay; the estimate's are added.
    expect(new URLSearchParams(window.location.search).get('utm_source')).toBe('x');
    expect(window.location.search).toContain('from=pune&to=bengaluru&size=2bhk&pf=3');

    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const text = new URL(share.getAttribute('href')!).searchParams.get('text')!;
    expect(share.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(text).toBe(`${e.summary} http://localhost:3000/services/?${e.query}#estimate`);
    // The survey that confirms the price, booked with this estimate (docs/surveys.md#the-booking-page).
    expect(screen.getByRole('link', { name: 'Book a free survey' })).toHaveAttribute(
      'href',
      `/book-survey/?${e.query}`,
    );
  });

  it('announces the new total politely once the visitor stops changing things, not on every keystroke', async () => {
    // Only the timers the island sets; the keystrokes go in synchronously (fireEvent), since
    // testing-library's asynchronous helpers wait on real timers.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState(null, '', '/services/?from=other&to=pune&km=1&size=1bhk');
    await renderEstimator();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');

    const km = screen.getByLabelText('Road distance between the two towns, km');
    for (const typed of ['1', '12', '120', '1200']) {
      fireEvent.change(km, { target: { value: typed } });
      act(() => vi.advanceTimersByTime(400));
      expect(status).toHaveTextContent('');
    }
    act(() => vi.advanceTimersByTime(700));
    expect(status).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(100));
    const e = expected({ from: 'other', to: 'pune', km: 1200, size: '1bhk' });
    expect(status).toHaveTextContent(
      `Estimate ${formatRupees(e.total.low)} to ${formatRupees(e.total.high)}, GST included.`,
    );
  });

  it('names what makes no sense next to the field, and shows no price for it', async () => {
    window.history.replaceState(null, '', '/services/?from=pune&to=other&km=10000&size=items&sofa=-1');
    await renderEstimator();
    expect(screen.getByLabelText('Road distance between the two towns, km')).toHaveAccessibleDescription(
      'No road move within India is longer than about 4,500 km: check the distance.',
    );
    expect(screen.getByLabelText('Sofas')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Sofas')).toHaveAccessibleDescription('Sofas: the count cannot be negative.');
    // No price: neither in the result nor in the phone's running total.
    expect(screen.getAllByText('₹ —')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/NaN|undefined/);
  });

  it('counts a few items with the buttons', async () => {
    const user = userEvent.setup();
    await renderEstimator();
    await user.selectOptions(screen.getByLabelText('Moving from'), 'Mumbai');
    await user.selectOptions(screen.getByLabelText('Moving to'), 'Mumbai');
    await user.selectOptions(screen.getByLabelText('Home size'), 'items');
    await user.click(screen.getByRole('button', { name: 'One more: Fridges' }));
    await user.click(screen.getByRole('button', { name: 'One more: Cartons' }));
    await user.click(screen.getByRole('button', { name: 'One more: Cartons' }));
    await user.click(screen.getByRole('button', { name: 'One fewer: Cartons' }));
    expect(screen.getByLabelText('Cartons')).toHaveValue(1);
    const e = expected({
      from: 'mumbai',
      to: 'mumbai',
      size: 'items',
      items: { ...blankEstimateInput.items, fridge: 1, cartons: 1 },
    });
    expect(e.load).toBe('2 items');
    expect(screen.getByText(band(e), { selector: '.estimator__band' })).toBeInTheDocument();
    expect(window.location.search).toBe('?from=mumbai&to=mumbai&size=items&fridge=1&cartons=1');
  });

  it('starts where its page says (a city page from its city), but an estimate in the address wins', async () => {
    window.history.replaceState(null, '', '/city/pune/');
    await act(async () => {
      render(<Estimator data={data} copy={estimateCopy} preset={{ from: 'pune' }} />);
    });
    expect(screen.getByLabelText('Moving from')).toHaveValue('pune');
    expect(screen.getByLabelText('Moving to')).toHaveValue('');
    // Starting somewhere is not a change by the visitor: the address stays as it came.
    expect(window.location.search).toBe('');
    cleanup();

    window.history.replaceState(null, '', '/city/pune/?from=mumbai&to=delhi&size=1bhk');
    await act(async () => {
      render(<Estimator data={data} copy={estimateCopy} preset={{ from: 'pune' }} />);
    });
    expect(screen.getByLabelText('Moving from')).toHaveValue('mumbai');
    expect(screen.getByLabelText('Moving to')).toHaveValue('delhi');
    expect(screen.getByLabelText('Home size')).toHaveValue('1bhk');
  });

  it('fills itself in place from a link on its page to its own estimate, and leaves other links alone', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      window.history.replaceState(null, '', '/city/pune/');
      const user = userEvent.setup();
      await act(async () => {
        // Plain links with the exported page's href: next/link outside a build drops the trailing slash.
        /* eslint-disable @next/next/no-html-link-for-pages */
        render(
          <>
            <a href="/city/pune/?from=pune&to=mumbai&size=2bhk#estimate">Estimate a move from Pune to Mumbai</a>
            <a href="/city/agra/?from=agra&to=delhi#estimate">Another page</a>
            <Estimator data={data} copy={estimateCopy} preset={{ from: 'pune' }} />
          </>,
        );
        /* eslint-enable @next/next/no-html-link-for-pages */
      });
      // What the link sees of the estimator (whose listener runs first), before the test stops jsdom navigating.
      const other = vi.fn((event: MouseEvent) => {
        const takenOver = event.defaultPrevented;
        event.preventDefault();
        return takenOver;
      });
      screen.getByRole('link', { name: 'Another page' }).addEventListener('click', other);
      await user.click(screen.getByRole('link', { name: 'Another page' }));
      // Not this page's estimate: the link is the browser's to follow.
      expect(other).toHaveReturnedWith(false);
      expect(screen.getByLabelText('Moving to')).toHaveValue('');

      await user.click(screen.getByRole('link', { name: 'Estimate a move from Pune to Mumbai' }));
      expect(screen.getByLabelText('Moving to')).toHaveValue('mumbai');
      const e = expected({ from: 'pune', to: 'mumbai', size: '2bhk' });
      expect(screen.getByText(band(e), { selector: '.estimator__band' })).toBeInTheDocument();
      expect(window.location.pathname + window.location.search).toBe('/city/pune/?from=pune&to=mumbai&size=2bhk');
      expect(scrolled).toHaveBeenCalled();
      expect(screen.getByLabelText('Moving from')).toHaveFocus();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

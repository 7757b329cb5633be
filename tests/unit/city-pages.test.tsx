import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cityBySlug } from '@/content/cities';
import { cityGuides } from '@/content/city-guides';
import { type CitySlug } from '@/content/city-names';
import { estimateData } from '@/content/estimate-roads';
import { cityGuide } from '@/content/localized/city';
import { cityMoves } from '@/lib/server/city-moves';
import { priceEstimate } from '@/lib/shared/estimate/price';
import { decodeEstimateQuery } from '@/lib/shared/estimate/query';
import { formatRupees } from '@/lib/shared/format';
import { CommonMoves } from '@/components/sections/city-moves';

const data = estimateData;
const written = Object.entries(cityGuides) as [CitySlug, NonNullable<(typeof cityGuides)[CitySlug]>][];

describe('city guides (docs/city-pages.md)', () => {
  it.each(written)('%s: links other cities as neighbours and moves to other places, each priced', (slug, guide) => {
    expect(guide.neighbours).not.toContain(slug);
    const destinations = guide.commonMoves.map((move) => move.to);
    expect(destinations).not.toContain(slug);
    expect(new Set(destinations).size).toBe(destinations.length);
    const [local, ...routes] = cityMoves(slug, cityGuide('en')(slug).commonMoves);
    expect(local!.km).toBe(0);
    for (const route of routes) {
      expect(route.km, `${slug} to ${route.to}`).toBeGreaterThan(0);
      expect(route.bands['1bhk'].high).toBeLessThan(route.bands['2bhk'].high);
    }
  });
});

describe('common moves from a city', () => {
  const pune = cityBySlug('pune');
  const moves = cityMoves('pune', [
    { to: 'mumbai', transit: 'same day', note: 'A short run on the Expressway, with a halt for the ghat section.' },
    { to: 'coimbatore', transit: '3–4 days', note: 'The long road south on NH48 and then by Salem into Tamil Nadu.' },
  ]);

  it('shows each route with its distance, transit and bands, the way the estimator prices it', () => {
    render(<CommonMoves city={pune} moves={moves} description="Packers and movers in Pune." />);
    const table = screen.getByRole('table', {
      name: /approximate road distance, usual transit time and price from pune/i,
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Within Punelocal move, same day',
      `Mumbaiabout ${moves[1]!.km} km, same day`,
      `Coimbatoreabout ${moves[2]!.km.toLocaleString('en-IN')} km, 3–4 days`,
    ]);
    // Mumbai has a page of its own; Coimbatore has none.
    expect(within(rows[1]!).getByRole('link', { name: 'Mumbai' })).toHaveAttribute(
      'href',
      // next/link outside a build drops the trailing slash the export adds.
      expect.stringMatching(/^\/city\/mumbai\/?$/),
    );
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(screen.getByText(/approximate: distances are by road/i)).toBeInTheDocument();
  });

  it("links each route to the estimator with that move filled in, which gives the table's 2 BHK band", () => {
    render(<CommonMoves city={pune} moves={moves} description="Packers and movers in Pune." />);
    const table = screen.getByRole('table');
    const link = screen.getByRole('link', { name: 'Estimate a move from Pune to Coimbatore' });
    const href = new URL(link.getAttribute('href')!, 'https://example.test');
    // The estimate on the city's own page (it fills itself in place once started).
    expect(href.pathname).toMatch(/^\/city\/pune\/?$/);
    expect(href.hash).toBe('#estimate');
    const input = decodeEstimateQuery(href.search);
    expect(input).toMatchObject({ from: 'pune', to: 'coimbatore', size: '2bhk', pickupFloor: 0, dropFloor: 0 });
    const estimate = priceEstimate(input, data);
    if (!estimate.ok) throw new Error('not priced');
    const row = within(table).getAllByRole('row')[3]!;
    const twoBhk = within(row).getAllByRole('cell')[1]!;
    expect(twoBhk.textContent).toBe(`${formatRupees(estimate.total.low)} – ${formatRupees(estimate.total.high)}`);
  });
});

import { existsSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company, contactLinks } from '@/content/company';
import { comparisonRows, presence, transportPartners } from '@/content/localized/sections';
import { hindiRoutes, localPageHref } from '@/content/pages';
import { ComparisonTable } from '@/components/sections/comparison-table';

/**
 * The company pages' parts in both languages (docs/i18n.md#the-company-pages): the about page's
 * comparison table and lists say in Hindi what the English say, and the contact, review, about
 * and why-choose pages have their Hindi addresses. The review form is in forms.test.tsx.
 */

const devanagari = (text: string) => (text.match(/[\u0900-\u097F]/g) ?? []).length;
const latin = (text: string) => (text.replaceAll(company.name, '').match(/[A-Za-z]/g) ?? []).length;

describe('the about page in both languages', () => {
  it('compares in Hindi, with exactly the English table’s ticks and crosses', () => {
    expect(comparisonRows('hi').map((r) => [r.typical, r.ours])).toEqual(
      comparisonRows('en').map((r) => [r.typical, r.ours]),
    );
    render(<ComparisonTable locale="hi" />);
    const table = screen.getByRole('table', { name: 'आम मूवर्स से हमारी तुलना' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['सुविधा', 'आम मूवर्स', company.name]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(comparisonRows('en').length);
    rows.forEach((row, i) => {
      const [typical, ours] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/[✓✗]\s*/, ''));
      expect([typical, ours]).toEqual([
        comparisonRows('en')[i]!.typical ? 'हाँ' : 'नहीं',
        comparisonRows('en')[i]!.ours ? 'हाँ' : 'नहीं',
      ]);
    });
    expect(latin(table.textContent!)).toBeLessThan(10);
  });

  it('names every state, territory, country and way of carrying goods in Hindi, as many as in English', () => {
    expect(presence('hi').national).toHaveLength(presence('en').national.length);
    expect(presence('hi').international).toHaveLength(presence('en').international.length);
    for (const place of [...presence('hi').national, ...presence('hi').international]) {
      expect(latin(place), place).toBe(0);
      expect(devanagari(place), place).toBeGreaterThan(0);
    }
    expect(transportPartners('hi').map((t) => t.logo)).toEqual(transportPartners('en').map((t) => t.logo));
    for (const tile of transportPartners('hi'))
      expect(latin(`${tile.name} ${tile.description}`.replace('GPS', ''))).toBe(0);
  });
});

describe('the four pages’ addresses in both languages', () => {
  it('are Hindi twins: the header and footer link them, hreflang and the sitemap list them', () => {
    for (const path of ['/contact-us/', '/review/', '/about/', contactLinks.whyRoute]) {
      expect(localPageHref('hi', path)).toBe(`/hi${path}`);
      expect(hindiRoutes).toContain(`/hi${path}`);
    }
  });

  it('has a route for the why-choose page at its English path under /hi/', () => {
    expect(existsSync(`app/(hi)/hi${contactLinks.whyRoute}page.tsx`)).toBe(true);
  });
});

import { existsSync } from 'node:fs';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, contactLinks } from '@/content/company';
import { comparisonRows as comparisonRowsEn } from '@/content/comparison';
import { comparisonRows as comparisonRowsHi } from '@/content/hi/comparison';
import { transportPartners as transportPartnersHi } from '@/content/hi/partners';
import { billClaimSummary, privacySummary, termsSummary } from '@/content/hi/policy-summaries';
import { presence as presenceHi } from '@/content/hi/presence';
import { transportPartners as transportPartnersEn } from '@/content/partners';
import { presence as presenceEn } from '@/content/presence';
import { supportResponse } from '@/content/policies';
import { uiWords } from '@/content/localized/ui';
import { dataUse, reviewFieldLooks } from '@/lib/lead-fields';
import { schemaMessages } from '@/lib/lead-schemas';
import { hindiRoutes, localPageHref } from '@/content/pages';
import { ReviewForm } from '@/components/forms/review-form';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { HindiSummary } from '@/components/sections/hindi-summary';

/**
 * The Hindi contact, review, about and why-choose pages' parts (docs/i18n.md#the-company-pages) and
 * the Hindi summaries of the English policies (docs/i18n.md#policies).
 */

type Sent = { url: string; body: Record<string, unknown> };

/** A fake intake API answering each request with the next status (201 by default). */
function fakeApi(...statuses: number[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      const status = statuses.shift() ?? 201;
      const body = status === 201 ? { id: 'lead-1', status: 'stored' } : { error: 'busy' };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

const devanagari = (text: string) => (text.match(/[\u0900-\u097F]/g) ?? []).length;
const latin = (text: string) => (text.replaceAll(company.name, '').match(/[A-Za-z]/g) ?? []).length;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review form on a Hindi page', () => {
  const words = uiWords.hi.reviewForm;

  it('is labelled in Hindi and answers a review sent empty in Hindi, next to each field', async () => {
    const sent = fakeApi();
    const user = userEvent.setup();
    render(<ReviewForm retentionDays={365} lang="hi" words={words} />);
    const form = screen.getByRole('form', { name: 'रिव्यू लिखें' });
    await user.click(within(form).getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(await screen.findByText(schemaMessages.hi.enter.name)).toBeInTheDocument();
    expect(screen.getByText(schemaMessages.hi.enter.title)).toBeInTheDocument();
    expect(screen.getByText(schemaMessages.hi.enter.review)).toBeInTheDocument();
    expect(screen.getByText(schemaMessages.hi.rating)).toBeInTheDocument();
    expect(screen.getByLabelText(/आपका नाम/)).toHaveFocus();
    expect(screen.getByLabelText(/आपका नाम/)).toHaveAccessibleDescription(schemaMessages.hi.enter.name);
    expect(sent).toHaveLength(0);
  });

  it('names its stars in Hindi, sends the review with its language and thanks in Hindi', async () => {
    const sent = fakeApi(201);
    const user = userEvent.setup();
    const { container } = render(<ReviewForm retentionDays={365} lang="hi" words={words} />);
    await user.type(screen.getByLabelText(/आपका नाम/), 'राधा');
    await user.type(screen.getByLabelText(/रिव्यू का शीर्षक/), 'सावधानी से पैकिंग');
    await user.type(screen.getByLabelText(/आपका रिव्यू/), 'सब सामान समय पर पहुँचा।');
    const stars = screen.getByRole('group', { name: /आपकी रेटिंग/ });
    expect(
      within(stars)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(stars).getByRole('radio', { name: '4 स्टार' }));
    await user.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent('आपका रिव्यू मिल गया, धन्यवाद!');
    expect(sent[0]!.url).toBe('/api/reviews');
    expect(sent[0]!.body).toMatchObject({ name: 'राधा', rating: 4, lang: 'hi' });
    // A browser that posts the form itself sends the language too.
    expect(container.querySelector('input[type="hidden"][name="lang"]')).toHaveValue('hi');
  });

  it('says in Hindi when the intake is busy, keeping what was typed', async () => {
    fakeApi(503);
    const user = userEvent.setup();
    render(<ReviewForm retentionDays={365} lang="hi" words={words} />);
    await user.type(screen.getByLabelText(/आपका नाम/), 'राधा');
    await user.type(screen.getByLabelText(/रिव्यू का शीर्षक/), 'अच्छा काम');
    await user.type(screen.getByLabelText(/आपका रिव्यू/), 'ठीक रहा।');
    await user.click(screen.getByRole('radio', { name: '5 स्टार' }));
    await user.click(screen.getByRole('button', { name: 'रिव्यू भेजें' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${words.failure} ${words.busy}`);
    expect(screen.getByLabelText(/आपका नाम/)).toHaveValue('राधा');
  });

  it('says why it asks in Hindi, and that the privacy policy it links is in English', () => {
    render(<ReviewForm retentionDays={365} lang="hi" words={words} />);
    expect(screen.getByText(new RegExp(words.dataUse.slice(0, 30)))).toBeInTheDocument();
    const policy = screen.getByRole('link', { name: 'प्राइवेसी पॉलिसी (अंग्रेज़ी में)' });
    expect(policy).toHaveAttribute('href', expect.stringMatching(/^\/privacy-and-policy\/?$/));
    expect(policy).toHaveAttribute('hreflang', 'en-IN');
    expect(screen.getByRole('link', { name: /अपनी जानकारी देखें.*\(अंग्रेज़ी में\)/ })).toHaveAttribute('hreflang', 'en-IN');
  });

  it("says in English what the intake's own page for a refused review says (lib/lead-fields.ts)", () => {
    const en = uiWords.en.reviewForm;
    expect([en.name.label, en.title, en.description, en.dataUse]).toEqual([
      reviewFieldLooks.name.label,
      { label: reviewFieldLooks.title.label, placeholder: reviewFieldLooks.title.placeholder },
      { label: reviewFieldLooks.description.label, placeholder: reviewFieldLooks.description.placeholder },
      dataUse.review,
    ]);
    expect(en).toMatchObject({
      success: uiWords.en.form.success,
      failure: uiWords.en.form.failure,
      busy: uiWords.en.form.busy,
    });
  });

  it('stays as it was in English: English words, no language sent, no language marks', async () => {
    const sent = fakeApi(201);
    const user = userEvent.setup();
    const { container } = render(<ReviewForm retentionDays={365} />);
    expect(screen.getByRole('form', { name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).not.toHaveAttribute('hreflang');
    expect(container.querySelector('input[name="lang"]')).toBeNull();
    await user.type(screen.getByLabelText(/Your name/), 'Ravi');
    await user.type(screen.getByLabelText(/Review title/), 'Smooth');
    await user.type(screen.getByLabelText(/Your review/), 'Good.');
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Form successfully submitted!')).toBeInTheDocument();
    expect(sent[0]!.body).not.toHaveProperty('lang');
  });
});

describe('the about page in Hindi', () => {
  it('compares in Hindi, with exactly the English table’s ticks and crosses', () => {
    expect(comparisonRowsHi.map((r) => [r.typical, r.ours])).toEqual(comparisonRowsEn.map((r) => [r.typical, r.ours]));
    render(<ComparisonTable locale="hi" />);
    const table = screen.getByRole('table', { name: 'आम मूवर्स से हमारी तुलना' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['सुविधा', 'आम मूवर्स', company.name]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(comparisonRowsEn.length);
    rows.forEach((row, i) => {
      const [typical, ours] = within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/[✓✗]\s*/, ''));
      expect([typical, ours]).toEqual([
        comparisonRowsEn[i]!.typical ? 'हाँ' : 'नहीं',
        comparisonRowsEn[i]!.ours ? 'हाँ' : 'नहीं',
      ]);
    });
    expect(latin(table.textContent!)).toBeLessThan(10);
  });

  it('names every state, territory, country and way of carrying goods in Hindi, as many as in English', () => {
    expect(presenceHi.national).toHaveLength(presenceEn.national.length);
    expect(presenceHi.international).toHaveLength(presenceEn.international.length);
    for (const place of [...presenceHi.national, ...presenceHi.international]) {
      expect(latin(place), place).toBe(0);
      expect(devanagari(place), place).toBeGreaterThan(0);
    }
    expect(transportPartnersHi.map((t) => t.logo)).toEqual(transportPartnersEn.map((t) => t.logo));
    for (const tile of transportPartnersHi)
      expect(latin(`${tile.name} ${tile.description}`.replace('GPS', ''))).toBe(0);
  });
});

describe('the four pages’ Hindi addresses', () => {
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

describe('the Hindi summaries at the top of the English policies', () => {
  it('are marked Hindi, say the full text is in English, and link to the Hindi contact page', () => {
    render(<HindiSummary summary={privacySummary} />);
    const block = screen.getByRole('region', { name: privacySummary.heading });
    expect(block).toHaveAttribute('lang', 'hi');
    expect(block).toHaveTextContent('पूरी पॉलिसी नीचे अंग्रेज़ी में है');
    const ask = within(block).getByRole('link', { name: privacySummary.askLink });
    expect(ask).toHaveAttribute('href', expect.stringMatching(/^\/hi\/contact-us\/?$/));
    expect(ask).toHaveAttribute('hreflang', 'hi-IN');
  });

  it('says in the privacy summary what is collected, why, how long it is kept and the DPDP rights', () => {
    const text = privacySummary.points.map((p) => p.text).join(' ');
    for (const collected of ['नाम', 'ई-मेल', 'फ़ोन नंबर', 'स्टार रेटिंग']) expect(text).toContain(collected);
    expect(text).toContain('वापस कॉल');
    expect(text).toContain(`${company.leadRetentionDays} दिन बाद मिटा देती है`);
    expect(text).toContain('डिजिटल पर्सनल डेटा प्रोटेक्शन एक्ट, 2023');
    expect(text).toMatch(/ठीक या पूरी करवाना; उसे मिटवाना/);
    expect(text).toContain(`${supportResponse.workingDaysHours} घंटे`);
    expect(text).toContain('डेटा प्रोटेक्शन बोर्ड');
    expect(text).toContain(company.grievanceOfficer?.email ?? company.email);
  });

  it('are written in Hindi, beyond the brand, the e-mail address and acronyms', () => {
    for (const summary of [privacySummary, termsSummary, billClaimSummary]) {
      const text = [summary.heading, summary.intro, ...summary.points.flatMap((p) => [p.title, p.text])]
        .join(' ')
        .replaceAll(company.email, '')
        .replace(/\b[A-Z]{2,}\b/g, '');
      expect(latin(text) / (latin(text) + devanagari(text)), summary.heading).toBeLessThan(0.03);
    }
  });
});

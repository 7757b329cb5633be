import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { billClaimSummary, privacySummary, termsSummary } from '@/content/localized/policies';
import { supportResponse } from '@/content/policies';
import { HindiSummary } from '@/components/sections/hindi-summary';

/**
 * The policies (docs/i18n.md#policies): English pages, each opening with a Hindi summary that says
 * what the English says.
 */

const devanagari = (text: string) => (text.match(/[\u0900-\u097F]/g) ?? []).length;
const latin = (text: string) => (text.replaceAll(company.name, '').match(/[A-Za-z]/g) ?? []).length;

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

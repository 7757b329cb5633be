import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { estimateCopy as estimateCopyIn, estimateData } from '@/content/localized/estimate';
import { uiWords } from '@/content/localized/ui';
import { Estimator } from '@/components/interactive/estimator';
import { priceEstimate } from '@/lib/shared/estimate/price';
import { type WordedEstimate as Estimate, wordEstimate } from '@/lib/shared/estimate/wording';
import { blankEstimateInput } from '@/lib/shared/estimate/query';
import { formatRupees } from '@/lib/shared/format';

const estimateCopy = estimateCopyIn('hi');
const estimateDataHi = estimateData('hi');

/**
 * The instant estimate on a Hindi page (docs/i18n.md#the-hindi-city-pages): its labels, names,
 * lines and problems in Hindi, from the same pricing and the same figures as in English.
 */

const w = uiWords.hi.estimator;
const hindiEstimator = () => (
  <Estimator
    data={estimateDataHi}
    copy={estimateCopy}
    lang="hi"
    words={w}
    enquiryHref="#enquiry"
    preset={{ from: 'lucknow' }}
  />
);
const latinWords = (text: string) =>
  text.replace(/\b[A-Z0-9]{2,}\+?\b|WhatsApp|km|₹[\d,]+/g, ' ').match(/\p{Script=Latin}+/gu) ?? [];

beforeAll(async () => {
  await import('@/components/interactive/estimator-form');
});
beforeEach(() => window.history.replaceState(null, '', '/hi/city/lucknow/'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the instant estimate in Hindi', () => {
  it('prices a 2 BHK from Lucknow to Pune with Hindi labels, names and lines, at the English figures', async () => {
    await act(async () => {
      render(hindiEstimator());
    });
    expect(screen.getByLabelText(w.from)).toHaveValue('lucknow');
    expect(within(screen.getByLabelText(w.from)).getByRole('option', { name: 'लखनऊ' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(w.to), { target: { value: 'pune' } });
    fireEvent.change(screen.getByLabelText(w.size), { target: { value: '2bhk' } });
    fireEvent.change(screen.getByLabelText(w.floorDrop), { target: { value: '3' } });

    const english = wordEstimate(
      priceEstimate({ ...blankEstimateInput, from: 'lucknow', to: 'pune', size: '2bhk', dropFloor: 3 }, estimateDataHi),
      w,
      estimateDataHi,
    ) as Estimate;
    const result = screen.getByRole('region', { name: w.result });
    expect(
      within(result).getByText(`${formatRupees(english.total.low)} – ${formatRupees(english.total.high)}`, {
        selector: '.estimator__band',
      }),
    ).toBeInTheDocument();
    expect(result).toHaveTextContent('लखनऊ → पुणे');
    expect(result).toHaveTextContent(w.lines.labourIntercity);
    expect(result).toHaveTextContent('डिलीवरी पर मंज़िल 3');
    expect(result).toHaveTextContent(`${english.vehicle.label}, करीब`);
    expect(english.vehicle.label).toMatch(/ट्रक|कंटेनर/);
    // The survey is booked on the Hindi booking page, with this estimate.
    expect(within(result).getByRole('link', { name: w.bookSurvey })).toHaveAttribute(
      'href',
      `/hi/book-survey/?${english.query}`,
    );
    expect(latinWords(document.body.textContent ?? '')).toEqual([]);
  });

  it('says what to fix in Hindi', async () => {
    await act(async () => {
      render(hindiEstimator());
    });
    fireEvent.change(screen.getByLabelText(w.to), { target: { value: 'pune' } });
    fireEvent.change(screen.getByLabelText(w.cars), { target: { value: '-1' } });
    expect(screen.getByLabelText(w.cars)).toHaveAccessibleDescription(/^कारें: 0 से \d+ तक पूरी संख्या लिखें।$/);
    expect(screen.getByText(w.fix)).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billClaimPage } from '@/content/bill-claim';
import { estimateRates } from '@/content/estimate-rates';
import { estimateCopy, estimateData } from '@/content/localized/estimate';
import { faqGroups } from '@/content/localized/faqs';
import { termsSummary } from '@/content/localized/policies';
import { pricePromiseLine, promises } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { termsPage } from '@/content/policies';
import { Estimator } from '@/components/interactive/estimator';
import { PricePromise } from '@/components/sections/price-promise';
import { FaqSection } from '@/components/sections/faq-section';

/**
 * The price promise and the GST the estimate adds (docs/product.md#the-price-promise): the
 * instant estimate says the same promise as the other pages, word for word, in English and Hindi,
 * and says which GST rate it adds, why, and where the rates of other bills are.
 */

/** next/link drops the trailing slash outside the build (trailingSlash is a next.config setting). */
const gstHref = expect.stringMatching(/^\/bill-claim\/?#gst$/);
const gst = estimateRates.gstBands.find((b) => b.id === estimateRates.appliedGst)!;
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const promiseEn = pricePromiseLine('en');
const promiseHi = pricePromiseLine('hi');

beforeAll(async () => {
  await import('@/components/interactive/estimator-form');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the price promise', () => {
  it('is one not-to-exceed promise with the survey and the customer’s approval, in each language', () => {
    expect(promises('en').pricePromise.text).toMatch(/not-to-exceed price for the goods and addresses you declared/);
    expect(promises('en').pricePromise.text).toMatch(/explains in writing what changed/);
    expect(promises('en').pricePromise.text).toMatch(/above the band needs your approval/);
    expect(promises('hi').pricePromise.text).toMatch(/लिखकर बताते हैं कि क्या बदला/);
    expect(promises('hi').pricePromise.text).toMatch(/आपकी मंज़ूरी/);
  });

  it('stands under the estimate’s band in English and in Hindi, word for word', async () => {
    window.history.replaceState(null, '', '/services/?from=pune&to=mumbai&size=2bhk');
    await act(async () => {
      render(<Estimator data={estimateData('en')} copy={estimateCopy('en')} />);
    });
    expect(squash(document.querySelector('.estimator__promise')!.textContent)).toBe(squash(promiseEn));
    document.body.innerHTML = '';

    window.history.replaceState(null, '', '/hi/city/pune/?from=pune&to=mumbai&size=2bhk');
    await act(async () => {
      render(<Estimator data={estimateData('hi')} copy={estimateCopy('hi')} lang="hi" words={uiWords.hi.estimator} />);
    });
    expect(squash(document.querySelector('.estimator__promise')!.textContent)).toBe(squash(promiseHi));
  });

  it('is the same sentence in the FAQ, the terms and under a city page’s prices', () => {
    const { container } = render(
      <>
        <FaqSection />
        <PricePromise />
      </>,
    );
    const text = squash(container.textContent);
    expect(text.split(squash(promiseEn)).length - 1).toBe(2);
    expect(
      faqGroups('hi')
        .initial.map((f) => f.answer)
        .join(' '),
    ).toContain(promiseHi);
    expect(
      faqGroups('en')
        .initial.map((f) => f.answer)
        .join(' '),
    ).toContain(promiseEn);
    expect(termsPage.sections.find((s) => s.id === 'quotes-and-surveys')!.paragraphs).toContain(promiseEn);
    expect(termsSummary.points.map((p) => p.text).join(' ')).toContain(promiseHi);
    const { container: hi } = render(<PricePromise locale="hi" />);
    expect(squash(hi.textContent)).toBe(squash(promiseHi));
  });
});

describe('GST on the estimate', () => {
  it('says which rate it adds and why, and links to the table of rates by kind of bill, in both languages', async () => {
    window.history.replaceState(null, '', '/services/?from=pune&to=mumbai&size=2bhk');
    await act(async () => {
      render(<Estimator data={estimateData('en')} copy={estimateCopy('en')} />);
    });
    const note = screen.getByText(/Indicative rates\./);
    expect(note).toHaveTextContent(`GST ${gst.ratePercent}% is the rate for`);
    expect(note).toHaveTextContent('the highest rate a moving bill carries');
    expect(screen.getByRole('link', { name: estimateCopy('en').gstRates })).toHaveAttribute('href', gstHref);
    document.body.innerHTML = '';

    await act(async () => {
      render(<Estimator data={estimateData('hi')} copy={estimateCopy('hi')} lang="hi" words={uiWords.hi.estimator} />);
    });
    const link = screen.getByRole('link', { name: estimateCopy('hi').gstRates });
    expect(link).toHaveAttribute('href', gstHref);
    expect(link).toHaveAttribute('hreflang', 'en-IN');
    expect(link.parentElement).toHaveTextContent(`GST ${gst.ratePercent}%`);
  });

  it('adds a rate the bills and claims page lists, and that page says it is the estimate’s', () => {
    const band = billClaimPage.gstBands.find((b) => b.rate === gst.ratePercent);
    expect(band?.applies).toMatch(/Full-service packing and moving/);
    expect(billClaimPage.gstIntro.join(' ')).toContain(`adds GST at ${gst.ratePercent}%`);
    expect(billClaimPage.gstBands.map((b) => b.rate)).toEqual([0, 5, 12, 18, 28]);
  });
});

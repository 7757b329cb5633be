import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billClaimPage } from '@/content/bill-claim';
import { estimateCopy } from '@/content/estimate-copy';
import { estimateData } from '@/content/estimate-roads';
import { estimateRates } from '@/content/estimate-rates';
import { estimateCopy as estimateCopyHi } from '@/content/hi/estimate-copy';
import { estimateDataHi } from '@/content/hi/estimate-data';
import { faqGroups as faqGroupsHi } from '@/content/hi/faqs';
import { promises as promisesHi, pricePromiseLine as promiseHi } from '@/content/hi/promises';
import { faqGroups } from '@/content/faqs';
import { pricePromiseLine as promiseEn, promises } from '@/content/promises';
import { termsPage } from '@/content/policies';
import { termsSummary } from '@/content/hi/policy-summaries';
import { uiWords } from '@/content/localized/ui';
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

beforeAll(async () => {
  await import('@/components/interactive/estimator-form');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the price promise', () => {
  it('is one not-to-exceed promise with the survey and the customer’s approval, in each language', () => {
    expect(promises.pricePromise.text).toMatch(/not-to-exceed price for the goods and addresses you declared/);
    expect(promises.pricePromise.text).toMatch(/explains in writing what changed/);
    expect(promises.pricePromise.text).toMatch(/above the band needs your approval/);
    expect(promisesHi.pricePromise.text).toMatch(/लिखकर बताते हैं कि क्या बदला/);
    expect(promisesHi.pricePromise.text).toMatch(/आपकी मंज़ूरी/);
  });

  it('stands under the estimate’s band in English and in Hindi, word for word', async () => {
    window.history.replaceState(null, '', '/services/?from=pune&to=mumbai&size=2bhk');
    await act(async () => {
      render(<Estimator data={estimateData} copy={estimateCopy} />);
    });
    expect(squash(document.querySelector('.estimator__promise')!.textContent)).toBe(squash(promiseEn));
    document.body.innerHTML = '';

    window.history.replaceState(null, '', '/hi/city/pune/?from=pune&to=mumbai&size=2bhk');
    await act(async () => {
      render(<Estimator data={estimateDataHi} copy={estimateCopyHi} lang="hi" words={uiWords.hi.estimator} />);
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
    expect(faqGroupsHi.initial.map((f) => f.answer).join(' ')).toContain(promiseHi);
    expect(faqGroups.initial.map((f) => f.answer).join(' ')).toContain(promiseEn);
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
      render(<Estimator data={estimateData} copy={estimateCopy} />);
    });
    const note = screen.getByText(/Indicative rates\./);
    expect(note).toHaveTextContent(`GST ${gst.ratePercent}% is the rate for`);
    expect(note).toHaveTextContent('the highest rate a moving bill carries');
    expect(screen.getByRole('link', { name: estimateCopy.gstRates })).toHaveAttribute('href', gstHref);
    document.body.innerHTML = '';

    await act(async () => {
      render(<Estimator data={estimateDataHi} copy={estimateCopyHi} lang="hi" words={uiWords.hi.estimator} />);
    });
    const link = screen.getByRole('link', { name: estimateCopyHi.gstRates });
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

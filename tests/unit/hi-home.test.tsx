import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteTabs } from '@/content/quote-tabs';
import { quoteTabs as quoteTabsHi } from '@/content/hi/quote-tabs';
import { reviews as reviewsHi, sampleReviewsNote } from '@/content/hi/reviews';
import { services as servicesHi } from '@/content/hi/services';
import { serviceHref } from '@/content/services';
import { uiWords } from '@/content/localized/ui';
import { schemaMessages } from '@/lib/lead-schemas';
import { hasHindiTwin } from '@/content/pages';
import { QuoteForm } from '@/components/forms/quote-form';
import { ReviewList } from '@/components/sections/review-list';
import { ServiceGrid } from '@/components/sections/service-grid';
import { TrustCards } from '@/components/sections/trust-cards';

/**
 * The home page's parts in Hindi (docs/i18n.md#the-home-page, docs/i18n.md#shared-sections): the
 * quote form checks and thanks in Hindi and sends the lead's language, and the shared sections
 * show Hindi content with links that say when they lead to an English page.
 */

const hi = uiWords.hi;

/** An address without the slash that ends its path (next/link drops it outside the site's build). */
const bare = (href: string | null) => href?.replace(/\/(?=#|$)/, '');

beforeEach(() => {
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Hindi quote form', () => {
  const form = () => (
    <QuoteForm
      tabs={quoteTabsHi}
      retentionDays={365}
      lang="hi"
      words={hi.form}
      quoteWords={hi.home.quoteForm}
      goodsTypes={quoteTabs.map((tab) => tab.name)}
    />
  );

  it('names its tabs and fields in Hindi and says what is missing in Hindi', async () => {
    const user = userEvent.setup();
    render(form());
    expect(screen.getByRole('tablist', { name: hi.home.quoteForm.tabsLabel })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: quoteTabsHi[0]!.name })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(new RegExp(hi.form.name.label))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: hi.home.quoteForm.submit }));
    expect(await screen.findByText(schemaMessages.hi.enter.pickup)).toBeInTheDocument();
    expect(screen.getByText(schemaMessages.hi.phoneMissing)).toBeInTheDocument();
  });

  it('sends the lead with its language and the English goods type, and thanks in Hindi', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ id: 'lead-1', status: 'stored' }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(form());
    await user.click(screen.getByRole('tab', { name: quoteTabsHi[1]!.name }));
    await user.type(screen.getByLabelText(new RegExp(hi.form.pickup.label)), 'गोमती नगर, लखनऊ');
    await user.type(screen.getByLabelText(new RegExp(hi.form.drop.label)), 'कोथरूड, पुणे');
    await user.type(screen.getByLabelText(new RegExp(hi.home.quoteForm.detailLabel)), 'हैचबैक');
    await user.type(screen.getByLabelText(new RegExp(hi.form.name.label)), 'सुनीता शर्मा');
    await user.type(screen.getByLabelText(new RegExp(hi.form.phone.label)), '98200 12345');
    await user.type(screen.getByLabelText(new RegExp(hi.form.email.label)), 'sunita@example.in');
    await user.click(screen.getByRole('button', { name: hi.home.quoteForm.submit }));
    expect(await screen.findByText(hi.form.success)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ lang: 'hi', goodsType: quoteTabs[1]!.name, source: 'home-quote' });
  });
});

describe('the shared sections on a Hindi page', () => {
  it('show the Hindi service tiles, each leading to its Hindi page, or to the English one saying so', () => {
    render(<ServiceGrid compact locale="hi" />);
    expect(screen.getAllByRole('link')).toHaveLength(servicesHi.length);
    for (const service of servicesHi) {
      const tile = screen.getByRole('heading', { level: 3, name: service.title }).closest('a')!;
      const [path = '', hash] = serviceHref(service).split('#');
      const twin = hasHindiTwin(path);
      expect(bare(tile.getAttribute('href'))).toBe(bare(`${twin ? `/hi${path}` : path}${hash ? `#${hash}` : ''}`));
      if (twin) expect(tile).not.toHaveAttribute('hreflang');
      else expect(tile).toHaveAttribute('hreflang', 'en-IN');
      expect(tile.textContent?.includes(hi.footer.inEnglish)).toBe(!twin);
    }
  });

  it('leave the English service tiles as they were', () => {
    render(<ServiceGrid compact />);
    for (const tile of screen.getAllByRole('link')) {
      expect(tile).not.toHaveAttribute('hreflang');
      expect(tile.textContent).not.toContain(hi.footer.inEnglish);
    }
  });

  it('show the Hindi sample reviews, still called samples', () => {
    render(<ReviewList limit={3} locale="hi" />);
    const section = screen.getByRole('region', { name: hi.sections.reviews.title });
    expect(within(section).getByText(sampleReviewsNote)).toBeInTheDocument();
    expect(within(section).getByText(hi.sections.reviews.eyebrowSamples)).toBeInTheDocument();
    expect(within(section).getByText(reviewsHi[0]!.name)).toBeInTheDocument();
  });

  it('name the trust cards in Hindi, with the English-only galleries marked', () => {
    render(<TrustCards locale="hi" />);
    const photos = screen.getByRole('link', { name: new RegExp(hi.sections.trust.photos.title) });
    expect(bare(photos.getAttribute('href'))).toBe('/photo-gallery');
    expect(photos).toHaveAttribute('hreflang', 'en-IN');
    expect(photos).toHaveTextContent(hi.footer.inEnglish);
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqGroups } from '@/content/faqs';
import { FaqSection } from '@/components/sections/faq-section';

const extra = faqGroups.more;
// next/link drops the trailing slash outside a Next build (trailingSlash is a build setting).
const contactPage = /^\/contact-us\/?$/;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('FAQ section', () => {
  it('exports all ten questions and the contact link, with no Show More button to wait for', () => {
    const html = renderToString(<FaqSection />);
    document.body.innerHTML = html;
    const section = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    for (const faq of [...faqGroups.initial, ...extra]) {
      expect(within(section).getByText(faq.question)).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Show More FAQs' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Still have a question? Contact Us' })).toHaveAttribute(
      'href',
      expect.stringMatching(contactPage),
    );
  });

  it('hides the extra five only once hydrated', async () => {
    const errors = vi.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FaqSection />);
    document.body.append(container);
    expect(screen.getByText(extra[0]!.question)).toBeVisible();
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <FaqSection />);
    });
    expect(screen.getByText(extra[0]!.question)).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Show More FAQs' })).toHaveAttribute('aria-expanded', 'false');
    act(() => root.unmount());
    // No hydration mismatch: the first client render matches the exported HTML.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('shows five, reveals five more for good, and then offers the contact page', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    for (const faq of faqGroups.initial) expect(screen.getByText(faq.question)).toBeVisible();
    for (const faq of extra) expect(screen.getByText(faq.question)).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /Contact Us/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show More FAQs' }));

    for (const faq of extra) expect(screen.getByText(faq.question)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show More FAQs' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Still have a question? Contact Us' })).toHaveAttribute(
      'href',
      expect.stringMatching(contactPage),
    );
    // Focus moves to the first new question instead of getting lost with the button.
    expect(screen.getByText(extra[0]!.question)).toHaveFocus();
  });

  it('toggles an answer when its question is pressed, one group at a time', async () => {
    const user = userEvent.setup();
    render(<FaqSection />);
    const first = screen.getByText(faqGroups.initial[0]!.question).closest('details')!;
    const second = screen.getByText(faqGroups.initial[1]!.question).closest('details')!;
    expect(first).not.toHaveAttribute('open');
    await user.click(screen.getByText(faqGroups.initial[0]!.question));
    expect(first).toHaveAttribute('open');
    await user.click(screen.getByText(faqGroups.initial[0]!.question));
    expect(first).not.toHaveAttribute('open');
    // Each group shares one name, so the browser keeps one question open per group.
    expect(first.getAttribute('name')).toBe(second.getAttribute('name'));
    const more = screen.getByText(extra[0]!.question).closest('details')!;
    expect(more.getAttribute('name')).not.toBe(first.getAttribute('name'));
  });
});

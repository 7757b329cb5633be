import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { company } from '@/content/company';
import { fraudNotice } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { VerifyForm } from '@/components/interactive/verify-form';
import { VerifyPageView, verifyMetadata } from '@/components/templates/verify-page';

/**
 * "Is this really us?" (docs/verify.md) as a visitor meets it: the page in both languages and its
 * form, which asks the intake (mocked here) and shows the answer without leaving the page. The
 * intake's answers are in tests/server/verify.test.ts.
 */

afterEach(() => vi.unstubAllGlobals());

/** A fetch that answers every check with `reply` (a status and a body), or fails like a dropped connection. */
function intake(reply: { status: number; body: unknown } | 'network') {
  const sent: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return sent;
}

describe('the page', () => {
  it('asks for one value, says what to do when it is not ours and what we never do, and lists our numbers and websites', () => {
    render(<VerifyPageView locale="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Is this really us?' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Number, UPI ID, website or reference' });
    expect(field).toHaveAccessibleDescription(/a UPI ID \(it has an @\).*a quote reference \(like K7Q2-9MXA\)/);
    expect(field).toBeRequired();
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.getAttribute('action')).toMatch(/\/verify$/);
    expect(within(form).queryByDisplayValue('hi')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check' })).toBeInTheDocument();
    expect(screen.getByText(/^We use what you type only to answer this check: it is not saved/)).toBeInTheDocument();

    const notOurs = screen.getByRole('region', { name: 'If it is not ours' });
    expect(notOurs).toHaveTextContent('Do not pay, and do not share an OTP');
    expect(within(notOurs).getByRole('link', { name: company.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${company.phoneE164}`,
    );
    expect(within(notOurs).getByRole('link', { name: '1930' })).toHaveAttribute('href', 'tel:1930');
    expect(within(notOurs).getByRole('link', { name: 'cybercrime.gov.in' })).toHaveAttribute(
      'href',
      'https://cybercrime.gov.in',
    );

    const never = screen.getByRole('region', { name: 'What we never do' });
    expect(never).toHaveTextContent(fraudNotice('en').never);
    for (const method of fraudNotice('en').methods) expect(never).toHaveTextContent(method);

    const official = screen.getByRole('region', { name: 'Our official numbers and websites' });
    expect(within(official).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(official).toHaveTextContent('example.com, and any address ending in .example.com');
  });

  it('says it all in Hindi on the Hindi page, whose form asks for Hindi answers', () => {
    render(<VerifyPageView locale="hi" />);
    const hi = uiWords.hi.verify;
    expect(screen.getByRole('heading', { level: 1, name: hi.heading })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: hi.form.label });
    expect(field.closest('form')!.querySelector('input[type="hidden"][name="lang"]')).toHaveValue('hi');
    expect(screen.getByRole('button', { name: hi.form.submit })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: hi.notOursTitle })).toHaveTextContent(
      'धोखाधड़ी की शिकायत राष्ट्रीय साइबर अपराध हेल्पलाइन 1930 पर या cybercrime.gov.in पर करें।',
    );
    expect(screen.getByRole('region', { name: hi.neverTitle })).toHaveTextContent(fraudNotice('hi').never);
  });

  it('has its own title and description in each language, and names its twin', () => {
    const [en, hi] = [verifyMetadata('en'), verifyMetadata('hi')];
    expect(en.title).toBe('Is This Really Us? Check a Number, UPI ID or Website');
    expect(en.description).toContain(company.name);
    expect(hi.title).toBe(uiWords.hi.verify.title);
    expect(String(en.alternates?.canonical)).toMatch(/\/verify\/$/);
    expect(String(hi.alternates?.canonical)).toMatch(/\/hi\/verify\/$/);
    expect(Object.keys(en.alternates?.languages ?? {})).toEqual(['en-IN', 'hi-IN', 'x-default']);
  });
});

describe('the form', () => {
  it('shows the intake’s answer under the field, keeps what was typed, and sends the page’s language', async () => {
    const sent = intake({
      status: 200,
      body: { result: 'not_ours', kind: 'phone', message: 'नहीं, यह हमारा नंबर नहीं है।' },
    });
    render(<VerifyForm lang="hi" words={uiWords.hi.verify.form} />);
    const field = screen.getByRole('textbox', { name: uiWords.hi.verify.form.label });
    await userEvent.type(field, '91234 56789');
    await userEvent.click(screen.getByRole('button', { name: uiWords.hi.verify.form.submit }));
    const status = await screen.findByText('नहीं, यह हमारा नंबर नहीं है।');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveClass('form__status--error');
    expect(field).toHaveValue('91234 56789');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/verify$/);
    expect(sent[0]!.body).toEqual({ value: '91234 56789', lang: 'hi' });
  });

  it('marks an answer that it is ours as such', async () => {
    intake({
      status: 200,
      body: { result: 'ours', kind: 'upi', message: 'sugammovers@example is our business UPI ID.' },
    });
    render(<VerifyForm />);
    await userEvent.type(screen.getByRole('textbox'), 'sugammovers@example{Enter}');
    expect(await screen.findByText('sugammovers@example is our business UPI ID.')).toHaveClass('form__status--success');
  });

  it('says so when the connection drops or the visitor has checked too often, and keeps the value', async () => {
    const words = uiWords.en.verify.form;
    intake('network');
    const { unmount } = render(<VerifyForm />);
    await userEvent.type(screen.getByRole('textbox'), 'example.com.evil.in{Enter}');
    expect(await screen.findByText(words.failure)).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('example.com.evil.in');
    unmount();

    intake({ status: 429, body: { error: 'rate_limited', message: 'Too many' } });
    render(<VerifyForm />);
    await userEvent.type(screen.getByRole('textbox'), 'example.com{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(words.rateLimited));
    expect(screen.getByRole('textbox')).toHaveValue('example.com');
  });
});

describe('the fraud notice', () => {
  it('links to the check in the page’s language', () => {
    const { unmount } = render(<FraudNotice id="t" />);
    expect(screen.getByRole('link', { name: fraudNotice('en').verify })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/verify\/?$/),
    );
    unmount();
    render(<FraudNotice id="t" locale="hi" />);
    expect(screen.getByRole('link', { name: fraudNotice('hi').verify })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/hi\/verify\/?$/),
    );
  });
});

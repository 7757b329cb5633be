import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterSendFor } from '@/content/localized/after-send';
import { company } from '@/content/company';
import { quoteTabs } from '@/content/quote-tabs';
import { uiWords } from '@/content/localized/ui';
import { EnquiryDialog } from '@/components/forms/enquiry-dialog';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { QuoteForm } from '@/components/forms/quote-form';
import { ReviewForm } from '@/components/forms/review-form';
import { openEnquiryDialog } from '@/lib/browser/enquiry-dialog';
import { callbackTime, clockTime, parseOfficeHours } from '@/lib/shared/office-hours';

/**
 * What an enquiry form says after its scripts sent it (docs/product.md#after-a-form-is-sent): the
 * thank-you page's promise, made exact, with the lead's reference; and, when sending failed, the
 * move on WhatsApp, without the visitor's name, phone or e-mail.
 */

// Each test fills a whole form as a visitor types it: on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const leadId = '01JQ7Z3V8KXWT5M2R9AB7KQ2XM';
/** Times in India (UTC+5:30) as the instants they are. */
const ist = (isoLocal: string) => new Date(`${isoLocal}+05:30`).getTime();

function fakeApi(status: number | 'network' = 201, extra: Record<string, string> = {}) {
  const fetchMock = vi.fn(async () => {
    if (status === 'network') throw new TypeError('Failed to fetch');
    const body = status === 201 ? { id: leadId, status: 'stored', ...extra } : { error: 'unavailable' };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
}

const visitor = { name: 'Asha Rao', phone: '98200 12345', email: 'asha@example.in' };

async function fillEnquiry(user: ReturnType<typeof userEvent.setup>, words = uiWords.en.form) {
  await user.type(screen.getByLabelText(new RegExp(words.pickup.label)), 'Vashi, Navi Mumbai');
  await user.type(screen.getByLabelText(new RegExp(words.drop.label)), 'Kothrud, Pune');
  await user.type(screen.getByLabelText(/What are you moving|Goods or details|क्या/), '2 BHK household');
  await user.selectOptions(screen.getByLabelText(new RegExp(words.homeSize)), '2bhk');
  await user.type(screen.getByLabelText(new RegExp(words.movingDate)), '2026-12-15');
  await user.type(screen.getByLabelText(new RegExp(words.name.label)), visitor.name);
  await user.type(screen.getByLabelText(new RegExp(words.phone.label)), visitor.phone);
  await user.type(screen.getByLabelText(new RegExp(words.email.label)), visitor.email);
}

beforeEach(() => {
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('after a stored enquiry', () => {
  const en = afterSendFor('en');

  it('says "Form successfully submitted!", then the reference, the call within 15 minutes in office hours, and Call and WhatsApp', async () => {
    fakeApi(201);
    vi.spyOn(Date, 'now').mockReturnValue(ist('2026-03-02T11:00:00'));
    const user = userEvent.setup({ delay: null });
    render(<EnquiryForm source="contact" retentionDays={365} afterSend={en} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Form successfully submitted!$/);
    // The reference the acknowledgement e-mail and `npm run leads` give: the id's last six characters.
    expect(screen.getByText('7KQ2XM')).toBeInTheDocument();
    expect(screen.getByText(/^Your reference number is/)).toHaveTextContent(
      'Your reference number is 7KQ2XM. Say it when you call or message us.',
    );
    expect(screen.getByText(/^We call you back/)).toHaveTextContent(
      'We call you back within 15 minutes, on the phone number you gave.',
    );
    expect(screen.getByRole('link', { name: `Call ${company.phoneDisplay}` })).toHaveAttribute(
      'href',
      `tel:${company.phoneE164}`,
    );
    expect(screen.getByRole('link', { name: 'Message us on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/${company.whatsapp}`,
    );
    // The form is empty again, ready for another enquiry.
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
  });

  it('links the written quote of an enquiry that carried an estimate, in the page’s language', async () => {
    fakeApi(201, { quote: 'K7Q2-9MXA' });
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<EnquiryForm source="contact" retentionDays={365} afterSend={en} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    const link = await screen.findByRole('link', { name: 'K7Q2-9MXA' });
    expect(link).toHaveAttribute('href', `${window.location.origin}/quote/K7Q2-9MXA/`);
    expect(link.closest('p')).toHaveTextContent('The price cannot go above it without your agreement.');
    unmount();
    const words = uiWords.hi.form;
    render(<EnquiryForm source="contact" retentionDays={365} lang="hi" words={words} afterSend={afterSendFor('hi')} />);
    await fillEnquiry(user, words);
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('link', { name: 'K7Q2-9MXA' })).toHaveAttribute(
      'href',
      `${window.location.origin}/hi/quote/K7Q2-9MXA/`,
    );
  });

  it('links the booking of a free survey, with the estimate the enquiry carried, in the page’s language', async () => {
    fakeApi(201);
    const user = userEvent.setup({ delay: null });
    const attachment = {
      query: 'from=pune&to=bengaluru&size=2bhk&pf=3',
      summary: '2 BHK, Pune → Bengaluru',
      value: 40000,
      pickup: 'Pune',
      drop: 'Bengaluru',
      detail: '2 BHK household goods',
      homeSize: '2bhk',
      movingDate: '',
    };
    const { unmount } = render(
      <EnquiryForm source="dialog" retentionDays={365} afterSend={en} attachment={attachment} />,
    );
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(await screen.findByRole('link', { name: 'Book a free survey' })).toHaveAttribute(
      'href',
      '/book-survey/?from=pune&to=bengaluru&size=2bhk&pf=3',
    );
    unmount();
    const words = uiWords.hi.form;
    render(<EnquiryForm source="contact" retentionDays={365} lang="hi" words={words} afterSend={afterSendFor('hi')} />);
    await fillEnquiry(user, words);
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('link', { name: uiWords.hi.survey.link })).toHaveAttribute(
      'href',
      '/hi/book-survey/',
    );
  });

  it('shows no quote link for an enquiry without an estimate', async () => {
    fakeApi(201);
    const user = userEvent.setup({ delay: null });
    render(<EnquiryForm source="contact" retentionDays={365} afterSend={en} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    await screen.findByText(/^Your reference number is/);
    expect(screen.queryByText(/written quote/)).not.toBeInTheDocument();
  });

  it.each([
    [
      '2026-03-02T20:30:00',
      'Our office is closed now (Mon - Sun: 8:00 AM - 8:00 PM): we call you back by 8:15 AM tomorrow.',
    ],
    ['2026-03-02T19:50:00', 'Our office closes at 8:00 PM: we call you back by 8:15 AM tomorrow.'],
    ['2026-03-03T06:10:00', 'Our office opens at 8:00 AM: we call you back by 8:15 AM today.'],
  ])('outside office hours (%s in India) says when the call comes: %s', async (at, sentence) => {
    fakeApi(201);
    vi.spyOn(Date, 'now').mockReturnValue(ist(at));
    const user = userEvent.setup({ delay: null });
    render(<QuoteForm tabs={quoteTabs} retentionDays={365} afterSend={en} />);
    await fillEnquiry(user, { ...uiWords.en.form });
    await user.click(screen.getByRole('button', { name: 'Get my free quote' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
  });

  it('on a Hindi page says it all in Hindi', async () => {
    fakeApi(201);
    vi.spyOn(Date, 'now').mockReturnValue(ist('2026-03-02T22:00:00'));
    const user = userEvent.setup({ delay: null });
    const words = uiWords.hi.form;
    render(<EnquiryForm source="contact" retentionDays={365} lang="hi" words={words} afterSend={afterSendFor('hi')} />);
    await fillEnquiry(user, words);
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.success);
    expect(screen.getByText(/^आपका रेफ़रेंस नंबर/)).toHaveTextContent(
      'आपका रेफ़रेंस नंबर 7KQ2XM है। कॉल या मैसेज करते समय यह नंबर बताएँ।',
    );
    expect(screen.getByText(/^अभी ऑफ़िस बंद है/)).toHaveTextContent(
      'अभी ऑफ़िस बंद है (सोमवार से रविवार, सुबह 8 बजे से रात 8 बजे तक): हम कल सुबह 8:15 बजे तक आपको कॉल करेंगे।',
    );
    expect(screen.getByRole('link', { name: `कॉल करें ${company.phoneDisplay}` })).toHaveAttribute(
      'href',
      `tel:${company.phoneE164}`,
    );
    expect(screen.getByRole('link', { name: 'WhatsApp पर मैसेज करें' })).toBeInTheDocument();
  });

  it('from the enquiry dialog: the dialog closes and the page keeps the message, the reference and the buttons until closed', async () => {
    fakeApi(201);
    vi.useFakeTimers({ shouldAdvanceTime: true, now: ist('2026-03-02T11:00:00') });
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    render(<EnquiryDialog callbackMinutes={15} quoteMinutes={30} retentionDays={365} afterSend={en} />);
    await act(async () => openEnquiryDialog());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByLabelText(/Your name/);
    await fillEnquiry(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    const toast = document.querySelector<HTMLElement>('.toast')!;
    await vi.waitFor(() => expect(toast).toHaveTextContent(/^Form successfully submitted!/));
    expect(dialog).not.toHaveAttribute('open');
    expect(await within(toast).findByText('7KQ2XM')).toBeInTheDocument();
    expect(within(toast).getByText(/within 15 minutes/)).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: `Call ${company.phoneDisplay}` })).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: 'Message us on WhatsApp' })).toBeInTheDocument();
    // A bare message went after six seconds; a reference being read out stays.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(toast).toHaveTextContent(/^Form successfully submitted!Your reference number is 7KQ2XM\./);
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(toast).toBeEmptyDOMElement();
    vi.useRealTimers();
  }, 30_000);
});

describe('when sending fails', () => {
  it('keeps every value, says "Error submitting form. Try again!", and offers WhatsApp with the move but nothing personal', async () => {
    fakeApi('network');
    const user = userEvent.setup({ delay: null });
    render(<EnquiryForm source="city" retentionDays={365} afterSend={afterSendFor('en')} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Error submitting form\. Try again!$/);
    expect(screen.getByLabelText(/Your name/)).toHaveValue(visitor.name);
    expect(screen.getByLabelText(/Phone/)).toHaveValue(visitor.phone);
    const link = screen.getByRole('link', { name: 'Send your move details on WhatsApp instead' });
    const href = link.getAttribute('href')!;
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${company.whatsapp}\\?text=`));
    const text = new URL(href).searchParams.get('text')!;
    expect(text.split('\n')).toEqual([
      `Hello ${company.name}, the enquiry form on your website did not go through. I would like a quote for my move.`,
      'From: Vashi, Navi Mumbai',
      'To: Kothrud, Pune',
      'Home size: 2 BHK',
      'Moving date: 15/12/2026',
    ]);
    for (const personal of [visitor.name, 'Asha', visitor.phone, '98200', '12345', visitor.email, 'asha@'])
      expect(decodeURIComponent(href)).not.toContain(personal);
    // Nothing of a success: no reference, no call time.
    expect(screen.queryByText(/reference number/)).not.toBeInTheDocument();
  });

  it('in Hindi, with the move in Hindi words', async () => {
    fakeApi(503);
    const user = userEvent.setup({ delay: null });
    const words = uiWords.hi.form;
    render(<EnquiryForm source="city" retentionDays={365} lang="hi" words={words} afterSend={afterSendFor('hi')} />);
    await fillEnquiry(user, words);
    await user.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.failure);
    const link = screen.getByRole('link', { name: 'इसके बजाय अपनी शिफ्टिंग की जानकारी WhatsApp पर भेजें' });
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('कहाँ से: Vashi, Navi Mumbai\nकहाँ तक: Kothrud, Pune');
    expect(text).toContain(`घर का साइज़: ${words.homeSizes['2bhk']}`);
    expect(text).toContain('शिफ्टिंग की तारीख़: 15/12/2026');
    for (const personal of [visitor.name, visitor.phone, visitor.email]) expect(text).not.toContain(personal);
  });
});

describe('a review', () => {
  it('is no call request: after it is stored, its reference only, to give when asking to change or remove it', async () => {
    fakeApi(201);
    const user = userEvent.setup({ delay: null });
    render(<ReviewForm retentionDays={365} afterSend={afterSendFor('en')} />);
    await user.type(screen.getByLabelText(/Your name/), 'Ravi');
    await user.type(screen.getByLabelText(/Review title/), 'Smooth move');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByLabelText(/Your review/), 'On time, nothing broken.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Form successfully submitted!$/);
    expect(screen.getByText(/^Your reference number is/)).toHaveTextContent(
      'Your reference number is 7KQ2XM. Give it if you write to us to change or remove your review.',
    );
    expect(screen.queryByRole('link', { name: /Call|WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/call you back/)).not.toBeInTheDocument();
  });
});

describe('when the office calls back (lib/shared/office-hours.ts)', () => {
  const hours = parseOfficeHours('Mon - Sat: 9:30 AM - 6:00 PM');
  const at = (isoLocal: string) => callbackTime(hours, 15, new Date(ist(isoLocal)));

  it('reads the office hours of the settings', () => {
    expect(parseOfficeHours(company.hours)).toEqual({ days: [1, 2, 3, 4, 5, 6, 0], open: 480, close: 1200 });
    expect(hours).toEqual({ days: [1, 2, 3, 4, 5, 6], open: 570, close: 1080 });
    expect(clockTime(495)).toBe('8:15 AM');
    expect(clockTime(1230)).toBe('8:30 PM');
    expect(clockTime(15)).toBe('12:15 AM');
    expect(() => parseOfficeHours('Round the clock')).toThrow(/cannot read the office hours/);
  });

  it.each([
    ['2026-03-02T09:30:00', { when: 'soon' }], // Monday, opening time
    ['2026-03-02T17:45:00', { when: 'soon' }], // the 15 minutes end at closing
    ['2026-03-02T17:46:00', { when: 'tomorrow', day: 2, reason: 'closing' }],
    ['2026-03-02T23:59:00', { when: 'tomorrow', day: 2, reason: 'closed' }],
    ['2026-03-03T00:10:00', { when: 'today', day: 2, reason: 'opens' }], // after midnight in India, whatever the UTC date
    ['2026-03-07T18:30:00', { when: 'on', day: 1, reason: 'closed' }], // Saturday evening: Monday
    ['2026-03-08T12:00:00', { when: 'tomorrow', day: 1, reason: 'closed' }], // Sunday: Monday is tomorrow
  ])('a lead at %s in India: %j', (time, expected) => {
    expect(at(time)).toEqual(expected);
  });
});

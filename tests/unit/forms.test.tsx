import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteTabs } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { dataUse, reviewFieldLooks } from '@/lib/shared/lead-fields';
import { schemaMessages } from '@/lib/shared/lead-schemas';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { QuoteForm } from '@/components/forms/quote-form';
import { ReviewForm } from '@/components/forms/review-form';
import { Field } from '@/components/forms/fields';
import { useLeadForm } from '@/components/forms/use-lead-form';

type Sent = { url: string; body: Record<string, unknown> };

/** A fake intake API: records requests and answers with the queued responses (default 201). */
function fakeApi(...responses: (number | 'network')[]) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    const next = responses.shift() ?? 201;
    if (next === 'network') throw new TypeError('Failed to fetch');
    const body = next === 201 ? { id: `lead-${sent.length}`, status: 'stored' } : { error: 'unavailable' };
    return new Response(JSON.stringify(body), { status: next, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

async function fillEnquiry(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Moving from/), 'Vashi, Navi Mumbai');
  await user.type(screen.getByLabelText(/Moving to/), 'Kothrud, Pune');
  await user.type(screen.getByLabelText(/Goods or details|What are you moving/), '2 BHK');
  await user.type(screen.getByLabelText(/Your name/), 'Asha Rao');
  await user.type(screen.getByLabelText(/Phone/), '98200 12345');
  await user.type(screen.getByLabelText(/E-mail/), 'asha@example.in');
}

beforeEach(() => {
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home quote form', () => {
  it('starts on Domestic Moving and each tab sets the heading and the placeholders', async () => {
    const user = userEvent.setup();
    render(<QuoteForm tabs={quoteTabs('en')} retentionDays={365} />);
    expect(screen.getByRole('tab', { name: 'Domestic Moving' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Get a free Domestic Moving Quote' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Goods or details/)).toHaveAttribute(
      'placeholder',
      'Goods Type (e.g., Household, Furniture)',
    );

    await user.click(screen.getByRole('tab', { name: 'Car Moving' }));
    expect(screen.getByRole('heading', { name: 'Get a free Car Moving Quote' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Goods or details/)).toHaveAttribute('placeholder', quoteTabs('en')[1]!.detail);

    // Arrow keys move between tabs (WAI-ARIA tabs pattern).
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Storage' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Commercial Shifting' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends the active tab as the goods type, shows success and resets', async () => {
    const sent = fakeApi(201);
    const user = userEvent.setup();
    render(<QuoteForm tabs={quoteTabs('en')} retentionDays={365} />);
    await user.click(screen.getByRole('tab', { name: 'Office Shifting' }));
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Get my free quote' }));
    expect(await screen.findByText('Form successfully submitted!')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/enquiries');
    expect(sent[0]!.body).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.in',
      // Sent in its one form (lib/shared/phone.ts), as the intake stores it.
      phone: '+919820012345',
      pickup: 'Vashi, Navi Mumbai',
      drop: 'Kothrud, Pune',
      detail: '2 BHK',
      goodsType: 'Office Shifting',
      source: 'home-quote',
    });
    expect(screen.getByLabelText(/Your name/)).toHaveValue('');
    // The analytics copy carries hashes, never the clear-text name, e-mail or phone.
    let event: Record<string, string> | undefined;
    await vi.waitFor(() => {
      event = (window.dataLayer as Record<string, string>[]).find((e) => e.good_type === 'Office Shifting');
      expect(event).toBeDefined();
    });
    expect(event).toMatchObject({
      event: 'generate_lead',
      pickup_location: 'Vashi, Navi Mumbai',
      good_type: 'Office Shifting',
    });
    expect(event!.email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(event)).not.toContain('asha');
  });
});

describe('enquiry form', () => {
  it('shows each problem next to its field, linked for screen readers, and sends nothing', async () => {
    const sent = fakeApi();
    const user = userEvent.setup();
    render(<EnquiryForm source="contact" retentionDays={365} />);
    await user.type(screen.getByLabelText(/E-mail/), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address, like name@example.com.');
    expect(email).toHaveValue('asha@');
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/Moving from/)).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  it('keeps every value on failure, and a retry reuses the submission key so one lead is stored', async () => {
    const sent = fakeApi('network', 503, 201);
    const user = userEvent.setup();
    render(<EnquiryForm source="contact" retentionDays={365} />);
    await fillEnquiry(user);
    const button = screen.getByRole('button', { name: 'Request a callback' });
    await user.click(button);
    expect(await screen.findByText('Error submitting form. Try again!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/Moving to/)).toHaveValue('Kothrud, Pune');
    await user.click(button);
    expect(
      await screen.findByText(/^Error submitting form\. Try again! We are receiving many messages/),
    ).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('Form successfully submitted!')).toBeInTheDocument();
    expect(sent).toHaveLength(3);
    const keys = new Set(sent.map((s) => s.body.idempotencyKey));
    expect(keys.size).toBe(1);
    expect(console.error).toHaveBeenCalled();
    // The success's analytics copy is pushed after an async hash: it lands here, not in the next test.
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'generate_lead' })),
    );
  });

  it('says when to try again when the service is busy or the visitor sent too much, keeping every value', async () => {
    const sent = fakeApi(429, 201);
    const user = userEvent.setup();
    render(<EnquiryForm source="contact" retentionDays={365} />);
    await fillEnquiry(user);
    const button = screen.getByRole('button', { name: 'Request a callback' });
    await user.click(button);
    expect(
      await screen.findByText(
        'Error submitting form. Try again! We are receiving many messages just now: please wait a minute, then send it again. Everything you typed is still here.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('asha@example.in');
    await user.click(button);
    expect(await screen.findByText('Form successfully submitted!')).toBeInTheDocument();
    expect(new Set(sent.map((s) => s.body.idempotencyKey)).size).toBe(1);
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'generate_lead' })),
    );
  });

  it('sends with a new submission key after the service said the key was used for other details', async () => {
    const sent = fakeApi(409, 201);
    const user = userEvent.setup();
    render(<EnquiryForm source="contact" retentionDays={365} />);
    await fillEnquiry(user);
    const button = screen.getByRole('button', { name: 'Request a callback' });
    await user.click(button);
    expect(await screen.findByText('Error submitting form. Try again!')).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('Form successfully submitted!')).toBeInTheDocument();
    expect(new Set(sent.map((s) => s.body.idempotencyKey)).size).toBe(2);
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'generate_lead' })),
    );
  });

  it('disables the button and says Submitting... while sending', async () => {
    let release: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (release = r))),
    );
    const user = userEvent.setup();
    render(<EnquiryForm source="about" retentionDays={365} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    const busy = screen.getByRole('button', { name: /Submitting\.\.\./ });
    expect(busy).toBeDisabled();
    await act(async () => release(new Response(JSON.stringify({ id: 'x' }), { status: 201 })));
    expect(await screen.findByRole('button', { name: 'Request a callback' })).toBeEnabled();
    // Let the analytics copy land here rather than in the next test.
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'generate_lead' })),
    );
  });

  it('gives the contact form’s analytics copy the fixed service text', async () => {
    fakeApi(201);
    const user = userEvent.setup();
    render(<EnquiryForm source="contact" retentionDays={365} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ service_detail: 'NAN. Contact Form Query', good_type: 'NAN. Contact Form Query' }),
      ),
    );
  });

  it('shows the field messages the intake service returns', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: 'invalid', fields: { phone: 'Please enter a phone number of 8 to 15 digits.' } }),
            { status: 400 },
          ),
      ),
    );
    const user = userEvent.setup();
    render(<EnquiryForm source="city" retentionDays={365} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(await screen.findByText('Error submitting form. Try again!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Phone/)).toHaveAccessibleDescription(
      'Please enter a phone number of 8 to 15 digits.',
    );
  });
});

describe('the optional moving date and home size (docs/estimate.md#from-estimate-to-enquiry)', () => {
  it('are marked optional, sent when given, and show the messages the intake returns next to them', async () => {
    const sent = fakeApi(201);
    const user = userEvent.setup();
    render(<EnquiryForm source="contact" retentionDays={365} />);
    await fillEnquiry(user);
    expect(screen.getByText(/Moving date/).closest('label')).toHaveTextContent('Moving date (optional)');
    await user.selectOptions(screen.getByLabelText(/Home size/), '1 BHK');
    fireEvent.change(screen.getByLabelText(/Moving date/), { target: { value: '2026-12-15' } });
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ homeSize: '1bhk', movingDate: '2026-12-15' });

    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'invalid',
              fields: {
                movingDate: 'Please choose a moving date, like 15/12/2026.',
                homeSize: 'Please choose a home size from the list.',
              },
            }),
            { status: 400 },
          ),
      ),
    );
    render(<EnquiryForm source="contact" retentionDays={365} />);
    await fillEnquiry(user);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(await screen.findByText('Error submitting form. Try again!')).toBeInTheDocument();
    expect(screen.getByLabelText(/Moving date/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Moving date/)).toHaveAccessibleDescription(
      'Please choose a moving date, like 15/12/2026.',
    );
    expect(screen.getByLabelText(/Home size/)).toHaveAccessibleDescription('Please choose a home size from the list.');
  });
});

describe('an enquiry with an instant estimate attached', () => {
  const attachment = {
    query: 'from=pune&to=bengaluru&size=2bhk&pf=3',
    summary: '2 BHK, Pune → Bengaluru: ₹40,000 – ₹48,000',
    value: 44000,
    pickup: 'Pune',
    drop: 'Bengaluru',
    detail: '2 BHK household goods',
    homeSize: '2bhk',
    movingDate: '2026-12-15',
  };

  it('fills in the move, keeps what the visitor typed about themselves, and sends the estimate with its value', async () => {
    const sent = fakeApi(201);
    const user = userEvent.setup();
    const { rerender } = render(<EnquiryForm source="dialog" retentionDays={365} />);
    await user.type(screen.getByLabelText(/Your name/), 'Asha Rao');
    rerender(<EnquiryForm source="dialog" retentionDays={365} attachment={attachment} />);
    expect(screen.getByRole('group', { name: 'Your estimate' })).toHaveTextContent(attachment.summary);
    expect(screen.getByLabelText(/Moving from/)).toHaveValue('Pune');
    expect(screen.getByLabelText(/Moving to/)).toHaveValue('Bengaluru');
    expect(screen.getByLabelText(/What are you moving|Goods or details/)).toHaveValue('2 BHK household goods');
    expect(screen.getByLabelText(/Home size/)).toHaveValue('2bhk');
    expect(screen.getByLabelText(/Moving date/)).toHaveValue('2026-12-15');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Asha Rao');

    await user.type(screen.getByLabelText(/Phone/), '98200 12345');
    await user.type(screen.getByLabelText(/E-mail/), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ estimate: attachment.query, pickup: 'Pune', homeSize: '2bhk' });
    await vi.waitFor(() =>
      expect(window.dataLayer).toContainEqual(
        expect.objectContaining({ event: 'generate_lead', value: 44000, currency: 'INR' }),
      ),
    );
  });
});

describe('review form', () => {
  it('requires a star rating, chosen from a keyboard-operable radio group', async () => {
    const sent = fakeApi(201);
    const user = userEvent.setup();
    render(<ReviewForm retentionDays={365} />);
    await user.type(screen.getByLabelText(/Your name/), 'Ravi');
    await user.type(screen.getByLabelText(/Review title/), 'Smooth move');
    await user.type(screen.getByLabelText(/Your review/), 'On time and careful.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Please choose a rating from 1 to 5 stars.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const stars = screen.getByRole('group', { name: /Your rating/ });
    await user.click(within(stars).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Form successfully submitted!')).toBeInTheDocument();
    expect(sent[0]!.url).toBe('/api/reviews');
    expect(sent[0]!.body).toMatchObject({
      name: 'Ravi',
      title: 'Smooth move',
      rating: 4,
      description: 'On time and careful.',
    });
  });
});

describe('a field posted under another name', () => {
  /** The feedback form's case: the e-mail API wants its template's names when the browser posts it. */
  function Renamed() {
    const { field, onSubmit, formRef } = useLeadForm({
      schema: (schemas) => schemas.feedbackSchema,
      initial: { name: '', email: '', message: '' },
      send: async () => ({ ok: true, id: 'email' }),
    });
    return (
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Renamed">
        <Field formId="r" {...field('name')} postAs="from_name" label="Your name" />
        <Field formId="r" {...field('email')} postAs="reply_to" label="E-mail" />
        <Field formId="r" {...field('message')} label="Message" multiline />
        <button type="submit">Send</button>
      </form>
    );
  }

  it('posts under that name, and still gets focus and its message when it has a problem', async () => {
    const user = userEvent.setup();
    render(<Renamed />);
    const name = screen.getByLabelText(/Your name/);
    expect(name).toHaveAttribute('name', 'from_name');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('name', 'reply_to');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('Please enter your name.');
  });
});

describe('the Hindi quote form', () => {
  const hi = uiWords.hi;
  const form = () => (
    <QuoteForm
      tabs={quoteTabs('hi')}
      retentionDays={365}
      lang="hi"
      words={hi.form}
      quoteWords={hi.home.quoteForm}
      goodsTypes={quoteTabs('en').map((tab) => tab.name)}
    />
  );

  it('names its tabs and fields in Hindi and says what is missing in Hindi', async () => {
    const user = userEvent.setup();
    render(form());
    expect(screen.getByRole('tablist', { name: hi.home.quoteForm.tabsLabel })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: quoteTabs('hi')[0]!.name })).toHaveAttribute('aria-selected', 'true');
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
    await user.click(screen.getByRole('tab', { name: quoteTabs('hi')[1]!.name }));
    await user.type(screen.getByLabelText(new RegExp(hi.form.pickup.label)), 'गोमती नगर, लखनऊ');
    await user.type(screen.getByLabelText(new RegExp(hi.form.drop.label)), 'कोथरूड, पुणे');
    await user.type(screen.getByLabelText(new RegExp(hi.home.quoteForm.detailLabel)), 'हैचबैक');
    await user.type(screen.getByLabelText(new RegExp(hi.form.name.label)), 'सुनीता शर्मा');
    await user.type(screen.getByLabelText(new RegExp(hi.form.phone.label)), '98200 12345');
    await user.type(screen.getByLabelText(new RegExp(hi.form.email.label)), 'sunita@example.in');
    await user.click(screen.getByRole('button', { name: hi.home.quoteForm.submit }));
    expect(await screen.findByText(hi.form.success)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ lang: 'hi', goodsType: quoteTabs('en')[1]!.name, source: 'home-quote' });
  });
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

  it("says in English what the intake's own page for a refused review says (lib/shared/lead-fields.ts)", () => {
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

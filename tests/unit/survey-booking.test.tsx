import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, contactLinks, whatsappChat } from '@/content/company';
import { uiWords } from '@/content/localized/ui';
import { SurveyBooking } from '@/components/interactive/survey-booking';
import { publicEnv } from '@/lib/browser/public-env';
import { schemaMessages } from '@/lib/shared/lead-schemas';
import type { SlotDay } from '@/lib/shared/survey';

/**
 * The free survey's booking island (docs/surveys.md#the-booking-page) against a stubbed intake:
 * the free times by day, the booking sent as JSON, and what the visitor reads after each answer.
 */

// Each test fills the form as a visitor types it: on a busy machine that takes a few seconds.
vi.setConfig({ testTimeout: 20_000 });

const en = uiWords.en.survey.form;
const hi = uiWords.hi.survey.form;
const contact = { company: company.name, phone: company.phoneDisplay, tel: contactLinks.tel, whatsapp: whatsappChat };
const intake = 'https://intake.example.in/api';

const band = (id: string, free: boolean) => {
  const [start, end] = id.split('-').map((h) => `${h.padStart(2, '0')}:00`);
  return { id, start: start!, end: end!, free };
};
/** Two open days: the 15th with three free bands, the 16th full. */
const days: SlotDay[] = [
  { date: '2026-12-15', bands: [band('9-11', true), band('11-13', false), band('14-16', true), band('16-18', true)] },
  {
    date: '2026-12-16',
    bands: [band('9-11', false), band('11-13', false), band('14-16', false), band('16-18', false)],
  },
];

const booked = {
  status: 'booked',
  reference: 'SGM-7Q2K',
  kind: 'home',
  date: '2026-12-15',
  band: { id: '14-16', start: '14:00', end: '16:00' },
  manage: '/surveys/SGM-7Q2K/tok3n/',
  calendar: '/surveys/SGM-7Q2K/tok3n/survey.ics',
};

type Answer = { status: number; body?: unknown } | 'network';

/** The intake: the free times as given, and the bookings' answers in turn (the last repeats). */
function fakeIntake(answers: Answer[], slots: SlotDay[] | 'down' = days) {
  const posts: Record<string, unknown>[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.includes('/surveys/slots')) {
      if (slots === 'down') return new Response('{}', { status: 503 });
      return Response.json({ days: slots });
    }
    posts.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const answer = answers[Math.min(posts.length - 1, answers.length - 1)]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return Response.json(answer.body ?? {}, { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, posts, slotAsks: () => fetchMock.mock.calls.filter(([url]) => url.includes('/slots')) };
}

const renderBooking = async (hindi = false) => {
  await act(async () => {
    render(
      <SurveyBooking
        bands={company.surveys.bands}
        retentionDays={company.leadRetentionDays}
        contact={contact}
        {...(hindi ? { lang: 'hi' as const, words: hi } : {})}
      />,
    );
  });
};

/** The day's group of free times, by its name as the page says it. */
const day = (name: string | RegExp) => screen.getByRole('group', { name });

async function fillVisitor(user: ReturnType<typeof userEvent.setup>, w = en) {
  await user.type(screen.getByLabelText(new RegExp(`^${w.name}`)), 'Asha Rao');
  await user.type(screen.getByLabelText(new RegExp(`^${w.phone}`)), '98200 12345');
  await user.type(screen.getByLabelText(new RegExp(`^${w.email}`)), 'asha@example.in');
  await user.type(screen.getByLabelText(new RegExp(`^${w.locality}`)), 'Kothrud, Pune');
  await user.type(screen.getByLabelText(new RegExp(`^${w.floor.replace(/[()]/g, '.')}`)), '3');
  await user.click(within(screen.getByRole('group', { name: w.lift })).getByLabelText(w.no));
}

const send = (user: ReturnType<typeof userEvent.setup>, w = en) =>
  user.click(screen.getByRole('button', { name: w.submit }));

beforeEach(() => {
  (publicEnv as { leadsApi: string }).leadsApi = intake;
  window.history.replaceState(null, '', '/book-survey/');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  (publicEnv as { leadsApi: string }).leadsApi = '/api';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the booking form without scripts', () => {
  const box = document.createElement('div');
  box.innerHTML = renderToString(
    <SurveyBooking bands={company.surveys.bands} retentionDays={company.leadRetentionDays} contact={contact} />,
  );
  const form = box.querySelector('form')!;
  const named = (name: string) => [...form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)];

  it('posts itself to the intake’s surveys with every field a booking has', () => {
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/surveys');
    expect(named('kind').map((r) => [r.value, r.checked])).toEqual([
      ['home', true],
      ['video', false],
    ]);
    expect(named('date')[0]!.type).toBe('date');
    const options = [...form.querySelectorAll<HTMLOptionElement>('select[name="band"] option')];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', en.bandChoose],
      ['9-11', '09:00 – 11:00'],
      ['11-13', '11:00 – 13:00'],
      ['14-16', '14:00 – 16:00'],
      ['16-18', '16:00 – 18:00'],
    ]);
    for (const name of ['name', 'phone', 'email', 'locality', 'floor']) expect(named(name), name).toHaveLength(1);
    expect(named('lift').map((r) => r.value)).toEqual(['yes', 'no']);
    expect(named('lang')[0]!.value).toBe('en');
    expect(named('page')[0]!.value).toBe('/book-survey/');
    expect(named('estimate')[0]!.value).toBe('');
    expect(named('website')[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says why it asks and how long the details are kept, and that the confirmation goes to the e-mail given', () => {
    expect(box).toHaveTextContent(en.dataUse);
    expect(box).toHaveTextContent(`We keep them for ${company.leadRetentionDays} days, then delete them.`);
    expect(box).toHaveTextContent(en.emailHint);
  });
});

describe('booking a survey with scripts', () => {
  it('takes over the page’s form without a mismatch, the estimate in the address attached', async () => {
    window.history.replaceState(null, '', '/book-survey/?from=pune&to=mumbai&size=1bhk&pf=2');
    fakeIntake([{ status: 201, body: booked }]);
    const island = (
      <SurveyBooking bands={company.surveys.bands} retentionDays={company.leadRetentionDays} contact={contact} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    const errors = vi.mocked(console.error);
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, island);
    });
    expect(errors).not.toHaveBeenCalled();
    expect(await within(container).findByRole('group', { name: 'Tuesday, 15 December' })).toBeInTheDocument();
    expect(container.querySelector<HTMLInputElement>('input[name="estimate"]')!.value).toBe(
      'from=pune&to=mumbai&size=1bhk&pf=2',
    );
    act(() => root.unmount());
    container.remove();
  });

  it('shows the next days’ free times by day, and says so of a full day', async () => {
    const { slotAsks } = fakeIntake([{ status: 201, body: booked }]);
    await renderBooking();
    const tuesday = day('Tuesday, 15 December');
    expect(
      within(tuesday)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['09:00 – 11:00', '14:00 – 16:00', '16:00 – 18:00']);
    expect(within(day('Wednesday, 16 December')).queryByRole('radio')).toBeNull();
    expect(day('Wednesday, 16 December')).toHaveTextContent(en.noFreeDay);
    // The free times stand in for the day and time fields.
    expect(screen.queryByLabelText(new RegExp(`^${en.date}`))).toBeNull();
    expect(slotAsks()[0]![0]).toBe(`${intake}/surveys/slots?kind=home`);
  });

  it('asks again for the free times of a video call when the visitor chooses one', async () => {
    const user = userEvent.setup();
    const { slotAsks } = fakeIntake([{ status: 201, body: booked }]);
    await renderBooking();
    await user.click(screen.getByRole('radio', { name: new RegExp(en.kinds.video) }));
    await waitFor(() => expect(slotAsks().at(-1)![0]).toBe(`${intake}/surveys/slots?kind=video`));
  });

  it('posts the chosen time and the visitor’s details as JSON, and says the booking in full', async () => {
    const user = userEvent.setup();
    const { posts, fetchMock } = fakeIntake([{ status: 201, body: booked }]);
    await renderBooking();
    await user.click(within(day('Tuesday, 15 December')).getByLabelText('14:00 – 16:00'));
    await fillVisitor(user);
    await send(user);

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe(`${intake}/surveys`);
    expect(posts[0]).toEqual({
      kind: 'home',
      date: '2026-12-15',
      band: '14-16',
      name: 'Asha Rao',
      phone: '98200 12345',
      email: 'asha@example.in',
      locality: 'Kothrud, Pune',
      floor: 3,
      lift: 'no',
      website: '',
      lang: 'en',
      page: '/book-survey/',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const heading = await screen.findByRole('heading', { name: en.booked });
    expect(heading).toHaveFocus();
    const panel = heading.closest('[aria-live]')!;
    expect(panel).toHaveTextContent('Your reference is SGM-7Q2K.');
    expect(panel).toHaveTextContent('Home visit on Tuesday, 15 December, between 14:00 and 16:00.');
    for (const line of en.ready.home) expect(panel).toHaveTextContent(line);
    const link = (name: string) => within(panel as HTMLElement).getByRole('link', { name });
    // The intake's paths, on the intake's own origin.
    expect(link(en.calendar)).toHaveAttribute('href', 'https://intake.example.in/surveys/SGM-7Q2K/tok3n/survey.ics');
    expect(link(en.manage)).toHaveAttribute('href', 'https://intake.example.in/surveys/SGM-7Q2K/tok3n/');
    const chat = decodeURIComponent(link(en.whatsapp).getAttribute('href')!);
    expect(chat).toBe(
      `${whatsappChat}?text=Hello ${company.name}, this is about my survey SGM-7Q2K on Tuesday, 15 December, 14:00 – 16:00.`,
    );
    expect(chat).not.toMatch(/Asha|98200|example\.in/);
    // The form is gone: nothing is left to send twice.
    expect(screen.queryByRole('button', { name: en.submit })).toBeNull();
  });

  it('links the written quote of a booking that carried an estimate', async () => {
    const user = userEvent.setup();
    fakeIntake([{ status: 201, body: { ...booked, quote: 'K7Q2-9MXA' } }]);
    await renderBooking();
    await user.click(within(day('Tuesday, 15 December')).getByLabelText('09:00 – 11:00'));
    await fillVisitor(user);
    await send(user);
    expect(await screen.findByRole('link', { name: `${en.quote}: K7Q2-9MXA` })).toHaveAttribute(
      'href',
      'https://intake.example.in/quote/K7Q2-9MXA/',
    );
  });

  it('offers the nearest free times when the one chosen was just taken, keeping everything typed', async () => {
    const user = userEvent.setup();
    const nearest = [
      { date: '2026-12-15', band: { id: '16-18', start: '16:00', end: '18:00' } },
      { date: '2026-12-17', band: { id: '9-11', start: '09:00', end: '11:00' } },
    ];
    const { posts } = fakeIntake([
      { status: 409, body: { error: 'slot_taken', nearest } },
      { status: 201, body: booked },
    ]);
    await renderBooking();
    await user.click(within(day('Tuesday, 15 December')).getByLabelText('14:00 – 16:00'));
    await fillVisitor(user);
    await send(user);

    expect(await screen.findByText(en.taken)).toHaveAttribute('role', 'status');
    const offered = screen.getByRole('group', { name: en.nearest });
    const choices = within(offered).getAllByRole('radio');
    expect(choices.map((r) => r.closest('label')!.textContent)).toEqual([
      'Tuesday, 15 December, 16:00 – 18:00',
      'Thursday, 17 December, 09:00 – 11:00',
    ]);
    await waitFor(() => expect(choices[0]).toHaveFocus());
    expect(screen.getByLabelText(new RegExp(`^${en.name}`))).toHaveValue('Asha Rao');
    expect(screen.getByLabelText(new RegExp(`^${en.phone}`))).toHaveValue('98200 12345');

    await user.click(choices[1]!);
    await send(user);
    expect(posts[1]).toMatchObject({ date: '2026-12-17', band: '9-11', name: 'Asha Rao', locality: 'Kothrud, Pune' });
    expect(await screen.findByRole('heading', { name: en.booked })).toBeInTheDocument();
  });

  it('shows the intake’s messages by their fields, in the form’s words, and focuses the first', async () => {
    const user = userEvent.setup();
    fakeIntake([
      {
        status: 400,
        body: { error: 'invalid', fields: { name: 'Please enter your name.', locality: 'Please enter the area.' } },
      },
    ]);
    await renderBooking();
    await user.click(within(day('Tuesday, 15 December')).getByLabelText('09:00 – 11:00'));
    await user.type(screen.getByLabelText(new RegExp(`^${en.phone}`)), '98200 12345');
    await send(user);

    const name = screen.getByLabelText(new RegExp(`^${en.name}`));
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(new RegExp(`^${en.locality}`))).toHaveAccessibleDescription(
      `${en.localityHint} Please enter the area.`,
    );
    expect(screen.getByText(en.check)).toHaveAttribute('role', 'status');
  });

  it('checks the phone number in the browser before sending anything', async () => {
    const user = userEvent.setup();
    const { posts } = fakeIntake([{ status: 201, body: booked }]);
    await renderBooking();
    await user.type(screen.getByLabelText(new RegExp(`^${en.phone}`)), '99999 99999');
    await send(user);
    const phone = screen.getByLabelText(new RegExp(`^${en.phone}`));
    expect(phone).toHaveAccessibleDescription(en.phoneMadeUp);
    expect(phone).toHaveFocus();
    expect(posts).toHaveLength(0);
  });

  it('keeps everything after a failed send, offers a call and WhatsApp, and retries with the same key', async () => {
    const user = userEvent.setup();
    const { posts } = fakeIntake(['network', { status: 201, body: booked }]);
    await renderBooking();
    await user.click(within(day('Tuesday, 15 December')).getByLabelText('14:00 – 16:00'));
    await fillVisitor(user);
    await send(user);

    expect(await screen.findByText(en.failure)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${en.name}`))).toHaveValue('Asha Rao');
    expect(within(day('Tuesday, 15 December')).getByLabelText('14:00 – 16:00')).toBeChecked();
    expect(screen.getByRole('link', { name: `Call ${company.phoneDisplay}` })).toHaveAttribute(
      'href',
      contactLinks.tel,
    );
    const chat = decodeURIComponent(screen.getByRole('link', { name: en.failWhatsapp }).getAttribute('href')!);
    expect(chat).toContain(
      `Hello ${company.name}, I would like to book a free survey: Home visit, Tuesday, 15 December, 14:00 – 16:00.`,
    );
    expect(chat).not.toMatch(/Asha|98200|example\.in|Kothrud/);

    await send(user);
    await screen.findByRole('heading', { name: en.booked });
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
  });

  it('asks the visitor to wait a minute or call when the intake is busy', async () => {
    const user = userEvent.setup();
    fakeIntake([{ status: 429, body: { error: 'rate_limited' } }]);
    await renderBooking();
    await user.click(within(day('Tuesday, 15 December')).getByLabelText('09:00 – 11:00'));
    await fillVisitor(user);
    await send(user);
    expect(await screen.findByText(en.busy)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: en.failWhatsapp })).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${en.locality}`))).toHaveValue('Kothrud, Pune');
  });

  it('keeps the day and time fields when the free times cannot be had, and sends what they say', async () => {
    const user = userEvent.setup();
    const { posts } = fakeIntake([{ status: 201, body: booked }], 'down');
    await renderBooking();
    expect(await screen.findByText(en.slotsFailed)).toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${en.date}`)), '2026-12-15');
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${en.band}`)), '11-13');
    await fillVisitor(user);
    await send(user);
    expect(posts[0]).toMatchObject({ date: '2026-12-15', band: '11-13' });
  });
});

describe('the booking after an estimate', () => {
  it('attaches the estimate’s own keys and fills in the pickup’s floor and lift', async () => {
    window.history.replaceState(
      null,
      '',
      '/book-survey/?from=pune&to=bengaluru&size=2bhk&pf=4&pl=1&pack=premium&utm_source=whatsapp',
    );
    const user = userEvent.setup();
    const { posts } = fakeIntake([{ status: 201, body: booked }]);
    await renderBooking();
    expect(screen.getByText(en.estimateAttached)).toBeInTheDocument();
    expect(screen.getByLabelText(new RegExp(`^${en.floor.replace(/[()]/g, '.')}`))).toHaveValue(4);
    expect(within(screen.getByRole('group', { name: en.lift })).getByLabelText(en.yes)).toBeChecked();
    expect(document.querySelector<HTMLInputElement>('input[name="estimate"]')!.value).toBe(
      'from=pune&to=bengaluru&size=2bhk&pf=4&pl=1&pack=premium',
    );

    await user.click(within(day('Tuesday, 15 December')).getByLabelText('09:00 – 11:00'));
    await user.type(screen.getByLabelText(new RegExp(`^${en.name}`)), 'Asha Rao');
    await user.type(screen.getByLabelText(new RegExp(`^${en.phone}`)), '98200 12345');
    await send(user);
    expect(posts[0]).toMatchObject({
      estimate: 'from=pune&to=bengaluru&size=2bhk&pf=4&pl=1&pack=premium',
      floor: 4,
      lift: 'yes',
    });
  });

  it('takes a ground floor without a lift from an estimate that left them out', async () => {
    window.history.replaceState(null, '', '/book-survey/?from=pune&to=mumbai&size=1bhk');
    fakeIntake([{ status: 201, body: booked }]);
    await renderBooking();
    expect(screen.getByLabelText(new RegExp(`^${en.floor.replace(/[()]/g, '.')}`))).toHaveValue(0);
    expect(within(screen.getByRole('group', { name: en.lift })).getByLabelText(en.no)).toBeChecked();
  });
});

describe('the booking on a Hindi page', () => {
  it('speaks Hindi, names the days in Hindi and sends the booking’s language', async () => {
    window.history.replaceState(null, '', '/hi/book-survey/');
    const user = userEvent.setup();
    const { posts } = fakeIntake([{ status: 201, body: booked }]);
    await renderBooking(true);
    expect(screen.getByRole('form', { name: hi.formLabel })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: new RegExp(hi.kinds.video) })).toBeInTheDocument();
    const tuesday = day('मंगलवार, 15 दिसंबर');
    await user.click(within(tuesday).getByLabelText('14:00 – 16:00'));
    await fillVisitor(user, hi);
    await send(user, hi);
    expect(posts[0]).toMatchObject({ lang: 'hi', page: '/hi/book-survey/' });
    const heading = await screen.findByRole('heading', { name: hi.booked });
    expect(heading.closest('[aria-live]')).toHaveTextContent('मंगलवार, 15 दिसंबर को 14:00 से 16:00 के बीच घर पर विज़िट।');
  });

  it('says a bad phone number in Hindi, word for word as the intake would', async () => {
    const user = userEvent.setup();
    fakeIntake([{ status: 201, body: booked }]);
    await renderBooking(true);
    await user.type(screen.getByLabelText(new RegExp(`^${hi.phone}`)), '12345');
    await send(user, hi);
    expect(screen.getByLabelText(new RegExp(`^${hi.phone}`))).toHaveAccessibleDescription(hi.phoneInvalid);
  });
});

it('says the phone’s problems in the words of the forms’ schemas, in both languages', () => {
  for (const [w, m] of [
    [en, schemaMessages.en],
    [hi, schemaMessages.hi],
  ] as const) {
    expect([w.phoneMissing, w.phoneInvalid, w.phoneMadeUp]).toEqual([m.phoneMissing, m.phoneInvalid, m.phoneMadeUp]);
  }
});

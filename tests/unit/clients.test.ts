import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadEvent } from '@/lib/browser/analytics';
import { normalisedPhone } from '@/lib/shared/phone';
import { send, sendForm } from '@/lib/browser/email-client';
import {
  dialogKeys,
  mayAutoOpen,
  pageOffer,
  rememberAutoOpen,
  rememberDismissed,
  rememberSentHere,
} from '@/lib/browser/enquiry-dialog';
import { submitLead } from '@/lib/browser/leads-client';

const ids = { base: 'https://mail.test', userId: 'pk_1', serviceId: 'service_1', templateId: 'template_1' };

describe('e-mail client (docs/product.md#the-feedback-form)', () => {
  it('posts the JSON payload to /api/v1.0/email/send', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
    await send(ids, { message: 'Hello' }, fetchMock);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://mail.test/api/v1.0/email/send');
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: expect.any(String),
      user_id: 'pk_1',
      service_id: 'service_1',
      template_id: 'template_1',
      template_params: { message: 'Hello' },
    });
  });

  it('posts form data to /api/v1.0/email/send-form', async () => {
    const fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
    const data = new FormData();
    data.append('message', 'Hi');
    await sendForm(ids, data, fetchMock);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://mail.test/api/v1.0/email/send-form');
    const body = init.body as FormData;
    expect(body.get('service_id')).toBe('service_1');
    expect(body.get('message')).toBe('Hi');
  });

  it.each([
    ['userId', 'The user ID is required'],
    ['serviceId', 'The service ID is required'],
    ['templateId', 'The template ID is required'],
  ])('names the missing %s', async (key, message) => {
    const fetchMock = vi.fn();
    await expect(send({ ...ids, [key]: '' }, {}, fetchMock)).rejects.toThrow(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats anything but 200 or "OK" as a failure', async () => {
    await expect(
      send(
        ids,
        {},
        vi.fn(async () => new Response('Bad template', { status: 400 })),
      ),
    ).rejects.toThrow(/400/);
  });
});

describe('leads client: the page a lead is sent from', () => {
  const stored = () =>
    vi.fn<typeof fetch>(async () =>
      Response.json({ id: '01J0000000000000000000000', status: 'stored' }, { status: 201 }),
    );
  const sentBody = (fetchMock: ReturnType<typeof stored>) => JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('adds location.pathname as page', async () => {
    window.history.replaceState(null, '', '/city/pune/?utm_source=x#form');
    const fetchMock = stored();
    const result = await submitLead('enquiries', { name: 'Asha', source: 'city' }, fetchMock);
    expect(result).toEqual({ ok: true, id: '01J0000000000000000000000' });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/enquiries');
    expect(sentBody(fetchMock)).toEqual({ name: 'Asha', source: 'city', page: '/city/pune/' });
  });

  it.each(['/City/Pune/', '/city/pune%20asha/', `/${'a'.repeat(100)}`])(
    'leaves out a path the service would refuse (%s), so the lead is still accepted',
    async (path) => {
      window.history.replaceState(null, '', path);
      const fetchMock = stored();
      await submitLead('reviews', { name: 'Ravi', rating: 5 }, fetchMock);
      expect(sentBody(fetchMock)).toEqual({ name: 'Ravi', rating: 5 });
    },
  );

  it('keeps a page the body already names', async () => {
    window.history.replaceState(null, '', '/contact-us/');
    const fetchMock = stored();
    await submitLead('enquiries', { name: 'Asha', page: '/about/' }, fetchMock);
    expect(sentBody(fetchMock).page).toBe('/about/');
  });
});

describe('analytics copy (docs/product.md#analytics-copy)', () => {
  it('hashes normalised personal fields', async () => {
    const a = await leadEvent({
      name: ' Asha ',
      email: ' ASHA@Example.in ',
      phone: '98200 12345',
      pickup: 'A',
      drop: 'B',
      detail: 'C',
      source: 'dialog',
    });
    const b = await leadEvent({
      name: 'asha',
      email: 'asha@example.in',
      phone: '+91 98200-12345',
      pickup: 'A',
      drop: 'B',
      detail: 'C',
      source: 'dialog',
    });
    expect(a.email).toBe(b.email);
    expect(a.phone).toBe(b.phone);
    expect(a.name).toBe(b.name);
    expect(a.good_type).toBe('C');
    expect(normalisedPhone('098200 12345')).toBe('919820012345');
    expect(normalisedPhone('+91 98200 12345')).toBe('919820012345');
    expect(normalisedPhone('022 2778 1234')).toBe('912227781234');
    expect(normalisedPhone('+1 415 555 0100')).toBe('14155550100');
  });

  it("carries an attached estimate's value in rupees, and no value without one", async () => {
    const enquiry = {
      name: 'Asha',
      email: 'a@b.in',
      phone: '9820012345',
      pickup: 'Pune',
      drop: 'Bengaluru',
      detail: '2 BHK',
      source: 'dialog',
    };
    expect(await leadEvent(enquiry, 41234.5)).toMatchObject({ value: 41235, currency: 'INR' });
    const none = await leadEvent(enquiry);
    expect(none).not.toHaveProperty('value');
    expect(none).not.toHaveProperty('currency');
    expect(await leadEvent(enquiry, Number.NaN)).not.toHaveProperty('value');
  });
});

describe('enquiry dialog auto-open rules (docs/product.md#the-enquiry-dialog)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('opens by itself once per session', () => {
    expect(mayAutoOpen()).toBe(true);
    rememberAutoOpen();
    expect(mayAutoOpen()).toBe(false);
    expect(sessionStorage.getItem(dialogKeys.autoShown)).toBe('1');
  });

  it('never opens by itself after the visitor closed it or sent an enquiry', () => {
    rememberDismissed();
    sessionStorage.clear();
    expect(mayAutoOpen()).toBe(false);
  });

  it('never opens by itself on a thank-you page, or over an estimate the address restores', () => {
    const at = (pathname: string, search = '') => mayAutoOpen({ pathname, search });
    for (const path of [
      '/thank-you/enquiry/',
      '/hi/thank-you/enquiry/',
      '/thank-you/review/',
      '/hi/thank-you/review/',
    ]) {
      expect(at(path), path).toBe(false);
    }
    expect(at('/services/', '?from=pune&to=bengaluru&size=2bhk')).toBe(false);
    expect(at('/', '?size=1bhk&pf=2')).toBe(false);
    // Any other page, and an address whose query holds no estimate, as before.
    expect(at('/services/', '?utm_source=whatsapp')).toBe(true);
    expect(at('/city/agra/')).toBe(true);
  });

  it('remembers an enquiry the browser posted itself once its thank-you page runs the scripts', () => {
    rememberSentHere({ pathname: '/thank-you/review/', search: '' });
    rememberSentHere({ pathname: '/contact-us/', search: '' });
    expect(localStorage.getItem(dialogKeys.dismissed)).toBeNull();
    rememberSentHere({ pathname: '/hi/thank-you/enquiry/', search: '' });
    expect(localStorage.getItem(dialogKeys.dismissed)).toBe('1');
    expect(mayAutoOpen({ pathname: '/', search: '' })).toBe(false);
  });

  it("reads the page's offer from a city page's offer note, and none elsewhere", () => {
    expect(pageOffer()).toBeUndefined();
    document.body.innerHTML = '<p id="offer" data-page-offer="15%">15% off applies…</p>';
    expect(pageOffer()).toBe('15%');
    document.body.innerHTML = '';
  });
});

import { describe, expect, it } from 'vitest';
import { crmFields } from '../../server/delivery/crm';
import { officeMail } from '../../server/notify/messages';
import { hashPassword } from '../../server/office/password';
import { verifiedOffer } from '../../server/leads/offers';
import { enquiry as enquiryInput, runNode, startApp } from './helpers';

const enquiry = (extra: Record<string, unknown>) => ({
  kind: 'enquiry' as const,
  payload: {
    name: 'Asha',
    email: 'asha@example.in',
    phone: '9820012345',
    pickup: 'Tajganj, Agra',
    drop: 'Noida',
    detail: '2 BHK household',
    source: 'city',
    ...extra,
  },
});

describe('an offer sent with an enquiry', () => {
  it('is honoured when the city page it came from offers exactly that, and noted for the office', () => {
    expect(verifiedOffer({ offer: '15%', page: '/city/agra/' })).toEqual({ offer: '15%', city: 'Agra' });
    expect(crmFields(enquiry({ offer: '15%', page: '/city/agra/' })).service_detail_c).toBe(
      '2 BHK household\nOffer: 15% off (city page: Agra)',
    );
    // The Hindi twin of a city page promises the same offer.
    expect(verifiedOffer({ offer: '15%', page: '/hi/city/agra/' })).toEqual({ offer: '15%', city: 'Agra' });
  });

  it('is dropped when the page offers another rate, none at all, or is not a city page', () => {
    for (const claim of [
      { offer: '20%', page: '/city/agra/' },
      { offer: '15%', page: '/city/pune/' },
      { offer: '15%', page: '/contact-us/' },
      { offer: '15%', page: '/hi/city/pune/' },
      { offer: '15%', page: '/en/city/agra/' },
      { offer: '15%' },
    ]) {
      expect(verifiedOffer(claim), JSON.stringify(claim)).toBeUndefined();
      expect(crmFields(enquiry(claim)).service_detail_c).toBe('2 BHK household');
    }
  });

  it('adds no field of its own to the CRM’s exact format', () => {
    expect(Object.keys(crmFields(enquiry({ offer: '15%', page: '/city/agra/' }))).sort()).toEqual(
      ['drop_location_c', 'email1', 'name', 'phone_office', 'pickup_location_c', 'service_detail_c'].sort(),
    );
  });
});

describe('the office’s view of an enquiry that carries an offer', () => {
  const origin = 'http://localhost:80';
  const password = 'offers-on-the-city-pages';

  it('shows the honoured offer on the inbox card, in the office e-mail and in `leads show`; an offer not honoured stays off the card', async () => {
    const hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
    const app = await startApp({ OFFICE_PASSWORD_HASH: hash }, { startDelivery: false });
    try {
      const honoured = await app.post(
        '/api/enquiries',
        enquiryInput({ name: 'Meera Offer', source: 'dialog', offer: '15%', page: '/hi/city/agra/' }),
      );
      await app.post(
        '/api/enquiries',
        enquiryInput({ name: 'Ravi Claim', source: 'dialog', offer: '15%', page: '/city/pune/' }),
      );
      const id = (honoured.json() as { id: string }).id;

      const signIn = await app.app.inject({
        method: 'POST',
        url: '/office/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        payload: new URLSearchParams({ name: 'Priya', password }).toString(),
      });
      const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
      const { body } = await app.app.inject({ method: 'GET', url: '/office/', headers: { cookie } });
      const card = (name: string) =>
        /<article[^>]*>[\s\S]*?<\/article>/g.exec(body.slice(body.indexOf(`>${name}</h3>`) - 400))![0];
      expect(card('Meera Offer')).toContain('<dt>Offer</dt><dd>15% off (city page: Agra)</dd>');
      expect(card('Ravi Claim')).not.toContain('<dt>Offer</dt>');

      const lead = (await app.store.get(id))!;
      expect(officeMail(lead, { event: 'lead' }, ['office@example.in']).text).toMatch(
        /Offer: +15% off \(city page: Agra\)/,
      );

      const show = await runNode(['server/cli.ts', 'show', '--id', id], { LEADS_DB: app.settings.leadsDb });
      expect(show.stdout).toMatch(/offer +15% off \(city page: Agra\)/);
    } finally {
      await app.close();
    }
  });
});

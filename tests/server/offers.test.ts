import { describe, expect, it } from 'vitest';
import { crmFields } from '../../server/crm';
import { verifiedOffer } from '../../server/offers';

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

import { normalisedPhone } from '../shared/phone';

/**
 * The analytics copy of an enquiry (docs/product.md#analytics-copy), with personal fields hashed
 * (docs/product.md#analytics-copy).
 */
export type LeadEvent = {
  event: 'generate_lead';
  name: string;
  email: string;
  phone: string;
  pickup_location: string;
  drop_location: string;
  service_detail: string;
  good_type: string;
  /** The attached instant estimate's value (the middle of its band), rupees; absent without one. */
  value?: number;
  /** Always INR when `value` is given. */
  currency?: 'INR';
};

/** Fixed service and goods text of the contact form's analytics copy (docs/product.md#analytics-copy). */
export const contactFormQuery = 'NAN. Contact Form Query';

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

type EnquiryCopy = {
  name: string;
  email: string;
  phone: string;
  pickup: string;
  drop: string;
  detail: string;
  goodsType?: string;
  source: string;
};

/** Builds the analytics event; personal fields become SHA-256 hashes of their normalised values. */
export async function leadEvent(enquiry: EnquiryCopy, estimateValue?: number): Promise<LeadEvent> {
  const contact = enquiry.source === 'contact';
  const value =
    estimateValue !== undefined && Number.isFinite(estimateValue) && estimateValue > 0
      ? { value: Math.round(estimateValue), currency: 'INR' as const }
      : {};
  return {
    event: 'generate_lead',
    name: await sha256(enquiry.name.trim().toLowerCase()),
    email: await sha256(enquiry.email.trim().toLowerCase()),
    phone: await sha256(normalisedPhone(enquiry.phone)),
    pickup_location: enquiry.pickup,
    drop_location: enquiry.drop,
    service_detail: contact ? contactFormQuery : enquiry.detail,
    good_type: contact ? contactFormQuery : (enquiry.goodsType ?? enquiry.detail),
    ...value,
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes the analytics copy after a successful enquiry; never lets analytics break the form. */
export async function trackLead(enquiry: EnquiryCopy, estimateValue?: number): Promise<void> {
  try {
    const event = await leadEvent(enquiry, estimateValue);
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push(event);
  } catch (error) {
    console.warn('Analytics copy not sent', error);
  }
}

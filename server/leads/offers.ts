import { cities } from '../../content/cities';

/**
 * The offer an enquiry asks for, checked against the page it came from: a city page, in English or
 * Hindi (/hi/city/…/), whose offer is exactly that (content/cities.ts). Anything else (another page, another rate, a made-up
 * figure) is not honoured and not passed on.
 */
export function verifiedOffer(payload: Record<string, unknown>): { offer: string; city: string } | undefined {
  const { offer, page } = payload;
  if (typeof offer !== 'string' || typeof page !== 'string') return undefined;
  const slug = /^(?:\/hi)?\/city\/([a-z0-9-]+)\/$/.exec(page)?.[1];
  const city = cities.find((c) => c.slug === slug);
  return city?.offer === offer ? { offer, city: city.city } : undefined;
}

/**
 * An honoured offer as the office reads it wherever it sees the lead (the CRM, the office inbox,
 * its e-mail, `npm run leads -- show`), e.g. "15% off (city page: Agra)"; undefined when the lead
 * has none that is honoured.
 */
export function offerText(payload: Record<string, unknown>): string | undefined {
  const honoured = verifiedOffer(payload);
  return honoured && `${honoured.offer} off (city page: ${honoured.city})`;
}

/**
 * The CRM's `service_detail_c`: what the visitor typed, then, for an honoured offer, a line the
 * office reads when it quotes, e.g. "Offer: 15% off (city page: Agra)". The CRM's fields stay
 * exactly its own; the offer rides in the free-text detail.
 */
export function withOffer(detail: string, payload: Record<string, unknown>): string {
  const offer = offerText(payload);
  return offer ? `${detail}\nOffer: ${offer}` : detail;
}

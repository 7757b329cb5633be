import { company } from './company';
import { cities } from './cities';

/**
 * Sentences whose truth depends on the company's settings (content/company.ts). Every page that
 * speaks of tracking, support hours, offices or offers takes its words from here, so a claim is
 * made only when a setting backs it, and no page says more than another.
 */

const live = Boolean(company.tracking.liveUrlTemplate);

/** True when a support channel's hours say it never closes (e.g. "24x7"). */
export const isRoundTheClock = (hours: string): boolean => /24\s*[x×]\s*7|24\s*\/\s*7|24 hours/i.test(hours);

/** How a customer learns where their goods are. */
export const tracking = {
  /** A customer can follow a consignment live online. */
  live,
  /** Short heading, e.g. for a reason-to-choose card. */
  title: live ? 'Live Tracking' : 'Updates on the Way',
  /**
   * The booking flow's transport step (docs/product.md#booking-payment-and-claims "transport with
   * live tracking", as the settings allow).
   */
  transportStep: live ? 'Transport with Live Tracking' : 'Transport with Updates on the Way',
  /** One sentence on how the customer knows where the goods are. */
  sentence: live
    ? 'You can follow your goods live online with the consignment (LR) number on your receipt, from pickup until delivery.'
    : `Our vehicles carry GPS, so our office knows where your goods are: call or message us (${company.support.phone}) for an update, and your team lead calls you before delivery.`,
} as const;

const roundTheClock = isRoundTheClock(company.support.phone);

/** When the company answers, and what it promises for written messages. */
export const support = {
  /** Phone answered at every hour. */
  roundTheClock,
  /** Heading for a reason-to-choose card. */
  title: roundTheClock ? 'Support Around the Clock' : 'Support at Every Stage',
  /** One sentence with the real hours. */
  sentence: `Call us ${company.support.phone} or message us on WhatsApp ${company.support.whatsapp}, before, during and after your move; e-mails get a reply within ${company.support.replyHours} hours on working days.`,
} as const;

/** How the company reaches other cities: its branches when it has any, else the head office alone. */
export const network = {
  /** One sentence about the company's offices. */
  sentence:
    company.branches.length > 0
      ? `Our head office in ${company.address.city} and branches in ${company.branches.map((b) => b.city).join(', ')} plan moves between most Indian cities.`
      : `Our team in ${company.address.city} plans and runs moves between most Indian cities.`,
} as const;

const offers = cities.flatMap((c) => (c.offer ? [Number.parseInt(c.offer, 10)] : []));

/** The city offers as a whole, for pages that are not about one city (e.g. the home page). */
export const offerSummary = {
  /** Number of cities with an offer. */
  cities: offers.length,
  /** The best of them, in per cent. */
  best: Math.max(...offers),
  /** e.g. "Up to 20% off in 32 cities". */
  line: `Up to ${Math.max(...offers)}% off in ${offers.length} cities`,
} as const;

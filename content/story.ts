import { z } from 'zod';
import { company } from './company';
import { parseContent, text } from './parse';
import { pricePromiseLine, promises } from './promises';
import { network, tracking } from './claims';
import { picturesAreIllustrations, videosArePlaceholders } from './media';

const FILE = 'content/story.ts';

/** Search-result description, 120-160 characters. */
const metaDescription = text.min(120).max(160);

/** A titled card: a step, a reason or a value. */
export const cardSchema = z.object({
  /** Card heading. */
  title: text,
  /** One to three sentences. */
  description: text,
});

/** A heading with paragraphs. */
export const proseBlockSchema = z.object({
  /** Block heading. */
  heading: text,
  /** Paragraphs, one to three sentences each. */
  paragraphs: z.array(text).min(1),
});

/** The common head of a simple page: title, description, heading and one intro paragraph. */
export const simplePageSchema = z.object({
  /** Page title (the metadata helper adds the company name). */
  title: text,
  /** Search-result description. */
  metaDescription,
  /** Visible page heading (h1). */
  heading: text,
  /** Intro paragraph under the heading. */
  intro: text,
});

/** The /about page copy. */
export const aboutPageSchema = z.object({
  /** Page title. */
  title: text,
  /** Search-result description. */
  metaDescription,
  /** Visible page heading. */
  heading: text,
  /** Company info paragraphs beside the Enquiry Now button. */
  paragraphs: z.array(text).min(2),
  /** Why-choose cards. */
  whyChoose: z.array(cardSchema).length(6),
});

/** The /who-we-are page copy. */
export const whoWeArePageSchema = z.object({
  /** Page title. */
  title: text,
  /** Search-result description. */
  metaDescription,
  /** Visible page heading. */
  heading: text,
  /** The company story in blocks: beginnings, growth, today, values. */
  story: z.array(proseBlockSchema).min(3).max(4),
});

/** The five strengths of the why-choose page, in order (docs/product.md#other-content-pages). */
export const strengthTitles = [
  'Safe Packing',
  'On-Time Delivery',
  'Pan-India Network',
  'Transparent Pricing',
  'Expert Team',
] as const;

/** The /why-{shortName} page copy. */
export const whyChoosePageSchema = z.object({
  /** Page title. */
  title: text,
  /** Search-result description. */
  metaDescription,
  /** Visible page heading. */
  heading: text,
  /** The long text under the banner. */
  paragraphs: z.array(text).min(5).max(7),
  /** The five strengths, in `strengthTitles` order. */
  strengths: z
    .array(cardSchema)
    .length(strengthTitles.length)
    .refine(
      (cards) => cards.every((card, i) => card.title === strengthTitles[i]),
      'strengths must follow strengthTitles',
    ),
});

/** The /our-team page copy. */
export const ourTeamPageSchema = simplePageSchema.extend({
  /** Text cards on the domestic and international relocation teams. */
  cards: z.array(cardSchema).min(4).max(6),
});

/** The /vission-mission page copy. */
export const visionMissionPageSchema = z.object({
  /** Page title. */
  title: text,
  /** Search-result description. */
  metaDescription,
  /** Visible page heading. */
  heading: text,
  /** Vision paragraphs. */
  vision: z.array(text).min(1),
  /** Mission paragraphs. */
  mission: z.array(text).min(1),
  /** The values we work by. */
  values: z.array(cardSchema).min(4).max(5),
});

/** Headings and intro text of the sections shared by several pages. */
export const sharedSectionsSchema = z.object({
  /** Intro text of the Get In Touch block. */
  getInTouchIntro: text,
  /** Heading of the office-location block. */
  officeHeading: z.literal('Our Office Location'),
  /** Heading of the trust cards block. */
  trustHeading: z.literal('Trust Us With Confidence'),
  /** Heading of the awards counters block. */
  awardsHeading: z.literal('Awards & Certifications'),
  /** Heading of the customer videos block. */
  videosHeading: z.literal('What Our Customers Say'),
});

export type Card = z.infer<typeof cardSchema>;
export type ProseBlock = z.infer<typeof proseBlockSchema>;
export type SimplePage = z.infer<typeof simplePageSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type WhoWeArePage = z.infer<typeof whoWeArePageSchema>;
export type WhyChoosePage = z.infer<typeof whyChoosePageSchema>;
export type OurTeamPage = z.infer<typeof ourTeamPageSchema>;
export type VisionMissionPage = z.infer<typeof visionMissionPageSchema>;
export type SharedSections = z.infer<typeof sharedSectionsSchema>;

const { callbackMinutes } = company.promises;
const { quoteTime } = promises;

/** Company description on the home page. */
export const homeIntro: ProseBlock = parseContent(FILE, proseBlockSchema, {
  heading: `${company.name}: Reliable Packers and Movers Across India`,
  paragraphs: [
    `${company.name} moves homes, offices, vehicles and businesses across India and abroad, with ${company.experienceClaims.home} of experience behind every job. Our trained crews pack, load, transport, unload and unpack, so you only have to tell us where.`,
    `Send us your move details and we will call you back within ${callbackMinutes} minutes during office hours and send a written quote ${quoteTime.within}. The quote lists every charge separately.`,
    'From a single room in the same city to a full household across the country, we plan each move around your dates, your goods and your budget.',
  ],
});

/** The four-step "how to hire us" guide on the home page. */
export const hiringGuide: Card[] = parseContent(FILE, z.array(cardSchema).length(4), [
  {
    title: 'Share your move details',
    description:
      'Tell us where you are moving from and to, when, and roughly what you have, using the quote form, a call or a chat.',
  },
  {
    title: 'Get a survey and quote',
    description: `We call you back within ${callbackMinutes} minutes during office hours and send a written quote ${quoteTime.within}. A survey, in person or by video, then confirms your price.`,
  },
  {
    title: 'Confirm your booking',
    description:
      'Pay a small advance to lock in your date, vehicle and crew. The advance is adjusted against your final bill.',
  },
  {
    title: 'We pack and move',
    description:
      'Our crew packs, loads and transports your goods, keeps you updated on the way, then unloads and places everything in your new home.',
  },
]);

export const aboutPage: AboutPage = parseContent(FILE, aboutPageSchema, {
  title: 'About Us',
  metaDescription: `Packers and movers since ${company.founded} with a pan-India network: home and office shifting, vehicle transport, storage and international moves done safely and on time.`,
  heading: `About ${company.name}`,
  paragraphs: [
    `Since ${company.founded}, ${company.name} has helped families and businesses move across India with care. With ${company.experienceClaims.about} in the relocation business, we know how much is packed into every carton.`,
    'We handle household shifting, office and commercial relocation, car and bike transport, pet relocation, storage and international moves. One team takes care of the whole job, from the survey to the last piece of furniture placed.',
    'Our quotes are written and itemised, our crews are trained on every kind of goods, and our support team stays with you until the move is done.',
  ],
  whyChoose: [
    {
      title: 'Trained, verified crews',
      description:
        'Our packers and drivers are trained in packing, loading and handling fragile goods, and work under a named team lead.',
    },
    {
      title: 'Quality packing material',
      description: 'Bubble wrap, corrugated sheets, strong cartons and wooden crates, chosen for each item.',
    },
    {
      title: 'Written, itemised quotes',
      description: `A written quote ${quoteTime.within} that lists packing, transport, taxes and extras separately.`,
    },
    {
      // Live only when the settings offer live tracking (content/claims.ts).
      title: tracking.live ? 'Live shipment updates' : 'Shipment updates on the way',
      description: 'GPS-enabled vehicles and a support team that tells you where your goods are.',
    },
    {
      title: 'Insurance on request',
      description: 'Transit insurance for your goods, so high-value items are covered for their declared value.',
    },
    {
      title: 'Support at every stage',
      description: 'Help before booking, during transit and after delivery, including claims if anything goes wrong.',
    },
  ],
});

export const whoWeArePage: WhoWeArePage = parseContent(FILE, whoWeArePageSchema, {
  title: 'Who We Are',
  metaDescription: `How a small moving team in ${company.address.city} grew into a pan-India packers and movers company, how we work today and the values behind every move we make.`,
  heading: 'Who We Are',
  story: [
    {
      heading: 'How it started',
      paragraphs: [
        `${company.name} began in ${company.founded} in ${company.address.city}, with a small packing crew and a promise to treat every customer's goods as our own. Our first jobs were local household moves for families in the neighbourhood.`,
        'Word spread through those families, their friends and their workplaces. Within a few years we were moving offices as well as homes.',
      ],
    },
    {
      heading: 'How we grew',
      paragraphs: [
        'As customers asked us to move them to other cities, we took on longer routes across India. We added car and bike carriers, warehouses for storage and a desk for international moves.',
        'Each new service grew out of a request from a customer we had already moved. That is still how we decide what to offer next.',
      ],
    },
    {
      heading: 'How we work today',
      paragraphs: [
        'Every move starts with a survey and a written quote, and is handled by a trained crew with a named team lead. Our vehicles are GPS-enabled, and our support team keeps you updated until delivery.',
        `With ${company.experienceClaims.about} behind us, we move households, offices, factories and vehicles across India and overseas.`,
      ],
    },
    {
      heading: 'What we stand for',
      paragraphs: [
        'Honest prices, careful hands and dates that hold. If something goes wrong, we own it and put it right.',
      ],
    },
  ],
});

export const whyChoosePage: WhyChoosePage = parseContent(FILE, whyChoosePageSchema, {
  title: `Why Choose ${company.name}`,
  metaDescription:
    'Safe packing, on-time delivery, a pan-India network, transparent pricing and an expert team: why families and businesses trust us with their moves.',
  heading: `Why Choose ${company.name}`,
  paragraphs: [
    'Moving is one of the most stressful jobs in life, and the mover you pick decides how it goes. A good mover is invisible: your goods leave on time, arrive on time and come out of the cartons the way they went in.',
    `At ${company.name}, every move begins with a survey, in person or by video call. We see what you have, note anything fragile or heavy, and plan the packing material, vehicle and crew for moving day.`,
    `You get a written quote ${quoteTime.within}, with packing, transport, taxes and any extras listed separately. ${pricePromiseLine}`,
    'Our packers are trained to handle everything from glassware and artwork to refrigerators and pianos. Fragile items get bubble wrap, corrugated sheets and, where needed, a wooden crate made to size.',
    'On the road, our GPS-enabled vehicles and support team keep you informed until your goods reach the new address. Local moves are normally done in a day, and intercity moves usually take 2 to 5 days.',
    'After delivery, our crew unloads, places furniture where you want it and, if you booked it, unpacks and reassembles. If anything has been damaged, our claims process is simple and clearly written.',
  ],
  strengths: [
    {
      title: 'Safe Packing',
      description:
        'Multi-layer packing with quality materials and custom wooden crates for fragile and high-value items.',
    },
    {
      title: 'On-Time Delivery',
      description:
        'Planned routes, tracked vehicles and a team lead who keeps to the agreed pickup and delivery dates.',
    },
    {
      title: 'Pan-India Network',
      description: network.sentence,
    },
    {
      title: 'Transparent Pricing',
      description: 'Written, itemised quotes with taxes and extras shown up front, and a GST bill for every job.',
    },
    {
      title: 'Expert Team',
      description:
        'Surveyors, packers, drivers and support staff who do this every day and know how to handle the unexpected.',
    },
  ],
});

export const ourTeamPage: OurTeamPage = parseContent(FILE, ourTeamPageSchema, {
  title: 'Our Team',
  metaDescription:
    'Meet the teams behind every move: surveyors, packing crews, drivers and fleet staff, our international and customs desk, and customer support.',
  heading: 'Our Team',
  intro:
    'A move runs smoothly when every team does its part well. These are the people who plan, pack, carry and look after your goods, within India and overseas.',
  cards: [
    {
      title: 'Survey and planning team',
      description:
        'Our surveyors visit your home or office, or join a video call, to list your goods and plan the packing material, vehicle and crew. They prepare the written quote you receive.',
    },
    {
      title: 'Packing and loading crew',
      description:
        'Trained packers wrap, crate, label and load each item, and dismantle and reassemble furniture. A team lead checks the inventory with you at pickup and delivery.',
    },
    {
      title: 'Domestic transport and fleet',
      description:
        'Drivers and fleet staff run our trucks, car carriers and containers between cities. Vehicles are GPS-enabled, and routes are planned around state-border checks and delivery dates.',
    },
    {
      title: 'International relocation desk',
      description:
        'Our international team plans moves overseas by air or sea, from export packing to customs documentation, shipping and delivery at the destination.',
    },
    {
      title: 'Storage and warehouse team',
      description:
        'Warehouse staff receive, record and store goods in clean, CCTV-monitored facilities, and prepare them for delivery when you need them back.',
    },
    {
      title: 'Customer support',
      description:
        'Our support team answers calls, chats and e-mails, shares shipment updates and handles claims, from the first enquiry until after delivery.',
    },
  ],
});

export const visionMissionPage: VisionMissionPage = parseContent(FILE, visionMissionPageSchema, {
  title: 'Vision and Mission',
  metaDescription:
    'Our vision for stress-free relocation in India, our mission of safe, on-time and honestly priced moves, and the values that guide our crews every day.',
  heading: 'Our Vision and Mission',
  vision: [
    'To be the mover families and businesses across India recommend first, because every move we make is safe, on time and honestly priced.',
    'We want shifting a home or an office to feel like a planned step forward, not a stressful gamble.',
  ],
  mission: [
    'To plan every move around the customer, with a survey, a written quote and a named team lead.',
    'To pack and carry every item as if it were our own, using trained crews, quality materials and tracked vehicles.',
    'To keep our prices transparent, our promises realistic and our support available from the first call until after delivery.',
  ],
  values: [
    { title: 'Care', description: 'We handle your goods and your home as carefully as we would our own.' },
    {
      title: 'Honesty',
      description: 'Clear quotes, real timelines and straight answers, even when the news is not good.',
    },
    { title: 'Reliability', description: 'We turn up when we say we will and deliver on the date we agree.' },
    { title: 'Accountability', description: 'If something goes wrong, we own it and put it right quickly.' },
    { title: 'Respect', description: 'For your time, your privacy, your neighbours and our own crews.' },
  ],
});

export const servicesPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'Our Services',
  metaDescription:
    'Home, office and commercial shifting, car and bike transport, pet relocation, storage, cold-chain and international moves, with indicative charges.',
  heading: 'Our Services',
  intro:
    'Choose a service to see what it includes, how we handle it and what it typically costs. Every job gets a written quote before you book.',
});

export const faqsPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'Frequently Asked Questions',
  metaDescription:
    'Answers on moving times, prices, advance payment, rescheduling, insurance, prohibited items, vehicle transport, storage and damage claims.',
  heading: 'Frequently Asked Questions',
  intro:
    'Planning a move raises a lot of questions. Here are straight answers to the ones our customers ask most, and our team is a call away for anything else.',
});

export const contactPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'Contact Us',
  metaDescription: `Call, e-mail or chat with our moving team, or send your move details: a call back in ${callbackMinutes} minutes, then a written quote ${quoteTime.within}.`,
  heading: 'Contact Us',
  intro: `Tell us about your move and we will call you back within ${callbackMinutes} minutes. Our office is open ${company.hours}.`,
});

export const reviewPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'Customer Reviews',
  metaDescription:
    'Read what customers say about their home, office and vehicle moves with us, and share your own experience with a written review and star rating.',
  heading: 'Customer Reviews',
  intro: 'Our customers tell it best. Read their experiences, and if we have moved you, tell us how we did.',
});

export const homePage: { metaDescription: string } = parseContent(FILE, z.object({ metaDescription }), {
  metaDescription: `Packers and movers for home, office, vehicle and international moves across India. Call back in ${callbackMinutes} minutes, written quote ${quoteTime.within}.`,
});

export const photoGalleryPage: SimplePage = parseContent(FILE, simplePageSchema, {
  title: 'Photo Gallery',
  metaDescription: picturesAreIllustrations
    ? 'Pictures of house shifting, bike and car transport, storage and wooden crating, showing how goods are packed and loaded safely.'
    : 'Photos from real moves: house shifting, bike and car transport, storage and wooden crating, showing how our crews pack and load your goods safely.',
  heading: 'Photo Gallery',
  intro: picturesAreIllustrations
    ? 'Drawings of how goods are packed, loaded and stored: house shifting, vehicle transport, storage and wooden packing. Use the filters to browse.'
    : 'See our crews at work on real moves. Use the filters to browse house shifting, vehicle transport, storage and wooden packing.',
});

export const videoGalleryPage: SimplePage = parseContent(
  FILE,
  simplePageSchema.extend({
    /** Fixed heading (docs/product.md#other-content-pages). */
    heading: z.literal('Our Videos'),
    /** Fixed intro text (docs/product.md#other-content-pages). */
    intro: z.literal("Real Stories. Real Relocations. Here's what our happy customers have to say."),
  }),
  {
    title: 'Video Gallery',
    metaDescription: videosArePlaceholders
      ? 'Sample videos of house, office and vehicle moves: how goods are packed, loaded and delivered across India, standing in for our customers’ own.'
      : 'Watch customers talk about their house, office and vehicle moves with us, and see how our crews pack, load and deliver goods across India.',
    heading: 'Our Videos',
    intro: "Real Stories. Real Relocations. Here's what our happy customers have to say.",
  },
);

export const sharedSections: SharedSections = parseContent(FILE, sharedSectionsSchema, {
  getInTouchIntro: `Have a move coming up or a question about one? Call, e-mail or chat with us, and we will call you back within ${callbackMinutes} minutes during office hours.`,
  officeHeading: 'Our Office Location',
  trustHeading: 'Trust Us With Confidence',
  awardsHeading: 'Awards & Certifications',
  videosHeading: 'What Our Customers Say',
});

import { fill, hrefLang, type Locale, localePath } from '@/lib/shared/i18n';
import type {
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  Graph,
  MovingCompany,
  Offer,
  OpeningHoursSpecification,
  Place,
  Service,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { company } from '@/content/company';
import { priceRows } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import { homePage } from '@/content/story';
import { absoluteUrl, appIcons, ogImagePath } from '@/lib/server/metadata';

/**
 * Builders of the site's schema.org structured data. Each returns a node typed with schema-dts, so a
 * misspelt property or a wrong type fails `tsc`; tests/structured-data-rules.ts checks the required
 * properties at run time on every built page. Nothing here carries ratings or reviews: search
 * engines ignore (and may penalise) review stars a business publishes about itself.
 */

/** `@id` of the company node; services and the website point at it instead of repeating it. */
export const companyId = absoluteUrl('/#company');
const websiteId = absoluteUrl('/#website');

const india: Place = { '@type': 'Country', name: 'India' };

const days: Record<string, DayOfWeek> = {
  Mon: 'Monday',
  Tue: 'Tuesday',
  Wed: 'Wednesday',
  Thu: 'Thursday',
  Fri: 'Friday',
  Sat: 'Saturday',
  Sun: 'Sunday',
};
const week = Object.keys(days);

/** "8:00 PM" → "20:00". */
function time24(hour: string, minute: string, meridiem: string): string {
  const h = (Number(hour) % 12) + (meridiem === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${minute}`;
}

/**
 * Opening hours as schema.org wants them, read from the hours the company file shows visitors
 * ("Mon - Sun: 8:00 AM - 8:00 PM"), so the two never disagree. Any other shape stops the build.
 */
export function openingHours(hours: string): OpeningHoursSpecification {
  const match = /^(\w{3}) - (\w{3}): (\d{1,2}):(\d{2}) (AM|PM) - (\d{1,2}):(\d{2}) (AM|PM)$/.exec(hours);
  const [, from, to, oh, om, oam, ch, cm, cam] = match ?? [];
  const first = week.indexOf(from ?? '');
  const last = week.indexOf(to ?? '');
  if (!match || first < 0 || last < first) {
    throw new Error(`content/company.ts: hours "${hours}" must read like "Mon - Sun: 8:00 AM - 8:00 PM"`);
  }
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: week.slice(first, last + 1).map((d) => days[d]!),
    opens: time24(oh!, om!, oam!),
    closes: time24(ch!, cm!, cam!),
  };
}

/** The company as a local business, on every page (the layout adds it). */
export function movingCompanyNode(): MovingCompany {
  const logo = appIcons.find((icon) => icon.size === 512 && icon.purpose === 'any')!;
  return {
    '@type': 'MovingCompany',
    '@id': companyId,
    name: company.name,
    description: homePage.metaDescription,
    url: absoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: absoluteUrl(logo.src), width: `${logo.size}`, height: `${logo.size}` },
    image: absoluteUrl(ogImagePath('/')),
    telephone: company.phoneE164,
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${company.address.street}, ${company.address.locality}`,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: 'IN',
    },
    openingHoursSpecification: [openingHours(company.hours)],
    foundingDate: String(company.founded),
    areaServed: india,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phoneE164,
      email: company.email,
      areaServed: 'IN',
    },
  };
}

/** `@id` of the site in each language: the English site at /, its Hindi twin at /hi/. */
const websiteIds: Record<Locale, string> = { en: websiteId, hi: absoluteUrl(`${localePath('hi', '/')}#website`) };

/**
 * The site itself in one language; gives search engines the site's name. The Hindi pages are the
 * Hindi translation of the site, with its own home page at /hi/ (docs/i18n.md#discovery): each
 * language's node names the other as its translation.
 */
export function websiteNode(locale: Locale = 'en'): WebSite {
  const other: Locale = locale === 'en' ? 'hi' : 'en';
  return {
    '@type': 'WebSite',
    '@id': websiteIds[locale],
    name: company.name,
    url: absoluteUrl(localePath(locale, '/')),
    inLanguage: hrefLang[locale],
    publisher: { '@id': companyId },
    ...(locale === 'en'
      ? { workTranslation: { '@id': websiteIds[other] } }
      : { translationOfWork: { '@id': websiteIds[other] } }),
  };
}

/** The company and the website in the page's language, as one graph: the layout puts it on every page. */
export function siteJsonLd(locale: Locale = 'en'): Graph {
  return { '@context': 'https://schema.org', '@graph': [movingCompanyNode(), websiteNode(locale)] };
}

/** The trail shown at the top of a page, home first (the page hero's breadcrumbs). */
export function breadcrumbJsonLd(crumbs: readonly { label: string; href: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href),
    })),
  };
}

/** Questions and answers exactly as the page shows them. */
export function faqPageJsonLd(
  faqs: readonly { question: string; answer: string }[],
  locale: Locale = 'en',
): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: hrefLang[locale],
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/**
 * The estimated charges table (content/prices.ts) as offers: one per size of move, in rupees,
 * named in the page's language (content/hi/prices.ts: the same amounts).
 */
export function priceOffers(locale: Locale = 'en'): Offer[] {
  const words = uiWords[locale].servicePages;
  return priceRows(locale).map((row) => ({
    '@type': 'Offer',
    name: fill(words.priceOffer, { size: row.shiftingType }),
    priceCurrency: 'INR',
    priceSpecification: [
      {
        '@type': 'PriceSpecification',
        name: words.pricePacking,
        minPrice: row.packingMaterial.min,
        maxPrice: row.packingMaterial.max,
        priceCurrency: 'INR',
      },
      {
        '@type': 'PriceSpecification',
        name: words.priceMoving,
        minPrice: row.movingCharges.min,
        maxPrice: row.movingCharges.max,
        priceCurrency: 'INR',
      },
    ],
  }));
}

type ServiceInput = {
  /** The service as the page names it, e.g. "Home Shifting Services". */
  name: string;
  /** Kind of service, e.g. "Home Shifting". */
  serviceType: string;
  /** The page's description. */
  description: string;
  /** Root-relative path of the page that offers it. */
  path: string;
  /** The city it is offered in; India when absent. */
  city?: string;
  /** Attach the estimated charges: only where the page shows the charges table. */
  withPrices?: boolean;
  /** Offers of the page's own (a city page's common moves, a Hindi page's charges); instead of the charges table's. */
  offers?: Offer[];
};

/** A service the company offers, provided by the company node. */
export function serviceJsonLd(input: ServiceInput): WithContext<Service> {
  return { '@context': 'https://schema.org', ...serviceNode(input) };
}

/**
 * A service in its page's language (docs/i18n.md#discovery). A Service has no language of its own
 * in schema.org, so a Hindi page says its language in a `WebPage` node (`inLanguage: hi-IN`)
 * whose main entity is the service; an English page's service stands alone, as it always has.
 */
export function localServiceJsonLd(input: ServiceInput, locale: Locale): WithContext<Service> | Graph {
  if (locale === 'en') return serviceJsonLd(input);
  const url = absoluteUrl(input.path);
  const page: WebPage = {
    '@type': 'WebPage',
    '@id': `${url}#page`,
    url,
    name: input.name,
    inLanguage: hrefLang[locale],
    isPartOf: { '@id': websiteId },
    mainEntity: { '@id': `${url}#service` },
  };
  return { '@context': 'https://schema.org', '@graph': [page, { ...serviceNode(input), '@id': `${url}#service` }] };
}

function serviceNode(input: ServiceInput): Service {
  return {
    '@type': 'Service',
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: absoluteUrl(input.path),
    provider: { '@id': companyId },
    areaServed: input.city ? { '@type': 'City', name: input.city, containedInPlace: india } : india,
    ...(input.offers ? { offers: input.offers } : input.withPrices ? { offers: priceOffers() } : {}),
  };
}

import { z } from 'zod';
import { contactLinks } from './company';
import { internalHref, parseContent, text } from './parse';

/** A fixed page of the site (docs/product.md#pages); city pages live in content/cities.ts. */
export const pageSchema = z.object({
  /** Root-relative path with a trailing slash, e.g. `/about/`. */
  path: internalHref,
  /** Link text used in navigation and the footer. */
  label: text,
  /** Footer column the page is listed in. */
  group: z.enum(['company', 'services', 'help', 'legal']),
});

export type Page = z.infer<typeof pageSchema>;

/** The 26 fixed routes (docs/product.md#pages), in the order listed there. */
export const pages: Page[] = parseContent('content/routes.ts', z.array(pageSchema).length(26), [
  { path: '/', label: 'Home', group: 'company' },
  { path: '/about/', label: 'About Us', group: 'company' },
  { path: '/review/', label: 'Reviews', group: 'company' },
  { path: '/faqs/', label: 'FAQs', group: 'help' },
  { path: '/services/', label: 'Services', group: 'services' },
  { path: '/contact-us/', label: 'Contact Us', group: 'help' },
  { path: '/who-we-are/', label: 'Who We Are', group: 'company' },
  { path: contactLinks.whyRoute, label: 'Why Choose Us', group: 'company' },
  { path: '/our-team/', label: 'Our Team', group: 'company' },
  { path: '/vission-mission/', label: 'Vision & Mission', group: 'company' },
  { path: '/terms-and-conditions/', label: 'Terms & Conditions', group: 'legal' },
  { path: '/privacy-and-policy/', label: 'Privacy Policy', group: 'legal' },
  { path: '/bill-claim/', label: 'Bill & Damage Claims', group: 'legal' },
  { path: '/moving-guide/', label: 'Moving Guide', group: 'help' },
  { path: '/photo-gallery/', label: 'Photo Gallery', group: 'company' },
  { path: '/customer-support/', label: 'Customer Support', group: 'help' },
  { path: '/home-shifting/', label: 'Home Shifting', group: 'services' },
  { path: '/pet-relocation/', label: 'Pet Relocation', group: 'services' },
  { path: '/office-relocation/', label: 'Office Relocation', group: 'services' },
  { path: '/car-bike-transport/', label: 'Car & Bike Transport', group: 'services' },
  { path: '/commercial-shifting/', label: 'Commercial Shifting', group: 'services' },
  { path: '/international-moves/', label: 'International Moves', group: 'services' },
  { path: '/warehouse/', label: 'Warehouse', group: 'services' },
  { path: '/home-storage/', label: 'Home Storage', group: 'services' },
  { path: '/safety-standard/', label: 'Safety Standards', group: 'help' },
  { path: '/video-gallery/', label: 'Video Gallery', group: 'company' },
]);

/** Header navigation (docs/product.md#pages): home, about, review, FAQs, contact, services. */
export const mainNav: Page[] = ['/', '/about/', '/review/', '/faqs/', '/contact-us/', '/services/'].map((path) => {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`content/routes.ts: mainNav names ${path}, which is not in pages`);
  return page;
});

/** Footer link columns, built from the page groups so a new page shows up by itself. */
export const footerColumns: { heading: string; links: Page[] }[] = (
  [
    ['company', 'Company'],
    ['services', 'Services'],
    ['help', 'Help & Guides'],
    ['legal', 'Policies'],
  ] as const
).map(([group, heading]) => ({ heading, links: pages.filter((p) => p.group === group) }));

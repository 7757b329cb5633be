import { z } from 'zod';

/**
 * Run-time rules for the site's JSON-LD: the properties search engines require (and a few they
 * recommend) for each schema.org type the site uses. The builders are typed with schema-dts, which
 * checks property names and value types at compile time; these rules check, on the built pages,
 * that what a crawler receives parses and is complete. Shared by the unit and browser tests.
 */

const url = z.url({ protocol: /^https?$/ });
const text = z.string().trim().min(1);
const idRef = z.object({ '@id': url });
const country = z.object({ '@type': z.literal('Country'), name: text });
const city = z.object({ '@type': z.literal('City'), name: text, containedInPlace: country });
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const priceSpecification = z
  .object({
    '@type': z.literal('PriceSpecification'),
    name: text,
    minPrice: z.number().positive(),
    maxPrice: z.number().positive(),
    priceCurrency: z.literal('INR'),
  })
  .refine((p) => p.minPrice <= p.maxPrice, 'minPrice must not exceed maxPrice');

const offer = z.object({
  '@type': z.literal('Offer'),
  name: text,
  priceCurrency: z.literal('INR'),
  priceSpecification: z.array(priceSpecification).min(1),
});

/** Required properties per schema.org type; a type not listed here is an error. */
export const structuredDataRules = {
  MovingCompany: z.object({
    '@id': url,
    name: text,
    url,
    logo: z.object({ '@type': z.literal('ImageObject'), url }),
    image: url,
    telephone: z.string().regex(/^\+\d{8,15}$/, 'must be in international form, e.g. +919876543210'),
    email: z.email(),
    address: z.object({
      '@type': z.literal('PostalAddress'),
      streetAddress: text,
      addressLocality: text,
      addressRegion: text,
      postalCode: z.string().regex(/^\d{6}$/, 'must be a six-digit PIN code'),
      addressCountry: z.literal('IN'),
    }),
    openingHoursSpecification: z
      .array(
        z.object({
          '@type': z.literal('OpeningHoursSpecification'),
          dayOfWeek: z.array(z.enum(days)).min(1),
          opens: z.string().regex(/^\d{2}:\d{2}$/),
          closes: z.string().regex(/^\d{2}:\d{2}$/),
        }),
      )
      .min(1),
    foundingDate: z.string().regex(/^\d{4}/),
    areaServed: z.union([country, city, z.array(z.union([country, city])).min(1)]),
  }),
  WebSite: z.object({ '@id': url, name: text, url, publisher: idRef }),
  /** A page that says its language (a Hindi service page): its service is its main entity. */
  WebPage: z.object({ '@id': url, url, name: text, inLanguage: text, isPartOf: idRef, mainEntity: idRef }),
  BreadcrumbList: z.object({
    itemListElement: z
      .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().positive(), name: text, item: url }))
      .min(2)
      .refine((items) => items.every((item, i) => item.position === i + 1), 'positions must run 1, 2, 3, …'),
  }),
  FAQPage: z.object({
    mainEntity: z
      .array(
        z.object({
          '@type': z.literal('Question'),
          name: text,
          acceptedAnswer: z.object({ '@type': z.literal('Answer'), text }),
        }),
      )
      .min(1),
  }),
  Service: z.object({
    name: text,
    serviceType: text,
    description: text,
    url,
    provider: z.union([idRef, z.object({ '@type': z.literal('MovingCompany'), name: text })]),
    areaServed: z.union([country, city]),
    offers: z.array(offer).min(1).optional(),
  }),
} as const;

export type StructuredDataType = keyof typeof structuredDataRules;

/** What one page's JSON-LD holds: the top-level nodes found, and every problem with them. */
export type StructuredDataReport = { nodes: { type: string; node: Record<string, unknown> }[]; problems: string[] };

/** Keys that would publish the company's own star ratings: search engines treat them as self-serving. */
const selfServing = new Set(['aggregateRating', 'review', 'reviews']);

function findKeys(value: unknown, keys: Set<string>, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => findKeys(v, keys, found));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (keys.has(key)) found.push(key);
      findKeys(v, keys, found);
    }
  }
  return found;
}

/** Parses the text of each `<script type="application/ld+json">` of a page and checks every node. */
export function checkStructuredData(scripts: readonly string[]): StructuredDataReport {
  const report: StructuredDataReport = { nodes: [], problems: [] };
  scripts.forEach((source, index) => {
    let doc: unknown;
    try {
      doc = JSON.parse(source);
    } catch (error) {
      report.problems.push(`script ${index + 1}: not valid JSON (${(error as Error).message})`);
      return;
    }
    const top = z.looseObject({ '@context': z.literal('https://schema.org') }).safeParse(doc);
    if (!top.success) {
      report.problems.push(`script ${index + 1}: "@context" must be "https://schema.org"`);
      return;
    }
    const graph = top.data['@graph'];
    const nodes = Array.isArray(graph) ? (graph as unknown[]) : [top.data];
    for (const node of nodes) {
      const type = (node as { '@type'?: unknown })['@type'];
      if (typeof type !== 'string' || !(type in structuredDataRules)) {
        report.problems.push(`script ${index + 1}: no rule for @type ${JSON.stringify(type)}`);
        continue;
      }
      report.nodes.push({ type, node: node as Record<string, unknown> });
      const result = structuredDataRules[type as StructuredDataType].safeParse(node);
      if (!result.success) {
        for (const issue of result.error.issues) {
          report.problems.push(`${type}.${issue.path.join('.') || '(node)'}: ${issue.message}`);
        }
      }
    }
    for (const key of findKeys(doc, selfServing)) {
      report.problems.push(`script ${index + 1}: "${key}" publishes the company's own ratings`);
    }
  });
  return report;
}

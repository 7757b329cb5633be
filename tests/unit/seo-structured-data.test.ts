import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MovingCompany, Service, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from '@/components/seo/json-ld';
import {
  breadcrumbJsonLd,
  companyId,
  faqPageJsonLd,
  movingCompanyNode,
  openingHours,
  serviceJsonLd,
  siteJsonLd,
} from '@/components/seo/structured-data';
import { company } from '@/content/company';
import { faqGroups } from '@/content/faqs';
import { priceRows } from '@/content/prices';
import { absoluteUrl } from '@/lib/server/metadata';
import { checkStructuredData } from '../structured-data-rules';

/** Runs a document through the same rules the browser tests apply to every built page. */
const check = (data: object) => checkStructuredData([serializeJsonLd(data as WithContext<MovingCompany>)]);

describe('JsonLd', () => {
  const hostile = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: '</script><script>alert("x")</script><!--',
  } satisfies WithContext<Service>;

  it('escapes "<" so no text in the data can close the script', () => {
    const json = serializeJsonLd(hostile);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('renders one application/ld+json script', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: hostile }));
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/);
  });
});

describe('the company (MovingCompany, on every page)', () => {
  const node = movingCompanyNode() as unknown as Record<string, unknown>;

  it('passes the rules with the Ghansoli address, phone, e-mail, hours, founding year and area served', () => {
    expect(check(siteJsonLd()).problems).toEqual([]);
    expect(node).toMatchObject({
      '@id': companyId,
      name: company.name,
      telephone: company.phoneE164,
      email: company.email,
      foundingDate: '2006',
      address: {
        streetAddress: 'Sector 5, Ghansoli',
        addressLocality: 'Navi Mumbai',
        postalCode: '400701',
        addressCountry: 'IN',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '20:00',
        },
      ],
      areaServed: { '@type': 'Country', name: 'India' },
    });
  });

  it('publishes no ratings or reviews about itself', () => {
    expect(JSON.stringify(siteJsonLd())).not.toMatch(/aggregateRating|"review"/);
  });
});

describe('openingHours', () => {
  it('reads the hours the company file shows visitors', () => {
    expect(openingHours('Mon - Sat: 9:30 AM - 6:00 PM')).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: '09:30',
      closes: '18:00',
    });
    expect(openingHours('Mon - Sun: 12:00 AM - 12:00 PM')).toMatchObject({ opens: '00:00', closes: '12:00' });
  });

  it('stops the build on hours it cannot read', () => {
    expect(() => openingHours('Always open')).toThrow(/content\/company.ts/);
    expect(() => openingHours('Sun - Mon: 8:00 AM - 8:00 PM')).toThrow();
  });
});

describe('page-level structured data', () => {
  it('turns the breadcrumb trail into a BreadcrumbList with absolute URLs', () => {
    const data = breadcrumbJsonLd([
      { label: 'Home', href: '/' },
      { label: 'Packers and movers in Pune', href: '/city/pune/' },
    ]);
    expect(check(data).problems).toEqual([]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: 'Packers and movers in Pune', item: absoluteUrl('/city/pune/') },
    ]);
  });

  it('marks up all ten FAQs as an FAQPage', () => {
    const data = faqPageJsonLd([...faqGroups.initial, ...faqGroups.more]);
    expect(check(data).problems).toEqual([]);
    expect(data.mainEntity).toHaveLength(10);
  });

  it('describes a service provided by the company, with the estimated charges as offers where asked', () => {
    const plain = serviceJsonLd({
      name: 'Home Shifting Services',
      serviceType: 'Home Shifting',
      description: 'd',
      path: '/home-shifting/',
    });
    expect(check(plain).problems).toEqual([]);
    expect(plain).toMatchObject({ provider: { '@id': companyId }, url: absoluteUrl('/home-shifting/') });
    expect(plain).not.toHaveProperty('offers');

    const inCity = serviceJsonLd({
      name: 'Packers and movers in Pune',
      serviceType: 'Packing and moving',
      description: 'd',
      path: '/city/pune/',
      city: 'Pune',
      withPrices: true,
    });
    expect(check(inCity).problems).toEqual([]);
    expect(inCity.areaServed).toMatchObject({ '@type': 'City', name: 'Pune' });
    const offers = inCity.offers as unknown as {
      name: string;
      priceSpecification: { minPrice: number; maxPrice: number }[];
    }[];
    expect(offers).toHaveLength(priceRows.length);
    priceRows.forEach((row, i) => {
      expect(offers[i]!.name).toContain(row.shiftingType);
      expect(offers[i]!.priceSpecification.map((p) => [p.minPrice, p.maxPrice])).toEqual([
        [row.packingMaterial.min, row.packingMaterial.max],
        [row.movingCharges.min, row.movingCharges.max],
      ]);
    });
  });

  it('is typed against schema.org, so a property the type does not have fails the type check', () => {
    const service: WithContext<Service> = {
      '@context': 'https://schema.org',
      '@type': 'Service',
      // @ts-expect-error -- foundingDate belongs to organisations, not to services
      foundingDate: '2006',
    };
    expect(service['@type']).toBe('Service');
  });
});

describe('the run-time rules', () => {
  it('report invalid JSON, a wrong context, unknown types, missing required properties and self-serving ratings', () => {
    expect(checkStructuredData(['{']).problems[0]).toMatch(/not valid JSON/);
    expect(checkStructuredData(['{"@context":"http://schema.org","@type":"WebSite"}']).problems[0]).toMatch(/@context/);
    expect(checkStructuredData(['{"@context":"https://schema.org","@type":"Thing"}']).problems[0]).toMatch(/no rule/);

    const company = structuredClone(movingCompanyNode()) as unknown as Record<string, Record<string, unknown>>;
    delete company.address!.postalCode;
    company.aggregateRating = { '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 120 };
    const problems = check({ '@context': 'https://schema.org', ...company }).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^MovingCompany\.address\.postalCode/));
    expect(problems).toContainEqual(expect.stringMatching(/aggregateRating/));
  });
});

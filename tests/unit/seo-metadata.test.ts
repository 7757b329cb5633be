import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import manifest from '@/app/manifest';
import robots from '@/app/robots';
import { cityMetadata } from '@/components/templates/city-page';
import { cities } from '@/content/cities';
import { company } from '@/content/company';
import { env } from '@/lib/server/env';
import {
  absoluteUrl,
  appIcons,
  descriptionLength,
  ogImagePath,
  ogImageSize,
  pageMetadata,
} from '@/lib/server/metadata';
import { allRoutes, hindiRoutes } from '@/content/pages';
import { splitLocale } from '@/lib/shared/i18n';

const description =
  'A description written for this page alone: long enough to say what it offers, and short enough for search results to show it whole.';

describe('pageMetadata', () => {
  it('gives the canonical URL, Open Graph and Twitter tags on SITE_URL, with the page’s own 1200×630 image', () => {
    const meta = pageMetadata({ title: 'Our Team', description, path: '/our-team/' });
    expect(meta.title).toBe('Our Team');
    expect(meta.alternates?.canonical).toBe(`${env.SITE_URL}/our-team/`);
    expect(meta.openGraph).toMatchObject({
      url: `${env.SITE_URL}/our-team/`,
      title: `Our Team | ${company.name}`,
      description,
      locale: 'en_IN',
      siteName: company.name,
      images: [{ url: `${env.SITE_URL}/og/our-team.jpg`, width: 1200, height: 630, type: 'image/jpeg' }],
    });
    expect(meta.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: `${env.SITE_URL}/og/our-team.jpg` }],
    });
  });

  it('keeps an absolute title as it is', () => {
    const meta = pageMetadata({ title: 'Home | 15% Off', absoluteTitle: true, description, path: '/' });
    expect(meta.title).toEqual({ absolute: 'Home | 15% Off' });
    expect(meta.openGraph?.title).toBe('Home | 15% Off');
  });

  it('stops the build on a description outside 120-160 characters, naming the page', () => {
    const short = 'x'.repeat(descriptionLength.min - 1);
    const long = 'x'.repeat(descriptionLength.max + 1);
    expect(() => pageMetadata({ title: 'T', description: short, path: '/faqs/' })).toThrow(/\/faqs\/.*119 characters/);
    expect(() => pageMetadata({ title: 'T', description: long, path: '/faqs/' })).toThrow(/161 characters/);
  });

  it('refuses a path that is not root-relative with a trailing slash', () => {
    expect(() => pageMetadata({ title: 'T', description, path: '/faqs' })).toThrow(/must be root-relative/);
    expect(() => pageMetadata({ title: 'T', description, path: 'https://x.in/faqs/' })).toThrow();
  });

  it('names one preview image per page', () => {
    expect(ogImagePath('/')).toBe('/og/home.jpg');
    expect(ogImagePath('/city/agra/')).toBe('/og/city-agra.jpg');
    expect(ogImagePath('/why-sugam/')).toBe('/og/why-sugam.jpg');
    expect(ogImagePath('/', 'hi')).toBe('/og/hi-home.jpg');
    expect(ogImagePath('/city/pune/', 'hi')).toBe('/og/hi-city-pune.jpg');
    const images = [
      ...allRoutes.map((path) => ogImagePath(path)),
      ...hindiRoutes.map((address) => ogImagePath(splitLocale(address).path, 'hi')),
    ];
    expect(new Set(images).size).toBe(allRoutes.length + hindiRoutes.length);
    expect(ogImageSize).toEqual({ width: 1200, height: 630 });
  });

  it('gives a Hindi page its own Hindi preview, in Open Graph and on Twitter, not its English twin’s', () => {
    const hindi = pageMetadata({ title: 'पुणे में पैकर्स और मूवर्स', description, path: '/city/pune/', locale: 'hi' });
    const english = pageMetadata({ title: 'Packers and Movers in Pune', description, path: '/city/pune/' });
    const url = `${env.SITE_URL}/og/hi-city-pune.jpg`;
    expect(hindi.openGraph?.images).toEqual([
      { url, width: 1200, height: 630, alt: `पुणे में पैकर्स और मूवर्स | ${company.name}`, type: 'image/jpeg' },
    ]);
    expect(hindi.twitter?.images).toEqual([{ url, alt: `पुणे में पैकर्स और मूवर्स | ${company.name}` }]);
    expect(english.twitter?.images).toEqual([
      { url: `${env.SITE_URL}/og/city-pune.jpg`, alt: `Packers and Movers in Pune | ${company.name}` },
    ]);
  });
});

describe('SITE_URL', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function envWith(value: string) {
    vi.stubEnv('SITE_URL', value);
    vi.resetModules();
    return (await import('@/lib/server/env')).env;
  }

  it('defaults to a placeholder production origin', async () => {
    expect((await envWith('')).SITE_URL).toBe('https://www.example.com');
  });

  it('is read at build time and normalised to an origin', async () => {
    expect((await envWith('https://www.Sugam-Movers.in/')).SITE_URL).toBe('https://www.sugam-movers.in');
    vi.resetModules();
    const { absoluteUrl: onSite } = await import('@/lib/server/metadata');
    expect(onSite('/city/pune/')).toBe('https://www.sugam-movers.in/city/pune/');
  });

  it('stops the build on a value that is not an origin', async () => {
    await expect(envWith('www.sugam-movers.in')).rejects.toThrow(/SITE_URL/);
    await expect(envWith('https://www.sugam-movers.in/en/')).rejects.toThrow(/origin only/);
    await expect(envWith('ftp://www.sugam-movers.in')).rejects.toThrow(/SITE_URL/);
  });

  it('is the only source of the site’s host: no page, component or content file writes it', () => {
    const placeholder = new URL(env.SITE_URL).host;
    const root = resolve(__dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
      });
    const offenders = ['app', 'components', 'content', 'lib']
      .flatMap((dir) => files(join(root, dir)))
      .filter((file) => !file.endsWith(join('lib', 'server', 'env.ts')))
      .filter((file) => readFileSync(file, 'utf8').includes(`//${placeholder}`));
    expect(offenders).toEqual([]);
  });
});

describe('city page metadata', () => {
  const metas = cities.map((city) => ({ city, meta: cityMetadata(city) }));

  it('gives every city its own title, description and canonical URL', () => {
    expect(new Set(metas.map((m) => m.meta.title)).size).toBe(cities.length);
    expect(new Set(metas.map((m) => m.meta.description)).size).toBe(cities.length);
    for (const { city, meta } of metas) {
      expect(meta.alternates?.canonical).toBe(absoluteUrl(`/city/${city.slug}/`));
      expect(String(meta.title)).toContain(city.city);
      expect(meta.description).toContain(city.city);
      expect(meta.description!.length).toBeGreaterThanOrEqual(120);
      expect(meta.description!.length).toBeLessThanOrEqual(160);
    }
  });

  it('carries each city’s offer in the title and description of the 47 templated pages', () => {
    for (const { city, meta } of metas.filter((m) => !m.city.metaDetails)) {
      if (city.offer) {
        expect(String(meta.title)).toContain(`${city.offer} Off`);
        expect(meta.description).toContain(`Get ${city.offer} off your move`);
      } else {
        expect(String(meta.title)).not.toMatch(/% Off/);
        expect(meta.description).not.toMatch(/%/);
      }
    }
  });

  it('uses bhiwandi’s own metaDetails (docs/product.md#content-data)', () => {
    const bhiwandi = cities.find((c) => c.slug === 'bhiwandi')!;
    const details = bhiwandi.metaDetails!;
    const meta = cityMetadata(bhiwandi);
    expect(meta.title).toBe(details.title);
    expect(meta.description).toBe(details.description);
    expect(meta.keywords).toBe(details.keywords);
    expect(meta.openGraph?.description).toBe(details.ogDescription);
    expect(meta.twitter?.description).toBe(details.twitterDescription);
  });
});

describe('robots.txt and the web app manifest', () => {
  it('lets crawlers in and points them to the sitemap', () => {
    const rules = robots();
    expect(rules.sitemap).toBe(absoluteUrl('/sitemap.xml'));
    expect(rules.rules).toMatchObject({ userAgent: '*', allow: '/' });
  });

  it('names the company and lists any-purpose and maskable icons', () => {
    const app = manifest();
    expect(app.name).toBe(company.name);
    expect(app.short_name!.length).toBeLessThanOrEqual(12);
    expect(app.lang).toBe('en-IN');
    expect(app.icons).toEqual(
      appIcons.map((icon) => expect.objectContaining({ src: icon.src, sizes: `${icon.size}x${icon.size}` })),
    );
    expect(app.icons!.map((icon) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
  });
});

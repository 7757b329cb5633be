import type { Metadata } from 'next';
import { company } from '@/content/company';
import { env } from './env';
import { hrefLang, type Locale, localePath, ogLocale } from '../shared/i18n';
import { hasHindiTwin } from '@/content/pages';

/** Length of a meta description, in characters: long enough to say what the page offers, short enough to show whole. */
export const descriptionLength = { min: 120, max: 160 } as const;

/** Size of every social preview image in pixels: the 1.91:1 card that chat apps and social sites show. */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** Absolute URL of a root-relative path on the deployed site (origin from SITE_URL at build time). */
export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${path}`;
}

/**
 * Root-relative path of a page's social preview image, drawn at build time by
 * scripts/make-og-images.ts, from its English path and its language: `/` → `/og/home.jpg`,
 * `/city/agra/` → `/og/city-agra.jpg`, and in Hindi `/og/hi-city-agra.jpg` (docs/i18n.md#discovery).
 */
export function ogImagePath(pagePath: string, locale: Locale = 'en'): string {
  const name = pagePath === '/' ? 'home' : pagePath.replace(/^\/|\/$/g, '').replaceAll('/', '-');
  return `/og/${locale === 'en' ? '' : `${locale}-`}${name}.jpg`;
}

/**
 * PNG icons drawn from app/icon.svg at build time (scripts/make-og-images.ts), for the web app
 * manifest and as the company logo in structured data. `maskable` keeps the mark inside the safe zone.
 */
export const appIcons = [
  { src: '/app-icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/app-icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/app-icons/maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

type PageMeta = {
  /** Page title; the layout's template appends the company name unless `absoluteTitle` is set. */
  title: string;
  /** Meta description written for this page, 120-160 characters. */
  description: string;
  /** Root-relative path with a trailing slash. */
  path: string;
  /** Use the title as-is (home page, or a title that already names the company). */
  absoluteTitle?: boolean;
  /** Comma-separated keywords, where the content gives them. */
  keywords?: string;
  /** Open Graph description, if it differs. */
  ogDescription?: string;
  /** Twitter description, if it differs. */
  twitterDescription?: string;
  /**
   * The page's language (docs/i18n.md#discovery); `path` stays the English path. A page with a
   * twin in the other language names both, and English as the default, in its alternates.
   */
  locale?: Locale;
};

/** A page's metadata from its copy's own `title` and `metaDescription`, as most content modules give them. */
export const copyMetadata = (
  copy: { title: string; metaDescription: string },
  path: string,
  locale: Locale,
  options: Pick<PageMeta, 'absoluteTitle'> = {},
): Metadata => pageMetadata({ title: copy.title, description: copy.metaDescription, path, locale, ...options });

/**
 * The one helper every route uses for its metadata: title, description, canonical URL and the
 * Open Graph and Twitter tags with the page's own preview image. A description outside 120-160
 * characters or a malformed path stops the build, naming the page.
 */
export function pageMetadata(meta: PageMeta): Metadata {
  if (!/^\/([a-z0-9-]+\/)*$/.test(meta.path)) {
    throw new Error(`pageMetadata: path "${meta.path}" must be root-relative and end in "/", e.g. "/about/"`);
  }
  const { min, max } = descriptionLength;
  if (meta.description.length < min || meta.description.length > max) {
    throw new Error(
      `pageMetadata: the description of ${meta.path} has ${meta.description.length} characters; write ${min}-${max}`,
    );
  }

  const locale = meta.locale ?? 'en';
  const fullTitle = meta.absoluteTitle ? meta.title : `${meta.title} | ${company.name}`;
  const url = absoluteUrl(localePath(locale, meta.path));
  // Each page has its own preview in its own language, a Hindi page its Hindi headline (docs/i18n.md#discovery).
  const image = {
    url: absoluteUrl(ogImagePath(meta.path, locale)),
    ...ogImageSize,
    alt: fullTitle,
    type: 'image/jpeg',
  };
  const twin = hasHindiTwin(meta.path);
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    keywords: meta.keywords,
    alternates: {
      canonical: url,
      ...(twin
        ? {
            languages: {
              [hrefLang.en]: absoluteUrl(meta.path),
              [hrefLang.hi]: absoluteUrl(localePath('hi', meta.path)),
              'x-default': absoluteUrl(meta.path),
            },
          }
        : {}),
    },
    openGraph: {
      type: 'website',
      locale: ogLocale[locale],
      ...(twin ? { alternateLocale: [ogLocale[locale === 'en' ? 'hi' : 'en']] } : {}),
      siteName: company.name,
      title: fullTitle,
      description: meta.ogDescription ?? meta.description,
      url,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: meta.twitterDescription ?? meta.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}

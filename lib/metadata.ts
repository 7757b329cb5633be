import type { Metadata } from 'next';
import { company } from '@/content/company';
import { env } from './env';

/** Absolute URL of a root-relative path on the deployed site. */
export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${path}`;
}

type PageMeta = {
  /** Page title; the layout's template appends the company name unless `absoluteTitle` is set. */
  title: string;
  /** Meta description written for this page. */
  description: string;
  /** Root-relative path with a trailing slash. */
  path: string;
  /** Use the title as-is (home page). */
  absoluteTitle?: boolean;
  /** Comma-separated keywords, where the content gives them. */
  keywords?: string;
  /** Open Graph description, if it differs. */
  ogDescription?: string;
  /** Twitter description, if it differs. */
  twitterDescription?: string;
};

/** The one helper every route uses for its metadata: title, description, canonical and social tags. */
export function pageMetadata(meta: PageMeta): Metadata {
  const fullTitle = meta.absoluteTitle ? meta.title : `${meta.title} | ${company.name}`;
  const url = absoluteUrl(meta.path);
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: company.name,
      title: fullTitle,
      description: meta.ogDescription ?? meta.description,
      url,
      images: [{ url: absoluteUrl('/images/hero/slide-1.webp'), width: 1280, height: 560, alt: company.name }],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: meta.twitterDescription ?? meta.description,
      images: [absoluteUrl('/images/hero/slide-1.webp')],
    },
  };
}

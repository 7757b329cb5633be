import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/components/seo/structured-data';
import { Img } from './img';

type Crumb = { label: string; href: string };

type PageHeroProps = {
  /** The page's one h1. */
  title: string;
  /** One or two sentences under the title. */
  intro?: ReactNode;
  /** Banner image behind the title (decorative: the title says what the page is). */
  image?: { src: string; width: number; height: number };
  /** Trail from the home page to this page (this page last, not linked). */
  breadcrumbs?: Crumb[];
  /** Call to action under the intro. */
  children?: ReactNode;
  /** The breadcrumb trail's name in the page's language. */
  breadcrumbLabel?: string;
};

/** The banner at the top of every inner page. */
export function PageHero({
  title,
  intro,
  image,
  breadcrumbs,
  children,
  breadcrumbLabel = 'Breadcrumb',
}: PageHeroProps) {
  return (
    <div className="page-hero">
      {image ? (
        <Img className="page-hero__img" src={image.src} alt="" width={image.width} height={image.height} priority />
      ) : null}
      <div className="wrap">
        {breadcrumbs ? (
          <nav aria-label={breadcrumbLabel} className="breadcrumbs">
            <ol>
              {breadcrumbs.map((crumb, i) =>
                i === breadcrumbs.length - 1 ? (
                  <li key={crumb.href} aria-current="page">
                    {crumb.label}
                  </li>
                ) : (
                  <li key={crumb.href}>
                    <Link href={crumb.href}>{crumb.label}</Link>
                  </li>
                ),
              )}
            </ol>
            <JsonLd data={breadcrumbJsonLd(breadcrumbs)} />
          </nav>
        ) : null}
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}

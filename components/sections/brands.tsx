import { clientSectors } from '@/content/localized/sections';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';
import { Section } from '@/components/ui/section';
import { LogoTiles } from './logo-tiles';

/** Brands: the kinds of businesses that move with us, in the page's language. */
export function Brands({ locale = 'en' }: { locale?: Locale }) {
  const w = uiWords[locale].sections.brands;
  return (
    <Section id="brands" title={w.title} eyebrow={w.eyebrow} intro={w.intro}>
      <LogoTiles tiles={clientSectors(locale)} />
    </Section>
  );
}

import { clientSectors } from '@/content/partners';
import { Section } from '@/components/ui/section';
import { LogoTiles } from './logo-tiles';

/** Brands: the kinds of businesses that move with us. */
export function Brands() {
  return (
    <Section
      id="brands"
      title="Trusted by businesses across sectors"
      eyebrow="Brands we serve"
      intro="Companies move their people, offices and stock with us, and many send their employees to us for every transfer."
    >
      <LogoTiles tiles={clientSectors} />
    </Section>
  );
}

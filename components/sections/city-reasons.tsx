import { costFactorIds } from '@/content/city-reasons';
import type { LocalCityGuide } from '@/content/city-guides';
import { cityReasonsWords } from '@/content/localized/city';
import type { CitySlug } from '@/content/city-names';
import type { CityMove } from '@/lib/server/city-moves';
import { cityPriceFactors } from '@/lib/server/city-price-factors';
import type { Band } from '@/lib/shared/estimate/price';
import { formatCount, formatRupees } from '@/lib/shared/format';
import { fill, type Locale } from '@/lib/shared/i18n';
import { CardGrid } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';

/** "₹10,500 – ₹14,460". */
const band = (b: Band) => `${formatRupees(b.low)} – ${formatRupees(b.high)}`;

/** "A", "A and B", "A, B and C", with the language's "and". */
const listOf = (names: readonly string[], and: string) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;

/**
 * A city page's why-choose points and its ten cost factors (docs/city-pages.md#why-choose-and-the-ten-cost-factors), in the page's language, worded for the
 * city from its guide and from the estimate's figures for its own routes. `name`, `guide` and
 * `moves` are in the page's language (the Hindi page passes Hindi names).
 */
export function CityReasons({
  slug,
  name,
  guide,
  moves,
  locale = 'en',
}: {
  slug: CitySlug;
  name: string;
  guide: Pick<LocalCityGuide, 'movingHere'>;
  moves: readonly CityMove[];
  locale?: Locale;
}) {
  const w = cityReasonsWords(locale);
  const f = cityPriceFactors(slug, moves);
  const { routes } = f;
  const headings = guide.movingHere.slice(0, 3).map((part) => fill(w.quoted, { heading: part.heading }));

  const why = [
    {
      title: fill(w.packed.title, { far: f.far.name }),
      description: fill(w.packed.text, { city: name, km: formatCount(f.far.km), transit: f.far.transit }),
    },
    {
      title: fill(w.planned.title, { city: name }),
      description: fill(w.planned.text, { city: name, list: listOf(headings, w.and) }),
    },
    {
      title: fill(w.routes.title, { city: name }),
      description: fill(w.routes.text, {
        city: name,
        list: listOf(
          routes.slice(0, 3).map((move) => move.name),
          w.and,
        ),
      }),
    },
  ];

  const values = {
    city: name,
    to: f.to.name,
    near: f.near.name,
    nearKm: formatCount(f.near.km),
    nearBand: band(f.near.bands['2bhk']),
    far: f.far.name,
    farKm: formatCount(f.far.km),
    farBand: band(f.far.bands['2bhk']),
    one: band(f.sizes['1bhk']),
    two: band(f.sizes['2bhk']),
    three: band(f.sizes['3bhk']),
    floors: band(f.adds.floors),
    premium: band(f.adds.premium),
    car: band(f.adds.car),
    bike: band(f.adds.bike),
    storage: band(f.adds.storage),
    insurance: band(f.adds.insurance),
  };
  const factors = costFactorIds.map((id) => ({
    title: w.factors[id].title,
    description: fill(w.factors[id].text, values),
  }));

  return (
    <>
      <Section id="why-us" title={fill(w.whyTitle, { city: name })}>
        <CardGrid items={why} />
      </Section>
      <Section
        id="cost-factors"
        title={fill(w.factorsTitle, { city: name })}
        intro={fill(w.factorsIntro, { city: name, to: f.to.name })}
        tone="sand"
      >
        <CardGrid items={factors} />
      </Section>
    </>
  );
}

import { counterDurationMs } from '@/content/counters';
import { counters } from '@/content/localized/sections';
import { sharedSections } from '@/content/localized/story';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';
import { formatCount } from '@/lib/shared/format';
import { Counter } from '@/components/interactive/counter';
import { Section } from '@/components/ui/section';
import { Wake } from '@/components/interactive/wake';

/**
 * Awards & Certifications: the four headline figures (docs/product.md#shared-sections), counting up
 * when they come into view. The final figures are text in the HTML; screen readers get them, not
 * the moving digits. A Hindi page names them in Hindi (content/hi/counters.ts); the digits are the same.
 */
export function Awards({ locale = 'en' }: { locale?: Locale }) {
  return (
    <Section
      id="awards"
      title={sharedSections(locale).awardsHeading}
      eyebrow={uiWords[locale].sections.awards.eyebrow}
      tone="navy"
    >
      <Wake>
        <ul className="counters plain-list">
          {counters(locale).map((c) => (
            <li key={c.label}>
              <span className="counter__value">
                <Counter value={c.value} suffix={c.suffix} durationMs={counterDurationMs} threshold={0.2} />
                <span className="visually-hidden">{`${formatCount(c.value)}${c.suffix}`}</span>
              </span>
              <span className="counter__label">{c.label}</span>
              {c.detail ? <span className="counter__detail">{c.detail}</span> : null}
            </li>
          ))}
        </ul>
      </Wake>
    </Section>
  );
}

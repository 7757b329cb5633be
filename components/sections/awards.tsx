import { counterDurationMs, counters } from '@/content/counters';
import { sharedSections } from '@/content/story';
import { formatCount } from '@/lib/format';
import { Counter } from '@/components/interactive/counter';
import { Section } from '@/components/ui/section';
import { Wake } from '@/components/interactive/wake';

/**
 * Awards & Certifications: the four headline figures (docs/product.md#shared-sections), counting up
 * when they come into view. The final figures are text in the HTML; screen readers get them, not
 * the moving digits.
 */
export function Awards() {
  return (
    <Section id="awards" title={sharedSections.awardsHeading} eyebrow="Our record" tone="navy">
      <Wake>
        <ul className="counters plain-list">
          {counters.map((c) => (
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

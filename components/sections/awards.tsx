import { counters } from '@/content/counters';
import { sharedSections } from '@/content/story';
import { formatCount } from '@/lib/format';
import { Section } from '@/components/ui/section';

/** Awards & Certifications: the four headline figures (SPEC §2), shown at their final values. */
export function Awards() {
  return (
    <Section id="awards" title={sharedSections.awardsHeading} eyebrow="Our record" tone="navy">
      <ul className="counters" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {counters.map((c) => (
          <li key={c.label}>
            <span className="counter__value">
              {formatCount(c.value)}
              {c.suffix}
            </span>
            <span className="counter__label">{c.label}</span>
            {c.detail ? <span className="counter__detail">{c.detail}</span> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

import type { ReactNode } from 'react';

type SectionProps = {
  /** Anchor id, also used to label the section by its heading. */
  id: string;
  /** Visible heading (an h2). */
  title: string;
  /** Small line above the heading. */
  eyebrow?: string;
  /** Short paragraph under the heading. */
  intro?: ReactNode;
  /** Background variant. */
  tone?: 'plain' | 'sand' | 'navy';
  children: ReactNode;
};

/** A page section with an h2 that labels it; every content block of the site uses it. */
export function Section({ id, title, eyebrow, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`section section--${tone}`}>
      <div className="wrap">
        <div className="section__head">
          {eyebrow ? <span className="section__eyebrow">{eyebrow}</span> : null}
          <h2 id={headingId}>{title}</h2>
          {intro ? <p className="lead">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

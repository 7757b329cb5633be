import { Link } from '@/components/ui/link';
import { Img } from './img';

type Item = { title: string; description: string; icon?: string; href?: string };

/** A grid of titled cards (features, items handled, cost factors...). */
export function CardGrid({ items, columns }: { items: Item[]; columns?: 5 }) {
  return (
    <ul className={`grid plain-list${columns === 5 ? ' grid--5' : ''}`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          {item.icon ? <Img className="card__icon" src={item.icon} alt="" width={48} height={48} /> : null}
          <h3>{item.href ? <Link href={item.href}>{item.title}</Link> : item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a process, in order. */
export function Steps({ steps }: { steps: { title: string; description?: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          {step.description ? <p>{step.description}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** A list with tick marks. */
export function TickList({ items }: { items: string[] }) {
  return (
    <ul className="ticks">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

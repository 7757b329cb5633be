'use client';

import { Link } from '@/components/ui/link';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Img } from '@/components/ui/img';
import { serviceTabsWordsEn } from '@/content/ui-words';
import { fill } from '@/lib/shared/i18n';
import { nextTabIndex } from './tab-keys';
import { prefersReducedMotion, useHydrated } from './use-hydrated';

/** What a tile needs from a service entry (content/services.ts). */
export type ServiceTab = {
  id: string;
  tag: string;
  title: string;
  description: string;
  icon: string;
  href?: string;
};

/** The tiles' own words in the page's language (content/ui-words.ts `servicePages`). */
export type ServiceTabsWords = { readMore: string };

const panelId = (s: ServiceTab) => `service-${s.id}`;
const tabId = (s: ServiceTab) => `service-tab-${s.id}`;

function TileBody({ service }: { service: ServiceTab }) {
  return (
    <>
      <Img className="service-tile__icon" src={service.icon} alt="" width={40} height={40} />
      <span className="service-tile__title">{service.title}</span>
    </>
  );
}

/**
 * A link to one service (e.g. /services/#service-ac-shifting, from the tiles on other pages)
 * selects it once the tabs work, and shows its description, as the plain page did.
 */
function useServiceFromAddress(hydrated: boolean, services: ServiceTab[], select: (index: number) => void) {
  const [revealed, setRevealed] = useState<number | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    const fromAddress = () => {
      const index = services.findIndex((s) => `#${panelId(s)}` === window.location.hash);
      if (index < 0) return;
      select(index);
      setRevealed(index);
    };
    fromAddress();
    window.addEventListener('hashchange', fromAddress);
    return () => window.removeEventListener('hashchange', fromAddress);
  }, [hydrated, services, select]);
  useEffect(() => {
    const service = revealed === null ? undefined : services[revealed];
    if (!service) return;
    document.getElementById(panelId(service))?.scrollIntoView?.({ block: 'center' });
  }, [revealed, services]);
}

/** Before the tabs work: the tiles are links to the descriptions below. */
function TileLinks({ services, label }: { services: ServiceTab[]; label: string }) {
  return (
    <ul className="service-tiles" aria-label={label}>
      {services.map((s) => (
        <li key={s.id}>
          <a className="service-tile" href={`#${panelId(s)}`}>
            <TileBody service={s} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One service's description; a tab panel once the tabs work. */
function Panel({
  service,
  tabs,
  hidden,
  words,
}: {
  service: ServiceTab;
  tabs: boolean;
  hidden: boolean;
  words: ServiceTabsWords;
}) {
  return (
    <div
      id={panelId(service)}
      className="service-panel"
      role={tabs ? 'tabpanel' : undefined}
      aria-labelledby={tabs ? tabId(service) : undefined}
      tabIndex={tabs ? 0 : undefined}
      hidden={hidden}
    >
      <span className="card__tag">{service.tag}</span>
      <h3>{service.title}</h3>
      <p>{service.description}</p>
      {service.href ? (
        <p>
          <Link className="card__more" href={service.href}>
            {fill(words.readMore, { service: service.title.toLowerCase() })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/**
 * The selectable service tiles of /services/ (docs/product.md#other-content-pages,
 * docs/product.md#interactive-parts): a tab list in which the first service is selected at first
 * and arrow keys, Home and End move the selection. In the exported HTML the tiles are links to the
 * descriptions, and the stylesheet shows one description at a time, the one the address names
 * (`:target`) or else the first, so the page works as tabs before (or without) JavaScript, and
 * nothing moves when the tabs start.
 */
export function ServiceTabs({
  services,
  label,
  words = serviceTabsWordsEn,
}: {
  services: ServiceTab[];
  label: string;
  /** The tiles' words on a page that is not English (docs/i18n.md#the-dictionary). */
  words?: ServiceTabsWords;
}) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelsRef = useRef<HTMLDivElement>(null);

  useServiceFromAddress(hydrated, services, setSelected);

  function select(index: number, focus: boolean) {
    setSelected(index);
    if (focus) tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, selected, services.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  }

  function onClick(index: number) {
    select(index, false);
    // On a phone the description sits below fourteen tiles: bring it up if it is out of sight.
    const panels = panelsRef.current;
    if (panels && panels.getBoundingClientRect().top > window.innerHeight - 80) {
      panels.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }

  return (
    <div className={hydrated ? 'service-tabs' : 'service-tabs service-tabs--static'}>
      {hydrated ? (
        <div role="tablist" aria-label={label} className="service-tiles" onKeyDown={onKeyDown}>
          {services.map((s, i) => (
            <button
              key={s.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(s)}
              className="service-tile"
              aria-selected={i === selected}
              aria-controls={panelId(s)}
              tabIndex={i === selected ? 0 : -1}
              onClick={() => onClick(i)}
            >
              <TileBody service={s} />
            </button>
          ))}
        </div>
      ) : (
        <TileLinks services={services} label={label} />
      )}
      <div ref={panelsRef} className="service-panels">
        {services.map((s, i) => (
          <Panel key={s.id} service={s} tabs={hydrated} hidden={hydrated && i !== selected} words={words} />
        ))}
      </div>
    </div>
  );
}

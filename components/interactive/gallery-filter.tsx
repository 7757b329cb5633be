'use client';

import { useState } from 'react';
import { Img } from '@/components/ui/img';
import { useHydrated } from './use-hydrated';

type Category = { id: string; label: string };
type Photo = { category: string; src: string; alt: string };

const ALL = 'all';

/**
 * The photo gallery with its filter (docs/product.md#other-content-pages,
 * docs/product.md#interactive-parts): All, then one button per category; choosing one shows only
 * that category and a polite status says how many photos are shown. In the exported HTML every
 * photo is shown, grouped by category, and the filters are links to the groups, so nothing waits
 * for JavaScript.
 */
export function GalleryFilter({ categories, photos }: { categories: readonly Category[]; photos: Photo[] }) {
  const hydrated = useHydrated();
  const [filter, setFilter] = useState(ALL);
  const visible = (id: string) => filter === ALL || filter === id;
  const count = photos.filter((p) => visible(p.category)).length;
  const options = [{ id: ALL, label: 'All' }, ...categories];
  const leadPhoto = photos.find((p) => p.category === categories[0]?.id)?.src;

  return (
    <div className="gallery-filter">
      <div role="group" aria-label="Show photos of" className="filters">
        {options.map((c) =>
          hydrated ? (
            <button
              key={c.id}
              type="button"
              className="filter"
              aria-pressed={filter === c.id}
              onClick={() => setFilter(c.id)}
            >
              {c.label}
            </button>
          ) : (
            <a key={c.id} className="filter" href={`#gallery-${c.id}`}>
              {c.label}
            </a>
          ),
        )}
      </div>
      <p role="status" className="gallery-filter__status">
        {`Showing ${count} ${count === 1 ? 'photo' : 'photos'}`}
      </p>
      <div id={`gallery-${ALL}`}>
        {categories.map((c) => (
          <div key={c.id} className="gallery gallery-filter__group" hidden={!visible(c.id)}>
            <h3 id={`gallery-${c.id}`}>{c.label}</h3>
            {photos
              .filter((p) => p.category === c.id)
              .map((p) => (
                <Img
                  key={p.src}
                  className="rounded"
                  src={p.src}
                  alt={p.alt}
                  width={800}
                  height={600}
                  // The first photo is the first thing a visitor sees on the gallery page.
                  priority={p.src === leadPhoto}
                />
              ))}
          </div>
        ))}
      </div>
    </div>
  );
}

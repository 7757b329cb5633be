'use client';

import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { distanceIsTyped, OTHER_TOWN } from '@/lib/estimate/ids';
import { maxKm, priceEstimate, type Estimate, type EstimateField, type EstimateInput } from '@/lib/estimate/price';
import {
  blankEstimateInput,
  carriesEstimate,
  decodeEstimateQuery,
  encodeEstimateQuery,
  estimateQueryKeys,
} from '@/lib/estimate/query';
import { openEnquiryDialog } from '@/lib/enquiry-dialog';
import { formatCount, formatRupeeRange, formatRupees } from '@/lib/format';
import type { EstimatorProps } from './estimator';
import { estimatorWordsEn } from '@/content/ui-words';
import { fill } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { wordedLine, wordedProblem, wordedSummary, wordedTrip } from './estimate-words';
import { prefersReducedMotion } from './use-hydrated';

/** How long the total must stay still before a screen reader hears it. */
const ANNOUNCE_AFTER_MS = 1200;

const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (n: number) => (Number.isNaN(n) ? '' : String(n));
const range = (b: { low: number; high: number }) =>
  b.high === 0 ? '—' : formatRupeeRange({ min: b.low, max: b.high });

/** A WhatsApp message with the estimate's summary and a link to this page with that estimate. */
const whatsAppShare = (estimate: Estimate) =>
  `https://wa.me/?text=${encodeURIComponent(
    `${estimate.summary} ${window.location.origin}${window.location.pathname}?${estimate.query}#estimate`,
  )}`;

/**
 * The instant estimate's form and result (docs/estimate.md): inputs in the order a person thinks,
 * the band and its lines beside them, recomputed on every change by the pricing function the
 * server shares. The inputs live in the address, so a reload or a shared link restores them.
 * Loaded by ./estimator.tsx only once its island wakes, so no page pays for it at start.
 */
export function EstimatorForm({ data, copy, preset, words }: EstimatorProps) {
  const w = words ?? estimatorWordsEn;
  // In English the pricing's own lines, problems and summary are shown; in another language they
  // are worded again by id from the page's words (./estimate-words.ts).
  const localised = words !== undefined;
  // Rendered only in the browser, after hydration, so reading the address here is safe.
  // An estimate in the address (a shared link, a reload) wins over the page's preset.
  const [input, setInput] = useState<EstimateInput>(() =>
    carriesEstimate(window.location.search)
      ? decodeEstimateQuery(window.location.search)
      : { ...blankEstimateInput, ...preset },
  );
  const [touched, setTouched] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const [announced, setAnnounced] = useState('');
  const places = useMemo(
    () => [...data.places].sort((a, b) => a.name.localeCompare(b.name, localised ? 'hi' : undefined)),
    [data.places, localised],
  );

  const result = priceEstimate(input, data);
  const waiting = !input.from || !input.to;
  const problemText = (problem: { field: string; message: string }) =>
    localised ? wordedProblem(problem.field, input, data, w) : problem.message;
  const summary = result.ok ? (localised ? wordedSummary(input, result, data, w) : result.summary) : '';
  const message = result.ok
    ? fill(w.announce, { low: formatRupees(result.total.low), high: formatRupees(result.total.high) })
    : waiting
      ? ''
      : fill(w.noEstimate, { problem: problemText(result.problems[0]!) });

  // Only after a change: a visitor who just reads the page keeps the address they came with.
  useEffect(() => {
    if (!touched) return;
    const url = new URL(window.location.href);
    for (const key of estimateQueryKeys) url.searchParams.delete(key);
    new URLSearchParams(encodeEstimateQuery(input)).forEach((value, key) => url.searchParams.append(key, value));
    window.history.replaceState(window.history.state, '', url);
  }, [input, touched]);

  useEffect(() => {
    if (!touched) return;
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message, touched]);

  // A link on this page to this page's estimate with inputs in its address (a city page's common
  // moves) fills the estimate in place, without loading the page again.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href);
      const here = window.location;
      if (url.origin !== here.origin || url.pathname !== here.pathname || url.hash !== '#estimate') return;
      if (!carriesEstimate(url.search)) return;
      event.preventDefault();
      setTouched(true);
      setInput(decodeEstimateQuery(url.search));
      root.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      root.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  // A shared link (#estimate) lands on the estimate, also when islands above it change height as
  // they start: the scroll happens before the browser paints that change.
  useLayoutEffect(() => {
    if (window.location.hash === '#estimate') root.current?.scrollIntoView();
  }, []);

  const set = (patch: Partial<EstimateInput>) => {
    setTouched(true);
    setInput((current) => ({ ...current, ...patch }));
  };
  const problems = result.ok || waiting ? [] : result.problems;
  const problemFor = (id: EstimateField) => {
    const problem = problems.find((p) => p.field === id);
    return problem ? problemText(problem) : undefined;
  };
  /** Ties an input to its message, when it has one. */
  const invalid = (id: EstimateField) =>
    problemFor(id) ? { 'aria-invalid': true as const, 'aria-describedby': `est-${id}-error` } : {};
  const error = (id: EstimateField) =>
    problemFor(id) ? (
      <p className="field__error" id={`est-${id}-error`}>
        {problemFor(id)}
      </p>
    ) : null;
  const field = (id: EstimateField, label: string, control: ReactNode) => (
    <div className="field">
      <label htmlFor={`est-${id}`}>{label}</label>
      {control}
      {error(id)}
    </div>
  );
  const count = (id: EstimateField, value: number, max: number, onChange: (n: number) => void) => (
    <input
      id={`est-${id}`}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      value={shown(value)}
      onChange={(e) => onChange(num(e.target.value))}
      {...invalid(id)}
    />
  );
  const placeSelect = (id: 'from' | 'to') => (
    <select id={`est-${id}`} value={input[id]} onChange={(e) => set({ [id]: e.target.value })} {...invalid(id)}>
      <option value="">{w.chooseCity}</option>
      {places.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
      <option value={OTHER_TOWN}>{w.otherTown}</option>
    </select>
  );
  const floorAndLift = (end: 'pickup' | 'drop') => (
    <div className="estimator__pair">
      {field(
        `${end}Floor`,
        end === 'pickup' ? w.floorPickup : w.floorDrop,
        count(`${end}Floor`, input[`${end}Floor`], data.rates.floors.maxFloor, (n) => set({ [`${end}Floor`]: n })),
      )}
      <label className="estimator__check">
        <input
          type="checkbox"
          checked={input[`${end}Lift`]}
          onChange={(e) => set({ [`${end}Lift`]: e.target.checked })}
        />
        {end === 'pickup' ? w.liftPickup : w.liftDrop}
      </label>
    </div>
  );

  // The destination's city page, when it has one and this is not it (docs/estimate.md#city-pages).
  const destination = result.ok ? data.places.find((p) => p.id === input.to && p.hasPage) : undefined;
  const destinationHref = destination ? `${localised ? '/hi' : ''}/city/${destination.id}/` : '';
  const cityPage =
    destination && window.location.pathname !== destinationHref
      ? { href: destinationHref, name: destination.name }
      : undefined;

  const maxItems = data.rates.fewItems.maxPerItem;
  const placeName = (id: string) => (id === OTHER_TOWN ? '' : (data.places.find((p) => p.id === id)?.name ?? ''));
  const confirm = () => {
    if (!result.ok) return;
    const size = data.rates.homeSizes.find((s) => s.id === input.size);
    openEnquiryDialog({
      query: result.query,
      summary,
      value: (result.total.low + result.total.high) / 2,
      pickup: placeName(input.from),
      drop: placeName(input.to),
      detail: size
        ? fill(w.goods, { size: size.label })
        : localised
          ? wordedTrip(input, result, data, w).load
          : `${result.load}`,
      homeSize: size ? size.id : 'items',
      movingDate: input.date,
    });
  };

  return (
    <div className="estimator" id="estimate" ref={root}>
      <form className="estimator__form" onSubmit={(e) => e.preventDefault()} aria-label={w.formLabel}>
        <fieldset>
          <legend>{w.where}</legend>
          {field('from', w.from, placeSelect('from'))}
          {field('to', w.to, placeSelect('to'))}
          {distanceIsTyped(input)
            ? field(
                'km',
                w.km,
                count('km', input.km, maxKm(data.rates), (km) => set({ km })),
              )
            : null}
        </fieldset>

        <fieldset>
          <legend>{w.what}</legend>
          {field(
            'size',
            w.size,
            <select
              id="est-size"
              value={input.size}
              onChange={(e) => set({ size: e.target.value })}
              {...invalid('size')}
            >
              {data.rates.homeSizes.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
              <option value="items">{w.fewItems}</option>
            </select>,
          )}
          {input.size === 'items'
            ? data.rates.items.map((item) => {
                const id = `items.${item.id}` as const;
                const n = input.items[item.id] || 0;
                const to = (value: number) => set({ items: { ...input.items, [item.id]: value } });
                return (
                  <div className="estimator__counter" key={item.id}>
                    <label htmlFor={`est-${id}`}>{item.label}</label>
                    <button
                      type="button"
                      aria-label={fill(w.oneFewer, { item: item.label })}
                      onClick={() => to(Math.max(0, n - 1))}
                    >
                      −
                    </button>
                    {count(id, input.items[item.id], maxItems, to)}
                    <button
                      type="button"
                      aria-label={fill(w.oneMore, { item: item.label })}
                      onClick={() => to(Math.min(maxItems, n + 1))}
                    >
                      +
                    </button>
                    {error(id)}
                  </div>
                );
              })
            : null}
        </fieldset>

        <fieldset>
          <legend>{w.floors}</legend>
          {floorAndLift('pickup')}
          {floorAndLift('drop')}
        </fieldset>

        <fieldset>
          <legend>{w.packing}</legend>
          {(['standard', 'premium'] as const).map((grade) => (
            <label className="estimator__check" key={grade}>
              <input
                type="radio"
                name="est-packing"
                checked={input.packing === grade}
                onChange={() => set({ packing: grade })}
              />
              {grade === 'standard' ? w.standard : w.premium}
            </label>
          ))}
        </fieldset>

        <fieldset>
          <legend>{w.extras}</legend>
          <div className="estimator__pair">
            {field(
              'cars',
              w.cars,
              count('cars', input.cars, data.rates.car.max, (cars) => set({ cars })),
            )}
            {field(
              'bikes',
              w.bikes,
              count('bikes', input.bikes, data.rates.bike.max, (bikes) => set({ bikes })),
            )}
          </div>
          {field(
            'storageDays',
            w.storageDays,
            count('storageDays', input.storageDays, data.rates.storage.maxDays, (storageDays) => set({ storageDays })),
          )}
          {field(
            'declaredValue',
            `${w.declared}${input.declaredValue > 0 ? `: ${formatRupees(input.declaredValue)}` : ''}`,
            count('declaredValue', input.declaredValue, data.rates.insurance.maxDeclaredValue, (declaredValue) =>
              set({ declaredValue }),
            ),
          )}
          {field(
            'date',
            w.date,
            <input
              id="est-date"
              type="date"
              value={input.date}
              onChange={(e) => set({ date: e.target.value })}
              {...invalid('date')}
            />,
          )}
        </fieldset>
        {/* On a phone the result is below the inputs: the total stays in sight while they change. */}
        <p className="estimator__mini">
          <span>{result.ok ? range(result.total) : '₹ —'}</span>
          <a href="#est-result-title">{w.breakdown}</a>
        </p>
      </form>

      <section className="estimator__result" aria-labelledby="est-result-title">
        <h3 id="est-result-title">{w.result}</h3>
        <p className="estimator__band">{result.ok ? range(result.total) : '₹ —'}</p>
        <p className="estimator__what">
          {result.ok
            ? localised
              ? localisedWhat(wordedTrip(input, result, data, w), result, w)
              : `${result.load}, ${result.route}${result.km > 0 ? `, ${result.kmApproximate ? 'about ' : ''}${formatCount(result.km)} km${result.kmApproximate ? ' (approximate)' : ''}` : ''}. GST ${result.gst.ratePercent}% included.`
            : waiting
              ? w.waiting
              : w.fix}
        </p>
        {cityPage ? (
          <p className="estimator__city">
            <a href={cityPage.href}>{fill(w.cityPage, { city: cityPage.name })}</a>
          </p>
        ) : null}
        <div className="estimator__lines">
          {result.ok ? (
            <table>
              <caption className="visually-hidden">{w.linesCaption}</caption>
              <tbody>
                {[
                  ...result.lines.map((line) =>
                    localised ? { ...line, ...wordedLine(line, input, result, data, w) } : line,
                  ),
                  {
                    ...result.gst,
                    id: 'gst',
                    label: fill(w.gstLine, { rate: result.gst.ratePercent }),
                    detail: result.gst.appliesTo,
                  },
                ].map((line) => (
                  <tr key={line.id}>
                    <th scope="row">
                      {line.label}
                      <small>{line.detail}</small>
                    </th>
                    <td>{range(line)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{w.total}</th>
                  <td>{range(result.total)}</td>
                </tr>
              </tfoot>
            </table>
          ) : null}
        </div>
        <p className="estimator__promise">{copy.promise}</p>
        {result.ok ? (
          <div className="estimator__actions">
            <button type="button" className="btn" onClick={confirm} aria-haspopup="dialog">
              {w.confirm}
            </button>
            <a
              className="btn btn--outline estimator__share"
              href={whatsAppShare({ ...result, summary })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {w.share}
            </a>
          </div>
        ) : null}
        <div className="estimator__terms">
          {[
            [w.included, copy.included],
            [w.notIncluded, copy.notIncluded],
          ].map(([title, list]) => (
            <div key={title as string}>
              <h4>{title}</h4>
              <ul>
                {(list as string[]).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <p className="table-note">
          {copy.indicative}{' '}
          {/* The bills and claims page is in English: a localised estimate says so in the link's words. */}
          <Link href="/bill-claim/#gst" hrefLang={localised ? 'en-IN' : undefined}>
            {copy.gstRates}
          </Link>
        </p>
        <p className="visually-hidden" role="status">
          {announced}
        </p>
      </section>
    </div>
  );
}

/** The line under a localised estimate's band: load, route, distance and GST. */
function localisedWhat(
  trip: { load: string; route: string; distance: string },
  result: { km: number; kmApproximate: boolean; gst: { ratePercent: number } },
  w: NonNullable<EstimatorProps['words']>,
) {
  const distance = result.km > 0 ? `, ${trip.distance}${result.kmApproximate ? ` ${w.approximate}` : ''}` : '';
  return `${trip.load}, ${trip.route}${distance} · ${fill(w.gstIncluded, { rate: result.gst.ratePercent })}`;
}

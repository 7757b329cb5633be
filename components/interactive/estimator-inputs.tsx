import type { ReactNode } from 'react';
import type { EstimatorWords } from '@/content/ui';
import { distanceIsTyped, OTHER_TOWN } from '@/lib/shared/estimate/ids';
import { type EstimateData, type EstimateField, type EstimateInput, maxKm } from '@/lib/shared/estimate/price';
import { formatRupees } from '@/lib/shared/format';
import { fill } from '@/lib/shared/i18n';

/** What every group of the estimate's inputs is given. */
export type InputsProps = {
  input: EstimateInput;
  set: (patch: Partial<EstimateInput>) => void;
  data: EstimateData;
  /** The places in the order the page's language sorts their names. */
  places: EstimateData['places'];
  w: EstimatorWords;
  /** The message next to a field, when it has one. */
  problemFor: (id: EstimateField) => string | undefined;
};

const num = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const shown = (n: number) => (Number.isNaN(n) ? '' : String(n));

/** Ties an input to its message, when it has one. */
const invalid = (id: EstimateField, p: InputsProps) =>
  p.problemFor(id) ? { 'aria-invalid': true as const, 'aria-describedby': `est-${id}-error` } : {};

/** A field's message under it, when it has one. */
function FieldError({ id, p }: { id: EstimateField; p: InputsProps }) {
  const message = p.problemFor(id);
  return message ? (
    <p className="field__error" id={`est-${id}-error`}>
      {message}
    </p>
  ) : null;
}

/** A labelled field with its message. */
function Field({ id, label, p, children }: { id: EstimateField; label: string; p: InputsProps; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={`est-${id}`}>{label}</label>
      {children}
      <FieldError id={id} p={p} />
    </div>
  );
}

/** A whole-number input from 0 to `max`; empty is `NaN`, which the pricing names as a problem. */
function Count(props: {
  id: EstimateField;
  value: number;
  max: number;
  onChange: (n: number) => void;
  p: InputsProps;
}) {
  const { id, value, max, onChange, p } = props;
  return (
    <input
      id={`est-${id}`}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      value={shown(value)}
      onChange={(e) => onChange(num(e.target.value))}
      {...invalid(id, p)}
    />
  );
}

/** Where from and to, and the road distance when an end is another town. */
function PlaceFields(p: InputsProps) {
  const { input, set, w } = p;
  const select = (id: 'from' | 'to') => (
    <select id={`est-${id}`} value={input[id]} onChange={(e) => set({ [id]: e.target.value })} {...invalid(id, p)}>
      <option value="">{w.chooseCity}</option>
      {p.places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.name}
        </option>
      ))}
      <option value={OTHER_TOWN}>{w.otherTown}</option>
    </select>
  );
  return (
    <fieldset>
      <legend>{w.where}</legend>
      <Field id="from" label={w.from} p={p}>
        {select('from')}
      </Field>
      <Field id="to" label={w.to} p={p}>
        {select('to')}
      </Field>
      {distanceIsTyped(input) ? (
        <Field id="km" label={w.km} p={p}>
          <Count id="km" value={input.km} max={maxKm(p.data.rates)} onChange={(km) => set({ km })} p={p} />
        </Field>
      ) : null}
    </fieldset>
  );
}

/** One item's counter under "a few items", with − and + buttons. */
function ItemCounter({ item, p }: { item: EstimateData['rates']['items'][number]; p: InputsProps }) {
  const { input, set, w } = p;
  const id = `items.${item.id}` as const;
  const max = p.data.rates.fewItems.maxPerItem;
  const n = input.items[item.id] || 0;
  const to = (value: number) => set({ items: { ...input.items, [item.id]: value } });
  return (
    <div className="estimator__counter">
      <label htmlFor={`est-${id}`}>{item.label}</label>
      <button type="button" aria-label={fill(w.oneFewer, { item: item.label })} onClick={() => to(Math.max(0, n - 1))}>
        −
      </button>
      <Count id={id} value={input.items[item.id]} max={max} onChange={to} p={p} />
      <button type="button" aria-label={fill(w.oneMore, { item: item.label })} onClick={() => to(Math.min(max, n + 1))}>
        +
      </button>
      <FieldError id={id} p={p} />
    </div>
  );
}

/** The home size, or a few items counted one by one. */
function LoadFields(p: InputsProps) {
  const { input, set, w, data } = p;
  return (
    <fieldset>
      <legend>{w.what}</legend>
      <Field id="size" label={w.size} p={p}>
        <select
          id="est-size"
          value={input.size}
          onChange={(e) => set({ size: e.target.value })}
          {...invalid('size', p)}
        >
          {data.rates.homeSizes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
          <option value="items">{w.fewItems}</option>
        </select>
      </Field>
      {input.size === 'items' ? data.rates.items.map((item) => <ItemCounter key={item.id} item={item} p={p} />) : null}
    </fieldset>
  );
}

/** The floor at one end and whether a working lift serves it. */
function FloorAndLift({ end, p }: { end: 'pickup' | 'drop'; p: InputsProps }) {
  const { input, set, w } = p;
  const floor = `${end}Floor` as const;
  const lift = `${end}Lift` as const;
  return (
    <div className="estimator__pair">
      <Field id={floor} label={end === 'pickup' ? w.floorPickup : w.floorDrop} p={p}>
        <Count
          id={floor}
          value={input[floor]}
          max={p.data.rates.floors.maxFloor}
          onChange={(n) => set({ [floor]: n })}
          p={p}
        />
      </Field>
      <label className="estimator__check">
        <input type="checkbox" checked={input[lift]} onChange={(e) => set({ [lift]: e.target.checked })} />
        {end === 'pickup' ? w.liftPickup : w.liftDrop}
      </label>
    </div>
  );
}

/** The packing grade. */
function PackingFields({ input, set, w }: InputsProps) {
  return (
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
  );
}

/** Cars, bikes, storage, the declared value and the moving date. */
function ExtraFields(p: InputsProps) {
  const { input, set, w } = p;
  const { rates } = p.data;
  const declared = input.declaredValue > 0 ? `: ${formatRupees(input.declaredValue)}` : '';
  return (
    <fieldset>
      <legend>{w.extras}</legend>
      <div className="estimator__pair">
        <Field id="cars" label={w.cars} p={p}>
          <Count id="cars" value={input.cars} max={rates.car.max} onChange={(cars) => set({ cars })} p={p} />
        </Field>
        <Field id="bikes" label={w.bikes} p={p}>
          <Count id="bikes" value={input.bikes} max={rates.bike.max} onChange={(bikes) => set({ bikes })} p={p} />
        </Field>
      </div>
      <Field id="storageDays" label={w.storageDays} p={p}>
        <Count
          id="storageDays"
          value={input.storageDays}
          max={rates.storage.maxDays}
          onChange={(storageDays) => set({ storageDays })}
          p={p}
        />
      </Field>
      <Field id="declaredValue" label={`${w.declared}${declared}`} p={p}>
        <Count
          id="declaredValue"
          value={input.declaredValue}
          max={rates.insurance.maxDeclaredValue}
          onChange={(declaredValue) => set({ declaredValue })}
          p={p}
        />
      </Field>
      <Field id="date" label={w.date} p={p}>
        <input
          id="est-date"
          type="date"
          value={input.date}
          onChange={(e) => set({ date: e.target.value })}
          {...invalid('date', p)}
        />
      </Field>
    </fieldset>
  );
}

/** The estimate's inputs, in the order a person thinks: where, what, floors, packing, extras. */
export function EstimatorInputs(p: InputsProps) {
  return (
    <>
      <PlaceFields {...p} />
      <LoadFields {...p} />
      <fieldset>
        <legend>{p.w.floors}</legend>
        <FloorAndLift end="pickup" p={p} />
        <FloorAndLift end="drop" p={p} />
      </fieldset>
      <PackingFields {...p} />
      <ExtraFields {...p} />
    </>
  );
}

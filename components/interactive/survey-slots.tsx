import { useEffect, useRef, useState } from 'react';
import type { SurveyFormWords } from '@/content/ui';
import { FieldFrame } from '@/components/forms/fields';
import { fetchSlots } from '@/lib/browser/survey-client';
import { fill } from '@/lib/shared/i18n';
import { type BookingAnswer, type SlotDay, surveyDaysAhead, type SurveyKind } from '@/lib/shared/survey';
import { bandText, surveyDay } from '@/lib/shared/survey-page';

/** The free times nearest to one just taken, as the intake names them. */
export type Nearest = Extract<BookingAnswer, { error: 'slot_taken' }>['nearest'];

/** A field's problems by its name. */
export type Errors = Partial<Record<string, string>>;

/**
 * The free times of the next days for `kind` (asked again when `round` changes): undefined until
 * the first answer, so the page's own day and time fields stay until then; `loading` while
 * another kind's answer is shown; `failed` when they could not be had.
 */
export function useSlots(kind: SurveyKind, round: number, onDays: (days: SlotDay[]) => void) {
  const [answer, setAnswer] = useState<{ key: string; days: SlotDay[] | 'failed' }>();
  const key = `${kind} ${round}`;
  useEffect(() => {
    let live = true;
    fetchSlots(kind).then(
      (days) => {
        if (!live) return;
        setAnswer({ key, days });
        onDays(days);
      },
      () => live && setAnswer({ key, days: 'failed' }),
    );
    return () => {
      live = false;
    };
    // The answer depends on the kind and the round alone; `onDays` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer && (answer.key === key ? answer.days : ('loading' as const));
}

/** Whether a day and band are among the free times. */
export const isFree = (days: SlotDay[], date: string, band: string) =>
  days.some((day) => day.date === date && day.bands.some((b) => b.id === band && b.free));

type SlotProps = {
  w: SurveyFormWords;
  lang: 'en' | 'hi';
  /** The day and band chosen. */
  chosen: { date: string; band: string };
  pick: (date: string, band: string) => void;
};

/** One free time as a radio; radios of one `name` are one group, so the arrow keys move through it. */
function SlotRadio({
  name,
  date,
  band,
  chosen,
  pick,
  w,
  lang,
  withDay,
}: SlotProps & {
  name: string;
  date: string;
  band: string;
  withDay?: boolean;
}) {
  return (
    <label className="survey__slot">
      <input
        type="radio"
        name={name}
        value={`${date} ${band}`}
        checked={chosen.date === date && chosen.band === band}
        onChange={() => pick(date, band)}
      />
      <span>{`${withDay ? `${surveyDay(date, lang)}, ` : ''}${bandText(band, w.bandText)}`}</span>
    </label>
  );
}

/** The next days' free times for the chosen kind, grouped by day; a day with none says so. */
export function SlotPicker({ days, error, ...props }: SlotProps & { days: SlotDay[]; error?: string }) {
  const { w } = props;
  return (
    <fieldset className="survey__days" aria-invalid={error ? true : undefined}>
      <legend>{w.slotLegend}</legend>
      {days.length ? null : <p>{fill(w.noFreeAtAll, { days: surveyDaysAhead })}</p>}
      {days.map((day) => {
        const free = day.bands.filter((band) => band.free);
        return (
          <fieldset key={day.date} className="survey__day">
            <legend>{surveyDay(day.date, props.lang)}</legend>
            {free.length ? (
              free.map((band) => <SlotRadio key={band.id} name="slot" date={day.date} band={band.id} {...props} />)
            ) : (
              <p>{w.noFreeDay}</p>
            )}
          </fieldset>
        );
      })}
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

/** The free times nearest to one just taken, to pick from: focus comes to the first as they show. */
export function NearestSlots({ nearest, ...props }: SlotProps & { nearest: Nearest }) {
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => box.current?.querySelector('input')?.focus(), [nearest]);
  return (
    <fieldset className="survey__days survey__nearest" ref={box}>
      <legend>{nearest.length ? props.w.nearest : props.w.chooseAnother}</legend>
      {nearest.map((slot) => (
        <SlotRadio
          key={`${slot.date} ${slot.band.id}`}
          name="nearest"
          date={slot.date}
          band={slot.band.id}
          withDay
          {...props}
        />
      ))}
    </fieldset>
  );
}

/** The day as a date field and the time as a list of the day's bands: the form before (or without) the free times. */
export function PlainSlot({
  id,
  bands,
  chosen,
  set,
  errors,
  w,
}: {
  id: string;
  bands: readonly string[];
  chosen: { date: string; band: string };
  set: (name: 'date' | 'band', value: string) => void;
  errors: Errors;
  w: SurveyFormWords;
}) {
  const described = (name: string, hint?: boolean) =>
    [hint && `${id}-${name}-hint`, errors[name] && `${id}-${name}-error`].filter(Boolean).join(' ') || undefined;
  const control = (name: 'date' | 'band') => ({
    id: `${id}-${name}`,
    name,
    value: chosen[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    'aria-invalid': errors[name] ? (true as const) : undefined,
  });
  return (
    <div className="form__grid">
      <FieldFrame id={`${id}-date`} label={w.date} error={errors.date}>
        <input type="date" {...control('date')} aria-describedby={described('date', true)} />
        <small className="field__hint" id={`${id}-date-hint`}>
          {fill(w.dateHint, { days: surveyDaysAhead })}
        </small>
      </FieldFrame>
      <FieldFrame id={`${id}-band`} label={w.band} error={errors.band}>
        <select {...control('band')} aria-describedby={described('band')}>
          <option value="">{w.bandChoose}</option>
          {bands.map((band) => (
            <option key={band} value={band}>
              {bandText(band, w.bandText)}
            </option>
          ))}
        </select>
      </FieldFrame>
    </div>
  );
}

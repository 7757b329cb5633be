'use client';

import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { SurveyFormWords } from '@/content/ui';
import { surveyFormWordsEn } from '@/content/survey-words';
import { FieldFrame, FormStatus, Honeypot, PrivacyNote, SubmitButton } from '@/components/forms/fields';
import type { FormMessage } from '@/components/forms/use-lead-form';
import { useTypedBeforeScripts } from '@/components/forms/use-typed-before-scripts';
import { newSubmissionKey } from '@/lib/browser/leads-client';
import { estimateIn, postBooking, surveysEndpoint } from '@/lib/browser/survey-client';
import { localePath } from '@/lib/shared/i18n';
import { parsePhone } from '@/lib/shared/phone';
import { type BookingAnswer, surveyKinds, type SurveyKind } from '@/lib/shared/survey';
import { surveyPagePath } from '@/lib/shared/survey-page';
import { type Booked, BookedPanel, FailedActions, type SurveyContact } from './survey-booked';
import { type Errors, isFree, type Nearest, NearestSlots, PlainSlot, SlotPicker, useSlots } from './survey-slots';

export type { SurveyContact };

type Props = {
  /** The day's time bands (content/company.ts `surveys.bands`), for the form before the free times come. */
  bands: readonly string[];
  /** Days the booking is kept, for the privacy note. */
  retentionDays: number;
  contact: SurveyContact;
  /** The form's language and words off English (docs/i18n.md#the-dictionary); English is the default. */
  lang?: 'hi';
  words?: SurveyFormWords;
};

type Values = {
  kind: SurveyKind;
  date: string;
  band: string;
  name: string;
  phone: string;
  email: string;
  locality: string;
  floor: string;
  lift: string;
  website: string;
};

const empty: Values = {
  kind: 'home',
  date: '',
  band: '',
  name: '',
  phone: '',
  email: '',
  locality: '',
  floor: '',
  lift: '',
  website: '',
};

/** The booking as the intake reads it: the form's names, the floor a number, empty optional fields left out. */
function bookingBody(values: Values, estimate: string, lang: 'en' | 'hi', idempotencyKey: string) {
  const { floor, lift, email, ...rest } = values;
  const storey = floor.trim();
  return {
    ...rest,
    ...(email.trim() ? { email } : {}),
    ...(storey ? { floor: /^\d+$/.test(storey) ? Number(storey) : storey } : {}),
    ...(lift ? { lift } : {}),
    ...(estimate ? { estimate } : {}),
    lang,
    idempotencyKey,
  };
}

/** What the browser says of a phone number before sending (lib/shared/phone.ts); the intake decides the rest. */
function phoneProblem(phone: string, w: SurveyFormWords): string | undefined {
  if (!phone.trim()) return w.phoneMissing;
  const parsed = parsePhone(phone);
  return !parsed ? w.phoneInvalid : parsed.madeUp ? w.phoneMadeUp : undefined;
}

/** Focuses the first control with a problem, in the form's order; the free times stand for `date` and `band`. */
function focusFirst(form: HTMLFormElement | null, errors: Errors) {
  const names = (name: string) => (name === 'slot' ? ['date', 'band'] : [name]);
  ([...(form?.elements ?? [])] as HTMLInputElement[]).find((el) => names(el.name).some((n) => errors[n]))?.focus();
}

/**
 * The booking's state and its send (docs/surveys.md#the-booking-page): one submission key until
 * the values change, so a retry never books twice; every value kept whatever the answer, except
 * a day and time that the free times no longer list.
 */
function useBooking(w: SurveyFormWords, lang: 'en' | 'hi', formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState(empty);
  const [estimate, setEstimate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [failed, setFailed] = useState(false);
  const [nearest, setNearest] = useState<Nearest>();
  const [booked, setBooked] = useState<Booked>();
  const [sending, setSending] = useState(false);
  const [round, setRound] = useState(0);
  const key = useRef<string | null>(null);

  useTypedBeforeScripts(formRef, empty, setValues);
  useEffect(() => {
    const found = estimateIn(window.location.search);
    if (!found) return;
    // The address is outside React: read once the page runs.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEstimate(found.query);
    setValues((v) => ({ ...v, floor: v.floor || found.floor, lift: v.lift || found.lift }));
  }, []);
  const slots = useSlots(values.kind, round, (days) =>
    setValues((v) => (isFree(days, v.date, v.band) ? v : { ...v, date: '', band: '' })),
  );

  const set = (changes: Partial<Values>) => {
    key.current = null;
    setValues((v) => ({ ...v, ...changes }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(changes).map((name) => [name, undefined])) }));
  };
  const problems = (found: Errors) => {
    setErrors(found);
    setMessage({ kind: 'error', text: w.check });
    focusFirst(formRef.current, found);
  };

  function answered(status: number, data: BookingAnswer | null) {
    if (status === 201 && data && 'status' in data) {
      key.current = null;
      return setBooked(data);
    }
    if (status === 409 && data && 'error' in data && data.error === 'slot_taken') {
      setNearest(data.nearest);
      setRound((r) => r + 1);
      return setMessage({ kind: 'error', text: w.taken });
    }
    if (status === 400 && data && 'fields' in data) return problems(data.fields);
    // Another 409: the key went with other details; the next try is a new submission.
    if (status === 409) key.current = null;
    setFailed(true);
    setMessage({ kind: 'error', text: status === 429 || status === 503 ? w.busy : w.failure });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const phone = phoneProblem(values.phone, w);
    if (phone) return problems({ phone });
    setSending(true);
    setMessage(null);
    setFailed(false);
    setNearest(undefined);
    key.current ??= newSubmissionKey();
    const { status, data } = await postBooking(bookingBody(values, estimate, lang, key.current));
    setSending(false);
    answered(status, data);
  }

  return { values, set, estimate, errors, message, failed, nearest, booked, sending, slots, onSubmit };
}

/** A text field with its label, its hint and its problem, each tied to it for screen readers. */
function TextField(props: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  optional?: string;
  error?: string;
  value: string;
  set: (value: string) => void;
  input?: { type?: string; inputMode?: 'tel' | 'email' | 'numeric'; autoComplete?: string; placeholder?: string };
}) {
  const { id, hint, error } = props;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={props.label} optional={!!props.optional} optionalText={props.optional} error={error}>
      <input
        id={id}
        name={props.name}
        value={props.value}
        onChange={(e) => props.set(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...props.input}
      />
      {hint ? (
        <small className="field__hint" id={`${id}-hint`}>
          {hint}
        </small>
      ) : null}
    </FieldFrame>
  );
}

/** A few radios under a legend, each with its label and, for the kinds, a line on what it is. */
function Choice(props: {
  name: string;
  legend: string;
  options: { value: string; label: string; hint?: string }[];
  value: string;
  set: (value: string) => void;
  error?: string;
}) {
  return (
    <fieldset className={`survey__choice survey__choice--${props.name}`} aria-invalid={props.error ? true : undefined}>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.set(option.value)}
          />
          <span>
            <strong>{option.label}</strong>
            {option.hint ? <small>{option.hint}</small> : null}
          </span>
        </label>
      ))}
      {props.error ? <p className="field__error">{props.error}</p> : null}
    </fieldset>
  );
}

type Booking = ReturnType<typeof useBooking>;

/** The day and time: the free times once they came, else the form's own day and time fields. */
function WhenFields({
  id,
  b,
  bands,
  w,
  lang,
}: {
  id: string;
  b: Booking;
  bands: readonly string[];
  w: SurveyFormWords;
  lang: 'en' | 'hi';
}) {
  const { values, errors, slots, set } = b;
  const pick = (date: string, band: string) => set({ date, band });
  const slotProps = { w, lang, chosen: values, pick };
  return (
    <>
      {slots === 'loading' ? <p role="status">{w.slotsLoading}</p> : null}
      {Array.isArray(slots) ? (
        <SlotPicker days={slots} error={errors.date ?? errors.band} {...slotProps} />
      ) : slots === 'loading' ? null : (
        <>
          {slots === 'failed' ? <p>{w.slotsFailed}</p> : null}
          <PlainSlot
            id={id}
            bands={bands}
            chosen={values}
            set={(name, value) => set({ [name]: value })}
            errors={errors}
            w={w}
          />
        </>
      )}
      {b.nearest ? <NearestSlots nearest={b.nearest} {...slotProps} /> : null}
    </>
  );
}

/** Who and where: name, phone, e-mail, the locality, its floor and lift. */
function AboutFields({ id, b, w }: { id: string; b: Booking; w: SurveyFormWords }) {
  const { values, errors, set } = b;
  const field = (name: 'name' | 'phone' | 'email' | 'locality' | 'floor') => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    set: (value: string) => set({ [name]: value }),
  });
  return (
    <>
      <div className="form__grid">
        <TextField {...field('name')} label={w.name} input={{ autoComplete: 'name' }} />
        <TextField
          {...field('phone')}
          label={w.phone}
          input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: w.phonePlaceholder }}
        />
        <TextField
          {...field('email')}
          label={w.email}
          hint={w.emailHint}
          optional={w.optional}
          input={{ type: 'email', inputMode: 'email', autoComplete: 'email' }}
        />
        <TextField {...field('locality')} label={w.locality} hint={w.localityHint} />
        <TextField {...field('floor')} label={w.floor} input={{ type: 'number', inputMode: 'numeric' }} />
      </div>
      <Choice
        name="lift"
        legend={w.lift}
        options={[
          { value: 'yes', label: w.yes },
          { value: 'no', label: w.no },
        ]}
        value={values.lift}
        set={(lift) => set({ lift })}
        error={errors.lift}
      />
    </>
  );
}

/**
 * The free survey's booking (docs/surveys.md#the-booking-page). Without scripts it is a plain form
 * posted to the intake, which answers with a page; with them it shows the next days' free times for
 * the kind chosen, attaches the estimate the address carries, checks the phone, sends JSON and
 * says the booking in full in place of the form.
 */
export function SurveyBooking({ bands, retentionDays, contact, lang, words }: Props) {
  const w = words ?? surveyFormWordsEn;
  const language = lang ?? 'en';
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const b = useBooking(w, language, formRef);
  const { values, set } = b;
  return (
    <div className="survey">
      <div aria-live="polite">
        {b.booked ? <BookedPanel booked={b.booked} w={w} lang={language} contact={contact} /> : null}
      </div>
      {b.booked ? null : (
        <form
          ref={formRef}
          className="form survey__form"
          method="post"
          action={surveysEndpoint()}
          noValidate
          onSubmit={b.onSubmit}
          aria-label={w.formLabel}
        >
          {b.estimate ? (
            <div className="form__estimate">
              <p>{w.estimateAttached}</p>
              {b.errors.estimate ? <p className="field__error">{b.errors.estimate}</p> : null}
            </div>
          ) : null}
          <Choice
            name="kind"
            legend={w.kindLegend}
            options={surveyKinds.map((kind) => ({ value: kind, label: w.kinds[kind], hint: w.kindHints[kind] }))}
            value={values.kind}
            set={(kind) => set({ kind: kind as SurveyKind })}
            error={b.errors.kind}
          />
          <WhenFields id={id} b={b} bands={bands} w={w} lang={language} />
          <AboutFields id={id} b={b} w={w} />
          {/* What the scripts send besides, for a browser that posts the form itself. */}
          <input type="hidden" name="lang" value={language} />
          <input type="hidden" name="page" value={localePath(language, surveyPagePath)} />
          <input type="hidden" name="estimate" value={b.estimate} />
          <Honeypot value={values.website} onChange={(website) => set({ website })} label={w.honeypot} />
          <SubmitButton submitting={b.sending} submittingText={w.submitting}>
            {w.submit}
          </SubmitButton>
          <FormStatus message={b.message} />
          {b.failed ? (
            <FailedActions
              kind={values.kind}
              date={values.date}
              band={values.band}
              w={w}
              lang={language}
              contact={contact}
            />
          ) : null}
          <PrivacyNote use={w.dataUse} retentionDays={retentionDays} words={words ? w : undefined} />
        </form>
      )}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import type { SurveyFormWords } from '@/content/ui';
import { intakeHref, quotePath } from '@/lib/browser/leads-client';
import { fill } from '@/lib/shared/i18n';
import { bandOf, type BookingAnswer, type SurveyKind } from '@/lib/shared/survey';
import { surveyDay } from '@/lib/shared/survey-page';

/** The company's ways to reach it, for the links after a send (content/company.ts, passed by the page). */
export type SurveyContact = { company: string; phone: string; tel: string; whatsapp: string };

/** A booking the intake made. */
export type Booked = Extract<BookingAnswer, { status: 'booked' }>;

type Said = { w: SurveyFormWords; lang: 'en' | 'hi'; contact: SurveyContact };

/** A WhatsApp chat with `text` typed. */
const chat = (contact: SurveyContact, text: string) => `${contact.whatsapp}?text=${encodeURIComponent(text)}`;

/**
 * The booking, said in full (docs/surveys.md#the-booking-page): its reference, day and time, what
 * to have ready, and the calendar, reschedule-or-cancel, WhatsApp and quote links, the intake's
 * paths on its own origin. Focus comes to its heading as it shows.
 */
export function BookedPanel({ booked, w, lang, contact }: Said & { booked: Booked }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const said = {
    kind: w.kinds[booked.kind],
    date: surveyDay(booked.date, lang),
    start: booked.band.start,
    end: booked.band.end,
    reference: booked.reference,
    company: contact.company,
  };
  const [before, after] = w.reference.split('{reference}');
  return (
    <div className="survey__booked after-send">
      <h3 tabIndex={-1} ref={heading}>
        {w.booked}
      </h3>
      <p>
        {before}
        <strong className="after-send__ref">{booked.reference}</strong>
        {after}
      </p>
      <p>{fill(w.when, said)}</p>
      <h4>{w.readyTitle}</h4>
      <ul>
        {w.ready[booked.kind].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="after-send__actions">
        <a className="btn" href={intakeHref(booked.calendar)}>
          {w.calendar}
        </a>
        <a className="btn btn--outline" href={intakeHref(booked.manage)}>
          {w.manage}
        </a>
        {/* The reference and the time only: never the visitor's name or phone, which WhatsApp shows anyway. */}
        <a className="btn btn--outline" href={chat(contact, fill(w.whatsappMessage, said))} rel="noopener">
          {w.whatsapp}
        </a>
      </p>
      {booked.quote ? (
        <p>
          <a href={intakeHref(quotePath(booked.quote, lang === 'hi'))}>{`${w.quote}: ${booked.quote}`}</a>
        </p>
      ) : null}
    </div>
  );
}

/** After a failed send: call, or the survey by WhatsApp (its kind and the time chosen, nothing about the visitor). */
export function FailedActions({
  kind,
  date,
  band,
  w,
  lang,
  contact,
}: Said & { kind: SurveyKind; date: string; band: string }) {
  const time = bandOf(band);
  const text = fill(date && time ? w.failMessage : w.failMessageAny, {
    company: contact.company,
    kind: w.kinds[kind],
    date: date ? surveyDay(date, lang) : '',
    start: time?.start ?? '',
    end: time?.end ?? '',
  });
  return (
    <p className="after-send__actions">
      <a className="btn" href={contact.tel}>
        {fill(w.call, { phone: contact.phone })}
      </a>
      <a className="btn btn--outline" href={chat(contact, text)} rel="noopener">
        {w.failWhatsapp}
      </a>
    </p>
  );
}

import * as z from 'zod/mini';
import { type FormLanguage, formLanguages, schemasFor } from '../../lib/shared/lead-schemas';
import { surveyKinds } from '../../lib/shared/survey';
import { priceQuery, type StoredEstimate } from '../leads/move-details';
import { surveyWords } from './words';
import { estimatePlaces } from '../../content/estimate-places';

/**
 * A survey booking as the intake reads it (docs/surveys.md#booking): the fields of
 * lib/shared/survey.ts with the same rules as the enquiry forms for the name, phone and e-mail
 * (lib/shared/lead-schemas.ts), and problems in the form's language.
 */
function buildSurveySchema(language: FormLanguage) {
  const { enquirySchema } = schemasFor(language);
  const { shape } = enquirySchema;
  const m = surveyWords[language].problems;
  const emailOrNone = z.optional(z.union([z.literal(''), shape.email]));
  return z.object({
    kind: z.enum(surveyKinds, { error: m.kind }),
    date: z.string({ error: m.slot }).check(z.regex(/^20\d\d-\d\d-\d\d$/, m.slot)),
    band: z.string({ error: m.slot }).check(z.regex(/^\d{1,2}-\d{1,2}$/, m.slot)),
    name: shape.name,
    phone: shape.phone,
    email: emailOrNone,
    locality: z.string({ error: m.locality }).check(z.trim(), z.minLength(2, m.locality), z.maxLength(120, m.locality)),
    floor: z.string({ error: m.floor }).check(z.trim(), z.regex(/^\d{1,2}$/, m.floor)),
    lift: z.enum(['yes', 'no'], { error: m.lift }),
    estimate: shape.estimate,
    lang: z.optional(z.enum(formLanguages)),
    page: shape.page,
    idempotencyKey: shape.idempotencyKey,
    website: shape.website,
  });
}

const built = new Map(formLanguages.map((language) => [language, buildSurveySchema(language)]));

/** The booking's schema answering in `language`. */
export const surveySchemaFor = (language: FormLanguage) => built.get(language)!;

export type SurveyInput = z.infer<ReturnType<typeof buildSurveySchema>>;

/** A booking's survey as its lead keeps it. */
export type StoredSurvey = { id: string; kind: SurveyInput['kind']; date: string; band: string };

/** A place of the estimate by its English name (its key for a town typed by distance). */
const placeName = (id: string) => estimatePlaces.find((place) => place.id === id)?.name ?? id;

/**
 * The enquiry a booking is (docs/surveys.md#a-booking-is-an-enquiry): what the office, the CRM and
 * the notifications read of any enquiry, with the survey, the floor and the lift in the details.
 */
export function surveyLead(input: SurveyInput, survey: StoredSurvey): Record<string, unknown> {
  const estimate: StoredEstimate | undefined = input.estimate ? priceQuery(input.estimate) : undefined;
  const { from, to } = estimate
    ? Object.fromEntries(new URLSearchParams(estimate.query))
    : ({} as Record<string, string>);
  return {
    name: input.name,
    ...(input.email ? { email: input.email } : {}),
    phone: input.phone,
    pickup: input.locality,
    ...(to && to !== from && to !== 'other' ? { drop: placeName(to) } : {}),
    detail: `Free survey booked on the website. Floor ${input.floor === '0' ? 'ground' : input.floor}, ${input.lift === 'yes' ? 'with a working lift' : 'no lift'}.`,
    source: 'survey',
    ...(estimate ? { estimate } : {}),
    ...(input.page ? { page: input.page } : {}),
    ...(input.lang ? { lang: input.lang } : {}),
    survey,
  };
}

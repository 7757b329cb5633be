import type { FastifyInstance } from 'fastify';
import { company } from '../../content/company';
import { leadReference } from '../../lib/shared/lead-reference';
import { bandOf } from '../../lib/shared/survey';
import { escapeHtml as e } from '../pages/form-page';
import type { SurveyBooking, SurveyCapacity } from '../store/survey-types';
import type { Lead } from '../store/types';
import { capacityOf, istDate, plusDays, slotDays, weekdayOf } from '../surveys/slots';
import { type Body, changer, html, type Inbox, refuse } from './routes';
import { layout, officeTop } from './pages';

/**
 * `/office/surveys/` (docs/office.md#surveys): the surveys booked on the site, day by day for the
 * next two weeks with each band's places, and the office's capacity, which an admin sets: the bands
 * of a day, places a band and a day, closed weekdays, holidays.
 */

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayLabel = (date: string) =>
  `${weekdays[weekdayOf(date)]} ${new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}`;

/** One booking in the calendar: kind, who, phone, where, the lead. */
function bookingItem(booking: SurveyBooking, lead: Lead | undefined): string {
  const p = lead?.payload ?? {};
  const kind = booking.kind === 'home' ? 'Home visit' : 'Video call';
  const phone = typeof p.phone === 'string' ? p.phone : '';
  return `<li>${e(kind)}: <a href="/office/leads/${e(booking.leadId ?? '')}/">${e(String(p.name ?? '(gone)'))}</a>${phone ? ` · <a href="tel:${e(phone)}">${e(phone)}</a>` : ''} · ${e(String(p.pickup ?? ''))} · ref ${e(leadReference(booking.leadId ?? ''))}${booking.status === 'cancelled' ? ' <span class="tag">cancelled</span>' : ''}</li>`;
}

/** The next days: each day's bookings under their band, how many the day has taken; closed days said so. */
function calendar(
  capacity: SurveyCapacity,
  bookings: SurveyBooking[],
  leads: Map<string, Lead>,
  today: string,
): string {
  const rows: string[] = [];
  for (let i = 0; i <= 14; i++) {
    const date = plusDays(today, i);
    const ofDay = bookings.filter((b) => b.date === date);
    const live = ofDay.filter((b) => b.status === 'booked').length;
    const closed = capacity.closedWeekdays.includes(weekdayOf(date)) || capacity.holidays.includes(date);
    const bands = [...new Set(ofDay.map((b) => b.band))]
      .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]))
      .map((id) => {
        const band = bandOf(id)!;
        const here = ofDay.filter((b) => b.band === id);
        const taken = here.filter((b) => b.status === 'booked').length;
        return `<li><strong>${band.start}–${band.end}</strong> (${taken} of ${capacity.perBand})<ul>${here.map((b) => bookingItem(b, leads.get(b.leadId ?? ''))).join('')}</ul></li>`;
      });
    const state = closed ? 'closed' : `${live} of ${capacity.perDay} booked`;
    rows.push(
      `<section class="survey-day"><h3>${e(dayLabel(date))}${i === 0 ? ' (today)' : ''} · ${state}</h3>${bands.length ? `<ul>${bands.join('')}</ul>` : ''}</section>`,
    );
  }
  return rows.join('\n');
}

/** The capacity form (admins only). */
function capacityForm(
  capacity: SurveyCapacity,
  hidden: string,
  refused?: { problem: string; typed: Record<string, string> },
): string {
  const typed = (name: string, fallback: string) => e(refused?.typed[name] ?? fallback);
  const problem = refused?.problem;
  const days = weekdays
    .map(
      (name, i) =>
        `<label class="inline"><input type="checkbox" name="closed" value="${i}"${capacity.closedWeekdays.includes(i) ? ' checked' : ''}> ${name}</label>`,
    )
    .join(' ');
  return `<form method="post" action="/office/surveys/capacity" class="narrow-form">${hidden}
<h2>Capacity</h2>${problem ? `<p class="notice notice--error" role="alert">${e(problem)}</p>` : ''}
<p><label for="c-bands">Time bands of a day (hours, e.g. 9-11, 11-13)</label><input id="c-bands" name="bands" value="${typed('bands', capacity.bands.join(', '))}"></p>
<p><label for="c-band">Surveys a band can take</label><input id="c-band" name="perBand" inputmode="numeric" value="${typed('perBand', String(capacity.perBand))}"></p>
<p><label for="c-day">Surveys a day can take</label><input id="c-day" name="perDay" inputmode="numeric" value="${typed('perDay', String(capacity.perDay))}"></p>
<fieldset><legend>Closed on</legend>${days}</fieldset>
<p><label for="c-holidays">Holidays (one date a line, YYYY-MM-DD)</label><textarea id="c-holidays" name="holidays" rows="4">${typed('holidays', capacity.holidays.join('\n'))}</textarea></p>
<button type="submit">Save the capacity</button>
<p class="hint">Bookings already made stay. Until saved here the site uses the company's defaults (content/company.ts).</p>
</form>`;
}

/** The capacity a form describes, or what is wrong with it. */
export function readCapacity(body: Body): SurveyCapacity | { problem: string } {
  const text = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '');
  const bands = text('bands')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (bands.length === 0 || bands.some((b) => !bandOf(b)))
    return { problem: 'Write each band as its hours, start-end, e.g. 9-11, 11-13.' };
  const perBand = Number(text('perBand'));
  const perDay = Number(text('perDay'));
  if (!Number.isInteger(perBand) || perBand < 1 || perBand > 50)
    return { problem: 'Surveys a band: a whole number from 1 to 50.' };
  if (!Number.isInteger(perDay) || perDay < 1 || perDay > 200)
    return { problem: 'Surveys a day: a whole number from 1 to 200.' };
  const closedRaw = body?.closed;
  const closed = (Array.isArray(closedRaw) ? closedRaw : closedRaw === undefined ? [] : [closedRaw]).map(Number);
  const holidays = text('holidays').split(/\s+/).filter(Boolean);
  if (holidays.some((d) => !/^20\d\d-\d\d-\d\d$/.test(d) || Number.isNaN(Date.parse(d))))
    return { problem: 'Write each holiday as a date, YYYY-MM-DD, one a line.' };
  const sorted = [...bands].sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  return { bands: sorted, perBand, perDay, closedWeekdays: closed.filter((d) => d >= 0 && d <= 6), holidays };
}

export function registerSurveysPage(office: FastifyInstance, inbox: Inbox): void {
  const { deps, now, sessions } = inbox;
  const page = async (
    session: NonNullable<ReturnType<typeof changer>>,
    refused?: { problem: string; typed: Record<string, string> },
  ) => {
    const today = istDate(new Date(now()));
    const capacity = capacityOf(await deps.store.surveys.capacity());
    const bookings = await deps.store.surveys.between(today, plusDays(today, 14));
    const leads = new Map(
      (await Promise.all(bookings.map((b) => deps.store.get(b.leadId ?? ''))))
        .filter((l) => l !== undefined)
        .map((l) => [l.id, l]),
    );
    const hidden = `<input type="hidden" name="csrf" value="${e(session.csrf)}">`;
    const notice = await sessions.takeNotice(session);
    const open = slotDays(capacity, new Map(), new Date(now())).length;
    return layout(
      'Surveys',
      `${officeTop('surveys', session, hidden)}
<main>${notice ? `<p class="notice" role="status">${e(notice)}</p>` : ''}
<h2>Surveys booked on the site</h2>
<p class="hint">${open} open days in the next two weeks; ${capacity.perBand} a band, ${capacity.perDay} a day. Customers book, move and cancel on the site; each booking is also an enquiry in the queue.</p>
${calendar(capacity, bookings, leads, today)}
${session.role === 'admin' ? capacityForm(capacity, hidden, refused) : `<p>Only an admin changes the capacity (${e(company.name)}'s defaults until then).</p>`}
</main>`,
    );
  };
  office.get('/surveys/', async (request, reply) => {
    const session = request.officeSession;
    if (!session) return reply.redirect('/office/', 303);
    return html(reply, 200, await page(session));
  });
  office.post('/surveys/capacity', async (request, reply) => {
    const session = changer(request, reply);
    if (!session) return reply;
    if (session.role !== 'admin')
      return refuse(reply, 403, 'Admins only', 'Only an admin can change the survey capacity. Nothing was changed.');
    const read = readCapacity(request.body as Body);
    if ('problem' in read) {
      const body = request.body as Body;
      const typed = Object.fromEntries(
        ['bands', 'perBand', 'perDay', 'holidays'].map((name) => [name, String(body?.[name] ?? '').slice(0, 2000)]),
      );
      return html(reply, 400, await page(session, { problem: read.problem, typed }));
    }
    await deps.store.surveys.setCapacity(read, session.name, new Date(now()));
    await sessions.note(session, 'Survey capacity saved.');
    return reply.redirect('/office/surveys/', 303);
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../lib/shared/i18n';
import { intakePageHeaders } from '../pages/document';
import type { SurveyBooking } from '../store/survey-types';
import { calendarFile } from './ics';
import { managePath, renderManagePage } from './page';
import type { SurveyDeps } from './routes';
import { bookingWindow, capacityOf, slotDays, slotTimes } from './slots';

/**
 * A booking's own page (docs/surveys.md#the-bookings-page): GET /survey/<secret>/ (and /hi/…), its
 * calendar file, and the moves and cancellations its forms post to /api/surveys/<secret>/…. The
 * secret is 144 random bits, made when the booking was; it is the only way in, and nothing can be
 * changed once the survey's time has passed.
 */

const tokenPattern = /^[A-Za-z0-9_-]{24}$/;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** The booking of a request's secret, if it has one. */
async function bookingOf(deps: Pick<SurveyDeps, 'store'>, request: TokenRequest): Promise<SurveyBooking | null> {
  const { token } = request.params;
  return tokenPattern.test(token) ? deps.store.surveys.byToken(token) : null;
}

const passed = (booking: SurveyBooking, at: Date) => slotTimes(booking.date, booking.band).end <= at;

export function registerSurveyPages(app: FastifyInstance, deps: Omit<SurveyDeps, 'accept'>): void {
  const { store, settings, now = Date.now } = deps;
  const page = (locale: Locale) => async (request: TokenRequest, reply: FastifyReply) => {
    const booking = await bookingOf(deps, request);
    if (!booking?.leadId) return reply.callNotFound();
    const at = new Date(now());
    const { from, to } = bookingWindow(at);
    const capacity = capacityOf(await store.surveys.capacity());
    const days = slotDays(capacity, await store.surveys.taken(from, to, at), at);
    const quote = (await store.quotes.forLeads([booking.leadId])).get(booking.leadId)?.ref ?? null;
    const query = request.query as Record<string, string | undefined>;
    const notice = (['booked', 'moved', 'cancelled', 'full'] as const).find((name) => name in query);
    const html = renderManagePage({
      booking,
      locale,
      days,
      passed: passed(booking, at),
      quote,
      ...(notice ? { notice } : {}),
      stylesheet: deps.stylesheet(),
    });
    return reply.headers(intakePageHeaders).type('text/html; charset=utf-8').send(html);
  };
  app.get('/survey/:token/', page('en'));
  app.get('/hi/survey/:token/', page('hi'));
  app.get('/survey/:token/survey.ics', async (request: TokenRequest, reply) => {
    const booking = await bookingOf(deps, request);
    if (!booking?.leadId || booking.status !== 'booked') return reply.callNotFound();
    const origin = settings.siteUrl ?? `${request.protocol}://${request.host}`;
    const locale: Locale = (await store.get(booking.leadId))?.payload.lang === 'hi' ? 'hi' : 'en';
    const file = calendarFile(booking, locale, `${origin}${managePath(booking.token, locale)}`, new Date(now()));
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="survey.ics"')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(file);
  });
}

/** POST /api/surveys/<secret>/move and /cancel: plain form posts from the booking's page, answered by going back to it. */
export function registerSurveyChanges(api: FastifyInstance, deps: SurveyDeps): void {
  const { store, now = Date.now } = deps;
  const back = (reply: FastifyReply, booking: SurveyBooking, body: Record<string, unknown>, notice: string) =>
    reply
      .code(303)
      .header('location', `${managePath(booking.token, body.lang === 'hi' ? 'hi' : 'en')}?${notice}`)
      .send();
  api.post('/surveys/:token/move', async (request: TokenRequest, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const booking = await bookingOf(deps, request);
    const at = new Date(now());
    if (!booking?.leadId || passed(booking, at)) return reply.code(404).send({ error: 'not_found' });
    const picked = /^(\d{4}-\d{2}-\d{2}) (\d{1,2}-\d{1,2})$/.exec(String(body.slot ?? ''));
    const capacity = capacityOf(await store.surveys.capacity());
    const slot = picked ? { date: picked[1]!, band: picked[2]! } : undefined;
    const open =
      slot &&
      slotDays(capacity, new Map(), at).some((d) => d.date === slot.date && d.bands.some((b) => b.id === slot.band));
    if (!slot || !open) return back(reply, booking, body, 'full');
    const moved = await store.surveys.move(booking.id, slot.date, slot.band, capacity, at);
    if (moved.ok) request.log.info({ leadId: booking.leadId }, 'survey moved');
    return back(reply, booking, body, moved.ok ? 'moved' : 'full');
  });
  api.post('/surveys/:token/cancel', async (request: TokenRequest, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const booking = await bookingOf(deps, request);
    if (!booking?.leadId || passed(booking, new Date(now()))) return reply.code(404).send({ error: 'not_found' });
    if (await store.surveys.cancel(booking.id, new Date(now())))
      request.log.info({ leadId: booking.leadId }, 'survey cancelled');
    return back(reply, booking, body, 'cancelled');
  });
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { WorkStatus } from '../store/desk-types';
import { workStatuses } from '../store/desk-types';
import type { Lead, LeadFilter, LeadStore } from '../store/types';
import { type ChartDay, lastDays, nextDay, startOfDay } from './chart';
import { deliveryChannels } from './channels';
import { type InboxCounts, type InboxView, inboxPage, signInPage } from './pages';
import { latestLead } from './live';
import { lateUntil, queueFor } from './queue';
import { type Body, changer, html, type Inbox, leadId, pageSize, spamShown, validDay } from './routes';
import { type Session, sessionCookieHeader } from './sessions';

/**
 * The inbox's views (docs/office.md#the-work-queue): the queue to call (`/office/`), every
 * enquiry searched and filtered (`/office/all/`), the reviews (`/office/reviews/`) and one lead
 * (`/office/leads/<id>/`). Each reads only what it shows.
 */

/** The queue shows this many of the most urgent leads; the heading counts them all. */
const queueShown = 100;

/** Repeats: the same phone within this many days. */
const repeatDays = 30;

/** The session of a request for a view, or the sign-in page has been sent. */
function viewer(request: FastifyRequest, reply: FastifyReply): Session | undefined {
  const session = request.officeSession;
  if (session) return session;
  if (request.officeSignedOut) {
    reply.header('set-cookie', sessionCookieHeader(null));
    void html(reply, 200, signInPage(`${request.officeSignedOut} Please sign in again.`, '', 'status'));
  } else {
    void html(reply, 200, signInPage());
  }
  return undefined;
}

/** Everything a card shows besides the lead: channels, the first call, the work, the history, repeats. */
async function cardData(store: LeadStore, leads: readonly Lead[]) {
  const ids = leads.map((lead) => lead.id);
  const enquiries = leads.filter((lead) => lead.kind === 'enquiry');
  const notifications = new Map(
    await Promise.all(leads.map(async (lead) => [lead.id, await store.notificationsOf(lead.id)] as const)),
  );
  return {
    calls: await store.calls({ ids }),
    works: await store.desk.work(ids),
    quotes: await store.quotes.forLeads(enquiries.map((lead) => lead.id)),
    surveys: await store.surveys.forLeads(enquiries.map((lead) => lead.id)),
    histories: await store.desk.history(ids),
    repeats: enquiries.length ? await store.desk.repeats(enquiries, repeatDays) : new Map<string, Lead>(),
    notifications,
  };
}

/** The page's view with what every view shares, and the cards' data for `leads`. */
async function viewOf(
  { deps, now, sessions }: Inbox,
  session: Session,
  leads: readonly Lead[],
  extra: Partial<InboxView>,
): Promise<InboxView> {
  const at = new Date(now());
  const since = startOfDay(lastDays(at, deps.office.timeZone)[0]!, deps.office.timeZone);
  const data = await cardData(deps.store, [...leads, ...(extra.spam ?? [])]);
  return {
    leads,
    total: leads.length,
    paging: {},
    cursor: {},
    counts: { toCall: 0, late: 0, held: 0, failing: 0 },
    spam: [],
    spamTotal: 0,
    heldSources: [],
    chart: [],
    ...data,
    channels: (lead) => deliveryChannels(lead, deps.crm !== null, data.notifications.get(lead.id)),
    now: at,
    timeZone: deps.office.timeZone,
    name: session.name,
    role: session.role,
    csrf: session.csrf,
    siteUrl: deps.siteUrl,
    toCall: extra.toCall ?? (await deps.store.desk.toCall(since, at)),
    ...extra,
    notice: (await sessions.takeNotice(session)) ?? undefined,
  } as InboxView;
}

/** `/office/`: the queue, the most urgent first, with what needs doing. */
function registerQueue(office: FastifyInstance, inbox: Inbox): void {
  const { deps, now } = inbox;
  office.get('/', async (request, reply) => {
    const session = viewer(request, reply);
    if (!session) return reply;
    // Read before the leads: one stored in between makes the live updates fetch the page again.
    const latest = await latestLead(deps.store);
    const at = new Date(now());
    const since = startOfDay(lastDays(at, deps.office.timeZone)[0]!, deps.office.timeZone);
    const full = await queueFor(deps.store, session.name, since, at);
    const queue = full.slice(0, queueShown);
    const counts = await heldAndFailing(deps.store, since);
    // Late: the new leads whose promised call-back has passed, and the reminders due.
    const lateNew = await deps.store.desk.freshCount(since, new Date(lateUntil(since, at).getTime() + 1));
    const toCall = await deps.store.desk.toCall(since, at);
    const view = await viewOf(
      inbox,
      session,
      queue.map((item) => item.lead),
      {
        mode: 'queue',
        latest,
        toCall,
        queue,
        queueTotal: full.length,
        // The summary counts what the queue holds: new leads, those not reachable, reminders due.
        counts: {
          ...counts,
          toCall,
          late: lateNew + full.filter((item) => item.why === 'reminder' && item.at <= at).length,
        },
        heldSources: await deps.store.heldSources(),
        back: '/office/',
      },
    );
    return html(reply, 200, inboxPage(view));
  });
}

export function registerViews(office: FastifyInstance, inbox: Inbox): void {
  const { deps, now } = inbox;
  registerQueue(office, inbox);

  const all = async (request: FastifyRequest, reply: FastifyReply, fields: Body, search: boolean) => {
    const session = search ? changer(request, reply) : viewer(request, reply);
    if (!session) return reply;
    const latest = await latestLead(deps.store);
    const { filter, given } = listFilter(fields, deps.office.timeZone, search);
    const cursor = search ? {} : pageCursor(fields);
    const page = await deps.store.leadPage({ ...filter, limit: pageSize, ...cursor });
    const ids = page.leads.map((lead) => lead.id);
    const first = !page.newer && Object.keys(given).length === 0;
    const at = new Date(now());
    const since = startOfDay(lastDays(at, deps.office.timeZone)[0]!, deps.office.timeZone);
    const spam = first ? await deps.store.leadPage({ spam: true, since, limit: spamShown }) : { leads: [] };
    const view = await viewOf(inbox, session, page.leads, {
      mode: 'all',
      latest,
      total: await deps.store.countLeads(filter),
      // A search's results are its newest page: its words stay out of every address.
      paging: search ? {} : { ...(page.older ? { older: ids.at(-1) } : {}), ...(page.newer ? { newer: ids[0] } : {}) },
      filters: given,
      spam: spam.leads,
      spamTotal: first ? await deps.store.countLeads({ spam: true, since }) : 0,
      chart: first ? await chartDaysOf(deps.store, at, deps.office.timeZone) : [],
      back: listBack('/office/all/', given, cursor, search),
    });
    return html(reply, 200, inboxPage(view));
  };
  office.get<{ Querystring: Record<string, unknown> }>('/all/', async (request, reply) =>
    all(request, reply, request.query, false),
  );
  office.post('/all/', async (request, reply) => all(request, reply, request.body as Body, true));

  office.get<{ Querystring: Record<string, unknown> }>('/reviews/', async (request, reply) => {
    const session = viewer(request, reply);
    if (!session) return reply;
    const cursor = pageCursor(request.query);
    const filter = { spam: false, kind: 'review' } as const;
    const page = await deps.store.leadPage({ ...filter, limit: pageSize, ...cursor });
    const ids = page.leads.map((lead) => lead.id);
    const view = await viewOf(inbox, session, page.leads, {
      mode: 'reviews',
      total: await deps.store.countLeads(filter),
      paging: { ...(page.older ? { older: ids.at(-1) } : {}), ...(page.newer ? { newer: ids[0] } : {}) },
      back: listBack('/office/reviews/', {}, cursor, false),
    });
    return html(reply, 200, inboxPage(view));
  });

  office.get<{ Params: { id: string } }>('/leads/:id/', async (request, reply) => {
    const session = viewer(request, reply);
    if (!session) return reply;
    const lead = leadId.test(request.params.id) ? await deps.store.get(request.params.id) : undefined;
    if (!lead)
      return html(
        reply,
        404,
        inboxPage(await viewOf(inbox, session, [], { mode: 'lead', notice: 'No lead with that reference.' })),
      );
    return html(reply, 200, await leadPage(inbox, session, lead));
  });
}

/** One lead's own page, with a refused change's values and problem when there was one. */
export async function leadPage(
  inbox: Inbox,
  session: Session,
  lead: Lead,
  retry?: InboxView['retry'],
  quoteRetry?: InboxView['quoteRetry'],
): Promise<string> {
  const view = await viewOf(inbox, session, [lead], {
    mode: 'lead',
    back: `/office/leads/${lead.id}/`,
    ...(retry ? { retry } : {}),
    ...(quoteRetry ? { quoteRetry } : {}),
  });
  return inboxPage(view);
}

/** The address a change on a list's page comes back to: the view, its filters and its page (never a search's words). */
function listBack(
  base: string,
  given: Record<string, string>,
  cursor: { olderThan?: string } | { newerThan?: string },
  search: boolean,
): string {
  if (search) return base;
  const query = new URLSearchParams({
    ...given,
    ...('olderThan' in cursor && cursor.olderThan ? { older: cursor.olderThan } : {}),
    ...('newerThan' in cursor && cursor.newerThan ? { newer: cursor.newerThan } : {}),
  }).toString();
  return `${base}${query ? `?${query}` : ''}`;
}

/** The list's filter from a query or a search form; `given` holds the fields as typed, for the form. */
function listFilter(
  fields: Body,
  timeZone: string,
  search: boolean,
): { filter: LeadFilter; given: Record<string, string> } {
  const field = (name: string, max: number) =>
    typeof fields?.[name] === 'string' ? (fields[name] as string).trim().slice(0, max) : '';
  const given: Record<string, string> = {};
  const filter: LeadFilter = { spam: false, kind: 'enquiry' };
  const status = field('status', 20);
  if ((workStatuses as readonly string[]).includes(status)) {
    filter.status = [status as WorkStatus];
    given.status = status;
  }
  const lang = field('lang', 2);
  if (lang === 'hi' || lang === 'en') filter.lang = given.lang = lang;
  const place = field('place', 60);
  if (place) filter.place = given.place = place;
  const page = field('page', 100);
  if (page.startsWith('/')) filter.page = given.page = page;
  const from = field('from', 10);
  if (validDay(from)) {
    filter.since = startOfDay(from, timeZone);
    given.from = from;
  }
  const to = field('to', 10);
  if (validDay(to)) {
    filter.until = startOfDay(nextDay(to), timeZone);
    given.to = to;
  }
  const q = search ? field('q', 60) : '';
  if (q) filter.text = given.q = q;
  return { filter, given };
}

/** Which page of the list a request (or a change's form) asks for: `older` or `newer` than a lead. */
export function pageCursor(
  query: Record<string, unknown> | undefined,
): { olderThan?: string } | { newerThan?: string } {
  const older = query?.older;
  const newer = query?.newer;
  if (typeof older === 'string' && leadId.test(older)) return { olderThan: older };
  if (typeof newer === 'string' && leadId.test(newer)) return { newerThan: newer };
  return {};
}

/** The summary's held and failing counts over the chart's days, each a COUNT query (the queue gives the rest). */
async function heldAndFailing(store: LeadStore, since: Date): Promise<Pick<InboxCounts, 'held' | 'failing'>> {
  return {
    held: await store.countLeads({ spam: false, since, only: 'held' }),
    failing: await store.countLeads({ spam: false, since, only: 'failing' }),
  };
}

/**
 * The chart's figures: each day's enquiries by page, one count a day, letting other requests in
 * between the days.
 */
async function chartDaysOf(store: LeadStore, at: Date, timeZone: string): Promise<ChartDay[]> {
  const days: ChartDay[] = [];
  for (const day of lastDays(at, timeZone)) {
    const since = startOfDay(day, timeZone);
    const until = startOfDay(nextDay(day), timeZone);
    days.push({ day, pages: await store.countByPage({ spam: false, kind: 'enquiry', since, until }) });
    await nextTurn();
  }
  return days;
}

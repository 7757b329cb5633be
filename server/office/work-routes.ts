import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { callbackDue, nextOpening } from '../../lib/shared/office-hours';
import { leadReference } from '../../lib/shared/lead-reference';
import type { LostReason, WorkChange, WorkResult, WorkStatus } from '../store/desk-types';
import { lostReasons, workStatuses } from '../store/desk-types';
import { backTo, type Body, changer, html, type Inbox, leadId, validDay, wallTime } from './routes';
import { officeHours } from './queue';
import type { Session } from './sessions';
import { leadPage } from './views';
import { statusWords } from './work';

/**
 * The changes the office makes to a lead on its way to a move (docs/office.md#the-work-queue):
 * take it, let it go, record an outcome with what it needs, a reminder, a note. Each is a form
 * post checked as every change is (origin, token); a form that asks for something impossible
 * gets the lead's page back with the problem and every field as typed.
 */

/** Rupees a quote may be: more than nothing, less than ten crore. */
const maxQuote = 99_99_99_999;

/** The fields of the outcome form as typed. */
const formFields = ['status', 'remind', 'remindAt', 'surveyAt', 'amount', 'movingOn', 'reason', 'note'] as const;

/** The change a form asks for, or what is wrong with it. */
export function readChange(body: Body, now: Date, timeZone: string): { change: WorkChange } | { problem: string } {
  const field = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string).trim() : '');
  const change: WorkChange = {};
  const status = field('status');
  if (status) {
    if (!(workStatuses as readonly string[]).includes(status) || status === 'new')
      return { problem: 'Choose an outcome from the list.' };
    change.status = status as WorkStatus;
  }
  const remind = field('remind');
  const remindAt = field('remindAt');
  if (remindAt) {
    const at = wallTime(remindAt, timeZone);
    if (!at) return { problem: 'Give the time to try again as the field shows it, e.g. 28/11/2026 14:30.' };
    // A time just gone (the form filled a few minutes ago) means now; longer ago is a slip.
    if (at.getTime() < now.getTime() - 5 * 60_000) return { problem: 'The time to try again has already passed.' };
    change.remindAt = at;
  } else if (['30', '60', '120'].includes(remind)) {
    // A time after closing means the next opening: nobody is there to call then.
    change.remindAt = callbackDue(officeHours, 0, new Date(now.getTime() + Number(remind) * 60_000));
  } else if (remind === 'open') {
    change.remindAt = nextOpening(officeHours, now);
  }
  if (change.status === 'survey') {
    const at = wallTime(field('surveyAt'), timeZone);
    if (!at) return { problem: 'For “Survey booked”, give the survey’s date and time.' };
    change.surveyAt = at;
  }
  if (change.status === 'quoted') {
    const amount = Number(field('amount').replace(/[₹,\s]/g, ''));
    if (!Number.isInteger(amount) || amount <= 0 || amount > maxQuote) {
      return { problem: 'For “Quote sent”, give the amount in whole rupees, e.g. 28500.' };
    }
    change.quoteAmount = amount;
  }
  if (change.status === 'won' && field('movingOn')) {
    if (!validDay(field('movingOn'))) return { problem: 'Give the moving date as the date field shows it.' };
    change.movingOn = field('movingOn');
  }
  if (change.status === 'lost') {
    const reason = field('reason');
    if (!(lostReasons as readonly string[]).includes(reason))
      return { problem: 'For “Lost”, choose why from the list.' };
    change.lostReason = reason as LostReason;
  }
  const note = field('note').replace(/[\p{Cc}\p{Cf}]/gu, ' ');
  if (note.length > 500) return { problem: 'A note may be up to 500 characters.' };
  if (note) change.note = note;
  if (!change.status && change.remindAt === undefined && !change.note) {
    return { problem: 'Choose an outcome or a time to try again, or write a note.' };
  }
  return { change };
}

/** What the person is told after a change. */
function said(result: WorkResult, id: string, done: string): string {
  const ref = leadReference(id);
  if (result.ok) return `${done} (ref ${ref}).`;
  return result.reason === 'taken'
    ? `${result.by} has ref ${ref}, so nothing was changed. Take it over if they cannot call.`
    : `No enquiry with ref ${ref}.`;
}

export function registerWork(office: FastifyInstance, inbox: Inbox): void {
  const { deps, now, sessions } = inbox;
  const lead = (request: FastifyRequest<{ Params: { id: string } }>) =>
    leadId.test(request.params.id) ? request.params.id : '';
  const after = async (session: Session, request: FastifyRequest, reply: FastifyReply, id: string, note: string) => {
    await sessions.note(session, note);
    return backTo(request, reply, id);
  };

  office.post<{ Params: { id: string } }>('/leads/:id/take', async (request, reply) => {
    const session = changer(request, reply);
    if (!session) return reply;
    const id = lead(request);
    const force = (request.body as Body)?.force === '1';
    const result = id
      ? await deps.store.desk.take(id, session.name, new Date(now()), { force })
      : ({ ok: false, reason: 'not_found' } as const);
    return after(session, request, reply, id, said(result, id, 'You have it'));
  });

  office.post<{ Params: { id: string } }>('/leads/:id/let-go', async (request, reply) => {
    const session = changer(request, reply);
    if (!session) return reply;
    const id = lead(request);
    const result = id
      ? await deps.store.desk.letGo(id, session.name, new Date(now()))
      : ({ ok: false, reason: 'not_found' } as const);
    return after(session, request, reply, id, said(result, id, 'You let it go'));
  });

  office.post<{ Params: { id: string } }>('/leads/:id/work', async (request, reply) => {
    const session = changer(request, reply);
    if (!session) return reply;
    const id = lead(request);
    const at = new Date(now());
    const read = readChange(request.body as Body, at, deps.office.timeZone);
    const stored = id ? await deps.store.get(id) : undefined;
    if ('problem' in read && stored?.kind === 'enquiry') {
      const values = Object.fromEntries(
        formFields.map((name) => [name, String((request.body as Body)?.[name] ?? '').slice(0, 500)]),
      );
      return html(reply, 400, await leadPage(inbox, session, stored, { values, problem: read.problem }));
    }
    if ('problem' in read || !stored)
      return after(session, request, reply, id, `No enquiry with ref ${leadReference(id)}.`);
    const result = await deps.store.desk.change(id, session.name, at, read.change);
    const done = read.change.status
      ? `Recorded: ${statusWords[read.change.status]}`
      : read.change.remindAt
        ? 'Reminder set'
        : 'Note added';
    return after(session, request, reply, id, said(result, id, done));
  });
}

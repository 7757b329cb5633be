import type { FastifyInstance } from 'fastify';
import type { LeadStore } from '../store/types';
import { dayIn } from './chart';
import { messagePage } from './pages';
import { buildReport, reportPeriod } from './report';
import { reportCsv, reportPage } from './report-page';

/**
 * `/report/` and `/report.csv` (docs/office.md#the-report): the speed-to-lead report of the days
 * `from`–`to` (in the office's time zone; the last 8 weeks when not given), for a signed-in
 * person only, as the list is. A date that is not one gets a short page saying so (400).
 */
export function registerReport(
  office: FastifyInstance,
  { store, timeZone, now }: { store: LeadStore; timeZone: string; now: () => number },
): void {
  const periodOf = (query: Record<string, unknown>) => reportPeriod(query, dayIn(timeZone)(new Date(now())));

  office.get<{ Querystring: Record<string, unknown> }>('/report/', async (request, reply) => {
    const session = request.officeSession;
    if (!session) return reply.redirect('/office/', 303);
    const period = periodOf(request.query);
    if ('problem' in period) {
      return reply.code(400).type('text/html; charset=utf-8').send(messagePage('Not a date range', period.problem));
    }
    const report = await buildReport(store, period, timeZone, new Date(now()));
    return reply.type('text/html; charset=utf-8').send(reportPage(report, session));
  });

  office.get('/report', async (_request, reply) => reply.redirect('/office/report/', 301));

  office.get<{ Querystring: Record<string, unknown> }>('/report.csv', async (request, reply) => {
    if (!request.officeSession) return reply.redirect('/office/', 303);
    const period = periodOf(request.query);
    if ('problem' in period) {
      return reply.code(400).type('text/html; charset=utf-8').send(messagePage('Not a date range', period.problem));
    }
    const report = await buildReport(store, period, timeZone, new Date(now()));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${period.from}-to-${period.to}.csv"`)
      .send(reportCsv(report));
  });
}

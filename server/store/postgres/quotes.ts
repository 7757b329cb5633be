import type pg from 'pg';
import { insertQuote, planAgree, planFinal, type QuoteRow, quoteValues, refTries, toQuote } from '../quote-rows';
import type { Quotes } from '../quote-types';
import { transaction } from './pool';

const columns = 'lead_id, ref, issued_at, valid_until, estimate, versions';

/**
 * The quotes (quote-types.ts) on PostgreSQL. A change locks the quote's row (`FOR UPDATE`) before
 * it reads the versions, so an office change and a customer's "I agree" on two instances take
 * turns. Every call waits for the schema (`ready`).
 */
export function pgQuotes(pool: pg.Pool, ready: () => Promise<void>): Quotes {
  const locked = async (client: pg.ClientBase, where: string, value: string) =>
    (await client.query<QuoteRow>(`SELECT ${columns} FROM quotes WHERE ${where} = $1 FOR UPDATE`, [value])).rows[0];
  const saveVersions = (client: pg.ClientBase, leadId: string, versions: unknown) =>
    client.query('UPDATE quotes SET versions = $1 WHERE lead_id = $2', [JSON.stringify(versions), leadId]);
  return {
    async issue(leadId, draft, newRef) {
      await ready();
      for (let attempt = 0; attempt < refTries; attempt++) {
        const ref = newRef();
        await pool.query(insertQuote, [...quoteValues(leadId, ref, draft)]);
        // Whichever insert won, this lead's or another's at the same moment, the lead has one quote.
        const known = await pool.query<{ ref: string }>('SELECT ref FROM quotes WHERE lead_id = $1', [leadId]);
        if (known.rows[0]) return known.rows[0].ref;
      }
      throw new Error('no free quote reference');
    },
    async byRef(ref) {
      await ready();
      const row = (await pool.query<QuoteRow>(`SELECT ${columns} FROM quotes WHERE ref = $1`, [ref])).rows[0];
      return row ? toQuote(row) : null;
    },
    async forLeads(ids) {
      await ready();
      const { rows } = await pool.query<QuoteRow>(`SELECT ${columns} FROM quotes WHERE lead_id = ANY($1::text[])`, [
        ids,
      ]);
      return new Map(rows.map((row) => [row.lead_id, toQuote(row)]));
    },
    async setFinal(leadId, final, expected) {
      await ready();
      return transaction(pool, async (client) => {
        const row = await locked(client, 'lead_id', leadId);
        if (!row) return { ok: false, reason: 'not_found' } as const;
        const quote = toQuote(row);
        const versions = planFinal(quote, final, expected);
        if (versions === 'stale') return { ok: false, reason: 'stale' } as const;
        await saveVersions(client, leadId, versions);
        return { ok: true, quote: { ...quote, versions } } as const;
      });
    },
    async agree(ref, version, at) {
      await ready();
      return transaction(pool, async (client) => {
        const row = await locked(client, 'ref', ref);
        if (!row) return { ok: false, reason: 'not_found' } as const;
        const quote = toQuote(row);
        const planned = planAgree(quote, version, at);
        if ('reason' in planned) return planned;
        if (planned.versions !== quote.versions) await saveVersions(client, quote.leadId, planned.versions);
        return { ok: true, quote: { ...quote, versions: planned.versions }, agreedAt: planned.agreedAt } as const;
      });
    },
  };
}

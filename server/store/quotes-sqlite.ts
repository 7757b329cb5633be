import type { DatabaseSync } from 'node:sqlite';
import { immediately } from './lead-writer.mjs';
import { numbered, statement } from './queries';
import { insertQuote, planAgree, planFinal, type QuoteRow, quoteValues, refTries, toQuote } from './quote-rows';
import type { Quotes } from './quote-types';

/** The quotes (quote-types.ts) on the SQLite store's main connection; each change in one transaction. */
export function sqliteQuotes(db: DatabaseSync): Quotes {
  const q = {
    insert: statement(db, numbered(insertQuote)),
    ofLead: statement<QuoteRow>(db, 'SELECT * FROM quotes WHERE lead_id = ?'),
    ofLeads: statement<QuoteRow>(db, 'SELECT * FROM quotes WHERE lead_id IN (SELECT value FROM json_each(?))'),
    byRef: statement<QuoteRow>(db, 'SELECT * FROM quotes WHERE ref = ?'),
    versions: statement(db, 'UPDATE quotes SET versions = ? WHERE lead_id = ?'),
  };
  return {
    async issue(leadId, draft, newRef) {
      return immediately(db, () => {
        for (let attempt = 0; attempt < refTries; attempt++) {
          const known = q.ofLead.get(leadId);
          if (known) return known.ref;
          const ref = newRef();
          if (Number(q.insert.run(...quoteValues(leadId, ref, draft)).changes) > 0) return ref;
        }
        throw new Error('no free quote reference');
      });
    },
    async byRef(ref) {
      const row = q.byRef.get(ref);
      return row ? toQuote(row) : null;
    },
    forLeads: async (ids) => new Map(q.ofLeads.all(JSON.stringify(ids)).map((row) => [row.lead_id, toQuote(row)])),
    async setFinal(leadId, final, expected) {
      return immediately(db, () => {
        const row = q.ofLead.get(leadId);
        if (!row) return { ok: false, reason: 'not_found' } as const;
        const quote = toQuote(row);
        const versions = planFinal(quote, final, expected);
        if (versions === 'stale') return { ok: false, reason: 'stale' } as const;
        q.versions.run(JSON.stringify(versions), leadId);
        return { ok: true, quote: { ...quote, versions } } as const;
      });
    },
    async agree(ref, version, at) {
      return immediately(db, () => {
        const row = q.byRef.get(ref);
        if (!row) return { ok: false, reason: 'not_found' } as const;
        const quote = toQuote(row);
        const planned = planAgree(quote, version, at);
        if ('reason' in planned) return planned;
        if (planned.versions !== quote.versions) q.versions.run(JSON.stringify(planned.versions), quote.leadId);
        return { ok: true, quote: { ...quote, versions: planned.versions }, agreedAt: planned.agreedAt } as const;
      });
    },
  };
}

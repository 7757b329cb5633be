import { billClaimPage as page } from '@/content/bill-claim';
import { billClaimSummary } from '@/content/localized/policies';
import type { Locale } from '@/lib/shared/i18n';
import { copyMetadata } from '@/lib/server/metadata';
import { CardGrid, Steps, TickList } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { DataTable } from '@/components/ui/data-table';
import { Section } from '@/components/ui/section';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { HindiSummary } from '@/components/sections/hindi-summary';

/**
 * Bills and damage claims (/bill-claim/): how to claim, by when and with what, how to tell a real
 * GST bill from a forged one, and where to write. Its text is in English only
 * (content/bill-claim.ts), opened by a summary in Hindi (docs/i18n.md#policies).
 */

export const billClaimMetadata = (locale: Locale) => copyMetadata(page, '/bill-claim/', locale);

/** How to claim for damage: the steps, the time limits and the documents. */
function Claims() {
  return (
    <>
      <Section id="claim-steps" title="How to make a damage claim" eyebrow="Six steps">
        <Steps steps={page.claimSteps} />
      </Section>
      <Section id="deadlines" title="When to report damage" tone="sand">
        <DataTable
          caption="Time limits for reporting damage"
          columns={['Kind of damage', 'Report', 'What to send']}
          rows={page.claimDeadlines.map((d) => ({ key: d.kind, cells: [d.kind, d.deadline, d.detail] }))}
        />
        <p className="table-note">{page.liability}</p>
      </Section>
      <Section id="documents" title="Documents to keep ready">
        <TickList items={page.requiredDocuments} />
      </Section>
    </>
  );
}

/** Forged invoices, the GST bands and what a proper bill shows. */
function GstBills({ locale }: { locale: Locale }) {
  return (
    <>
      <Section id="forged-invoices" title="How to spot a forged GST invoice" eyebrow="Protect yourself" tone="sand">
        <CardGrid items={page.forgedInvoiceSigns} />
        <FraudNotice id="bill-fraud" locale={locale} />
      </Section>
      <Section id="gst" title="GST on packing and moving">
        <div className="prose">
          {page.gstIntro.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <DataTable
          caption="GST rates by kind of bill"
          columns={['GST rate', 'Applies to', 'What it means']}
          rows={page.gstBands.map((band) => ({
            key: String(band.rate),
            cells: [`${band.rate}%`, band.applies, band.note],
          }))}
        />
        <p className="table-note">{page.gstNote}</p>
        <h3 className="space-top-lg">What a proper GST bill shows</h3>
        <DataTable
          caption="Parts of a GST bill"
          columns={['Part', 'What it should show']}
          rows={page.gstBillStructure.map((f) => ({ key: f.field, cells: [f.field, f.description] }))}
        />
      </Section>
    </>
  );
}

export function BillClaimView({ locale = 'en' }: { locale?: Locale }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro[0]} />
      <HindiSummary summary={billClaimSummary} />
      {page.intro.length > 1 ? (
        <div className="section flush-bottom">
          <div className="wrap prose">
            {page.intro.slice(1).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      ) : null}
      <Claims />
      <GstBills locale={locale} />
      <Section id="head-office" title="Head office contact for claims" tone="sand">
        <DataTable
          caption="Head office"
          rows={page.headOffice.map((row) => ({
            key: row.label,
            cells: [row.label, row.href ? <a href={row.href}>{row.value}</a> : row.value],
          }))}
        />
      </Section>
    </>
  );
}

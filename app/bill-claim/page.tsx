import { billClaimPage as page } from '@/content/bill-claim';
import { pageMetadata } from '@/lib/metadata';
import { CardGrid, Steps, TickList } from '@/components/ui/cards';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { FraudNotice } from '@/components/sections/fraud-notice';

export const metadata = pageMetadata({ title: page.title, description: page.metaDescription, path: '/bill-claim/' });

export default function BillClaimPage() {
  return (
    <>
      <PageHero title={page.title} intro={page.intro[0]} />
      {page.intro.length > 1 ? (
        <div className="section flush-bottom">
          <div className="wrap prose">
            {page.intro.slice(1).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      ) : null}
      <Section id="claim-steps" title="How to make a damage claim" eyebrow="Six steps">
        <Steps steps={page.claimSteps} />
      </Section>
      <Section id="deadlines" title="When to report damage" tone="sand">
        <div className="table-wrap">
          <table>
            <caption>Time limits for reporting damage</caption>
            <thead>
              <tr>
                <th scope="col">Kind of damage</th>
                <th scope="col">Report</th>
                <th scope="col">What to send</th>
              </tr>
            </thead>
            <tbody>
              {page.claimDeadlines.map((d) => (
                <tr key={d.kind}>
                  <th scope="row">{d.kind}</th>
                  <td>{d.deadline}</td>
                  <td>{d.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="table-note">{page.liability}</p>
      </Section>
      <Section id="documents" title="Documents to keep ready">
        <TickList items={page.requiredDocuments} />
      </Section>
      <Section id="forged-invoices" title="How to spot a forged GST invoice" eyebrow="Protect yourself" tone="sand">
        <CardGrid items={page.forgedInvoiceSigns} />
        <FraudNotice id="bill-fraud" />
      </Section>
      <Section id="gst" title="GST on packing and moving">
        <div className="table-wrap">
          <table>
            <caption>GST rates by kind of job</caption>
            <thead>
              <tr>
                <th scope="col">GST rate</th>
                <th scope="col">Applies to</th>
                <th scope="col">What it means</th>
              </tr>
            </thead>
            <tbody>
              {page.gstBands.map((band) => (
                <tr key={band.rate}>
                  <th scope="row">{band.rate}%</th>
                  <td>{band.applies}</td>
                  <td>{band.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <h3 className="space-top-lg">What a proper GST bill shows</h3>
        <div className="table-wrap">
          <table>
            <caption>Parts of a GST bill</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">What it should show</th>
              </tr>
            </thead>
            <tbody>
              {page.gstBillStructure.map((f) => (
                <tr key={f.field}>
                  <th scope="row">{f.field}</th>
                  <td>{f.description}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="head-office" title="Head office contact for claims" tone="sand">
        <div className="table-wrap">
          <table>
            <caption>Head office</caption>
            <tbody>
              {page.headOffice.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
    </>
  );
}

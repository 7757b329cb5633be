import { supportPage as page } from '@/content/support';
import { pageMetadata } from '@/lib/server/metadata';
import { EnquirySection } from '@/components/sections/enquiry-section';
import { PageHero } from '@/components/ui/page-hero';
import { DataTable } from '@/components/ui/data-table';
import { Section } from '@/components/ui/section';
import { TickList } from '@/components/ui/cards';

export const metadata = pageMetadata({
  title: page.title,
  description: page.metaDescription,
  path: '/customer-support/',
});

export default function CustomerSupportPage() {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <Section id="channels" title="How to reach us" intro={page.responsePromise}>
        <DataTable
          caption="Contact channels"
          columns={['Channel', 'Contact', 'Hours', 'Best for']}
          rows={page.channels.map((c) => ({
            key: c.channel,
            cells: [
              c.channel,
              <a key="contact" href={c.href} rel={c.href.startsWith('http') ? 'noopener' : undefined}>
                {c.detail}
              </a>,
              c.hours,
              c.bestFor,
            ],
          }))}
        />
      </Section>
      <Section id="stages" title="Support at every stage of your move" tone="sand">
        <div className="grid">
          {page.stages.map((s) => (
            <div key={s.stage} className="card">
              <h3>{s.stage}</h3>
              <TickList items={s.help} />
            </div>
          ))}
        </div>
      </Section>
      <Section id="quick-contact" title="Quick contact">
        <ul className="grid plain-list">
          {page.quickCards.map((card) => (
            <li key={card.title} className="card">
              <h3>{card.title}</h3>
              <p>{card.description}</p>
              <a className="btn" href={card.href} rel={card.href.startsWith('http') ? 'noopener' : undefined}>
                {card.cta}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <EnquirySection />
    </>
  );
}

import type { StoragePage } from '@/content/storage-pages';
import { CardGrid, Steps, TickList } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { ServiceShell } from './service-shell';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { ServiceEstimate } from '@/components/sections/instant-estimate';

/** Template of the warehouse and home-storage pages. */
export function StoragePageView({ page }: { page: StoragePage }) {
  return (
    <ServiceShell page={page} aside={<TickList items={page.features} />}>
      <Section id="process" title="How storage works" eyebrow="Six steps" tone="sand">
        <Steps steps={page.steps} />
        <FraudNotice id="storage-fraud" />
      </Section>
      <Section id="stored" title="What you can store">
        <CardGrid items={page.itemsStored} />
      </Section>
      <Section id="cost" title="What decides the storage cost" tone="sand">
        <CardGrid items={page.costFactors} />
        <ServiceEstimate slug={page.slug} />
      </Section>
    </ServiceShell>
  );
}

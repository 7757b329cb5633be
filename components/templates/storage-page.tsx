import type { StoragePage } from '@/content/storage-pages';
import { uiWords } from '@/content/localized/ui';
import type { Locale } from '@/lib/shared/i18n';
import { CardGrid, Steps, TickList } from '@/components/ui/cards';
import { Section } from '@/components/ui/section';
import { ServiceShell } from './service-shell';
import { FraudNotice } from '@/components/sections/fraud-notice';
import { ServiceEstimate } from '@/components/sections/instant-estimate';

/** Template of the warehouse and home-storage pages, in either language (`page` in that language). */
export function StoragePageView({ page, locale = 'en' }: { page: StoragePage; locale?: Locale }) {
  const w = uiWords[locale].servicePages;
  return (
    <ServiceShell page={page} locale={locale} aside={<TickList items={page.features} />}>
      <Section id="process" title={w.storageTitle} eyebrow={w.sixSteps} tone="sand">
        <Steps steps={page.steps} />
        <FraudNotice id="storage-fraud" locale={locale} />
      </Section>
      <Section id="stored" title={w.storedTitle}>
        <CardGrid items={page.itemsStored} />
      </Section>
      <Section id="cost" title={w.storageCostTitle} tone="sand">
        <CardGrid items={page.costFactors} />
        <ServiceEstimate slug={page.slug} locale={locale} />
      </Section>
    </ServiceShell>
  );
}

import { uiWords } from '@/content/localized/ui';
import { OfflinePage } from '@/components/templates/offline-page';

export const metadata = { title: uiWords.hi.offline.title, robots: { index: false } };

/**
 * /hi/offline/: what the offline-support worker shows for an address under /hi/ that was never
 * saved while there is no connection (docs/i18n.md#the-offline-page). Like /offline/, it is in
 * no sitemap and not indexed.
 */
export default function OfflinePageHindi() {
  return <OfflinePage locale="hi" />;
}

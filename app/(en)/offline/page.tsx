import { uiWords } from '@/content/localized/ui';
import { OfflinePage as OfflinePageBody } from '@/components/templates/offline-page';

export const metadata = { title: uiWords.en.offline.title, robots: { index: false } };

/**
 * What the offline-support worker shows for a page the visitor has not opened before while the
 * phone has no connection (docs/performance.md); /hi/offline/ is its Hindi twin.
 */
export default function OfflinePage() {
  return <OfflinePageBody />;
}

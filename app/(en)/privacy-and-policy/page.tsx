import { privacyPage } from '@/content/policies';
import { privacySummary } from '@/content/localized/policies';
import { pageMetadata } from '@/lib/server/metadata';
import { PolicyPageView } from '@/components/templates/policy-page';

export const metadata = pageMetadata({
  title: privacyPage.title,
  description: privacyPage.metaDescription,
  path: '/privacy-and-policy/',
});

export default function PrivacyPage() {
  return <PolicyPageView page={privacyPage} hindiSummary={privacySummary} />;
}

import { termsPage } from '@/content/policies';
import { termsSummary } from '@/content/localized/policies';
import { pageMetadata } from '@/lib/server/metadata';
import { PolicyPageView } from '@/components/templates/policy-page';

export const metadata = pageMetadata({
  title: termsPage.title,
  description: termsPage.metaDescription,
  path: '/terms-and-conditions/',
});

export default function TermsPage() {
  return <PolicyPageView page={termsPage} hindiSummary={termsSummary} />;
}

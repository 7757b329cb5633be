import { verifyMetadata, VerifyPageView } from '@/components/templates/verify-page';

export const metadata = verifyMetadata('hi');

export default function VerifyPageHindi() {
  return <VerifyPageView locale="hi" />;
}

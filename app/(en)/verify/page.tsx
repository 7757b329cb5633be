import { verifyMetadata, VerifyPageView } from '@/components/templates/verify-page';

export const metadata = verifyMetadata('en');

export default function VerifyPage() {
  return <VerifyPageView locale="en" />;
}

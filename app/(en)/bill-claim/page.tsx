import { BillClaimView, billClaimMetadata } from '@/components/templates/bill-claim-page';

export const metadata = billClaimMetadata('en');

export default function BillClaimPage() {
  return <BillClaimView locale="en" />;
}

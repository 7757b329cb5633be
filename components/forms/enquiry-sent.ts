import { trackLead } from '@/lib/browser/analytics';
import { rememberDismissed } from '@/lib/browser/enquiry-dialog';
import type { Enquiry } from '@/lib/shared/lead-schemas';

/**
 * What follows every stored enquiry, whichever form sent it: the analytics event
 * (docs/product.md#analytics-copy, with an attached estimate's value in rupees), and the enquiry
 * dialog never opening by itself again, in this tab or another (docs/product.md#the-enquiry-dialog).
 */
export function enquirySent(enquiry: Enquiry, estimateValue?: number): void {
  void trackLead(enquiry, estimateValue);
  rememberDismissed();
}

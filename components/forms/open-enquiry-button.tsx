'use client';

import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { openEnquiryDialog } from '@/lib/browser/enquiry-dialog';

/**
 * Opens the enquiry dialog. It is a link to the contact page's enquiry form, so it still
 * works before JavaScript has loaded or where it never does.
 */
export function OpenEnquiryButton({
  className,
  children,
  href = '/contact-us/#enquiry',
}: {
  className?: string;
  children: ReactNode;
  /** Where it goes without JavaScript: the enquiry form of the contact page in the page's language. */
  href?: string;
}) {
  return (
    <Link
      href={href}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        event.preventDefault();
        openEnquiryDialog();
      }}
    >
      {children}
    </Link>
  );
}

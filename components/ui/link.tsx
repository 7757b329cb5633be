import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * `next/link` without prefetching by default. Next prefetches every link that scrolls into view;
 * on this site that is 48 city links in the footer alone (about 150 requests on the home page),
 * which a visitor on a weak mobile connection pays for in data and in slower pictures. A click
 * still navigates in place, fetching only the page it opens. Pass `prefetch` to opt back in.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}

import type { Metadata } from 'next';
import type { ThankYouKind } from '@/content/thank-you';
import { thankYouPages } from '@/content/hi/thank-you';
import { ThankYouPage } from '@/components/templates/thank-you-page';

export const dynamicParams = false;

/** /hi/thank-you/enquiry/ and /hi/thank-you/review/. */
export function generateStaticParams() {
  return Object.keys(thankYouPages).map((kind) => ({ kind }));
}

type Props = { params: Promise<{ kind: ThankYouKind }> };

/** Not for search engines: the page means something only after sending a form. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: thankYouPages[kind].title, robots: { index: false, follow: true } };
}

/** Where a Hindi page's form lands when the browser sent it itself (server/lead-routes.ts). */
export default async function ThankYouPageHindi({ params }: Props) {
  const { kind } = await params;
  return <ThankYouPage kind={kind} locale="hi" />;
}

import type { Metadata } from 'next';
import { type ThankYouKind, thankYouPages } from '@/content/thank-you';
import { ThankYouPage } from '@/components/templates/thank-you-page';

export const dynamicParams = false;

/** One page per kind of lead: /thank-you/enquiry/ and /thank-you/review/. */
export function generateStaticParams() {
  return Object.keys(thankYouPages).map((kind) => ({ kind }));
}

type Props = { params: Promise<{ kind: ThankYouKind }> };

/** Not for search engines: the page means something only after sending a form. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { kind } = await params;
  return { title: thankYouPages[kind].title, robots: { index: false, follow: true } };
}

/** Where an English page's form lands when the browser sent it itself (server/lead-routes.ts). */
export default async function ThankYouPageEnglish({ params }: Props) {
  const { kind } = await params;
  return <ThankYouPage kind={kind} locale="en" />;
}

import type { Metadata } from 'next';
import type { ThankYouKind } from '@/content/thank-you';
import { ThankYouPage, thankYouMetadata, thankYouParams } from '@/components/templates/thank-you-page';

export const dynamicParams = false;
export const generateStaticParams = thankYouParams;

type Props = { params: Promise<{ kind: ThankYouKind }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return thankYouMetadata((await params).kind, 'en');
}

/** Where an English page's form lands when the browser sent it itself (server/http/lead-routes.ts). */
export default async function ThankYouPageEnglish({ params }: Props) {
  return <ThankYouPage kind={(await params).kind} locale="en" />;
}

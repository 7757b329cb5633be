import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/root-document';
import '../globals.css';

export const metadata = rootMetadata;
export const viewport = rootViewport;

/** Root layout of the Hindi pages under /hi/ (docs/i18n.md#structure): `<html lang="hi">`. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="hi">{children}</RootDocument>;
}

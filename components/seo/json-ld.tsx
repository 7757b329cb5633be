import type { Graph, Thing, WithContext } from 'schema-dts';

/** Structured data as one JSON-LD document: a single typed node with its context, or a graph of nodes. */
export type JsonLdDocument = WithContext<Thing> | Graph;

/**
 * Serialises structured data for a `<script>` element. Every `<` becomes `\u003c`, which JSON reads
 * back as the same character, so no text in the data (a review, a city name) can close the script
 * or open markup.
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The one way a page adds structured data (schema.org JSON-LD) for search engines. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

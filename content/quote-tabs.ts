import { z } from 'zod';
import { parseContent, text } from './parse';

/**
 * A tab of the home page quote form (docs/product.md#the-quote-form): it sets the heading and the
 * three placeholders.
 */
export const quoteTabSchema = z.object({
  /** Tab label; also the default goods type sent with the enquiry. */
  name: text,
  /** Placeholder of the "from" field. */
  from: text,
  /** Placeholder of the "to" field. */
  to: text,
  /** Placeholder of the goods-or-detail field. */
  detail: text,
});

/** A tab with its heading worked out, so the form (a client island) needs nothing from this file but types. */
export type QuoteTab = z.infer<typeof quoteTabSchema> & { heading: string };

/** The seven tabs, Domestic Moving first (docs/product.md#the-quote-form). */
const tabs = parseContent('content/quote-tabs.ts', z.array(quoteTabSchema).length(7), [
  { name: 'Domestic Moving', from: 'From', to: 'To', detail: 'Goods Type (e.g., Household, Furniture)' },
  { name: 'Car Moving', from: 'From', to: 'To', detail: 'Car Type (e.g., Hatchback, Sedan, SUV)' },
  { name: 'Storage', from: 'Pickup From', to: 'Storage City', detail: 'Items & Duration (e.g., 2 BHK, 3 Months)' },
  {
    name: 'Flight Cargo',
    from: 'From Airport City',
    to: 'To Airport City',
    detail: 'Cargo Detail (e.g., 8 Cartons, 150 kg)',
  },
  {
    name: 'International Moving',
    from: 'From (City, Country)',
    to: 'To (City, Country)',
    detail: 'Goods Type (e.g., Household, Personal Effects)',
  },
  { name: 'Office Shifting', from: 'From', to: 'To', detail: 'Office Size (e.g., 25 Workstations)' },
  { name: 'Commercial Shifting', from: 'From', to: 'To', detail: 'Goods Type (e.g., Machinery, Shop Fittings)' },
]);

/** Heading shown for a tab: "Get a free {tab} Quote" (docs/product.md#the-quote-form). */
export function quoteHeading(tab: Pick<QuoteTab, 'name'>): string {
  return `Get a free ${tab.name} Quote`;
}

export const quoteTabs: QuoteTab[] = tabs.map((tab) => ({ ...tab, heading: quoteHeading(tab) }));

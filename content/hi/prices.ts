import { type PriceRow, priceRows as priceRowsEn } from '../prices';

/**
 * The estimated charges table in Hindi (components/sections/price-table.tsx on /hi/services/):
 * content/prices.ts's rows with the same figures, each size named in Hindi, and the note under
 * the table. A row without its Hindi name stops the build (docs/i18n.md#content-twins).
 */

/** The Hindi name of each row, by its English `shiftingType`. */
const sizesHi: Record<string, string> = {
  '1 BHK': '1 BHK',
  '2 BHK': '2 BHK',
  '3/4 BHK': '3/4 BHK',
  'Few items only': 'सिर्फ़ कुछ सामान',
};

/** The rows of content/prices.ts, in the same order with the same amounts, named in Hindi. */
export const priceRows: PriceRow[] = priceRowsEn.map((row) => {
  const shiftingType = sizesHi[row.shiftingType];
  if (!shiftingType) throw new Error(`content/hi/prices.ts: no Hindi name for the row "${row.shiftingType}"; add it`);
  return { ...row, shiftingType };
});

/** Shown under the table: the figures are indicative. */
export const priceNote =
  'एक ही शहर के अंदर शिफ्टिंग के अंदाज़न चार्ज। आपका फ़ाइनल कोटेशन दूरी, मंज़िल और लिफ्ट की सुविधा, और सर्वे में गिने गए सामान पर निर्भर करता है। GST नियम के हिसाब से अलग से लगता है।';

import { z } from 'zod';
import { estimatePlaces } from '../estimate-places';
import { estimateRates } from '../estimate-rates';
import { estimateData } from '../estimate-roads';
import { parseContent, text } from '../parse';
import type { EstimateData } from '@/lib/shared/estimate/price';
import { placeNamesHi } from './place-names';

/**
 * The instant estimate's rates and places as a Hindi page hands them to its island
 * (docs/i18n.md#the-hindi-city-pages): the same figures, with the names a visitor reads in Hindi
 * (home sizes, items, vehicles, when GST applies, every place). The pricing is the same function;
 * the intake prices a Hindi enquiry's estimate again from the English rates.
 */

const FILE = 'content/hi/estimate-data.ts';

const ids = <T extends { id: string }>(list: readonly T[]) => list.map((entry) => entry.id);
/** Hindi names for exactly the English ids: one missing or extra stops the build naming it. */
const namesFor = (list: readonly string[]) =>
  z.strictObject(Object.fromEntries(list.map((id) => [id, text])) as Record<string, typeof text>);

const labels = parseContent(
  FILE,
  z.strictObject({
    homeSizes: namesFor(ids(estimateRates.homeSizes)),
    items: namesFor(ids(estimateRates.items)),
    vehicles: namesFor(ids(estimateRates.vehicles)),
    gstBands: namesFor(ids(estimateRates.gstBands)),
  }),
  {
    homeSizes: { '1rk': '1 RK', '1bhk': '1 BHK', '2bhk': '2 BHK', '3bhk': '3 BHK', '4bhk': '4 BHK+ / विला' },
    items: {
      fridge: 'फ़्रिज',
      washer: 'वॉशिंग मशीन',
      sofa: 'सोफ़े',
      bed: 'बेड',
      wardrobe: 'अलमारियाँ',
      tv: 'टीवी',
      cartons: 'कार्टन',
    },
    vehicles: {
      ace: 'टाटा ऐस (7 फ़ुट)',
      'truck-14': '14 फ़ुट का ट्रक',
      'truck-17': '17 फ़ुट का ट्रक',
      'container-20': '20 फ़ुट का कंटेनर',
      'container-24': '24 फ़ुट का कंटेनर',
    },
    gstBands: {
      'transport-only': 'बिना पैकिंग या लोडिंग के, सिर्फ़ सामान की ढुलाई पर',
      'full-service': 'पैकिंग, लोडिंग, ढुलाई और अनलोडिंग के एक ही सेवा के रूप में बने बिल पर',
    },
  },
);

const missingPlaces = estimatePlaces.filter((place) => !placeNamesHi[place.id]).map((place) => place.id);
if (missingPlaces.length) {
  throw new Error(`Invalid content in content/hi/place-names.ts: no Hindi name for ${missingPlaces.join(', ')}`);
}

/** The estimate's data with Hindi names. */
export const estimateDataHi: EstimateData = {
  ...estimateData,
  rates: {
    ...estimateRates,
    homeSizes: estimateRates.homeSizes.map((size) => ({ ...size, label: labels.homeSizes[size.id]! })),
    items: estimateRates.items.map((item) => ({ ...item, label: labels.items[item.id]! })),
    vehicles: estimateRates.vehicles.map((vehicle) => ({ ...vehicle, label: labels.vehicles[vehicle.id]! })),
    gstBands: estimateRates.gstBands.map((band) => ({ ...band, appliesTo: labels.gstBands[band.id]! })),
  },
  places: estimatePlaces.map((place) => ({ ...place, name: placeNamesHi[place.id]! })),
};

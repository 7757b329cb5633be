import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateData as estimateDataIn } from '@/content/localized/estimate';
import { uiWords } from '@/content/localized/ui';
import { homeSizeIds, OTHER_TOWN } from '@/lib/shared/estimate/ids';
import { type EstimateInput, lineIds, priceEstimate } from '@/lib/shared/estimate/price';
import { blankEstimateInput } from '@/lib/shared/estimate/query';
import { type WordedEstimate, type WordedResult, wordEstimate } from '@/lib/shared/estimate/wording';
import { formatRupeeRange } from '@/lib/shared/format';
import type { Locale } from '@/lib/shared/i18n';

/**
 * The estimate priced once and worded in each language by the same code (docs/estimate.md#its-words):
 * the pricing gives numbers and keys only; English and Hindi words give the lines, the line under
 * the band, the summary and the problems.
 */

const inWords = (input: EstimateInput, locale: Locale): WordedResult => {
  const data = estimateDataIn(locale);
  return wordEstimate(priceEstimate(input, data), uiWords[locale].estimator, data);
};
const worded = (input: EstimateInput, locale: Locale) => inWords(input, locale) as WordedEstimate;
const detail = (e: WordedEstimate, id: string) => e.lines.find((line) => line.id === id)!.detail;
const band = (e: WordedEstimate) => formatRupeeRange({ min: e.total.low, max: e.total.high });

/** A 2 BHK from Pune to Bengaluru with something on every line. */
const everything: EstimateInput = {
  ...blankEstimateInput,
  from: 'pune',
  to: 'bengaluru',
  size: '2bhk',
  pickupFloor: 3,
  dropFloor: 1,
  dropLift: true,
  cars: 1,
  bikes: 2,
  packing: 'premium',
  storageDays: 30,
  declaredValue: 2_00_000,
};

describe('the pricing', () => {
  it('gives numbers and keys, never a sentence', () => {
    const data = estimateDataIn('en');
    const keys = new Set<string>([
      ...data.places.map((p) => p.id),
      OTHER_TOWN,
      ...homeSizeIds,
      'items',
      ...data.rates.vehicles.map((v) => v.id),
      ...data.rates.gstBands.map((b) => b.id),
      ...lineIds,
      'standard',
      'premium',
      'local',
      'intercity',
    ]);
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
    const input = fc.record({
      from: fc.constantFrom(...data.places.map((p) => p.id)),
      to: fc.constantFrom(...data.places.map((p) => p.id), OTHER_TOWN),
      size: fc.constantFrom(...homeSizeIds),
      pickupFloor: fc.integer({ min: 0, max: 5 }),
      cars: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(input, (choices) => {
        const result = priceEstimate({ ...blankEstimateInput, ...choices, km: 300 }, data);
        if (!result.ok) throw new Error('priced');
        const { query, ...rest } = result;
        expect(strings(rest).filter((s) => !keys.has(s))).toEqual([]);
        expect(query).toMatch(/^[\w=&-]+$/);
      }),
      { numRuns: 100 },
    );
    const refused = priceEstimate({ ...blankEstimateInput, from: 'pune', to: OTHER_TOWN, km: 0, cars: -1 }, data);
    expect(refused).toEqual({
      ok: false,
      problems: [
        { field: 'km', code: 'tooShort', max: 4500 },
        { field: 'cars', code: 'negative', max: data.rates.car.max },
      ],
    });
  });
});

describe('one wording, English and Hindi words', () => {
  it('words every line, the line under the band and the summary in English', () => {
    const e = worded(everything, 'en');
    expect(e.lines.map((line) => `${line.label}: ${line.detail}`)).toEqual([
      'Packing material: Premium packing',
      'Packing, loading and unloading labour: About 500 cu ft of goods',
      `Transport: 17 ft truck, about ${e.km} km`,
      'Stairs without a lift: 3rd floor at pickup',
      'Car and bike carriage: 1 car, 2 bikes',
      'Storage: 30 days',
      'Transit insurance: 2–3% of ₹2,00,000 declared',
    ]);
    expect(e.gstLine).toMatchObject({ label: 'GST at 18%', low: e.gst.low, high: e.gst.high });
    expect(e.described).toBe(`2 BHK, Pune → Bengaluru, about ${e.km} km (approximate). GST 18% included.`);
    expect(e.summary).toBe(
      `2 BHK, Pune → Bengaluru (about ${e.km} km), pickup 3rd floor no lift, drop 1st floor with lift, 1 car, 2 bikes, premium packing: ${band(e)} incl. GST 18% (indicative)`,
    );
  });

  it('words the same figures in Hindi, with the Hindi names, and says the floors, vehicles and packing in the summary too', () => {
    const e = worded(everything, 'hi');
    expect(e.total).toEqual(worded(everything, 'en').total);
    expect(e.lines.map((line) => `${line.label}: ${line.detail}`)).toEqual([
      'पैकिंग मटीरियल: प्रीमियम पैकिंग',
      'पैकिंग, लोडिंग और अनलोडिंग की मज़दूरी: करीब 500 क्यूबिक फ़ुट सामान',
      `ढुलाई: 17 फ़ुट का ट्रक, करीब ${e.km} किमी`,
      'बिना लिफ्ट के सीढ़ियाँ: पिकअप पर मंज़िल 3',
      'कार और बाइक की ढुलाई: 1 कार, 2 बाइक',
      'स्टोरेज: 30 दिन',
      'ट्रांज़िट बीमा: ₹2,00,000 की घोषित कीमत का 2–3%',
    ]);
    expect(e.described).toBe(`2 BHK, पुणे → बेंगलुरु, करीब ${e.km} किमी (अंदाज़न) · 18% GST शामिल।`);
    expect(e.summary).toBe(
      `2 BHK, पुणे → बेंगलुरु (करीब ${e.km} किमी), पिकअप पर मंज़िल 3 (लिफ्ट नहीं), डिलीवरी पर मंज़िल 1 (लिफ्ट है), 1 कार, 2 बाइक, प्रीमियम पैकिंग: ${band(e)}, 18% GST समेत (अनुमानित)`,
    );
  });

  it('says a local move with a typed distance, and ordinals past the teens, in each language', () => {
    const typed = {
      ...blankEstimateInput,
      from: OTHER_TOWN,
      to: 'pune',
      km: 20,
      size: 'items',
      items: { ...blankEstimateInput.items, tv: 1 },
      pickupFloor: 11,
      dropFloor: 22,
    };
    const en = worded(typed, 'en');
    expect(en.summary).toMatch(
      /^1 item, another town → Pune \(local move, 20 km\), pickup 11th floor no lift, drop 22nd floor no lift: /,
    );
    expect(detail(en, 'floors')).toBe('11th floor at pickup, 22nd floor at drop');
    const hi = worded(typed, 'hi');
    expect(hi.summary).toMatch(/^1 सामान, कोई और शहर → पुणे \(20 किमी\), पिकअप पर मंज़िल 11 \(लिफ्ट नहीं\)/);
    expect(detail(hi, 'floors')).toBe('पिकअप पर मंज़िल 11, डिलीवरी पर मंज़िल 22');
  });

  it('words each problem by its code in English, and by its field in Hindi', () => {
    const twoBhk = { ...blankEstimateInput, from: 'pune', to: 'bengaluru', size: '2bhk' };
    const cases: [EstimateInput, string, string][] = [
      [{ ...twoBhk, to: OTHER_TOWN }, 'Type the road distance in km.', 'सड़क की दूरी लिखें: 1 से 4,500 किमी तक।'],
      [
        { ...twoBhk, to: OTHER_TOWN, km: 9000 },
        'No road move within India is longer than about 4,500 km: check the distance.',
        'सड़क की दूरी लिखें: 1 से 4,500 किमी तक।',
      ],
      [
        { ...twoBhk, cars: Number.NaN },
        'Cars: type a number (0 if none).',
        `कारें: 0 से ${estimateDataIn('en').rates.car.max} तक पूरी संख्या लिखें।`,
      ],
      [
        { ...twoBhk, size: 'items', items: { ...twoBhk.items, sofa: -1 } },
        'Sofas: the count cannot be negative.',
        'सोफ़े: 0 से 50 तक पूरी संख्या लिखें, या घर का साइज़ चुनें।',
      ],
      [
        { ...twoBhk, declaredValue: -1 },
        'Declared value: the amount cannot be negative.',
        'घोषित कीमत: 0 से ₹1,00,00,000 तक रुपये में रकम लिखें।',
      ],
    ];
    for (const [input, english, hindi] of cases) {
      const messages = (locale: Locale) => {
        const result = inWords(input, locale);
        return result.ok ? [] : result.problems.map((p) => p.message);
      };
      expect(messages('en')).toEqual([english]);
      expect(messages('hi')).toEqual([hindi]);
    }
  });
});

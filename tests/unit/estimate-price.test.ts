import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { citySlugs } from '@/content/city-names';
import { estimatePlaces } from '@/content/estimate-places';
import { estimateRates } from '@/content/estimate-rates';
import { homeSizeIds, itemIds, type ItemId } from '@/lib/shared/estimate/ids';
import { estimatorWordsEn } from '@/content/estimator-words';
import { priceEstimate, roadKm, type Band, type EstimateInput } from '@/lib/shared/estimate/price';
import { type WordedEstimate as Estimate, wordEstimate } from '@/lib/shared/estimate/wording';
import {
  blankEstimateInput,
  decodeEstimateQuery,
  encodeEstimateQuery,
  estimateQueryKeys,
} from '@/lib/shared/estimate/query';

const data = { rates: estimateRates, places: estimatePlaces };
const placeIds = estimatePlaces.map((p) => p.id);

/** The pricing's result in the English words, as the island, the office and the e-mails read it. */
const worded = (input: EstimateInput) => wordEstimate(priceEstimate(input, data), estimatorWordsEn, data);

/** Prices an input that must be valid, failing with the problems when it is not. */
function price(input: EstimateInput): Estimate {
  const result = worded(input);
  if (!result.ok) throw new Error(`expected a price, got: ${result.problems.map((p) => p.message).join(' ')}`);
  return result;
}

const line = (e: Estimate, id: string) => e.lines.find((l) => l.id === id)!;
const band = (b: Band) => ({ low: b.low, high: b.high });
const noMoreThan = (a: Band, b: Band) => a.low <= b.low && a.high <= b.high;

/** Item counts with at least one item, each within the rates' limit. */
const someItems = fc
  .record(
    Object.fromEntries(
      itemIds.map((id) => [id, fc.integer({ min: 0, max: estimateRates.fewItems.maxPerItem })]),
    ) as Record<ItemId, fc.Arbitrary<number>>,
  )
  .filter((items) => Object.values(items).some((n) => n > 0));

/** Any input a visitor can make that has a price, in the form the address keeps it. */
const validInput: fc.Arbitrary<EstimateInput> = fc
  .record({
    from: fc.constantFrom(...placeIds, 'other'),
    to: fc.constantFrom(...placeIds, 'other'),
    km: fc.integer({ min: 1, max: 4500 }),
    size: fc.constantFrom(...homeSizeIds, 'items' as const),
    items: someItems,
    pickupFloor: fc.integer({ min: 0, max: 40 }),
    pickupLift: fc.boolean(),
    dropFloor: fc.integer({ min: 0, max: 40 }),
    dropLift: fc.boolean(),
    packing: fc.constantFrom('standard' as const, 'premium' as const),
    cars: fc.integer({ min: 0, max: 3 }),
    bikes: fc.integer({ min: 0, max: 5 }),
    storageDays: fc.integer({ min: 0, max: 365 }),
    declaredValue: fc.integer({ min: 0, max: 1_00_00_000 }),
    date: fc.constantFrom('', '2026-12-05', '2027-02-28'),
  })
  .map((input) => ({
    ...input,
    km: input.from === 'other' || input.to === 'other' ? input.km : Number.NaN,
    items: input.size === 'items' ? input.items : blankEstimateInput.items,
  }));

/** The same input moved to another town `km` away, so the distance is the only thing that changes. */
const typedKm = (input: EstimateInput, km: number): EstimateInput => ({ ...input, from: 'pune', to: 'other', km });

describe('the local charges table', () => {
  // The product's charges table (docs/product.md#prices-and-offers), written out here on purpose.
  const table = [
    { size: '1bhk', packing: { low: 500, high: 1000 }, moving: { low: 2500, high: 3000 } },
    { size: '2bhk', packing: { low: 800, high: 1200 }, moving: { low: 3000, high: 3500 } },
    { size: '3bhk', packing: { low: 1200, high: 1500 }, moving: { low: 3500, high: 3800 } },
    { size: '4bhk', packing: { low: 1200, high: 1500 }, moving: { low: 3500, high: 3800 } },
  ];

  it.each(table)(
    'a local $size move repeats the table: packing material and moving charges',
    ({ size, packing, moving }) => {
      const e = price({ ...blankEstimateInput, from: 'pune', to: 'pune', size });
      expect(e.kind).toBe('local');
      expect(band(line(e, 'packing'))).toEqual(packing);
      expect(band(line(e, 'labour'))).toEqual(moving);
      expect(e.subtotal).toEqual({ low: packing.low + moving.low, high: packing.high + moving.high });
      for (const id of ['transport', 'floors', 'vehicles', 'storage', 'insurance'])
        expect(band(line(e, id)), id).toEqual({ low: 0, high: 0 });
    },
  );

  it('a few items locally repeat the table’s "few items only" row: packing ₹600–1,000, moving ₹2,000–2,800', () => {
    const e = price({
      ...blankEstimateInput,
      from: 'mumbai',
      to: 'mumbai',
      size: 'items',
      items: { ...blankEstimateInput.items, fridge: 1, washer: 1, cartons: 3 },
    });
    expect(band(line(e, 'packing'))).toEqual({ low: 600, high: 1000 });
    expect(band(line(e, 'labour'))).toEqual({ low: 2000, high: 2800 });
  });

  it('a 2 BHK within Pune costs ₹3,800–4,700 before GST and ₹4,480–5,550 with GST at 18%', () => {
    const e = price({ ...blankEstimateInput, from: 'pune', to: 'pune', size: '2bhk' });
    expect(e.gst.ratePercent).toBe(18);
    expect(e.total).toEqual({ low: 4480, high: 5550 });
    expect(e.summary).toBe('2 BHK, within Pune (local move): ₹4,480 – ₹5,550 incl. GST 18% (indicative)');
  });
});

describe('an intercity move', () => {
  it('prices a 2 BHK from Pune to Bengaluru, third floor without a lift, line by line', () => {
    const e = price({ ...blankEstimateInput, from: 'pune', to: 'bengaluru', size: '2bhk', pickupFloor: 3 });
    expect(e.kind).toBe('intercity');
    expect(e.kmApproximate).toBe(true);
    // About 840 km by the highway; the centres-and-road-factor estimate lands close to it.
    expect(e.km).toBeGreaterThan(800);
    expect(e.km).toBeLessThan(1000);
    expect(e.vehicle.label).toBe('17 ft truck');
    expect(line(e, 'transport').detail).toBe(`17 ft truck, about ${e.km} km`);
    expect(line(e, 'floors').detail).toBe('3rd floor at pickup');
    expect(line(e, 'floors').low).toBeGreaterThan(0);
    expect(e.summary).toMatch(
      /^2 BHK, Pune → Bengaluru \(about \d+ km\), pickup 3rd floor no lift: ₹[\d,]+ – ₹[\d,]+ incl\. GST 18% \(indicative\)$/,
    );
  });

  it('carries the inputs as a query string that prices to the same estimate', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const e = price(input);
        expect(price(decodeEstimateQuery(e.query))).toEqual(e);
      }),
      { numRuns: 100 },
    );
  });

  it('travels as JSON unchanged (no NaN, no functions)', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const e = price(input);
        expect(JSON.parse(JSON.stringify(e))).toEqual(e);
      }),
      { numRuns: 100 },
    );
  });
});

describe('pricing properties', () => {
  it('every band has low ≤ high, every amount is a whole multiple of ₹10, and the total is the lines plus GST', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const e = price(input);
        for (const b of [...e.lines, e.subtotal, e.gst, e.total]) {
          expect(b.low).toBeLessThanOrEqual(b.high);
          expect(b.low % estimateRates.roundTo).toBe(0);
          expect(b.high % estimateRates.roundTo).toBe(0);
          expect(b.low).toBeGreaterThanOrEqual(0);
        }
        expect(e.subtotal.low).toBe(e.lines.reduce((s, l) => s + l.low, 0));
        expect(e.subtotal.high).toBe(e.lines.reduce((s, l) => s + l.high, 0));
        expect(e.total).toEqual({ low: e.subtotal.low + e.gst.low, high: e.subtotal.high + e.gst.high });
        expect(e.total.low).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('GST is the named rate of the taxable subtotal, rounded outwards to ₹10', () => {
    const applied = estimateRates.gstBands.find((b) => b.id === estimateRates.appliedGst)!;
    fc.assert(
      fc.property(validInput, (input) => {
        const e = price(input);
        expect(e.gst.ratePercent).toBe(applied.ratePercent);
        expect(e.summary).toContain(`GST ${applied.ratePercent}%`);
        const exact = {
          low: (e.subtotal.low * applied.ratePercent) / 100,
          high: (e.subtotal.high * applied.ratePercent) / 100,
        };
        expect(e.gst.low).toBeLessThanOrEqual(exact.low);
        expect(exact.low - e.gst.low).toBeLessThan(10);
        expect(e.gst.high).toBeGreaterThanOrEqual(exact.high);
        expect(e.gst.high - exact.high).toBeLessThan(10);
      }),
      { numRuns: 300 },
    );
  });

  it('never gets cheaper with more distance', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 1, max: 4500 }), fc.integer({ min: 1, max: 4500 }), (input, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(noMoreThan(price(typedKm(input, near)).total, price(typedKm(input, far)).total)).toBe(true);
      }),
      { numRuns: 300 },
    );
    // Across the line between a local and an intercity move, one km at a time.
    const limit = estimateRates.localMaxKm;
    for (const size of [...homeSizeIds, 'items'] as const) {
      const input = {
        ...blankEstimateInput,
        size,
        items: { ...blankEstimateInput.items, tv: size === 'items' ? 1 : 0 },
      };
      expect(noMoreThan(price(typedKm(input, limit)).total, price(typedKm(input, limit + 1)).total), size).toBe(true);
    }
  });

  it('never gets cheaper for a bigger home', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 0, max: homeSizeIds.length - 2 }), (input, i) => {
        const smaller = price({ ...input, size: homeSizeIds[i]!, items: blankEstimateInput.items });
        const bigger = price({ ...input, size: homeSizeIds[i + 1]!, items: blankEstimateInput.items });
        expect(noMoreThan(smaller.total, bigger.total)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never gets cheaper on a higher floor without a lift, at pickup or at drop', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 0, max: 39 }), fc.boolean(), (input, floor, atPickup) => {
        const at = (f: number) =>
          price(
            atPickup ? { ...input, pickupFloor: f, pickupLift: false } : { ...input, dropFloor: f, dropLift: false },
          );
        const lower = at(floor);
        const higher = at(floor + 1);
        expect(noMoreThan(lower.total, higher.total)).toBe(true);
        expect(higher.total.low).toBeGreaterThan(lower.total.low);
      }),
      { numRuns: 300 },
    );
  });

  it('never gets cheaper with more items', () => {
    fc.assert(
      fc.property(validInput, someItems, fc.constantFrom(...itemIds), (input, items, more) => {
        fc.pre(items[more] < estimateRates.fewItems.maxPerItem);
        const before = price({ ...input, size: 'items', items });
        const after = price({ ...input, size: 'items', items: { ...items, [more]: items[more] + 1 } });
        expect(noMoreThan(before.total, after.total)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a working lift costs no more than stairs', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const lift = price({ ...input, pickupLift: true, dropLift: true });
        const stairs = price({ ...input, pickupLift: false, dropLift: false });
        expect(noMoreThan(lift.total, stairs.total)).toBe(true);
      }),
    );
  });
});

describe('inputs that make no sense', () => {
  const twoBhk: EstimateInput = { ...blankEstimateInput, from: 'pune', to: 'bengaluru', size: '2bhk' };
  const problems = (input: EstimateInput) => {
    const result = worded(input);
    expect(result.ok).toBe(false);
    return result.ok ? [] : result.problems.map(({ field, message }) => ({ field, message }));
  };

  it.each([
    [
      'a negative count',
      { ...twoBhk, size: 'items', items: { ...twoBhk.items, sofa: -1 } },
      'items.sofa',
      'Sofas: the count cannot be negative.',
    ],
    [
      'no items at all',
      { ...twoBhk, size: 'items' },
      'items.fridge',
      'Add at least one item, or choose your home size.',
    ],
    [
      '0 km to another town',
      { ...twoBhk, to: 'other', km: 0 },
      'km',
      'A move between two different places is at least 1 km: type the road distance in km.',
    ],
    [
      '10,000 km',
      { ...twoBhk, to: 'other', km: 10_000 },
      'km',
      'No road move within India is longer than about 4,500 km: check the distance.',
    ],
    ['no distance typed', { ...twoBhk, from: 'other' }, 'km', 'Type the road distance in km.'],
    ['an unknown city', { ...twoBhk, from: 'atlantis' }, 'from', 'Choose the city you are moving from.'],
    ['nothing chosen yet', { ...twoBhk, to: '' }, 'to', 'Choose the city you are moving to.'],
    ['an unknown home size', { ...twoBhk, size: '9bhk' }, 'size', 'Choose your home size, or "A few items".'],
    [
      'a negative floor',
      { ...twoBhk, pickupFloor: -2 },
      'pickupFloor',
      'Floor at pickup (0 is the ground floor): the number cannot be negative.',
    ],
    [
      'half a floor',
      { ...twoBhk, dropFloor: 2.5 },
      'dropFloor',
      'Floor at drop (0 is the ground floor): type a whole number from 0 to 40.',
    ],
    [
      'an empty storage field',
      { ...twoBhk, storageDays: Number.NaN },
      'storageDays',
      'Storage days: type a number (0 if none).',
    ],
    [
      'a negative declared value',
      { ...twoBhk, declaredValue: -5 },
      'declaredValue',
      'Declared value: the amount cannot be negative.',
    ],
    [
      'a date that does not exist',
      { ...twoBhk, date: '2026-02-30' },
      'date',
      'Moving date: choose a real date, or leave it empty.',
    ],
  ] as [string, EstimateInput, string, string][])('%s gets a message in words', (_, input, field, message) => {
    expect(problems(input)).toContainEqual({ field, message });
  });

  it('anything at all gives either a price in whole rupees or messages, never NaN or a blank', () => {
    const anyNumber = fc.oneof(fc.integer({ min: -100, max: 100_000 }), fc.double(), fc.constant(Number.NaN));
    const anything = fc.record({
      from: fc.oneof(fc.constantFrom(...placeIds, 'other', ''), fc.string()),
      to: fc.oneof(fc.constantFrom(...placeIds, 'other', ''), fc.string()),
      km: anyNumber,
      size: fc.oneof(fc.constantFrom(...homeSizeIds, 'items'), fc.string()),
      items: fc.record(
        Object.fromEntries(itemIds.map((id) => [id, anyNumber])) as Record<ItemId, fc.Arbitrary<number>>,
      ),
      pickupFloor: anyNumber,
      pickupLift: fc.boolean(),
      dropFloor: anyNumber,
      dropLift: fc.boolean(),
      packing: fc.constantFrom('standard' as const, 'premium' as const, 'gold' as never),
      cars: anyNumber,
      bikes: anyNumber,
      storageDays: anyNumber,
      declaredValue: anyNumber,
      date: fc.oneof(fc.constant(''), fc.string()),
    });
    fc.assert(
      fc.property(anything, (input) => {
        const result = worded(input);
        const json = JSON.stringify(result);
        expect(json).not.toMatch(/NaN|null|undefined|Infinity/);
        if (result.ok) {
          for (const b of [...result.lines, result.total])
            expect(Number.isInteger(b.low) && Number.isInteger(b.high)).toBe(true);
        } else {
          expect(result.problems.length).toBeGreaterThan(0);
          for (const p of result.problems) expect(p.message.trim().length).toBeGreaterThan(10);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the estimate in the address', () => {
  it('round-trips every input through the query string', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        expect(decodeEstimateQuery(encodeEstimateQuery(input))).toEqual(input);
        expect(decodeEstimateQuery(`?${encodeEstimateQuery(input)}`)).toEqual(input);
        // The island replaces exactly these keys in the address; one it does not know would pile up.
        for (const key of new URLSearchParams(encodeEstimateQuery(input)).keys())
          expect(estimateQueryKeys).toContain(key);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps what makes no sense as it was typed, so the pricing can say why', () => {
    const input = decodeEstimateQuery('from=pune&to=other&km=abc&size=items&sofa=-1&pf=x');
    expect(input.km).toBeNaN();
    expect(input.items.sofa).toBe(-1);
    expect(input.pickupFloor).toBeNaN();
    expect(decodeEstimateQuery('')).toEqual(blankEstimateInput);
  });

  it('writes a short, readable address', () => {
    expect(
      encodeEstimateQuery({
        ...blankEstimateInput,
        from: 'pune',
        to: 'bengaluru',
        size: '2bhk',
        pickupFloor: 3,
        dropFloor: 7,
        dropLift: true,
      }),
    ).toBe('from=pune&to=bengaluru&size=2bhk&pf=3&df=7&dl=1');
  });
});

describe('distances', () => {
  it('knows the centre of each city with a page, and a few more', () => {
    expect(estimatePlaces.filter((p) => p.hasPage).map((p) => p.id)).toEqual(citySlugs);
    expect(placeIds).toContain('bengaluru');
  });

  it('puts any two different places at least 10 km apart, the same both ways', () => {
    for (const a of estimatePlaces)
      for (const b of estimatePlaces) {
        if (a.id === b.id) continue;
        const km = roadKm(a.centre, b.centre, estimateRates.roadFactor);
        expect(km, `${a.id} → ${b.id}`).toBeGreaterThanOrEqual(10);
        expect(km).toBe(roadKm(b.centre, a.centre, estimateRates.roadFactor));
        expect(km).toBeLessThanOrEqual(4500);
      }
  });

  it('lands near well-known road distances', () => {
    const km = (a: string, b: string) =>
      roadKm(
        estimatePlaces.find((p) => p.id === a)!.centre,
        estimatePlaces.find((p) => p.id === b)!.centre,
        estimateRates.roadFactor,
      );
    // Road distances by the usual highway, rounded: within a quarter either way.
    for (const [a, b, road] of [
      ['mumbai', 'pune', 150],
      ['delhi', 'mumbai', 1400],
      ['kolkata', 'chennai', 1670],
      ['delhi', 'chandigarh', 250],
      ['ahmedabad', 'surat', 265],
    ] as const) {
      expect(km(a, b), `${a} → ${b}`).toBeGreaterThan(road * 0.75);
      expect(km(a, b), `${a} → ${b}`).toBeLessThan(road * 1.25);
    }
  });
});

describe('known road distances (docs/estimate.md#distances)', () => {
  it('price a route by the road its city page gives, both ways, and leave other routes to the map', async () => {
    const { estimateData } = await import('@/content/estimate-roads');
    const route = { ...blankEstimateInput, from: 'guwahati', to: 'kolkata', size: '2bhk' };
    const byRoad = priceEstimate(route, estimateData);
    const byMap = priceEstimate(route, data);
    if (!byRoad.ok || !byMap.ok) throw new Error('both price');
    expect(byRoad.km).toBe(1000);
    expect(byMap.km).toBeLessThan(700);
    expect(byRoad.total.low).toBeGreaterThan(byMap.total.low);
    const back = priceEstimate({ ...route, from: 'kolkata', to: 'guwahati' }, estimateData);
    expect(back.ok && back.km).toBe(1000);
    // A route no guide gives a figure for is priced on the map, as before.
    const other = { ...blankEstimateInput, from: 'bikaner', to: 'kochi', size: '2bhk' };
    expect(priceEstimate(other, estimateData)).toEqual(priceEstimate(other, data));
  });
});

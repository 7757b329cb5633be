import { describe, expect, it } from 'vitest';
import { enquirySchema, fieldErrors, phoneDigits, reviewSchema } from '@/lib/shared/lead-schemas';

const good = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98200-12345',
  pickup: 'Vashi, Navi Mumbai',
  drop: 'Kothrud, Pune',
  detail: '2 BHK household',
  goodsType: 'Domestic Moving',
  source: 'home-quote' as const,
  idempotencyKey: 'abcd1234abcd1234abcd',
};

describe('enquiry schema (docs/product.md#enquiry-forms)', () => {
  it('accepts a complete enquiry and trims it', () => {
    const parsed = enquirySchema.parse({ ...good, name: '  Asha Rao ' });
    expect(parsed.name).toBe('Asha Rao');
  });

  it.each([
    ['98200 12345', true],
    ['+91 98200-12345', true],
    ['022 2778 1234', true],
    ['+1 (415) 555-0100', true],
    ['1234567', false],
    ['1234567890123456', false],
    ['98200abcde', false],
    ['++919820012345', false],
  ])('phone %s valid: %s', (phone, ok) => {
    expect(enquirySchema.safeParse({ ...good, phone }).success).toBe(ok);
  });

  it('names every missing field with a clear message', () => {
    const result = enquirySchema.safeParse({ source: 'contact', idempotencyKey: good.idempotencyKey });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(errors).toMatchObject({
      name: 'Please enter your name.',
      email: 'Please enter your e-mail address.',
      phone: 'Please enter your phone number.',
      pickup: 'Please enter where you are moving from.',
      drop: 'Please enter where you are moving to.',
      detail: 'Please enter what you are moving or need.',
    });
  });

  it('rejects an e-mail that does not look like one, and over-long text', () => {
    const errors = fieldErrors(enquirySchema.safeParse({ ...good, email: 'asha@', pickup: 'x'.repeat(121) }).error!);
    expect(errors.email).toBe('Please enter a valid e-mail address, like name@example.com.');
    expect(errors.pickup).toMatch(/under 120 characters/);
  });

  it('normalises phone digits', () => {
    expect(phoneDigits(' +91 98200-12345 ')).toBe('919820012345');
  });
});

const review = {
  name: 'Ravi',
  title: 'Smooth move',
  rating: 5,
  description: 'On time.',
  idempotencyKey: good.idempotencyKey,
};

describe('review schema', () => {
  it('requires a rating of 1 to 5 stars', () => {
    expect(reviewSchema.safeParse(review).success).toBe(true);
    for (const rating of [0, 6, 2.5, undefined]) {
      const result = reviewSchema.safeParse({ ...review, rating });
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!).rating).toBe('Please choose a rating from 1 to 5 stars.');
    }
  });
});

describe('the page a lead was sent from', () => {
  it.each(['/', '/city/pune/', '/contact-us/', '/car-bike-transport/', '/a_b/c-d/9/', `/${'a'.repeat(99)}`])(
    'accepts the path %s on both forms',
    (page) => {
      expect(enquirySchema.parse({ ...good, page }).page).toBe(page);
      expect(reviewSchema.parse({ ...review, page }).page).toBe(page);
    },
  );

  it('is optional', () => {
    expect(enquirySchema.parse(good)).not.toHaveProperty('page');
    expect(reviewSchema.parse(review)).not.toHaveProperty('page');
  });

  it.each([
    ['a query string', '/x?name=a'],
    ['a fragment', '/city/pune/#asha@example.in'],
    ['a full URL', 'https://example.com/city/pune/'],
    ['no leading slash', 'city/pune/'],
    ['upper case', '/City/Pune/'],
    ['percent-encoding', '/city/pune%20asha/'],
    ['an e-mail address', '/asha@example.in/'],
    ['spaces', '/city/ pune/'],
    ['non-ASCII letters', '/शहर/'],
    ['over 100 characters', `/${'a'.repeat(100)}`],
    ['the empty string', ''],
    ['a number', 42],
  ])('rejects %s', (_, page) => {
    for (const [schema, lead] of [
      [enquirySchema, good],
      [reviewSchema, review],
    ] as const) {
      const result = schema.safeParse({ ...lead, page });
      expect(result.success).toBe(false);
      expect(fieldErrors(result.error!)).toEqual({ page: 'Invalid page.' });
    }
  });
});

describe('what a mover quotes on: moving date, home size and an instant estimate (docs/estimate.md#from-estimate-to-enquiry)', () => {
  it('are optional, and empty values from a form without scripts count as not given', () => {
    expect(enquirySchema.safeParse(good).success).toBe(true);
    expect(enquirySchema.safeParse({ ...good, movingDate: '', homeSize: '', estimate: '' }).success).toBe(true);
    const parsed = enquirySchema.parse({
      ...good,
      movingDate: '2026-12-15',
      homeSize: '2bhk',
      estimate: 'from=pune&to=bengaluru&size=2bhk&pf=3',
    });
    expect(parsed).toMatchObject({ movingDate: '2026-12-15', homeSize: '2bhk' });
  });

  it.each([
    ['2026-02-30', 'movingDate'],
    ['15/12/2026', 'movingDate'],
    ['tomorrow', 'movingDate'],
  ])('a moving date of %s gets a clear message', (movingDate, field) => {
    const result = enquirySchema.safeParse({ ...good, movingDate });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe('Please choose a moving date, like 15/12/2026.');
  });

  it('names a home size that is not on the list, and an estimate that cannot be read', () => {
    const size = enquirySchema.safeParse({ ...good, homeSize: 'mansion' });
    expect(size.success || fieldErrors(size.error).homeSize).toBe('Please choose a home size from the list.');
    const estimate = enquirySchema.safeParse({ ...good, estimate: 'from=pune<script>' });
    expect(estimate.success || fieldErrors(estimate.error).estimate).toBe(
      'This estimate could not be read; please work it out again.',
    );
  });

  it("offers the estimate's home sizes with the estimate's words", async () => {
    const { homeSizeChoices } = await import('@/lib/shared/lead-fields');
    const { enquiryHomeSizes } = await import('@/lib/shared/lead-schemas');
    const { estimateRates } = await import('@/content/estimate-rates');
    expect(homeSizeChoices.map((c) => c.value)).toEqual([...enquiryHomeSizes]);
    for (const size of estimateRates.homeSizes) {
      expect(homeSizeChoices.find((c) => c.value === size.id)?.label).toBe(size.label);
    }
  });
});

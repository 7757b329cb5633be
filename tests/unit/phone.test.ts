import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enquirySchema, fieldErrors, schemaMessages, schemasFor } from '@/lib/shared/lead-schemas';
import { normalisedPhone, parsePhone } from '@/lib/shared/phone';

/**
 * The phone rule (lib/shared/phone.ts, docs/product.md#phone-numbers): what an Indian customer really
 * has, written as they write it, is accepted and stored in one form; anything else is refused with
 * words that say what is expected, in the form's language.
 */

const enquiry = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  pickup: 'Vashi, Navi Mumbai',
  drop: 'Kothrud, Pune',
  detail: '2 BHK household',
  source: 'contact' as const,
  idempotencyKey: 'abcd1234abcd1234abcd',
};

describe('numbers a customer really has are accepted, in one form', () => {
  it.each([
    // Mobiles: 10 digits from 6 to 9, with or without +91, 91 or a trunk 0.
    ['98200 12345', '+919820012345'],
    ['9820012345', '+919820012345'],
    ['098200-12345', '+919820012345'],
    ['+91 98200 12345', '+919820012345'],
    ['+91-98200-12345', '+919820012345'],
    ['91 98200 12345', '+919820012345'],
    ['0091 98200 12345', '+919820012345'],
    ['6123 456 789', '+916123456789'],
    ['७००१२ ३४५६७', '+917001234567'],
    // Landlines with their STD code: 2 to 4 digits after the 0, the subscriber's 6 to 8, 10 together.
    ['022 2345 6789', '+912223456789'],
    ['(022) 2778-1234', '+912227781234'],
    ['0120-4567890', '+911204567890'],
    ['080 41234567', '+918041234567'],
    ['011 4150 2233', '+911141502233'],
    ['03192 231234', '+913192231234'],
    ['+91 (0)22 2345 6789', '+912223456789'],
    ['+91 22 2345 6789', '+912223456789'],
    // From abroad, written with + and the country code (E.164).
    ['+1 (415) 555-0100', '+14155550100'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+971 50 123 4567', '+971501234567'],
    ['+65 6478 2291', '+6564782291'],
    ['00 44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (typed, e164) => {
    expect(parsePhone(typed)).toEqual({ e164, madeUp: false });
    const parsed = enquirySchema.safeParse({ ...enquiry, phone: typed });
    expect(parsed.success && parsed.data.phone).toBe(e164);
  });
});

describe('anything else is refused, saying what is expected', () => {
  const { phoneInvalid, phoneMadeUp } = schemaMessages.en;

  it.each([
    ['11111111', phoneInvalid], // 8 digits, no country code: the old rule let it through as +11111111
    ['2345 6789', phoneInvalid], // a landline without its STD code
    ['98200 1234', phoneInvalid], // 9 digits
    ['98200 123456', phoneInvalid], // 11 digits
    ['022 2345 678', phoneInvalid], // a landline a digit short
    ['+91 98200 1234', phoneInvalid], // +91 with 9 digits
    ['+91 12345', phoneInvalid],
    ['+0 123 456 789', phoneInvalid], // no country code starts with 0
    ['+1 234 567', phoneInvalid], // 7 digits
    ['+1234567890123456', phoneInvalid], // 16 digits
    ['98200abcde', phoneInvalid],
    ['98200 12345 ext 4', phoneInvalid],
    ['++919820012345', phoneInvalid],
    ['98200 12345 / 98200 54321', phoneInvalid],
    ['9999999999', phoneMadeUp], // one digit repeated
    ['+91 99999 99999', phoneMadeUp],
    ['0 77777 77777', phoneMadeUp],
    ['022 2222 2222', phoneMadeUp],
    ['98765 43210', phoneMadeUp], // a run down
    ['+91 98765 43210', phoneMadeUp],
    ['12345 67890', phoneMadeUp], // a run up, 0 after 9
    ['6789 012 345', phoneMadeUp],
    ['+11111111', phoneMadeUp], // what the old rule turned into tel:+11111111
    ['+44 1111 111111', phoneMadeUp], // repeated after the country code
    ['+1 555 555 5555', phoneMadeUp],
    ['+7 123 456 7890', phoneMadeUp],
  ])('%s', (typed, message) => {
    const parsed = enquirySchema.safeParse({ ...enquiry, phone: typed });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!).phone).toBe(message);
  });

  it('says what is expected in words: a 10-digit mobile, a landline with its STD code, or + and the country code', () => {
    expect(phoneInvalid).toMatch(/10-digit mobile.*landline.*STD code.*\+ and the country code/);
    expect(phoneMadeUp).toMatch(/made up.*call us or message us on WhatsApp/);
  });

  it('a Hindi form says the same in Hindi', () => {
    const hindi = schemasFor('hi').enquirySchema;
    const invalid = hindi.safeParse({ ...enquiry, phone: '11111111', lang: 'hi' });
    expect(fieldErrors(invalid.error!).phone).toBe(schemaMessages.hi.phoneInvalid);
    expect(schemaMessages.hi.phoneInvalid).toMatch(/10 अंकों का मोबाइल नंबर.*STD कोड.*देश के कोड/);
    const madeUp = hindi.safeParse({ ...enquiry, phone: '99999 99999', lang: 'hi' });
    expect(fieldErrors(madeUp.error!).phone).toBe(schemaMessages.hi.phoneMadeUp);
    expect(schemaMessages.hi.phoneMadeUp).toMatch(/असली नहीं लगता/);
  });
});

describe('properties', () => {
  const mobile = fc
    .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
    .map(([first, rest]) => first + rest);
  /** How a customer may write the 10 digits. */
  const written = fc.constantFrom(
    (n: string) => n,
    (n: string) => `${n.slice(0, 5)} ${n.slice(5)}`,
    (n: string) => `0${n}`,
    (n: string) => `+91 ${n.slice(0, 5)} ${n.slice(5)}`,
    (n: string) => `+91-${n}`,
    (n: string) => `91${n}`,
  );

  it('every mobile number, however written, is +91 and its 10 digits, and is refused only when one digit repeats or the digits run', () => {
    fc.assert(
      fc.property(mobile, written, (number, write) => {
        const parsed = parsePhone(write(number));
        expect(parsed?.e164).toBe(`+91${number}`);
        const repeated = /^(\d)\1+$/.test(number);
        const run = ['9876543210', '6789012345', '7890123456', '8901234567', '9012345678'].includes(number);
        const down = ['6543210987', '7654321098', '8765432109'].includes(number);
        expect(parsed?.madeUp).toBe(repeated || run || down);
        expect(normalisedPhone(write(number))).toBe(`91${number}`);
      }),
    );
  });

  it('no number of fewer than 10 digits without + is ever accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,9}$/), (digits) => {
        expect(parsePhone(digits)).toBeUndefined();
      }),
    );
  });

  it('whatever is typed, the form and the intake agree, and an accepted number is stored as + and 8 to 15 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 25 }), fc.stringMatching(/^\+?[\d ()-]{0,24}$/), (any, phoneLike) => {
        for (const typed of [any, phoneLike]) {
          const parsed = enquirySchema.safeParse({ ...enquiry, phone: typed });
          const rule = parsePhone(typed);
          expect(parsed.success).toBe(rule !== undefined && !rule.madeUp);
          if (parsed.success) expect(parsed.data.phone).toMatch(/^\+[1-9]\d{7,14}$/);
        }
      }),
    );
  });
});

describe('numbers stored before the rule', () => {
  it('still match by their digits with the country code (privacy requests, the office links)', () => {
    expect(normalisedPhone('+91 98765 43210')).toBe('919876543210');
    expect(normalisedPhone('098765-43210')).toBe('919876543210');
    expect(normalisedPhone('+919820012345')).toBe('919820012345');
  });
});

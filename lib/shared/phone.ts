/**
 * Phone numbers as an Indian customer writes them (docs/product.md#phone-numbers):
 * one rule for the forms, the intake service, the CRM hand-off, the analytics hash and the office's
 * tap-to-call links. No zod here: the analytics copy and the office inbox import it too.
 *
 * Accepted, once spaces, dashes, dots and brackets are gone:
 * - an Indian number of 10 digits, the first not 0, alone or after a trunk `0`, `91`, `+91` or
 *   `+91 (0)`. Mobiles start with 6 to 9 (`98200 12345`); a landline is its STD code without the
 *   `0` (2 to 4 digits) and the subscriber number (6 to 8 digits), always 10 digits together
 *   (`022 2345 6789`, `0120-4567890`, `080 41234567`);
 * - a number from abroad written with `+` (or the `00` dialled from India) and its country code:
 *   8 to 15 digits, the first not 0 (E.164).
 *
 * Refused as made up: an Indian number (its 10 digits) or a number from abroad (the digits after a
 * country code of 1, 2 or 3 digits, at least 7 of them) that is one digit repeated
 * (`99999 99999`) or a run of digits going up or down by one, 0 following 9 (`67890 12345`,
 * `12345 67890`). Such a number may belong to someone, but far more people type it to get past a
 * form: the message tells a real owner to call or write on WhatsApp instead.
 */

/** Devanagari digits (a Hindi keyboard types ९८२००…) as the digits 0 to 9. */
const latinDigits = (raw: string) => raw.replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x966));

/** Phone digits after removing spaces, dashes, brackets, dots and one leading "+". */
export function phoneDigits(raw: string): string {
  return latinDigits(raw)
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s\-\u2010-\u2015().]/g, '');
}

/** What a typed number is: its E.164 form, and whether it looks made up; undefined when it is no phone number. */
export type ParsedPhone = { e164: string; madeUp: boolean };

/** One digit repeated, or every digit one more (or one less) than the one before it, 0 after 9. */
export function isRepeatedOrRun(digits: string): boolean {
  if (digits.length < 2) return false;
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i++) steps.add((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10);
  return steps.size === 1 && [0, 1, 9].includes([...steps][0]!);
}

/** An Indian number's 10 digits (national significant number) when `digits` is one. */
const indian = (digits: string) => (/^[1-9]\d{9}$/.test(digits) ? digits : undefined);

/** Reads a typed phone number (see the module's comment); undefined when it is not one. */
export function parsePhone(raw: string): ParsedPhone | undefined {
  const typed = latinDigits(raw).trim();
  if (!/^\+?[\d\s\-\u2010-\u2015().]+$/.test(typed)) return undefined;
  const digits = phoneDigits(typed);
  let abroad: string | undefined;
  let national: string | undefined;
  if (typed.startsWith('+')) abroad = digits;
  else if (digits.startsWith('00')) abroad = digits.slice(2);
  else national = indian(digits.length === 11 ? digits.replace(/^0/, '') : digits.replace(/^91(?=\d{10}$)/, ''));
  if (abroad?.startsWith('91')) national = indian(abroad.slice(2).replace(/^0(?=\d{10}$)/, ''));
  else if (abroad !== undefined && /^[1-9]\d{7,14}$/.test(abroad)) {
    const madeUp = [1, 2, 3].some((code) => abroad.length - code >= 7 && isRepeatedOrRun(abroad.slice(code)));
    return { e164: `+${abroad}`, madeUp: madeUp || isRepeatedOrRun(abroad) };
  }
  return national ? { e164: `+91${national}`, madeUp: isRepeatedOrRun(national) } : undefined;
}

/**
 * Phone in digits with the country code, as the analytics hash and the office's links want it
 * (`919820012345`). A number the rule does not read (a lead stored before it) keeps its digits, a
 * trunk "0" dropped and 91 put before 10 of them.
 */
export function normalisedPhone(raw: string): string {
  const parsed = parsePhone(raw);
  if (parsed) return parsed.e164.slice(1);
  const digits = phoneDigits(raw).replace(/^0+/, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/**
 * A number as the office reads it in an alert or the inbox: an Indian mobile as `+91 98200 12345`,
 * anything else as it is stored (the intake stores the E.164 form, `+912223456789`).
 */
export function phoneForPeople(raw: string): string {
  const mobile = /^\+91([6-9]\d{4})(\d{5})$/.exec(parsePhone(raw)?.e164 ?? '');
  return mobile ? `+91 ${mobile[1]} ${mobile[2]}` : raw;
}

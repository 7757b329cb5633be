/**
 * A quote's reference: eight characters of Crockford base 32 (no I, L, O or U), shown in two groups
 * of four, `K7Q2-9MXA`. Random, 40 bits: the quote page is reachable only by it, so it cannot be
 * guessed, and it is short enough to read out on the phone. Typed back, spaces, hyphens, lower
 * case and the letters people confuse with digits (O for 0, I and L for 1) are forgiven.
 */

/** The 32 characters a reference is made of. */
export const quoteAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters in a reference, without its hyphen. */
export const quoteReferenceLength = 8;

/** A reference written as the site shows it: `K7Q2-9MXA`. */
export const quoteReferencePattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** A new reference from `random` bytes (at least eight; each gives one character). */
export function quoteReferenceFrom(random: Uint8Array): string {
  let out = '';
  for (let i = 0; i < quoteReferenceLength; i++) out += quoteAlphabet.charAt(random[i]! & 31);
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/**
 * What a visitor typed, as a reference (`k7q2 9mxa` → `K7Q2-9MXA`), or undefined when it cannot
 * be one.
 */
export function readQuoteReference(typed: string): string | undefined {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (plain.length !== quoteReferenceLength) return undefined;
  const reference = `${plain.slice(0, 4)}-${plain.slice(4)}`;
  return quoteReferencePattern.test(reference) ? reference : undefined;
}

/**
 * Rules of "Is this really us?" (docs/verify.md) that the form, the intake and the launch check
 * share. No zod, no words: the form's island imports it.
 */

/** Longest text read at all: longer than any web address a visitor would copy from a message. */
export const typedMaxLength = 200;

/**
 * Whether `host` is `domain` or one of its subdomains: `pay.example.com` is under `example.com`;
 * `example.com.evil.in` and `my-example.com` are not.
 */
export const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

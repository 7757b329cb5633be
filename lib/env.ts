import { z } from 'zod';

/**
 * Build-time settings, parsed once. Everything else imports `env` instead of reading
 * process.env, so a bad value fails the build with the setting named.
 */
const envSchema = z.object({
  /**
   * Public origin of the deployed site (scheme and host, no path), e.g. `https://www.your-domain.in`.
   * Canonical URLs, social tags, structured data and the sitemap are built from it. The default is a
   * placeholder: set the real origin when building for production.
   */
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://www.example.com')
    .transform((value, ctx) => {
      const url = new URL(value);
      if (url.pathname !== '/' || url.search || url.hash) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an origin only, e.g. https://www.your-domain.in (no path, query or #fragment)',
        });
        return z.NEVER;
      }
      // The origin has no trailing slash and a lower-case host, so paths join as `${SITE_URL}/about/`.
      return url.origin;
    }),
});

const parsed = envSchema.safeParse({ SITE_URL: process.env.SITE_URL || undefined });
if (!parsed.success) {
  const names = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid build setting: ${names}`);
}

export const env = parsed.data;

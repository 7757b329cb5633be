import { z } from 'zod';

/**
 * Build-time settings, parsed once. Everything else imports `env` instead of reading
 * process.env, so a bad value fails the build with the setting named.
 */
const envSchema = z.object({
  /** Public origin of the deployed site, used for canonical URLs, social tags and the sitemap. */
  SITE_URL: z
    .url()
    .default('https://www.example.com')
    .transform((url) => url.replace(/\/+$/, '')),
});

const parsed = envSchema.safeParse({ SITE_URL: process.env.SITE_URL || undefined });
if (!parsed.success) {
  const names = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid build setting: ${names}`);
}

export const env = parsed.data;

import { z } from 'zod';
import { baseUrlSetting, originSetting, presentValues, settingProblems } from './setting-rules';

/**
 * The build's settings, parsed once from the environment when the build starts (the first build
 * step and next.config.ts import this module), so a bad value stops the build naming the setting.
 * Everything else imports `env`; nothing else reads process.env. The browser-side values reach
 * client code through next.config.ts, which inlines them already normalised (lib/browser/public-env.ts),
 * so no client bundle carries zod.
 */
const envSchema = z
  .object({
    /**
     * Public origin of the deployed site (scheme and host, no path), e.g. `https://www.your-domain.in`.
     * Canonical URLs, social tags, structured data and the sitemap are built from it. The default is a
     * placeholder: set the real origin when building for production.
     */
    SITE_URL: originSetting.default('https://www.example.com'),
    /** Where the forms send leads: the intake service's API base; same origin (`/api`) by default. */
    NEXT_PUBLIC_LEADS_API: baseUrlSetting.default('/api'),
    /** Base URL of the EmailJS-compatible e-mail API the feedback form uses. */
    NEXT_PUBLIC_EMAILJS_API: baseUrlSetting
      .refine((url) => !url.startsWith('/'), 'must be an http(s) URL such as https://api.emailjs.com')
      .default('https://api.emailjs.com'),
    /** E-mail service id; the feedback form sends only when all three e-mail ids are set. */
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: emailId().optional(),
    /** E-mail template id. */
    NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: emailId().optional(),
    /** E-mail public key (the "user id" of the API). */
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: emailId().optional(),
  })
  .superRefine((settings, ctx) => {
    const ids = ['NEXT_PUBLIC_EMAILJS_SERVICE_ID', 'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID', 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY'];
    const missing = ids.filter((name) => !settings[name as keyof typeof settings]);
    // Some ids but not all: the form would fall back to a mailto link although sending was meant.
    if (missing.length > 0 && missing.length < ids.length) {
      for (const name of missing) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'must be set too, as the other e-mail ids are' });
      }
    }
  });

/** An id of the e-mail API: letters, digits, `_` and `-`, as the API issues them. */
function emailId() {
  return z.string().regex(/^[\w-]{1,100}$/, 'must be an id of letters, digits, _ and - (as the e-mail API shows it)');
}

/** The build's settings, normalised. */
export type SiteSettings = z.infer<typeof envSchema>;

/** A build setting that stops the build; the message names the setting and never holds its value. */
export class SiteSettingsError extends Error {
  override name = 'SiteSettingsError';
}

/** Parses the build's settings from `source` (process.env by default). Empty values count as unset. */
export function parseSiteSettings(source: Readonly<Record<string, string | undefined>> = process.env): SiteSettings {
  const parsed = envSchema.safeParse(presentValues(Object.keys(envSchema.shape), source));
  if (!parsed.success) throw new SiteSettingsError(`Invalid build setting: ${settingProblems(parsed.error)}`);
  return parsed.data;
}

/**
 * The browser-side values as next.config.ts hands them to Next to inline into client code
 * (`process.env.NEXT_PUBLIC_*`), normalised and with the defaults filled in; unset ids stay empty.
 */
export function publicEnvironment(settings: SiteSettings): Record<string, string> {
  return Object.fromEntries(
    Object.entries(settings)
      .filter(([name]) => name.startsWith('NEXT_PUBLIC_'))
      .map(([name, value]) => [name, value ?? '']),
  );
}

export const env = parseSiteSettings();

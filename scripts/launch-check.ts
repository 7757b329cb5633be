/**
 * `npm run launch-check` (docs/deploying.md#before-launch): every setting that is still a
 * placeholder or unset and matters at launch, in plain words with where to set it; exits 1 while
 * there is any, 0 when there is none. It reads what the build and the service really use: the
 * content files (content/company.ts, media.ts, reviews.ts), the build's settings from the
 * environment as lib/server/env.ts parses them (SITE_URL), and the service's as server/settings.ts does
 * (the CRM, the notification channels). Run it with the environment the build and `npm start` get.
 * A setting that is not valid stops it with exit 2, as it would stop the build or the start.
 */
import type { LaunchWarning } from '../content/launch-warnings';

async function main(): Promise<number> {
  let warnings: LaunchWarning[];
  try {
    const { parseSiteSettings } = await import('../lib/server/env');
    const { parseSettings } = await import('../server/settings');
    const { siteLaunchWarnings } = await import('../content/launch-warnings');
    const { serviceLaunchWarnings } = await import('../server/launch-warnings');
    warnings = [
      ...siteLaunchWarnings(parseSiteSettings(process.env).SITE_URL),
      ...serviceLaunchWarnings(parseSettings(process.env)),
    ];
  } catch (error) {
    console.error(`launch-check: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (warnings.length === 0) {
    console.log('launch-check: every launch setting is set. Build with these settings, then npm start.');
    return 0;
  }
  console.log(
    `launch-check: ${warnings.length} setting${warnings.length === 1 ? ' is' : 's are'} still a placeholder or unset:\n`,
  );
  warnings.forEach((warning, i) => {
    const number = `${i + 1}. `;
    console.log(`${number}${warning.what}.\n${' '.repeat(number.length)}${warning.fix}\n`);
  });
  console.log('Set them, then run npm run launch-check again (docs/deploying.md#before-launch).');
  return 1;
}

void main().then((code) => {
  process.exitCode = code;
});

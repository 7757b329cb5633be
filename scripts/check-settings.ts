/**
 * First build step: checks the build's settings (lib/server/env.ts), stopping the build on a bad one with
 * its name, then prints what the site still lacks for a real launch (content/launch-warnings.ts;
 * `npm run launch-check` adds the service's settings).
 * Launch warnings only warn: the placeholder brand builds, and says "sample" wherever it shows samples.
 */
async function main() {
  try {
    await import('../lib/server/env');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { env } = await import('../lib/server/env');
  const { siteLaunchWarnings } = await import('../content/launch-warnings');
  const warnings = siteLaunchWarnings(env.SITE_URL);
  for (const warning of warnings) console.warn(`warning: ${warning.what}. ${warning.fix}`);
  if (warnings.length > 0) {
    console.warn('warning: npm run launch-check lists these with the service’s own (docs/deploying.md).');
  }
}

void main();

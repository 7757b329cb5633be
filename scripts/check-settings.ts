/**
 * First build step: checks the build's settings (lib/env.ts), stopping the build on a bad one with
 * its name, then prints what the site still lacks for a real launch (content/launch-warnings.ts).
 * Launch warnings only warn: the placeholder brand builds, and says "sample" wherever it shows samples.
 */
async function main() {
  try {
    await import('../lib/env');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { launchWarnings } = await import('../content/launch-warnings');
  for (const warning of launchWarnings()) console.warn(`warning: ${warning}`);
}

void main();

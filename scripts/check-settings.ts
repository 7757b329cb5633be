/**
 * First build step: prints what the site still lacks for a real launch (content/launch-warnings.ts).
 * Warnings only: the placeholder brand builds, and says "sample" wherever it shows samples.
 */
import { launchWarnings } from '../content/launch-warnings';

for (const warning of launchWarnings()) console.warn(`warning: ${warning}`);

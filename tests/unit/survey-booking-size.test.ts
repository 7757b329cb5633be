// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { islandSize } from './island-size';

/**
 * The survey booking island's own code, as the browser gets it (minified, gzip), without React,
 * which every page already loads: at most 10 KiB (docs/surveys.md#the-booking-page). It must not
 * pull in the schema library or the company's content module: the intake checks the booking, and
 * the page passes the bands and the company's contacts as props. The one content file it reads is
 * its own words (content/survey-words.ts), its default when a page gives it none.
 */
describe('survey booking island size', () => {
  it('is at most 10 KiB gzip and imports neither zod nor content modules', async () => {
    const { inputs, gzip } = await islandSize('components/interactive/survey-booking.tsx');
    const outside = inputs.filter(
      (file) => file.includes('zod') || (file.startsWith('content/') && file !== 'content/survey-words.ts'),
    );
    expect(outside).toEqual([]);
    expect(gzip).toBeLessThanOrEqual(10 * 1024);
  });
});

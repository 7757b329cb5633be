// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The survey booking island's own code, as the browser gets it (minified, gzip), without React,
 * which every page already loads: at most 10 KiB (docs/surveys.md#the-booking-page). It must not
 * pull in the schema library or the company's content module: the intake checks the booking, and
 * the page passes the bands and the company's contacts as props. The one content file it reads is
 * its own words (content/survey-words.ts), its default when a page gives it none.
 */
describe('survey booking island size', () => {
  it('is at most 10 KiB gzip and imports neither zod nor content modules', async () => {
    const result = await build({
      entryPoints: ['components/interactive/survey-booking.tsx'],
      bundle: true,
      minify: true,
      format: 'esm',
      jsx: 'automatic',
      write: false,
      metafile: true,
      alias: { '@': '.' },
      // next/link is in every page's framework code already (the header and footer links use it).
      external: ['react', 'react-dom', 'react/jsx-runtime', 'next/*'],
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(
      inputs.filter(
        (file) => file.includes('zod') || (file.startsWith('content/') && file !== 'content/survey-words.ts'),
      ),
    ).toEqual([]);
    const gzip = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(10 * 1024);
  });
});

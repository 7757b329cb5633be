// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The estimator island's own code, as the browser gets it (minified, gzip), without React, which
 * every page already loads: at most 12 KiB (docs/estimate.md#performance). It must not pull in the
 * schema library or the company's content module; its data comes in as props. The one content file
 * it may read is the zod-free English interface words (content/ui-words.ts, docs/i18n.md#the-dictionary),
 * its words when a page gives it none.
 */
describe('estimator island size', () => {
  it('is at most 12 KiB gzip and imports neither zod nor content modules', async () => {
    const result = await build({
      entryPoints: ['components/interactive/estimator-form.tsx'],
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
      inputs.filter((file) => file.includes('zod') || (file.startsWith('content/') && file !== 'content/ui-words.ts')),
    ).toEqual([]);
    const gzip = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(12 * 1024);
  });
});

// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The estimator island's own code, as the browser gets it (minified, gzip), without React, which
 * every page already loads: at most 12 KiB (docs/estimate.md#performance). It must not pull in the
 * schema library or the company's content module; its data comes in as props. The content files
 * it may read are the zod-free English interface words (content/ui-words.ts, docs/i18n.md#the-dictionary)
 * and its own slice of them (content/estimator-words.ts), its words when a page gives it none.
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
      inputs.filter(
        (file) =>
          file.includes('zod') ||
          (file.startsWith('content/') && !['content/ui-words.ts', 'content/estimator-words.ts'].includes(file)),
      ),
    ).toEqual([]);
    const gzip = gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length;
    expect(gzip).toBeLessThanOrEqual(12 * 1024);
  });
});

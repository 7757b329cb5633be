// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { islandSize } from './island-size';

/**
 * The estimator island's own code, as the browser gets it (minified, gzip), without React, which
 * every page already loads: at most 12 KiB (docs/estimate.md#performance). It must not pull in the
 * schema library or the company's content module; its data comes in as props. The content files
 * it may read are the zod-free English interface words (content/ui-words.ts, docs/i18n.md#the-dictionary)
 * and its own slice of them (content/estimator-words.ts), its words when a page gives it none.
 */
describe('estimator island size', () => {
  it('is at most 12 KiB gzip and imports neither zod nor content modules', async () => {
    const { inputs, gzip } = await islandSize('components/interactive/estimator-form.tsx');
    expect(
      inputs.filter(
        (file) =>
          file.includes('zod') ||
          (file.startsWith('content/') && !['content/ui-words.ts', 'content/estimator-words.ts'].includes(file)),
      ),
    ).toEqual([]);
    expect(gzip).toBeLessThanOrEqual(12 * 1024);
  });
});

import { describe, expect, it } from 'vitest';
import { PrecacheFallbackPlugin, type Serwist } from 'serwist';
import { hindiKeyPages, offlineFallbacks, offlinePageFor } from '@/worker/offline-fallback';

/**
 * The offline worker's choice of offline page (docs/i18n.md#the-offline-page): run through
 * Serwist's own fallback plugin, as worker/sw.ts configures it, with a precache that answers each
 * offline page with its own address.
 */
const plugin = new PrecacheFallbackPlugin({
  fallbackUrls: offlineFallbacks,
  serwist: { matchPrecache: async (url: string) => new Response(url) } as unknown as Serwist,
});

/** What a failed request for `path` is answered with: the offline page's address, or nothing. */
async function answerFor(path: string, destination: RequestDestination = 'document'): Promise<string | undefined> {
  const request = { url: `https://example.in${path}`, destination } as Request;
  const response = await plugin.handlerDidError({ request } as Parameters<typeof plugin.handlerDidError>[0]);
  return response ? await response.text() : undefined;
}

describe('the offline page a page that cannot load gets', () => {
  it('is the Hindi one for an address under /hi/', async () => {
    expect(await answerFor('/hi/city/nashik/')).toBe('/hi/offline/');
    expect(await answerFor('/hi/')).toBe('/hi/offline/');
    expect(await answerFor('/hi/faqs/?q=1')).toBe('/hi/offline/');
  });

  it('is the English one for every other address', async () => {
    expect(await answerFor('/city/nashik/')).toBe('/offline/');
    expect(await answerFor('/')).toBe('/offline/');
    // Not under /hi/: only the folder counts.
    expect(await answerFor('/hindi-guide/')).toBe('/offline/');
    expect(offlinePageFor('/history/')).toBe('/offline/');
  });

  it('is none for what is not a page (a script, a picture)', async () => {
    expect(await answerFor('/hi/_next/static/app.js', 'script')).toBeUndefined();
    expect(await answerFor('/images/hero/slide-1.webp', 'image')).toBeUndefined();
  });

  it('saves the key pages in Hindi for a visitor who came in Hindi', () => {
    expect(hindiKeyPages).toEqual(['/hi/', '/hi/services/', '/hi/contact-us/']);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ogImageSize } from '@/lib/server/metadata';
import { splitLocale } from '@/lib/shared/i18n';
import { hindiRoutes } from '@/content/pages';

/**
 * The social preview of every Hindi page, as exported (docs/i18n.md#discovery): what WhatsApp or
 * a social site shows when someone shares /hi/city/pune/ is the page's own Hindi picture, not its
 * English twin's.
 */

const outDir = resolve('out');
const html = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');

/** The preview images a page names: Open Graph's and Twitter's. */
function previews(path: string) {
  const page = html(path);
  const meta = (attr: string, name: string) =>
    new RegExp(`<meta ${attr}="${name}" content="([^"]+)"/>`).exec(page)?.[1] ?? null;
  return { og: meta('property', 'og:image'), twitter: meta('name', 'twitter:image') };
}

describe('Hindi pages’ social previews, as exported', () => {
  it('every Hindi page shares its own Hindi picture, which exists, and not its English twin’s', async () => {
    expect(hindiRoutes.length).toBeGreaterThanOrEqual(49);
    for (const address of hindiRoutes) {
      const { path } = splitLocale(address);
      const name = path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replaceAll('/', '-');
      const hindi = previews(address);
      const english = previews(path);
      expect(hindi.og, address).toMatch(new RegExp(`^https?://[^/]+/og/hi-${name}\\.jpg$`));
      expect(hindi.twitter, address).toBe(hindi.og);
      expect(english.og, path).not.toBe(hindi.og);

      const file = join(outDir, new URL(hindi.og!).pathname);
      expect(existsSync(file), `${address}: ${file}`).toBe(true);
      const bytes = readFileSync(file);
      const { width, height, format } = await sharp(bytes).metadata();
      expect({ width, height, format }, address).toEqual({ ...ogImageSize, format: 'jpeg' });
      expect(bytes.length, address).toBeLessThan(250 * 1024);
      const twin = readFileSync(join(outDir, new URL(english.og!).pathname));
      expect(bytes.equals(twin), `${address} shows the same picture as ${path}`).toBe(false);
    }
  });
});

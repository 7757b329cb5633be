import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes, hindiRoutes, thankYouRoutes } from '@/content/pages';

const addresses = new Set([...allRoutes, ...hindiRoutes, ...thankYouRoutes]);

/** Every string value reachable from a module's exports (functions are skipped). */
function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((v) => strings(v, seen));
}

const contentDir = join(process.cwd(), 'content');
const modules = readdirSync(contentDir).filter((f) => f.endsWith('.ts'));

describe('content cross-references', () => {
  const found = { images: 0, pages: 0 };

  it.each(modules)('content/%s points only at images that exist and pages that exist', async (file) => {
    const values = strings(await import(/* @vite-ignore */ join(contentDir, file)));
    const images = values.filter((v) => v.startsWith('/images/'));
    const missing = images.filter((src) => !existsSync(join(process.cwd(), 'public', src)));
    expect(missing).toEqual([]);
    const internal = values.filter((v) => /^\/[a-z0-9-/]*\/(#[a-z0-9-]+)?$/.test(v) && !v.startsWith('/images/'));
    const unknown = internal.map((v) => v.replace(/#.*$/, '')).filter((path) => !addresses.has(path));
    expect(unknown).toEqual([]);
    found.images += images.length;
    found.pages += internal.length;
  });

  it('found the references it checked', () => {
    expect(found.images).toBeGreaterThan(50);
    expect(found.pages).toBeGreaterThan(20);
  });
});

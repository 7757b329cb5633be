import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';

/** Every source file a page is built from. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

describe('the brand lives in one file (docs/product.md#the-company-and-its-claims)', () => {
  const root = process.cwd();
  const files = ['app', 'components', 'content', 'lib'].flatMap((d) => sourceFiles(join(root, d)));
  const brandFile = join(root, 'content', 'company.ts');
  // The launch check recognises the placeholder brand by its values (npm run launch-check): it
  // names the placeholders, not the company, and keeps them after the owner sets the real ones.
  const placeholderFile = join(root, 'content', 'launch-warnings.ts');

  it.each([
    ['name', company.name.split(' ')[0]!],
    ['phone', company.phoneDisplay.slice(-5)],
    ['e-mail', company.email],
    ['hashtag', company.hashtag],
    ['PIN code', company.address.postalCode],
  ])('no other source file spells out the company %s', (_, value) => {
    const offenders = files
      .filter((f) => f !== brandFile && f !== placeholderFile && readFileSync(f, 'utf8').includes(value))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });

  it('has no placeholder text in any source file', () => {
    const offenders = files
      .filter((f) => /lorem ipsum|coming soon|\bTODO\b|FIXME/i.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });
});

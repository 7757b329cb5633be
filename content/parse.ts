import { z } from 'zod';
import '../lib/shared/zod-config';

/**
 * Parses a content module's data against its schema when the module loads.
 * A bad entry stops `next build` (and the tests) with the file and the field named,
 * e.g. `content/cities.ts: cities[3].offer: Invalid input`.
 */
export function parseContent<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = issue.path.reduce<string>(
      (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
      '',
    );
    return `  ${where || '(root)'}: ${issue.message}`;
  });
  throw new Error(`Invalid content in ${file}:\n${problems.join('\n')}`);
}

/** A root-relative internal link with a trailing slash, e.g. `/about/` or `/` (pages export as `<route>/index.html`). */
export const internalHref = z
  .string()
  .regex(/^\/([a-z0-9-]+\/)*(#[a-z0-9-]+)?$/, 'must be a root-relative path ending in "/", e.g. "/about/"');

/** A local image under `public/images/`, referenced from the site root. */
export const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(webp|svg|png|jpg)$/, 'must be a file under /images/');

/** Non-empty, trimmed text. */
export const text = z.string().trim().min(1);

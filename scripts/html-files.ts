import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.html` file under `dir` (an export such as out/), depth first. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.isFile() && entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * Writes the responsive copies of every raster picture in public/images/ (lib/shared/image-variants.ts
 * decides which widths), as WebP, before `next build` copies public/ into out/. Skips copies that
 * are newer than their original, so a rebuild costs nothing.
 */
import { mkdir, readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { variantDir, variantPath, widthsFor } from '../lib/shared/image-variants';

const publicDir = 'public';
const imagesDir = join(publicDir, 'images');
const skipDir = join(publicDir, variantDir);

async function* pictures(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (path !== skipDir) yield* pictures(path);
    } else if (/\.(webp|png|jpe?g)$/i.test(entry.name)) yield path;
  }
}

async function isFresh(copy: string, original: string) {
  try {
    return (await stat(copy)).mtimeMs >= (await stat(original)).mtimeMs;
  } catch {
    return false;
  }
}

async function main() {
  const jobs: { file: string; width: number; out: string }[] = [];
  for await (const file of pictures(imagesDir)) {
    const { width } = await sharp(file).metadata();
    if (!width) continue;
    const src = `/${relative(publicDir, file).split('\\').join('/')}`;
    for (const w of widthsFor(width)) {
      const out = join(publicDir, variantPath(src, w));
      if (!(await isFresh(out, file))) jobs.push({ file, width: w, out });
    }
  }
  // sharp encodes on libuv's thread pool, one picture per thread: one at a time per core keeps every
  // core busy on a first build (110 copies), where one at a time left one of two cores idle.
  let written = 0;
  const workers = Array.from({ length: availableParallelism() }, async () => {
    for (let job = jobs.pop(); job; job = jobs.pop()) {
      await mkdir(dirname(job.out), { recursive: true });
      await sharp(job.file).resize({ width: job.width }).webp({ quality: 72, effort: 6 }).toFile(job.out);
      written += 1;
    }
  });
  await Promise.all(workers);
  console.log(`image variants: ${written} written to ${join(publicDir, variantDir)}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

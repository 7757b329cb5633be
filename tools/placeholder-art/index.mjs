#!/usr/bin/env node
/**
 * Draws the site's PLACEHOLDER pictures in code: illustrations that stand in until the company's own
 * photographs replace them (see README.md beside this file). Writes them under public/images/, plus
 * the favicon at app/icon.svg. Run with `npm run artwork` (tsx, to read content/*.ts);
 * `npm run artwork -- --out DIR` writes the same tree under DIR instead, to compare a change.
 *
 * - Each picture is an SVG string built from small drawing functions (draw/), composed per picture
 *   family (scenes/) and listed with its size and seed in jobs.mjs, then rendered to WebP by sharp.
 * - Nothing is downloaded and no fonts are needed: only the rate chart carries text (generic
 *   "sans-serif"); all other pictures are text-free.
 * - Every picture is varied by a seeded pseudo-random generator, so two runs give byte-identical files.
 * - Each WebP must stay at or under MAX_WEBP_BYTES and each icon under 1.5 KB; the tool exits non-zero otherwise.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { createDoc } from './core/svg.mjs';
import { rasterJobs, svgJobs } from './jobs.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MAX_WEBP_BYTES = 60 * 1024;
const WEBP_OPTIONS = { quality: 70, effort: 6, smartSubsample: true };

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const ROOT = values.out ? path.resolve(values.out) : REPO;
  const OUT = path.join(ROOT, 'public', 'images');
  const results = [];
  const failures = [];

  for (const job of rasterJobs()) {
    const vw = job.vw ?? job.w;
    const vh = job.vh ?? job.h;
    const doc = createDoc(job.seed);
    const svg = doc.svg(job.w, job.h, vw, vh, job.draw(doc, vw, vh));
    const buffer = await sharp(Buffer.from(svg)).resize(job.w, job.h).webp(WEBP_OPTIONS).toBuffer();
    const meta = await sharp(buffer).metadata();
    if (meta.width !== job.w || meta.height !== job.h)
      failures.push(`${job.file}: rendered ${meta.width}x${meta.height}, expected ${job.w}x${job.h}`);
    if (buffer.length > MAX_WEBP_BYTES)
      failures.push(`${job.file}: ${buffer.length} bytes is over the ${MAX_WEBP_BYTES}-byte limit`);
    const out = path.join(OUT, job.file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, buffer);
    results.push({ file: path.relative(ROOT, out), size: buffer.length, dims: `${job.w}x${job.h}` });
  }

  for (const job of svgJobs()) {
    const size = Buffer.byteLength(job.text);
    if (job.file.includes(`${path.sep}icons${path.sep}`) && size >= 1536)
      failures.push(`${job.file}: icon is ${size} bytes (limit 1.5 KB)`);
    const out = path.join(ROOT, job.file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, job.text);
    results.push({ file: job.file, size, dims: 'svg' });
  }

  const width = Math.max(...results.map((r) => r.file.length));
  console.log(`\n${'file'.padEnd(width)}  ${'size'.padStart(9)}  dims`);
  for (const r of results)
    console.log(`${r.file.padEnd(width)}  ${(r.size / 1024).toFixed(1).padStart(6)} KB  ${r.dims}`);
  const webps = results.filter((r) => r.file.endsWith('.webp'));
  const total = results.reduce((sum, r) => sum + r.size, 0);
  console.log(
    `\n${results.length} files (${webps.length} WebP, largest ${(Math.max(...webps.map((r) => r.size)) / 1024).toFixed(1)} KB), ${(total / 1024).toFixed(1)} KB in total.`,
  );

  if (failures.length) {
    console.error(`\nArtwork check failed:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

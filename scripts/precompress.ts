/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file in out/ that a browser
 * fetches, at the strongest settings, so the server sends them as they are instead of compressing
 * each response (`@fastify/static` with `preCompressed`). Static hosts that understand such files
 * can use them too. Run after everything else has written to out/; then checks that every text
 * file that should have copies has both, newer than itself, and that no copy is left beside a file
 * it no longer matches.
 *
 * Only what changed is compressed: a file whose two copies are newer than itself keeps them. Each
 * copy is written whole under another name and then renamed, so a server already serving out/
 * (`npm start` runs this beside it, docs/performance.md#compressed-copies) never sends half of one.
 *
 * Left out (docs/performance.md#compressed-copies): files under 512 bytes, and the router's
 * segment-prefetch files (`__next.*.txt`), about 40% of the text by size: the site's links never
 * prefetch (components/ui/link.tsx), and a navigation fetches the page's `index.txt`, which is
 * compressed. Were one ever requested, the server would compress it as it sends it.
 */
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { describeProblem, type Problem } from './postbuild/problems';

const outDir = process.argv[2] ?? 'out';
const compressible = new Set(['.html', '.js', '.css', '.txt', '.json', '.svg', '.xml', '.webmanifest', '.ico', '.map']);
/** Below this a compressed copy saves too little to matter. */
const minBytes = 512;
const copies = ['.br', '.gz'];
/** A copy being written; renamed to its own name once whole. */
const partial = '.partial';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const mtime = async (path: string) => (await stat(path).catch(() => null))?.mtimeMs ?? null;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Next's segment-prefetch payloads (`__next._tree.txt`, `__next._full.txt`, `__next.<segment>.txt`). */
const isPrefetchSegment = (path: string): boolean => /^__next\..*\.txt$/.test(basename(path));

const isText = (path: string) => compressible.has(extname(path).toLowerCase());
const isCompressible = (path: string) => isText(path) && !isPrefetchSegment(path);

/** Writes `data` to `path` whole: under a temporary name first, then renamed. */
async function writeWhole(path: string, data: Buffer): Promise<void> {
  await writeFile(`${path}${partial}`, data);
  await rename(`${path}${partial}`, path);
}

/** Whether both copies of a file are newer than the file itself (made from what it holds now). */
async function upToDate(path: string, own: number): Promise<boolean> {
  const times = await Promise.all(copies.map((ext) => mtime(`${path}${ext}`)));
  return times.every((time) => time !== null && time >= own);
}

/** Compresses one file: 'written', 'kept' (its copies are up to date) or 'small' (no copies). */
async function compress(path: string): Promise<'written' | 'kept' | 'small'> {
  const { size, mtimeMs } = await stat(path);
  if (size < minBytes) {
    // A copy from an earlier build would be sent instead of the file.
    await Promise.all(copies.map((ext) => rm(`${path}${ext}`, { force: true })));
    return 'small';
  }
  if (await upToDate(path, mtimeMs)) return 'kept';
  const data = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeWhole(`${path}.br`, br), writeWhole(`${path}.gz`, gzipped)]);
  return 'written';
}

/** Every text file of at least `minBytes` has both copies, newer than itself; no copy outlives its file. */
async function check(all: string[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  const add = (path: string, detail: string) =>
    problems.push({ page: relative(outDir, path), step: 'precompress', marker: 'compressedCopies', detail });
  const present = new Set(all);
  for (const path of all) {
    const copyOf = copies.find((ext) => path.endsWith(ext) && isText(path.slice(0, -ext.length)));
    if (copyOf) {
      const source = path.slice(0, -copyOf.length);
      if (!present.has(source)) add(path, `a ${copyOf} copy of a file that is not there`);
      else if (isPrefetchSegment(source)) add(path, `a ${copyOf} copy of a prefetch file, which is left uncompressed`);
      continue;
    }
    if (!isCompressible(path)) continue;
    const size = (await stat(path)).size;
    const own = (await mtime(path))!;
    for (const ext of copies) {
      const copied = await mtime(`${path}${ext}`);
      if (size < minBytes) {
        if (copied !== null) add(path, `a ${ext} copy beside a file under ${minBytes} bytes`);
      } else if (copied === null) add(path, `no ${ext} copy`);
      else if (copied < own) add(path, `its ${ext} copy is older than the file`);
    }
  }
  return problems;
}

async function main() {
  const started = Date.now();
  const queue: string[] = [];
  const leftOut: string[] = [];
  const unfinished: string[] = [];
  for await (const path of files(outDir)) {
    if (path.endsWith(partial)) unfinished.push(path);
    else if (isCompressible(path)) queue.push(path);
    else if (isText(path)) leftOut.push(path);
  }
  // Copies an earlier run was writing when it was stopped.
  await Promise.all(unfinished.map((path) => rm(path, { force: true })));
  // Copies from an earlier run beside a file now left out would be sent instead of it.
  await Promise.all(leftOut.flatMap((path) => copies.map((ext) => rm(`${path}${ext}`, { force: true }))));
  // Largest last, so they are taken first (pop) and no big file is left running alone at the end.
  const sizes = new Map(await Promise.all(queue.map(async (path) => [path, (await stat(path)).size] as const)));
  queue.sort((a, b) => sizes.get(a)! - sizes.get(b)!);
  const counts = { written: 0, kept: 0, small: 0 };
  // zlib's async calls run on libuv's thread pool: a few at a time keeps every core busy.
  const workers = Array.from({ length: 8 }, async () => {
    for (let path = queue.pop(); path; path = queue.pop()) counts[await compress(path)]++;
  });
  await Promise.all(workers);
  const all: string[] = [];
  for await (const path of files(outDir)) all.push(path);
  const problems = await check(all);
  if (problems.length) {
    console.error(
      `precompress: ${problems.length} problems:\n  ${problems.slice(0, 12).map(describeProblem).join('\n  ')}`,
    );
    process.exitCode = 1;
    return;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const kept = counts.kept ? `, ${counts.kept} unchanged since their copies were made` : '';
  console.log(
    `precompress: ${counts.written} files in ${outDir}/ compressed as .br and .gz${kept}, each checked (${seconds} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

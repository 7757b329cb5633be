/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file in out/, at the strongest
 * settings, so the server sends them as they are instead of compressing each response
 * (`@fastify/static` with `preCompressed`). Static hosts that understand such files can use them too.
 * Run after everything else has written to out/.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const outDir = process.argv[2] ?? 'out';
const compressible = new Set(['.html', '.js', '.css', '.txt', '.json', '.svg', '.xml', '.webmanifest', '.ico', '.map']);
/** Below this a compressed copy saves too little to matter. */
const minBytes = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.has(extname(entry.name).toLowerCase())) yield path;
  }
}

async function compress(path: string): Promise<number> {
  if ((await stat(path)).size < minBytes) return 0;
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
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  return 1;
}

async function main() {
  const started = Date.now();
  const queue: string[] = [];
  for await (const path of files(outDir)) queue.push(path);
  let done = 0;
  // zlib's async calls run on libuv's thread pool: a few at a time keeps every core busy.
  const workers = Array.from({ length: 8 }, async () => {
    for (let path = queue.pop(); path; path = queue.pop()) {
      const written = await compress(path);
      done += written;
    }
  });
  await Promise.all(workers);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`precompress: ${done} files in ${outDir}/ as .br and .gz (${seconds} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

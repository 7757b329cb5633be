import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportedPage, runNode, tempDir, writeSite } from './helpers';

/**
 * scripts/precompress.ts as `npm start` runs it beside the service after a first build, and again
 * on every start: it makes the copies a file lacks, keeps those already made from what the file
 * holds, and clears a copy it was writing when it was stopped.
 */
const page = (n: number) => exportedPage(`Page ${n}`, `<p>${`Shifting from city ${n}. `.repeat(60)}</p>`);

async function run(dir: string) {
  const result = await runNode(['scripts/precompress.ts', dir], {});
  expect(result.code, result.stderr).toBe(0);
  return result.stdout;
}

describe('precompress run again on the same out/', () => {
  it('compresses only the files whose copies are missing or older than they are', async () => {
    const dir = await tempDir();
    await writeSite(dir, { 'index.html': page(1), 'about/index.html': page(2) });

    expect(await run(dir)).toMatch(/precompress: 2 files in .* compressed as \.br and \.gz, each checked/);
    const first = (await stat(join(dir, 'index.html.br'))).mtimeMs;

    // Nothing changed: nothing is compressed again.
    expect(await run(dir)).toMatch(/precompress: 0 files .*, 2 unchanged since their copies were made/);
    expect((await stat(join(dir, 'index.html.br'))).mtimeMs).toBe(first);

    // A page rewritten after its copies were made gets new ones, from what it holds now.
    await writeFile(join(dir, 'about/index.html'), page(3));
    const before = new Date(Date.now() - 60_000);
    for (const ext of ['.br', '.gz']) await utimes(join(dir, `about/index.html${ext}`), before, before);
    expect(await run(dir)).toMatch(/precompress: 1 files .*, 1 unchanged/);
    expect(brotliDecompressSync(await readFile(join(dir, 'about/index.html.br'))).toString()).toBe(page(3));
  });

  it('removes a copy left half-written by a run that was stopped, and makes it whole', async () => {
    const dir = await tempDir();
    await writeSite(dir, { 'index.html': page(1), 'index.html.br.partial': 'half a cop' });
    await run(dir);
    await expect(stat(join(dir, 'index.html.br.partial'))).rejects.toThrow();
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toBe(page(1));
  });
});

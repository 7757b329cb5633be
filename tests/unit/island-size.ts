import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/**
 * An island's own code as the browser gets it (bundled, minified, gzip level 9), without React,
 * which every page already loads, nor next/link, which is in every page's framework code (the header
 * and footer links use it): the modules it pulls in and its size in bytes.
 */
export async function islandSize(entry: string): Promise<{ inputs: string[]; gzip: number }> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    jsx: 'automatic',
    write: false,
    metafile: true,
    alias: { '@': '.' },
    external: ['react', 'react-dom', 'react/jsx-runtime', 'next/*'],
    logLevel: 'silent',
  });
  return {
    inputs: Object.keys(result.metafile.inputs),
    gzip: gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length,
  };
}

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { env, publicEnvironment } from './lib/server/env';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // The browser-side settings as the build inlines them (next.config.ts).
          env: publicEnvironment(env),
        },
      },
      {
        // The intake service: real sockets, child processes and SQLite files, so plain Node.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          globals: true,
          include: ['tests/server/**/*.test.ts'],
          // A PostgreSQL cluster of its own for the run: the store's contract runs on both engines.
          globalSetup: ['tests/server/postgres-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The post-build pass on the pages `next build` last wrote (kept in .next/export-html/):
        // run after a build (`npm run test:contract`), not by test:unit.
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          globals: true,
          include: ['tests/contract/**/*.test.ts'],
          // Parsing every page takes about a second, more while a build runs beside it.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

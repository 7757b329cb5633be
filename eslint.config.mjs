import { globSync, readFileSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** Only the localized-content accessor pairs a Hindi twin with its English (docs/i18n.md#localized-content). */
const hindiTwins = {
  group: ['@/content/hi', '@/content/hi/*', '**/content/hi', '**/content/hi/*', './hi', './hi/*'],
  message: "Take localized content from '@/content/localized/*' by the page's locale, not from content/hi/.",
};

/**
 * Every client island: a file that starts with 'use client', wherever it is, found at each run so a
 * new island is held to the rule below without being listed.
 */
const clientIslands = globSync('{app,components}/**/*.{ts,tsx}', { cwd: import.meta.dirname }).filter((file) =>
  /^['"]use client['"]/m.test(readFileSync(`${import.meta.dirname}/${file}`, 'utf8')),
);

/**
 * What each side may import, by the file an import resolves to (so `@/lib/…` and `../lib/…` are
 * the same import): lib/shared/ runs in the browser and in Node, lib/browser/ only in the browser,
 * lib/server/ only in Node (the build and the intake service), and lib/ is below components/ and app/.
 */
const whereCodeRuns = {
  basePath: import.meta.dirname,
  zones: [
    {
      target: 'lib/shared',
      from: ['lib/browser', 'lib/server'],
      message: 'lib/shared/ runs in the browser and in Node: it may import only lib/shared/.',
    },
    {
      target: 'lib/browser',
      from: 'lib/server',
      message: 'lib/server/ runs only in Node (it may read settings or carry zod): the browser cannot have it.',
    },
    {
      // Node code; the benches (scripts/bench/) drive a browser as the browser tests do and may
      // read its names, such as the enquiry dialog's storage keys.
      target: ['lib/server', 'server', 'scripts/*', 'scripts/!(bench)/**'],
      from: 'lib/browser',
      message: 'lib/browser/ runs only in the browser: move what Node needs too to lib/shared/.',
    },
    {
      // The islands' folders hold their helpers too, which have no 'use client' of their own.
      target: ['components/forms', 'components/interactive', 'worker', ...clientIslands],
      from: 'lib/server',
      message: 'lib/server/ runs only in Node: a client island takes what it needs as props, or from lib/shared/.',
    },
    {
      target: 'lib',
      from: ['components', 'app'],
      message: 'lib/ is below components/ and app/: move this beside what it imports.',
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    ignores: ['content/hi/**', 'content/localized/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [hindiTwins] }] },
  },
  {
    files: ['app/**', 'components/**'],
    ignores: ['components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use Link from '@/components/ui/link' (no prefetching on weak connections).",
            },
          ],
          patterns: [hindiTwins],
        },
      ],
    },
  },
  {
    // Where each file's code runs decides what it may import (docs/conventions.md#where-code-lives).
    rules: { 'import/no-restricted-paths': ['error', whereCodeRuns] },
  },
  {
    // A function a reader needs a name for is split into named parts (docs/conventions.md#where-code-lives).
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Tests are read case by case, and the placeholder drawings shape by shape.
    files: ['tests/**', 'tools/placeholder-art/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  globalIgnores(['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);

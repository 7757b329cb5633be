import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

/** Only the localized-content accessor pairs a Hindi twin with its English (docs/i18n.md#localized-content). */
const hindiTwins = {
  group: ['@/content/hi', '@/content/hi/*', '**/content/hi', '**/content/hi/*', './hi', './hi/*'],
  message: "Take localized content from '@/content/localized/*' by the page's locale, not from content/hi/.",
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
    // lib/ is below the components and pages: it never imports from them (docs/conventions.md#where-code-lives).
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            hindiTwins,
            {
              group: ['@/components/*', '@/app/*', '**/components/*', '**/app/*'],
              message: 'lib/ is shared code below components/ and app/: move this beside what it imports.',
            },
          ],
        },
      ],
    },
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

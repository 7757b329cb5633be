import type { NextConfig } from 'next';
// Parsing the settings here stops `next build` on a bad value, naming the setting.
import { env, publicEnvironment } from './lib/server/env';

const nextConfig: NextConfig = {
  // The browser-side settings, validated and normalised, are what Next writes into client code.
  env: publicEnvironment(env),
  // inlineCss: the 6 KB stylesheet goes into each page's <head>, saving a render-blocking request.
  // globalNotFound: the 404 page of a site with two root layouts, one per language (docs/i18n.md#structure).
  experimental: {
    turbopackRemoveUnusedExports: true,
    turbopackCjsTreeShaking: true,
    inlineCss: true,
    globalNotFound: true,
  },
  output: 'export',
  // Every page exports as out/<route>/index.html, so any static host serves it without rewrites.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  // `npm run typecheck` checks the types (npm test runs it before the build); the build's own check
  // repeated it and was the longest part of a first `npm start` (docs/performance.md#the-first-start).
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
};

export default nextConfig;

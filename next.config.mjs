/** @type {import('next').NextConfig} */
const nextConfig = {
  // inlineCss: the 6 KB stylesheet goes into each page's <head>, saving a render-blocking request.
  experimental: { turbopackRemoveUnusedExports: true, inlineCss: true },
  output: 'export',
  // Every page exports as out/<route>/index.html, so any static host serves it without rewrites.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;

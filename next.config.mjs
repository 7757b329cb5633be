/** @type {import('next').NextConfig} */
const nextConfig = {
  experimental: { turbopackRemoveUnusedExports: true },
  output: 'export',
  // Every page exports as out/<route>/index.html, so any static host serves it without rewrites.
  trailingSlash: true,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;

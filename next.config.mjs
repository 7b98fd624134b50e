/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build folders let several engineers build and run e2e at once (NEXT_DIST_DIR=.next-mine).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` over the whole repository before building; checking again here only costs time.
  typescript: { ignoreBuildErrors: true },
  // `forbidden()` answers a real 403: a project the user may not open (app/(console)/projects/forbidden.tsx) and a
  // session page without session access (its segment's forbidden.tsx).
  experimental: { authInterrupts: true },
};

export default nextConfig;

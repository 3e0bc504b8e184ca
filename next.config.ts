import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants';
import { getConfig } from './lib/config';
import { contentSecurityPolicy } from './lib/security/content-security-policy';
import { PREVIEW_COOKIE } from './lib/cms/preview-cookie-name';
import { BASE_SECURITY_HEADERS, hstsHeader } from './lib/security/headers';

// Validating here makes a bad configuration fail `next build` and `next start` at once, naming
// the variable, instead of failing on the first request that needs it.
const config = getConfig();

const isLoopback = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

const securityHeaders = (development: boolean, preview = false) =>
  Object.entries({
    'Content-Security-Policy': contentSecurityPolicy(config, { development, preview }),
    ...BASE_SECURITY_HEADERS,
    ...hstsHeader(config.site.url),
  }).map(([key, value]) => ({ key, value }));

const nextConfig = (phase: string): NextConfig => ({
  // The spec writes most paths with a trailing slash (/insurance/auto/) and city pages without;
  // proxy.ts redirects each address to its canonical form, so Next's own slash redirect is off.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // Without this, Next reformats the proxy's redirect targets by the trailingSlash setting.
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // Loaded from node_modules as they are, by the app and by cache-handler.mjs alike.
  serverExternalPackages: ['@fortedigital/nextjs-cache-handler', 'ioredis'],
  // With Redis, every instance shares one cache (pages, data, tags) and none keeps a copy of its own
  // in memory that a revalidation on another instance could not reach (docs/deployment.md).
  ...(config.redis ? { cacheHandler: path.resolve('cache-handler.mjs'), cacheMaxMemorySize: 0 } : {}),
  reactStrictMode: true,
  // The embedded defaults read data/ at run time; ship it with every server route.
  outputFileTracingIncludes: { '/**': ['./data/**/*'] },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next refuses to optimise images from private addresses (against SSRF). A Strapi on this
    // machine (`npm run cms`, the test suite's) serves its uploads from one, so for that host
    // alone, and only under its /uploads (remotePatterns), the optimiser may fetch it.
    dangerouslyAllowLocalIP: config.cms !== null && isLoopback(config.cms.url),
    remotePatterns: config.cms
      ? [
          new URL(`${config.cms.url}/uploads/**`),
          ...config.cms.mediaOrigins.map((mediaOrigin) => new URL(`${mediaOrigin}/**`)),
        ]
      : [],
  },
  async headers() {
    const development = phase === PHASE_DEVELOPMENT_SERVER;
    // A later rule's header wins: the preview route, and every page requested in draft mode, may be
    // framed by the CMS admin's Preview panel (browsers obey frame-ancestors over X-Frame-Options).
    const preview = config.cms ? securityHeaders(development, true) : [];
    return [
      { source: '/:path*', headers: securityHeaders(development) },
      ...(config.cms
        ? [
            { source: '/api/preview/:path*', headers: preview },
            { source: '/:path*', has: [{ type: 'cookie' as const, key: PREVIEW_COOKIE }], headers: preview },
          ]
        : []),
    ];
  },
});

export default nextConfig;

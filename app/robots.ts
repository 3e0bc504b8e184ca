import type { MetadataRoute } from 'next';
import { getPublicConfig } from '@/lib/config';

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = getPublicConfig();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).href,
  };
}

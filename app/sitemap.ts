import type { MetadataRoute } from 'next';
import { getPublicConfig } from '@/lib/config';
import { siteMapEntries } from '@/lib/site/site-map';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = getPublicConfig();
  const groups = await siteMapEntries();
  return groups.flatMap(({ entries }) =>
    entries.map((entry) => ({
      url: new URL(entry.path, siteUrl).href,
      lastModified: entry.updatedAt ?? undefined,
    })),
  );
}

import type { Metadata } from 'next';
import type { Seo } from '@/lib/cms/pages';

/** Page metadata from the CMS's SEO fields; relative URLs resolve against the layout's metadataBase. */
export function seoMetadata(seo: Seo, path: string): Metadata {
  const canonical = seo.canonicalPath ?? path;
  return {
    title: seo.title,
    description: seo.description,
    alternates: { canonical },
    openGraph: {
      title: seo.title,
      description: seo.description,
      url: canonical,
      type: 'website',
      images: seo.image ? [{ url: seo.image.url, alt: seo.image.alt }] : undefined,
    },
  };
}

import type { Metadata } from 'next';
import type { Seo } from '@/lib/cms/pages';

interface PageSummary {
  title: string;
  description: string;
  /** The canonical address; relative URLs resolve against the layout's metadataBase. */
  path: string;
  type?: 'website' | 'article';
  image?: { url: string; alt: string } | null;
}

/** Title, description, canonical URL and Open Graph for a page, all from one summary. */
export function pageMetadata({ title, description, path, type, image }: PageSummary): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      // Next rejects an explicit `type: undefined`, so the key is left out unless given.
      ...(type ? { type } : {}),
      // Without an image of its own, the key stays out so the segment's opengraph-image applies.
      ...(image ? { images: [{ url: image.url, alt: image.alt }] } : {}),
    },
  };
}

/** Page metadata from the CMS's SEO fields: an editor's canonical address and image win. */
export function seoMetadata(seo: Seo, path: string, type: PageSummary['type'] = 'website'): Metadata {
  return pageMetadata({
    title: seo.title,
    description: seo.description,
    path: seo.canonicalPath ?? path,
    type,
    image: seo.image,
  });
}

import { z } from 'zod';

export interface Seo {
  title: string;
  description: string;
  canonicalPath: string | null;
  image: { url: string; alt: string } | null;
}

/**
 * SEO fields as Strapi's SEO component names them, one component for every content type that has
 * them (pages, the homepage, guides, reviews).
 */
export const seoSchema = z
  .object({
    metaTitle: z.string().min(1),
    metaDescription: z.string().min(1),
    canonicalURL: z.string().nullish(),
    metaImage: z.object({ url: z.string(), alternativeText: z.string().nullish() }).nullish(),
  })
  .transform((raw): Seo => ({
    title: raw.metaTitle,
    description: raw.metaDescription,
    canonicalPath: raw.canonicalURL ?? null,
    image: raw.metaImage ? { url: raw.metaImage.url, alt: raw.metaImage.alternativeText ?? '' } : null,
  }));

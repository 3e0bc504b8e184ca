import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';
import { getHomepage } from '@/lib/cms/content';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'The home page of an insurance comparison site';

/** The home page's share image. */
export default async function Image() {
  const homepage = await getHomepage();
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Insurance comparison',
    title: homepage?.seo.title ?? 'Compare insurance and understand what you buy',
  });
}

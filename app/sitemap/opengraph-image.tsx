import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'Sitemap';

/** The HTML sitemap's share image. */
export default function Image() {
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Sitemap',
    title: 'Every page on the site',
  });
}

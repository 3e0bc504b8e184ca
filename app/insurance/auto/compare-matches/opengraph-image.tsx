import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'Compare car insurance quotes';

/** The results page's share image. */
export default function Image() {
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Compare quotes',
    title: 'Your car insurance matches',
  });
}

import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'Minimum car insurance by state';

/** The state minimums table's share image. */
export default function Image() {
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Guide',
    title: 'Minimum car insurance requirements by state',
  });
}

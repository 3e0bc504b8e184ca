import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'Calculators';

/** The calculators index's share image. */
export default function Image() {
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Calculators',
    title: 'Every calculator on the site',
  });
}

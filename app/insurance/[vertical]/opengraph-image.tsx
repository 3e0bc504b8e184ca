import { cmsPageOgImage } from '@/lib/site/cms-page-og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'An insurance guide hub';

/** A vertical hub's share image. */
export default cmsPageOgImage({ vertical: 'Insurance' }, 'vertical');

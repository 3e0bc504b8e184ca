import { cmsPageOgImage } from '@/lib/site/cms-page-og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'A calculator';

/** A calculator's share image. */
export default cmsPageOgImage({ calculator: 'Calculator' }, 'slug');

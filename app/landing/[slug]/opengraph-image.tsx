import { cmsPageOgImage } from '@/lib/site/cms-page-og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'Compare quotes';

/** A quote landing page's share image. */
export default cmsPageOgImage({ landing: 'Compare quotes' }, 'slug');

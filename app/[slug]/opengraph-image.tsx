import { cmsPageOgImage } from '@/lib/site/cms-page-og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'A page about the site';

/** A company page's share image: about us, press, privacy and the rest. */
export default cmsPageOgImage('standard', 'slug', 'About us');

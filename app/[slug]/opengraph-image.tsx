import { cmsPageOgImage } from '@/lib/site/cms-page-og-image';
import { OG_CONTENT_TYPE, OG_SIZE } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'A page of the site';

/** A top-level page's share image: the company's pages (about us, press) and the money hubs. */
export default cmsPageOgImage({ standard: 'About us', finance: 'Money' }, 'slug');

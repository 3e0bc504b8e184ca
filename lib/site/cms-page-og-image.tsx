import 'server-only';
import { notFound } from 'next/navigation';
import { getPage } from '@/lib/cms/content';
import type { PageType } from '@/lib/cms/pages';
import { getPublicConfig } from '@/lib/config';
import { ogImage } from './og-image';

/** The share image of a CMS page of one type, found by its route parameter: 404 when it does not exist. */
export function cmsPageOgImage<P extends string>(pageType: PageType, param: P, kicker: string) {
  return async function Image({ params }: { params: Promise<Record<P, string>> }) {
    const page = await getPage(pageType, (await params)[param]);
    if (!page) notFound();
    return ogImage({ productName: getPublicConfig().productName, kicker, title: page.title });
  };
}

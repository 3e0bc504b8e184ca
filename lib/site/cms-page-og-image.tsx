import 'server-only';
import { notFound } from 'next/navigation';
import { firstPage } from '@/lib/cms/content';
import type { PageType } from '@/lib/cms/pages';
import { getPublicConfig } from '@/lib/config';
import { ogImage } from './og-image';

/**
 * The share image of a CMS page of the route's types, found by its route parameter: 404 when it
 * does not exist. Its kicker names the page's type.
 */
export function cmsPageOgImage<P extends string>(kickers: Partial<Record<PageType, string>>, param: P) {
  const pageTypes = Object.keys(kickers) as PageType[];
  return async function Image({ params }: { params: Promise<Record<P, string>> }) {
    const page = await firstPage(pageTypes, (await params)[param]);
    if (!page) notFound();
    const kicker = kickers[page.pageType] ?? '';
    return ogImage({ productName: getPublicConfig().productName, kicker, title: page.title });
  };
}

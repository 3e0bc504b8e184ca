import { notFound } from 'next/navigation';
import { getPublicConfig } from '@/lib/config';
import { getPage } from '@/lib/cms/content';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'Money guides';

/** A money hub's guide index share image. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const page = await getPage('finance', (await params).slug);
  if (!page) notFound();
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Guides',
    title: `${page.title} guides`,
  });
}

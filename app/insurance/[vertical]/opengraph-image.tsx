import { notFound } from 'next/navigation';
import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';
import { getPage } from '@/lib/cms/content';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'An insurance guide hub';

/** A vertical hub's share image. */
export default async function Image({ params }: { params: Promise<{ vertical: string }> }) {
  const page = await getPage('vertical', (await params).vertical);
  if (!page) notFound();
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Insurance',
    title: page.title,
  });
}

import { notFound } from 'next/navigation';
import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';
import { getPage } from '@/lib/cms/content';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'A calculator';

/** A calculator's share image. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const page = await getPage('calculator', (await params).slug);
  if (!page) notFound();
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Calculator',
    title: page.title,
  });
}

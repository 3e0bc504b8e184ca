import { notFound } from 'next/navigation';
import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';
import { experts } from '@/lib/cms/content';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'An expert profile';

/** An expert profile's share image. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const expert = (await experts().experts()).find((person) => person.slug === slug);
  if (!expert) notFound();
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Our experts',
    title: `${expert.name}, ${expert.jobTitle}`,
  });
}

import { notFound } from 'next/navigation';
import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';
import { getReview } from '@/lib/cms/content';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'An insurer review';

/** A company review's share image. No score on it: the scores are sample figures. */
export default async function Image({ params }: { params: Promise<{ vertical: string; company: string }> }) {
  const { vertical, company } = await params;
  const review = await getReview(vertical, company);
  if (!review) notFound();
  return ogImage({
    productName: getPublicConfig().productName,
    kicker: 'Review',
    title: review.title,
  });
}

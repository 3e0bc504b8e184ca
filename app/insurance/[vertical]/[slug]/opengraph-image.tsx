import { notFound } from 'next/navigation';
import { getPublicConfig } from '@/lib/config';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';
import { getReview } from '@/lib/cms/content';
import { subpageFor, subpageHeadline } from '@/lib/site/vertical-subpage';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'A state or city insurance page';

/** The share image of a state page, a city page or a renters review. */
export default async function Image({ params }: { params: Promise<{ vertical: string; slug: string }> }) {
  const { vertical, slug } = await params;
  const subpage = subpageFor(vertical, slug);
  if (!subpage) notFound();
  const productName = getPublicConfig().productName;
  if (subpage?.kind === 'review') {
    const review = await getReview('renters', subpage.companyId);
    if (!review) notFound();
    return ogImage({ productName, kicker: 'Review', title: review.title });
  }
  return ogImage({
    productName,
    kicker: subpage?.kind === 'city' ? 'City guide' : 'State guide',
    title: subpageHeadline(subpage),
  });
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReviewPage, reviewMetadata } from '@/components/insurance/ReviewPage';
import { getReview, listReviews } from '@/lib/cms/content';
import { isPreview } from '@/lib/cms/preview';
import { getPublicConfig } from '@/lib/config';

interface Props {
  params: Promise<{ vertical: string; company: string }>;
}

/** Auto, homeowners and life reviews; renters reviews have their own address form (see ../[slug]). */
// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  const reviews = await listReviews();
  return reviews
    .filter((review) => review.vertical !== 'renters')
    .map((review) => ({ vertical: review.vertical, company: review.companyId }));
}

async function reviewFor({ params }: Props) {
  const { vertical, company } = await params;
  return vertical === 'renters' ? null : getReview(vertical, company, await isPreview());
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const review = await reviewFor(props);
  return review ? reviewMetadata(review) : {};
}

export default async function CompanyReviewPage(props: Props) {
  const review = await reviewFor(props);
  if (!review) notFound();
  const { productName, siteUrl } = getPublicConfig();
  return <ReviewPage review={review} productName={productName} siteUrl={siteUrl} />;
}

import { notFound } from 'next/navigation';
import { getPublicConfig } from '@/lib/config';
import { getArticle } from '@/lib/cms/content';
import { financeByHub } from '@/lib/finance/verticals';
import { OG_CONTENT_TYPE, OG_SIZE, ogImage } from '@/lib/site/og-image';

export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = 'A money guide';

/** A money hub's guide share image. */
export default async function Image({ params }: { params: Promise<{ slug: string; guide: string }> }) {
  const { slug, guide } = await params;
  const article = financeByHub(slug) ? await getArticle(slug, guide) : null;
  if (!article) notFound();
  return ogImage({ productName: getPublicConfig().productName, kicker: 'Guide', title: article.title });
}

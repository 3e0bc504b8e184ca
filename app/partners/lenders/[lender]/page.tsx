import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleLayout } from '@/components/content/ArticleLayout';
import { affiliateLender, LENDER_PRODUCTS } from '@/lib/ads/affiliate-links';

export const metadata: Metadata = {
  title: 'Lender page (sample)',
  robots: { index: false, follow: false },
};

interface Props {
  params: Promise<{ lender: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The embedded default's stand-in for a lender's own page, where an affiliate link lands offline. */
export default async function LenderPage({ params, searchParams }: Props) {
  const { lender: slug } = await params;
  const lender = affiliateLender(slug);
  if (!lender) notFound();
  const { product } = await searchParams;
  const known = LENDER_PRODUCTS.find((entry) => entry === product) ?? null;
  return (
    <ArticleLayout
      trail={[{ href: '/', label: 'Home' }]}
      current={lender.name}
      title={`${lender.name}: check your rate`}
      summary="This is a sample lender page. On a configured site this link goes to the lender's own application, tracked as ours."
    >
      <dl>
        <dt>Product</dt>
        <dd>{known ? known.replace(/-/g, ' ') : 'none'}</dd>
      </dl>
    </ArticleLayout>
  );
}

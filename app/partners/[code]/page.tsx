import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleLayout } from '@/components/content/ArticleLayout';
import { isClickId } from '@/lib/ads/click-id';
import { PARTNERS } from '@/lib/ads/partners';
import { ZIP_FORMAT } from '@/lib/zip/validate';

export const metadata: Metadata = {
  title: 'Partner quote page (sample)',
  robots: { index: false, follow: false },
};

interface Props {
  params: Promise<{ code: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The embedded default's stand-in for a partner's quote page, so a quote click lands somewhere
 * real with no ad server configured. It shows what the partner would receive.
 */
export default async function PartnerPage({ params, searchParams }: Props) {
  const { code } = await params;
  const partner = PARTNERS.find((entry) => entry.shortCode === code);
  if (!partner) notFound();
  const query = await searchParams;
  const zip = typeof query.zip === 'string' && ZIP_FORMAT.test(query.zip) ? query.zip : null;
  const clickId = typeof query.clickid === 'string' && isClickId(query.clickid) ? query.clickid : null;
  return (
    <ArticleLayout
      trail={[{ href: '/', label: 'Home' }]}
      current={partner.name}
      title={`${partner.name}: quotes for ${zip ?? 'your ZIP code'}`}
      summary="This is a sample partner page. On a configured site this link goes to the partner's own quote form."
    >
      <dl>
        <dt>ZIP code sent</dt>
        <dd>{zip ?? 'none'}</dd>
        <dt>Click id sent</dt>
        <dd>{clickId ?? 'none'}</dd>
      </dl>
    </ArticleLayout>
  );
}

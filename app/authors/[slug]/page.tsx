import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuthorProfile } from '@/components/content/AuthorProfile';
import { experts, listArticles, listReviews } from '@/lib/cms/content';
import { authorPath } from '@/lib/cms/byline';
import { getPublicConfig } from '@/lib/config';
import { pageMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

/** An expert's profile: who they are, and every guide and review they wrote or checked. */
// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  return (await experts().experts()).map((expert) => ({ slug: expert.slug }));
}

async function expertFor({ params }: Props) {
  const { slug } = await params;
  return (await experts().experts()).find((expert) => expert.slug === slug) ?? null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const expert = await expertFor(props);
  if (!expert) return {};
  return pageMetadata({
    title: `${expert.name}, ${expert.jobTitle}`,
    description: expert.bio,
    path: authorPath(expert.slug),
    type: 'website',
  });
}

export default async function AuthorPage(props: Props) {
  const expert = await expertFor(props);
  if (!expert) notFound();
  const [articles, reviews] = await Promise.all([listArticles(), listReviews()]);
  const { siteUrl } = getPublicConfig();
  return <AuthorProfile expert={expert} articles={articles} reviews={reviews} siteUrl={siteUrl} />;
}

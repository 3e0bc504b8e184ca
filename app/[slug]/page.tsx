import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { getPage, listPages } from '@/lib/cms/content';
import { seoMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ slug: string }>;
}

// Standard pages (about us, press, experts) are built ahead; any other top-level path is a 404.
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = await listPages('standard');
  return pages.map((page) => ({ slug: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPage('standard', (await params).slug);
  return page ? seoMetadata(page.seo, page.path) : {};
}

export default async function StandardPage({ params }: Props) {
  const page = await getPage('standard', (await params).slug);
  if (!page) notFound();
  return <SectionRenderer sections={page.sections} />;
}

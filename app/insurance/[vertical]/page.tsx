import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { getPage, listPages } from '@/lib/cms/content';
import { seoMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ vertical: string }>;
}

// Every vertical page the CMS has is built ahead; any other vertical is a 404.
export const dynamicParams = false;

export async function generateStaticParams() {
  const pages = await listPages('vertical');
  return pages.map((page) => ({ vertical: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPage('vertical', (await params).vertical);
  return page ? seoMetadata(page.seo, page.path) : {};
}

export default async function VerticalPage({ params }: Props) {
  const page = await getPage('vertical', (await params).vertical);
  if (!page) notFound();
  return <SectionRenderer sections={page.sections} />;
}

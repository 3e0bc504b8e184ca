import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { getHomepage } from '@/lib/cms/content';
import { isPreview } from '@/lib/cms/preview';
import { seoMetadata } from '@/lib/site/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const homepage = await getHomepage(await isPreview());
  return homepage ? { ...seoMetadata(homepage.seo, '/'), title: { absolute: homepage.seo.title } } : {};
}

export default async function HomePage() {
  const homepage = await getHomepage(await isPreview());
  if (!homepage) notFound();
  return <SectionRenderer sections={homepage.sections} />;
}

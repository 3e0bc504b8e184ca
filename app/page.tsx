import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeCalculators } from '@/components/home/HomeCalculators';
import { HomeHero } from '@/components/home/HomeHero';
import { PopularGuides } from '@/components/home/PopularGuides';
import { TrustPoints } from '@/components/home/TrustPoints';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { getHomepage, listArticles, listPages } from '@/lib/cms/content';
import { isPreview } from '@/lib/cms/preview';
import { quoteFormSettings } from '@/lib/quotes/form-settings';
import { homeCalculators, homepageSections, popularGuideGroups } from '@/lib/site/home';
import { seoMetadata } from '@/lib/site/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const homepage = await getHomepage(await isPreview());
  return homepage ? { ...seoMetadata(homepage.seo, '/'), title: { absolute: homepage.seo.title } } : {};
}

/** The CMS headline with the quote box, the vertical cards, the site's tools and guides, then the rest. */
export default async function HomePage() {
  const homepage = await getHomepage(await isPreview());
  if (!homepage) notFound();
  const [calculators, articles, hubs] = await Promise.all([
    listPages('calculator'),
    listArticles(),
    listPages('vertical'),
  ]);
  const { headline, cards, rest } = homepageSections(homepage.sections);
  return (
    <>
      <HomeHero
        title={headline?.title ?? homepage.seo.title}
        subtitle={headline?.subtitle ?? null}
        settings={quoteFormSettings()}
      />
      <SectionRenderer sections={cards} />
      <HomeCalculators calculators={homeCalculators(calculators)} />
      <PopularGuides groups={popularGuideGroups(articles, hubs)} />
      <TrustPoints />
      <SectionRenderer sections={rest} />
    </>
  );
}

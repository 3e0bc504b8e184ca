import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SectionRenderer } from '@/components/sections/SectionRenderer';
import { CALCULATORS_PATH, HOME_CRUMB } from '@/lib/site/navigation';
import { Breadcrumbs, type Crumb } from '@/components/content/Breadcrumbs';
import { HubPage } from '@/components/content/HubPage';
import styles from '@/components/content/article.module.css';
import { firstPage, listPages } from '@/lib/cms/content';
import { isPreview } from '@/lib/cms/preview';
import type { PageType } from '@/lib/cms/pages';
import { seoMetadata } from '@/lib/site/metadata';

/** The trail above each CMS page type's own title. */
const BREADCRUMB_TRAILS: Record<PageType, Crumb[]> = {
  vertical: [HOME_CRUMB],
  finance: [HOME_CRUMB],
  standard: [HOME_CRUMB],
  landing: [HOME_CRUMB],
  calculator: [HOME_CRUMB, { href: CALCULATORS_PATH, label: 'Calculators' }],
};

interface Props<P extends string> {
  params: Promise<Record<P, string>>;
}

/**
 * A route factory, not a component: the three exports a dynamic segment needs to serve CMS page
 * types (the pages to build ahead, their metadata from the CMS SEO fields, and the page itself,
 * 404 if unknown). It lives in app/'s private `_routes` folder, which Next never routes, beside
 * the four pages that use it. Hubs (`vertical` and `finance`) get the hub layout.
 */
export function cmsPageRoute<P extends string>(pageTypes: readonly PageType[], param: P) {
  const pageFor = async ({ params }: Props<P>) =>
    firstPage(pageTypes, (await params)[param], await isPreview());

  return {
    async generateStaticParams() {
      const pages = (await Promise.all(pageTypes.map((pageType) => listPages(pageType)))).flat();
      return pages.map((page) => ({ [param]: page.slug }) as Record<P, string>);
    },

    async generateMetadata(props: Props<P>): Promise<Metadata> {
      const page = await pageFor(props);
      return page ? seoMetadata(page.seo, page.path) : {};
    },

    async Page(props: Props<P>) {
      const page = await pageFor(props);
      if (!page) notFound();
      return (
        <>
          <div className={`container ${styles.crumbs}`}>
            <Breadcrumbs trail={BREADCRUMB_TRAILS[page.pageType]} current={page.title} />
          </div>
          {page.pageType === 'vertical' || page.pageType === 'finance' ? (
            <HubPage page={page} />
          ) : (
            <SectionRenderer sections={page.sections} />
          )}
        </>
      );
    },
  };
}

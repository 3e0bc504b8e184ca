import { SectionList, SectionSubnav } from '@/components/sections/SectionRenderer';
import type { Page } from '@/lib/cms/pages';
import { sectionContents } from '@/lib/cms/sections';
import { getPublicConfig } from '@/lib/config';
import { hubExtras } from '@/lib/site/hub-extras';
import { HubTools } from './HubTools';
import { PageRail, defaultRailQuote, railQuoteVertical } from './PageRail';
import { TableOfContents } from './TableOfContents';
import { VerticalGuides } from './VerticalGuides';
import styles from './article.module.css';

/**
 * A vertical's hub: its headline across the page, then its sections, guides and tools beside a
 * side column on a desktop (`PageRail`), its contents first because the headline already holds a
 * zip form. The contents are known on the server: each section's title, then the guides and tools
 * when the hub has any. The column's box is named apart from a ranking's box on the same page.
 * When the sticky quote bar is switched on it is the hub's second quote form, and the column holds
 * the contents alone.
 */
export async function HubPage({ page }: { page: Page }) {
  const extras = await hubExtras(page.slug);
  const [headline, ...rest] = page.sections;
  const guidesId = `${page.slug}-guides`;
  const guidesTitle = `${page.title} guides`;
  const toolsId = `${page.slug}-tools`;
  const toc = [
    ...sectionContents(rest),
    ...(extras.articles.length > 0 ? [{ id: guidesId, label: guidesTitle }] : []),
    ...(extras.tools.length > 0 ? [{ id: toolsId, label: 'Tools' }] : []),
  ];
  const quoteVertical = railQuoteVertical(page.slug);
  return (
    <>
      <SectionList sections={headline ? [headline] : []} />
      <SectionSubnav sections={page.sections} />
      <div className={`container ${styles.withRail}`}>
        <div className={styles.hubMain}>
          <TableOfContents entries={toc} variant="top" />
          <SectionList sections={rest} />
          <VerticalGuides
            id={guidesId}
            title={guidesTitle}
            vertical={extras.vertical}
            articles={extras.articles}
          />
          <HubTools id={toolsId} tools={extras.tools} />
        </div>
        <PageRail
          quote={
            quoteVertical && !getPublicConfig().features.stickyQuoteWidget
              ? {
                  ...defaultRailQuote(quoteVertical),
                  title: `Compare ${quoteVertical} insurance quotes near you`,
                }
              : null
          }
          toc={toc}
          contentsFirst
        />
      </div>
    </>
  );
}

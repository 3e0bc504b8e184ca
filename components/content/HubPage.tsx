import { SectionList, SectionSubnav } from '@/components/sections/SectionRenderer';
import type { Page } from '@/lib/cms/pages';
import { sectionContents } from '@/lib/cms/sections';
import { getPublicConfig } from '@/lib/config';
import { FINANCE_TEXTS } from '@/lib/finance/messages';
import { financeByHub } from '@/lib/finance/verticals';
import { placementFor } from '@/lib/quotes/placements';
import { quoteFormSettings } from '@/lib/quotes/form-settings';
import { hubBanner } from '@/lib/site/hub-banner';
import { HubBanner } from '@/components/quote/HubBanner';
import { HubBannerView } from '@/components/quote/HubBannerView';
import { bannerContent } from '@/lib/ads/hub-banner';
import { CREDIT_MATCHES_VERTICAL } from '@/lib/finance/constants';
import { CreditMatchesBox } from './CreditMatchesBox';
import { hubExtras } from '@/lib/site/hub-extras';
import { HubTools } from './HubTools';
import { insuranceQuoteVertical } from '@/lib/site/quote-vertical';
import { PageRail, defaultRailQuote, type RailQuote } from './PageRail';
import { TableOfContents } from './TableOfContents';
import { VerticalGuides } from './VerticalGuides';
import styles from './article.module.css';

/** The side column's quote box: an insurance hub's quotes, or a money hub's rates. */
function hubRailQuote(slug: string): RailQuote | null {
  const finance = financeByHub(slug);
  if (finance) {
    return {
      vertical: finance.quoteVertical,
      placement: placementFor(finance.quoteVertical, 'sticky'),
      title: FINANCE_TEXTS.quoteTitle(finance.noun),
      text: FINANCE_TEXTS.quoteText,
      buttonText: FINANCE_TEXTS.quoteButton,
    };
  }
  const quoteVertical = insuranceQuoteVertical(slug);
  return quoteVertical
    ? { ...defaultRailQuote(quoteVertical), title: `Compare ${quoteVertical} insurance quotes near you` }
    : null;
}

/**
 * A vertical's hub (insurance or money): its headline across the page, then its sections (the ad
 * server's banner after the first), guides and tools beside a
 * side column on a desktop (`PageRail`), its contents first because the headline already holds a
 * zip form. The contents are known on the server: each section's title, then the guides and tools
 * when the hub has any. The column's box is named apart from a ranking's box on the same page.
 * When the sticky quote bar is switched on it is the hub's second quote form, and the column holds
 * the contents alone.
 */
export async function HubPage({ page }: { page: Page }) {
  const extras = await hubExtras(page.slug);
  const banner = hubBanner(page.slug);
  const [headline, ...rest] = page.sections;
  const guidesId = `${page.slug}-guides`;
  const guidesTitle = `${page.title} guides`;
  const toolsId = `${page.slug}-tools`;
  const toc = [
    ...sectionContents(rest),
    ...(extras.articles.length > 0 ? [{ id: guidesId, label: guidesTitle }] : []),
    ...(extras.tools.length > 0 ? [{ id: toolsId, label: 'Tools' }] : []),
  ];
  return (
    <>
      <SectionList sections={headline ? [headline] : []} />
      <SectionSubnav sections={page.sections} />
      <div className={`container ${styles.withRail}`}>
        <div className={styles.hubMain}>
          <TableOfContents entries={toc} variant="top" />
          <SectionList sections={rest.slice(0, 1)} />
          <HubBanner {...banner} settings={quoteFormSettings()}>
            <HubBannerView
              content={bannerContent(null, banner.defaults)}
              reserved={banner.defaults.buttons}
              placement={banner.placement}
            />
          </HubBanner>
          {financeByHub(page.slug)?.quoteVertical === CREDIT_MATCHES_VERTICAL && <CreditMatchesBox />}
          <SectionList sections={rest.slice(1)} />
          <VerticalGuides
            id={guidesId}
            title={guidesTitle}
            vertical={extras.vertical}
            articles={extras.articles}
          />
          <HubTools id={toolsId} tools={extras.tools} />
        </div>
        <PageRail
          quote={getPublicConfig().features.stickyQuoteWidget ? null : hubRailQuote(page.slug)}
          toc={toc}
          contentsFirst
        />
      </div>
    </>
  );
}

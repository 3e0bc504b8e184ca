import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import { lenderAffiliateLink, type LenderProduct } from '@/lib/ads/affiliate-links';
import type { CmsCompany } from '@/lib/cms/companies';
import { listCompanies } from '@/lib/cms/content';
import type { SectionOf } from '@/lib/cms/sections';
import { financeByQuoteVertical } from '@/lib/finance/verticals';
import { FINANCE_TEXTS } from '@/lib/finance/messages';
import { LENDER_RANKING_PRODUCTS } from '@/lib/finance/rankings';
import { company, reviewedCompanies, reviewPath, type ReviewVertical } from '@/lib/insurance/companies';
import { log } from '@/lib/log';
import { placementFor, RANKING_QUOTE_VERTICALS } from '@/lib/quotes/placements';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import { LenderLink } from './LenderLink';
import styles from './sections.module.css';

type Ranking = SectionOf<'editorial-ranking'>;

/** Which review list a ranking's companies link into. */
const REVIEWS_FOR: Partial<Record<Ranking['rankingType'], ReviewVertical>> = {
  auto_insurance: 'auto',
  home_insurance: 'homeowners',
  renters_insurance: 'renters',
  life_insurance: 'life',
};

interface RankedEntry {
  id: number;
  slug: string;
  name: string;
  logo: string;
  headline: string;
  blurb: string | null;
  /** Our review of the company, or the lender's "Check rates" affiliate link. */
  link: ReactNode;
}

/** The editors' company records by slug: their logos and names come before the site's own lists. */
type KeptCompanies = ReadonlyMap<string, CmsCompany>;

/** An insurer ranking's items: the company from our list, and our review of it when there is one. */
function insurerEntries(section: Ranking, kept: KeptCompanies): RankedEntry[] {
  const vertical = REVIEWS_FOR[section.rankingType];
  const reviewed = new Set(vertical ? reviewedCompanies(vertical).map((entry) => entry.id) : []);
  return section.items.flatMap((item) => {
    const ranked = company(item.company);
    if (!ranked) log.warn('cms.ranking_unknown_company', { section: section.id, company: item.company });
    if (!ranked) return [];
    return [
      {
        ...item,
        slug: ranked.id,
        name: ranked.name,
        logo: kept.get(ranked.id)?.logo ?? ranked.logo,
        link: vertical && reviewed.has(ranked.id) && (
          <Link href={reviewPath(vertical, ranked.id)}>{SECTION_TEXTS.ranking.readReview(ranked.name)}</Link>
        ),
      },
    ];
  });
}

/**
 * A lender ranking's items: the lender as the editors keep it (a company of type lender), with
 * its affiliate link for the ranking's product.
 */
function lenderEntries(section: Ranking, product: LenderProduct, kept: KeptCompanies): RankedEntry[] {
  return section.items.flatMap((item) => {
    const lender = kept.get(item.company);
    if (lender?.type !== 'lender')
      log.warn('cms.ranking_unknown_company', { section: section.id, company: item.company });
    if (lender?.type !== 'lender') return [];
    return [
      {
        ...item,
        slug: item.company,
        name: lender.name,
        logo: lender.logo,
        link: (
          <LenderLink
            lender={item.company}
            name={lender.name}
            link={lenderAffiliateLink(product, item.company)}
          />
        ),
      },
    ];
  });
}

/** An editors' ranked list: insurers with our reviews, or lenders with their "Check rates" links. */
export async function EditorialRanking({ section }: { section: Ranking }) {
  const product = LENDER_RANKING_PRODUCTS[section.rankingType];
  const kept = new Map((await listCompanies()).map((entry) => [entry.slug, entry]));
  const items = product ? lenderEntries(section, product, kept) : insurerEntries(section, kept);
  const quoteVertical = RANKING_QUOTE_VERTICALS[section.rankingType];
  const finance = quoteVertical ? financeByQuoteVertical(quoteVertical) : null;
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <ol className={styles.ranking}>
        {items.map(({ id, slug, name, logo, headline, blurb, link }, index) => (
          <li key={id} className={styles.rankingItem} data-company={slug}>
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <Image src={logo} alt="" width={48} height={48} unoptimized />
            <div>
              <h3 className={styles.rankingName}>
                {name}: {headline}
              </h3>
              {blurb && <p>{blurb}</p>}
              {link}
            </div>
          </li>
        ))}
      </ol>
      {product && <SampleDataNote />}
      {quoteVertical && (
        <QuoteCallout
          vertical={quoteVertical}
          placement={placementFor(quoteVertical, 'ranking')}
          title={
            finance ? FINANCE_TEXTS.quoteTitle(finance.noun) : SECTION_TEXTS.ranking.quoteTitle(quoteVertical)
          }
          text={finance ? FINANCE_TEXTS.quoteText : SECTION_TEXTS.ranking.quoteText}
          buttonText={finance ? FINANCE_TEXTS.quoteButton : SECTION_TEXTS.ranking.quoteButton}
        />
      )}
    </section>
  );
}

import Image from 'next/image';
import Link from 'next/link';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import type { SectionOf } from '@/lib/cms/sections';
import { company, reviewedCompanies, reviewPath, type ReviewVertical } from '@/lib/insurance/companies';
import { log } from '@/lib/log';
import { placementFor, RANKING_QUOTE_VERTICALS } from '@/lib/quotes/placements';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import styles from './sections.module.css';

/** Which review list a ranking's companies link into. */
const REVIEWS_FOR: Partial<Record<SectionOf<'editorial-ranking'>['rankingType'], ReviewVertical>> = {
  auto_insurance: 'auto',
  home_insurance: 'homeowners',
  renters_insurance: 'renters',
  life_insurance: 'life',
};

export function EditorialRanking({ section }: { section: SectionOf<'editorial-ranking'> }) {
  const vertical = REVIEWS_FOR[section.rankingType];
  const quoteVertical = RANKING_QUOTE_VERTICALS[section.rankingType];
  const reviewed = new Set(vertical ? reviewedCompanies(vertical).map((entry) => entry.id) : []);
  const items = section.items.flatMap((item) => {
    const ranked = company(item.company);
    if (!ranked) log.warn('cms.ranking_unknown_company', { section: section.id, company: item.company });
    return ranked ? [{ ...item, ranked }] : [];
  });
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      <ol className={styles.ranking}>
        {items.map(({ id, ranked, headline, blurb }, index) => (
          <li key={id} className={styles.rankingItem}>
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <Image src={ranked.logo} alt="" width={48} height={48} unoptimized />
            <div>
              <h3 className={styles.rankingName}>
                {ranked.name}: {headline}
              </h3>
              {blurb && <p>{blurb}</p>}
              {vertical && reviewed.has(ranked.id) && (
                <Link href={reviewPath(vertical, ranked.id)}>
                  {SECTION_TEXTS.ranking.readReview(ranked.name)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
      {quoteVertical && (
        <QuoteCallout
          vertical={quoteVertical}
          placement={placementFor(quoteVertical, 'ranking')}
          title={SECTION_TEXTS.ranking.quoteTitle(quoteVertical)}
          text={SECTION_TEXTS.ranking.quoteText}
          buttonText={SECTION_TEXTS.ranking.quoteButton}
        />
      )}
    </section>
  );
}

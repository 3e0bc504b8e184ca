import { formatRating } from '@/lib/format/rating';
import { SampleDataNote } from '@/components/content/SampleDataNote';
import { lenderAffiliateLink, productForListicle } from '@/lib/ads/affiliate-links';
import type { SectionOf } from '@/lib/cms/sections';
import { formatValue } from '@/lib/format/display';
import { readRates } from '@/lib/rates/read';
import { SECTION_TEXTS } from '@/lib/cms/messages';
import { LenderLink } from './LenderLink';
import styles from './sections.module.css';

const TEXTS = SECTION_TEXTS.lenders;

/** Lenders for one vertical in the listicle's order, each with its rates, amounts and credit needs. */
export async function LenderListicle({ section }: { section: SectionOf<'lender-listicle'> }) {
  const answer = await readRates('lender listicle', (source) =>
    source.listicle(section.vertical, section.listicle),
  );
  const lenders = (answer?.lenders ?? []).slice(0, section.rowConfig.maximumRows ?? undefined);
  const product = productForListicle(section.vertical);
  return (
    <section className={`container ${styles.section}`}>
      <h2>{section.title}</h2>
      {lenders.length === 0 ? (
        <p>{SECTION_TEXTS.unavailable.lenders}</p>
      ) : (
        <ol className={styles.cardGrid}>
          {lenders.map((lender) => (
            <li key={lender.lender}>
              <h3>{lender.name}</h3>
              <dl className={styles.facts}>
                <div>
                  <dt>{TEXTS.apr}</dt>
                  <dd>
                    {SECTION_TEXTS.range(
                      formatValue(lender.apr_low, 'percent_2'),
                      formatValue(lender.apr_high, 'percent_2'),
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{TEXTS.amounts}</dt>
                  <dd>
                    {SECTION_TEXTS.range(
                      formatValue(lender.amount_low, 'dollar'),
                      formatValue(lender.amount_high, 'dollar'),
                    )}
                  </dd>
                </div>
                <div>
                  <dt>{TEXTS.minCreditScore}</dt>
                  <dd>{formatValue(lender.min_credit_score, 'rank')}</dd>
                </div>
                <div>
                  <dt>{TEXTS.rating}</dt>
                  <dd>{formatRating(lender.rating)}</dd>
                </div>
              </dl>
              <LenderLink
                lender={lender.lender}
                name={lender.name}
                link={product && lenderAffiliateLink(product, lender.lender)}
              />
            </li>
          ))}
        </ol>
      )}
      <SampleDataNote />
    </section>
  );
}

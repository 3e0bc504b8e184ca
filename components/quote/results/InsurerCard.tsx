import { formatValue } from '@/lib/format/display';
import { RESULTS_TEXTS } from '@/lib/quotes/messages';
import type { PricedMatch } from '@/lib/quotes/results-profile';
import { InsurerLogo } from './InsurerLogo';
import styles from './results.module.css';

interface Props {
  match: PricedMatch;
  ratingsShown: boolean;
  busy: boolean;
  onQuote: () => void;
}

/** One insurer: logo, name, the site's rating, the sample monthly price and its quote button. */
export function InsurerCard({ match, ratingsShown, busy, onQuote }: Props) {
  const { company, monthly } = match;
  return (
    <li className={styles.card}>
      <InsurerLogo company={company} />
      <div className={styles.info}>
        <h3 className={styles.name}>{company.name}</h3>
        {ratingsShown && (
          <p className={styles.rating}>
            {RESULTS_TEXTS.ratingLabel}:{' '}
            {company.rating === null ? RESULTS_TEXTS.notRated : RESULTS_TEXTS.rating(company.rating)}
          </p>
        )}
      </div>
      <p className={styles.price}>
        <strong>{formatValue(monthly, 'dollar')}</strong> <span>{RESULTS_TEXTS.perMonth}</span>
      </p>
      <button type="button" className={styles.action} onClick={onQuote} disabled={busy} aria-busy={busy}>
        {RESULTS_TEXTS.getQuote}{' '}
        <span className="visually-hidden">{RESULTS_TEXTS.getQuoteFrom(company.name)}</span>
      </button>
    </li>
  );
}

import Link from 'next/link';
import { FACTOR_LABELS, FACTOR_WEIGHTS } from '@/lib/cms/review-scores';
import type { Review } from '@/lib/cms/reviews';
import { formatValue } from '@/lib/format/display';
import styles from './ReviewPage.module.css';

/** The score's parts: each factor's score and weight, so a visitor sees how the overall score is made. */
export function ScoreBreakdown({ review }: { review: Review }) {
  if (review.scores.length === 0) return null;
  const weights = FACTOR_WEIGHTS[review.vertical];
  return (
    <section className={styles.breakdown} aria-labelledby="score-breakdown">
      <h2 id="score-breakdown">How we scored {review.title.replace(/ review$/, '')}</h2>
      <table>
        <caption className="visually-hidden">
          Score by factor, out of 5, with each factor&apos;s weight
        </caption>
        <thead>
          <tr>
            <th scope="col">Factor</th>
            <th scope="col">Weight</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {review.scores.map((entry) => (
            <tr key={entry.factor}>
              <th scope="row">{FACTOR_LABELS[entry.factor]}</th>
              <td>{formatValue(weights[entry.factor] ?? 0, 'percent')}</td>
              <td>
                <span className={styles.meter} aria-hidden="true">
                  <span style={{ width: `${(entry.score / 5) * 100}%` }} />
                </span>
                {entry.score.toFixed(1)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Overall (weighted)</th>
            <td>100%</td>
            <td>{review.rating.toFixed(1)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.scoreNote}>
        Factor scores are editors&apos; judgements from 1 to 5 on this demo site (sample scores); partners
        cannot pay to change them. <Link href="/advertiser-disclosure/">How we make money</Link>.
      </p>
    </section>
  );
}

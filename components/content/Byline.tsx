import Link from 'next/link';
import { authorPath, type Byline as BylineData, type BylinePerson } from '@/lib/cms/byline';
import { formatLongDate } from '@/lib/format/date';
import styles from './article.module.css';

function Person({ person }: { person: BylinePerson }) {
  return (
    <>
      <Link href={authorPath(person.slug)}>{person.name}</Link>, {person.jobTitle}
    </>
  );
}

/** Who wrote a page, which expert checked it, and when: each name leads to the person's profile. */
export function Byline({ byline, reviewedAt }: { byline: BylineData; reviewedAt: string }) {
  return (
    <p className={styles.meta}>
      {byline.author && (
        <span className={styles.bylinePart}>
          Written by <Person person={byline.author} />
        </span>
      )}
      {byline.reviewer && (
        <span className={styles.bylinePart}>
          Reviewed by <Person person={byline.reviewer} />
        </span>
      )}
      <span className={styles.bylinePart}>
        Updated <time dateTime={reviewedAt}>{formatLongDate(reviewedAt)}</time>
      </span>
    </p>
  );
}

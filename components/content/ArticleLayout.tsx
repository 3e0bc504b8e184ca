import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './article.module.css';

/** An article page's frame: breadcrumbs, the heading, a summary, then the body. */
export function ArticleLayout({
  trail,
  current,
  title,
  summary,
  children,
}: {
  trail: { href: string; label: string }[];
  current: string;
  title: ReactNode;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container">
      <article className={styles.article}>
        <Breadcrumbs trail={trail} current={current} />
        <h1>{title}</h1>
        <p className={styles.summary}>{summary}</p>
        <div className={styles.body}>{children}</div>
      </article>
    </div>
  );
}

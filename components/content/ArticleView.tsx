import type { ReactNode } from 'react';
import type { Article } from '@/lib/cms/articles';
import { verticalPath } from '@/lib/site/navigation';
import { RichText } from './RichText';
import styles from './article.module.css';
import { Breadcrumbs } from './Breadcrumbs';
import { Byline } from './Byline';

interface Props {
  article: Article;
  verticalName: string;
  /** What follows the guide's text, such as its common questions. */
  children?: ReactNode;
}

export function ArticleView({ article, verticalName, children }: Props) {
  return (
    <article className={`container ${styles.article}`}>
      <Breadcrumbs
        trail={[
          { href: verticalPath(article.vertical), label: verticalName },
          { href: `${verticalPath(article.vertical)}guides/`, label: 'Guides' },
        ]}
      />
      <h1>{article.title}</h1>
      <p className={styles.summary}>{article.summary}</p>
      <Byline byline={article.byline} reviewedAt={article.reviewedAt} />
      <div className={styles.body}>
        <RichText blocks={article.body} headingOffset={0} />
      </div>
      {children}
    </article>
  );
}

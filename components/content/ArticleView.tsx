import type { ReactNode } from 'react';
import type { Article } from '@/lib/cms/articles';
import { guidesIndexPath } from '@/lib/cms/articles';
import { hubPath } from '@/lib/site/navigation';
import { ArticleLayout } from './ArticleLayout';
import { Byline } from './Byline';
import { headingAnchors, RichText } from './RichText';

interface Props {
  article: Article;
  verticalName: string;
  /** What follows the guide's text, such as its common questions. */
  children?: ReactNode;
}

/** A guide: its text's h2s carry ids, so the page's contents are links from the first render. */
export function ArticleView({ article, verticalName, children }: Props) {
  return (
    <ArticleLayout
      trail={[
        { href: '/', label: 'Home' },
        { href: hubPath(article.vertical), label: verticalName },
        { href: guidesIndexPath(article.vertical), label: 'Guides' },
      ]}
      title={article.title}
      summary={article.summary}
      meta={<Byline byline={article.byline} reviewedAt={article.reviewedAt} />}
      vertical={article.vertical}
      toc={headingAnchors(article.body, 0)}
    >
      <RichText blocks={article.body} headingOffset={0} anchored />
      {children}
    </ArticleLayout>
  );
}

import { guidesIndexPath } from '@/lib/cms/articles';
import { SiteLink } from '@/components/layout/SiteLink';
import { groupByTopic } from '@/lib/cms/guide-topics';
import type { HubExtras } from '@/lib/site/hub-extras';
import styles from './article.module.css';
import linkStyles from '@/components/sections/links.module.css';

const plural = (count: number) => `${count} ${count === 1 ? 'guide' : 'guides'}`;

/**
 * A hub's guides by topic: the vertical's own, or its alias's (the home hub shows the homeowners
 * guides, the smb hub the business ones), then a link to the index, where each has its summary.
 *
 * Each topic is a closed `<details>` naming the topic and counting its guides, in a grid, as the
 * city groups above it are: every guide is linked from the hub, and the section stays a few rows
 * tall on a phone instead of a column of long titles. The index lists them all under headings.
 */
export function VerticalGuides({
  id,
  title,
  vertical,
  articles,
}: {
  id: string;
  title: string;
} & Pick<HubExtras, 'vertical' | 'articles'>) {
  if (articles.length === 0) return null;
  return (
    <section className={`container ${styles.hubGuides}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.topicGroups}>
        {groupByTopic(vertical, articles).map((group) => (
          <li key={group.topic}>
            <details className={linkStyles.group}>
              <summary>
                {group.topic}
                <span className={linkStyles.count}>
                  <span aria-hidden="true">{group.articles.length}</span>
                  <span className="visually-hidden">, {plural(group.articles.length)}</span>
                </span>
              </summary>
              <ul className={linkStyles.cities}>
                {group.articles.map((article) => (
                  <li key={article.slug}>
                    <SiteLink href={article.path}>{article.title}</SiteLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <p>
        <SiteLink href={guidesIndexPath(vertical)}>
          All {articles.length} guides by topic, with summaries
        </SiteLink>
      </p>
    </section>
  );
}

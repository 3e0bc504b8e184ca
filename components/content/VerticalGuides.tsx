import { SiteLink } from '@/components/layout/SiteLink';
import { listArticles } from '@/lib/cms/content';
import { knowledgeVertical } from '@/lib/knowledge/corpus';
import styles from './article.module.css';

/** How many guides a hub lists by title before it sends the visitor to the full index. */
const HUB_GUIDES = 24;

/**
 * A hub's guides, by title: the vertical's own, or its alias's (the home hub shows the
 * homeowners guides, the smb hub the business ones), with a link to the whole index.
 */
export async function VerticalGuides({ hub, hubTitle }: { hub: string; hubTitle: string }) {
  const vertical = knowledgeVertical(hub) ?? hub;
  const articles = await listArticles(vertical);
  if (articles.length === 0) return null;
  const shown = articles.slice(0, HUB_GUIDES);
  return (
    <section className={`container ${styles.hubGuides}`} aria-labelledby={`${hub}-guides`}>
      <h2 id={`${hub}-guides`}>{hubTitle} guides</h2>
      <ul className={styles.guideGrid}>
        {shown.map((article) => (
          <li key={article.slug}>
            <SiteLink href={article.path}>{article.title}</SiteLink>
          </li>
        ))}
      </ul>
      <p>
        <SiteLink href={`/insurance/${vertical}/guides/`}>
          {articles.length > shown.length
            ? `See all ${articles.length} guides`
            : 'Browse the guides with summaries'}
        </SiteLink>
      </p>
    </section>
  );
}

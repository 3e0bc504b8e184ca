import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/content/article.module.css';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { getPage, listArticles } from '@/lib/cms/content';
import { groupByTopic } from '@/lib/cms/guide-topics';

interface Props {
  params: Promise<{ vertical: string }>;
}

// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  const articles = await listArticles();
  return [...new Set(articles.map((article) => article.vertical))].map((vertical) => ({ vertical }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPage('vertical', (await params).vertical);
  if (!page) return {};
  return {
    title: `${page.title} guides`,
    description: `Plain-language guides to ${page.title.toLowerCase()}: coverages, costs and how to choose.`,
    alternates: { canonical: `${page.path}guides/` },
  };
}

/** A vertical's guides by topic, each topic at its own anchor (the hub links to them), with the topics listed first. */
export default async function GuidesPage({ params }: Props) {
  const { vertical } = await params;
  const [page, articles] = await Promise.all([getPage('vertical', vertical), listArticles(vertical)]);
  if (!page || articles.length === 0) notFound();
  const groups = groupByTopic(vertical, articles);
  return (
    <div className={`container ${styles.guidesIndex}`}>
      <Breadcrumbs
        trail={[
          { href: '/', label: 'Home' },
          { href: page.path, label: page.title },
        ]}
        current="Guides"
      />
      <h1>{page.title} guides</h1>
      {groups.length > 1 && (
        <nav aria-label="Topics">
          <ul className={styles.topicNav}>
            {groups.map((group) => (
              <li key={group.anchor}>
                <a href={`#${group.anchor}`}>{group.topic}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor} className={styles.topic}>
          <h2 id={group.anchor}>{group.topic}</h2>
          <ul className={styles.guideList}>
            {group.articles.map((article) => (
              <li key={article.slug}>
                <Link href={article.path}>{article.title}</Link>
                <p>{article.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

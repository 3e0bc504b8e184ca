import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/content/article.module.css';
import { getPage, listArticles } from '@/lib/cms/content';

interface Props {
  params: Promise<{ vertical: string }>;
}

// A vertical has a guides index only when it has guides; any other is a 404.
export const dynamicParams = false;

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

export default async function GuidesPage({ params }: Props) {
  const { vertical } = await params;
  const [page, articles] = await Promise.all([getPage('vertical', vertical), listArticles(vertical)]);
  if (!page || articles.length === 0) notFound();
  return (
    <div className={`container ${styles.article}`}>
      <h1>{page.title} guides</h1>
      <ul className={styles.guideList}>
        {articles.map((article) => (
          <li key={article.slug}>
            <Link href={article.path}>{article.title}</Link>
            <p>{article.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

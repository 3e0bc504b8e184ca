import Link from 'next/link';
import type { Article } from '@/lib/cms/articles';
import { authorPath, type Byline } from '@/lib/cms/byline';
import type { Expert } from '@/lib/cms/experts';
import type { Review } from '@/lib/cms/reviews';
import { NAV_VERTICALS } from '@/lib/site/navigation';
import { ArticleLayout } from './ArticleLayout';
import { JsonLd } from './JsonLd';
import styles from './article.module.css';

interface Work {
  path: string;
  title: string;
  vertical: string;
  byline: Byline;
}

const VERTICAL_LABELS: Record<string, string> = {
  ...Object.fromEntries(NAV_VERTICALS.map((entry) => [entry.vertical, entry.label])),
  homeowners: 'Homeowners',
};

/** A list of pages grouped by vertical, each group under its own heading. */
function WorkList({ title, works }: { title: string; works: Work[] }) {
  if (works.length === 0) return null;
  const verticals = [...new Set(works.map((work) => work.vertical))];
  return (
    <>
      <h2>
        {title} ({works.length})
      </h2>
      {verticals.map((vertical) => (
        <section key={vertical}>
          <h3>{VERTICAL_LABELS[vertical] ?? vertical}</h3>
          <ul className={styles.workList}>
            {works
              .filter((work) => work.vertical === vertical)
              .map((work) => (
                <li key={work.path}>
                  <Link href={work.path}>{work.title}</Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}

export function AuthorProfile({
  expert,
  articles,
  reviews,
  siteUrl,
}: {
  expert: Expert;
  articles: Article[];
  reviews: Review[];
  siteUrl: string;
}) {
  const works: Work[] = [...reviews, ...articles];
  const wrote = works.filter((work) => work.byline.author?.slug === expert.slug);
  const checked = works.filter((work) => work.byline.reviewer?.slug === expert.slug);
  return (
    <ArticleLayout
      trail={[
        { href: '/', label: 'Home' },
        { href: '/experts/', label: 'Our experts' },
      ]}
      current={expert.name}
      title={expert.name}
      summary={expert.jobTitle}
    >
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          mainEntity: {
            '@type': 'Person',
            name: expert.name,
            jobTitle: expert.jobTitle,
            description: expert.bio,
            url: new URL(authorPath(expert.slug), siteUrl).href,
          },
        }}
      />
      <p>{expert.bio}</p>
      <p className={styles.meta}>
        Profiles on this demo site are samples.{' '}
        <Link href="/experts/">Questions our experts have answered</Link>.
      </p>
      <WorkList title="Reviewed for accuracy" works={checked} />
      <WorkList title="Written" works={wrote} />
    </ArticleLayout>
  );
}

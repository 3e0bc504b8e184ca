import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/content/ArticleView';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { GuideQuestions } from '@/components/content/GuideQuestions';
import { JsonLd } from '@/components/content/JsonLd';
import styles from '@/components/content/article.module.css';
import { bylineJsonLd } from '@/lib/cms/byline-json-ld';
import { getArticle, getPage, listArticles, listQaEntries } from '@/lib/cms/content';
import { groupByTopic } from '@/lib/cms/guide-topics';
import { isPreview } from '@/lib/cms/preview';
import { getPublicConfig } from '@/lib/config';
import { financeByHub } from '@/lib/finance/verticals';
import { seoMetadata } from '@/lib/site/metadata';

/**
 * The guides' two routes, for either side of the site: an insurance vertical's under
 * `/insurance/{vertical}/guides/`, a money hub's under `/{hub}/guides/`. A route factory like
 * cms-page-route.tsx: each side serves only its own verticals' guides, so no guide has two
 * addresses, and its hub (a `vertical` or `finance` page) names the trail and the index.
 */
type Side = 'insurance' | 'money';
const PAGE_TYPE = { insurance: 'vertical', money: 'finance' } as const;
const onSide = (side: Side, vertical: string) => (financeByHub(vertical) !== null) === (side === 'money');
const FALLBACK_NAME = { insurance: 'Insurance', money: 'Money' } as const;

interface GuideParams {
  vertical: string;
  slug: string;
}

/** The guide page's exports; `read` turns the route's own params into the hub and the guide. */
export function guideRoute<P>(
  side: Side,
  read: (params: P) => GuideParams,
  write: (guide: GuideParams) => P,
) {
  const guideFor = async (params: Promise<P>) => {
    const { vertical, slug } = read(await params);
    return onSide(side, vertical) ? getArticle(vertical, slug, await isPreview()) : null;
  };
  return {
    async generateStaticParams() {
      const articles = await listArticles();
      return articles
        .filter((article) => onSide(side, article.vertical))
        .map((article) => write({ vertical: article.vertical, slug: article.slug }));
    },

    async generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
      const article = await guideFor(params);
      return article ? seoMetadata(article.seo, article.path, 'article') : {};
    },

    async Page({ params }: { params: Promise<P> }) {
      const article = await guideFor(params);
      if (!article) notFound();
      const draft = await isPreview();
      const [hub, questions] = await Promise.all([
        getPage(PAGE_TYPE[side], article.vertical, draft),
        listQaEntries(article.vertical, article.slug),
      ]);
      const { productName, siteUrl } = getPublicConfig();
      return (
        <>
          <JsonLd
            data={{
              '@context': 'https://schema.org',
              '@type': 'Article',
              headline: article.title,
              description: article.summary,
              dateModified: article.reviewedAt,
              mainEntityOfPage: new URL(article.path, siteUrl).href,
              ...bylineJsonLd(article.byline, siteUrl),
              publisher: { '@type': 'Organization', name: productName },
            }}
          />
          {questions.length > 0 && (
            <JsonLd
              data={{
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                mainEntity: questions.map((entry) => ({
                  '@type': 'Question',
                  name: entry.question,
                  acceptedAnswer: { '@type': 'Answer', text: entry.answer },
                })),
              }}
            />
          )}
          <ArticleView article={article} verticalName={hub?.title ?? FALLBACK_NAME[side]}>
            <GuideQuestions entries={questions} />
          </ArticleView>
        </>
      );
    },
  };
}

/** The guides index's exports: a hub's guides by topic, each topic at its own anchor. */
export function guidesIndexRoute<P>(side: Side, read: (params: P) => string, write: (vertical: string) => P) {
  const hubFor = async (params: Promise<P>) => {
    const vertical = read(await params);
    return onSide(side, vertical) ? getPage(PAGE_TYPE[side], vertical) : null;
  };
  return {
    async generateStaticParams() {
      const articles = await listArticles();
      return [...new Set(articles.map((article) => article.vertical))]
        .filter((vertical) => onSide(side, vertical))
        .map(write);
    },

    async generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
      const page = await hubFor(params);
      if (!page) return {};
      return {
        title: `${page.title} guides`,
        description:
          side === 'money'
            ? `Plain-language guides to ${page.title.toLowerCase()}: how they work, what they cost and how to choose.`
            : `Plain-language guides to ${page.title.toLowerCase()}: coverages, costs and how to choose.`,
        alternates: { canonical: `${page.path}guides/` },
      };
    },

    async Page({ params }: { params: Promise<P> }) {
      const page = await hubFor(params);
      const articles = page ? await listArticles(page.slug) : [];
      if (!page || articles.length === 0) notFound();
      const groups = groupByTopic(page.slug, articles);
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
    },
  };
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/content/ArticleView';
import { JsonLd } from '@/components/content/JsonLd';
import { bylineJsonLd } from '@/lib/cms/byline-json-ld';
import { GuideQuestions } from '@/components/content/GuideQuestions';
import { getArticle, getPage, listArticles, listQaEntries } from '@/lib/cms/content';
import { isPreview } from '@/lib/cms/preview';
import { getPublicConfig } from '@/lib/config';
import { seoMetadata } from '@/lib/site/metadata';

interface Props {
  params: Promise<{ vertical: string; slug: string }>;
}

// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  const articles = await listArticles();
  return articles.map((article) => ({ vertical: article.vertical, slug: article.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vertical, slug } = await params;
  const article = await getArticle(vertical, slug, await isPreview());
  if (!article) return {};
  return seoMetadata(article.seo, article.path, 'article');
}

export default async function GuidePage({ params }: Props) {
  const { vertical, slug } = await params;
  const draft = await isPreview();
  const [article, verticalPage, questions] = await Promise.all([
    getArticle(vertical, slug, draft),
    getPage('vertical', vertical, draft),
    listQaEntries(vertical, slug),
  ]);
  if (!article) notFound();
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
      <ArticleView article={article} verticalName={verticalPage?.title ?? 'Insurance'}>
        <GuideQuestions entries={questions} />
      </ArticleView>
    </>
  );
}

import type { Metadata } from 'next';
import Image from 'next/image';
import { listCompanies } from '@/lib/cms/content';
import Link from 'next/link';
import { ArticleLayout } from '@/components/content/ArticleLayout';
import { Byline } from '@/components/content/Byline';
import { JsonLd } from '@/components/content/JsonLd';
import { bylineJsonLd } from '@/lib/cms/byline-json-ld';
import { RichText } from '@/components/content/RichText';
import type { Review } from '@/lib/cms/reviews';
import { company, reviewedCompanies, reviewPath } from '@/lib/insurance/companies';
import { verticalPath } from '@/lib/site/navigation';
import reviewStyles from './ReviewPage.module.css';
import { ScoreBreakdown } from './ScoreBreakdown';
import { RailFallback } from '@/components/content/PageRail';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import { placementFor, REVIEW_QUOTE_VERTICALS } from '@/lib/quotes/placements';
import { seoMetadata } from '@/lib/site/metadata';

const VERTICAL_NAMES = {
  auto: 'Auto insurance',
  homeowners: 'Homeowners insurance',
  life: 'Life insurance',
  renters: 'Renters insurance',
} as const;

export function reviewMetadata(review: Review): Metadata {
  return seoMetadata(review.seo, review.path, 'article');
}

/**
 * A company review: the verdict first, then how it was scored, pros and cons, the details, and the
 * other reviews. Its quote box names the company: beside the text on a desktop, after the scores
 * on a phone.
 */
export async function ReviewPage({
  review,
  productName,
  siteUrl,
}: {
  review: Review;
  productName: string;
  siteUrl: string;
}) {
  const reviewed = company(review.companyId);
  if (!reviewed) return null;
  // The editors' company record: its large logo and MG company id, when the CMS has one.
  const kept = (await listCompanies()).find((entry) => entry.slug === reviewed.id);
  const logo = kept?.largeLogo?.url ?? kept?.logo ?? reviewed.logo;
  const quoteVertical = REVIEW_QUOTE_VERTICALS[review.vertical];
  const quote = {
    vertical: quoteVertical,
    placement: placementFor(quoteVertical, 'review'),
    targetCompany: reviewed.id,
    title: `Compare ${reviewed.name} with other quotes`,
    text: 'Quotes from the insurers we work with in your area. Your ZIP code narrows them down; you can leave it blank.',
    buttonText: 'See quotes',
  };
  const others = reviewedCompanies(review.vertical).filter((other) => other.id !== reviewed.id);
  return (
    <>
      {/* An article about the company, not a Review with a rating: the ratings are sample figures,
          and structured data must claim only what is true. */}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: review.title,
          description: review.summary,
          dateModified: review.reviewedAt,
          mainEntityOfPage: new URL(review.path, siteUrl).href,
          about: { '@type': 'Organization', name: reviewed.name, url: reviewed.website },
          ...bylineJsonLd(review.byline, siteUrl),
          publisher: { '@type': 'Organization', name: productName },
        }}
      />
      <ArticleLayout
        trail={[
          { href: '/', label: 'Home' },
          { href: verticalPath(review.vertical), label: VERTICAL_NAMES[review.vertical] },
        ]}
        current={reviewed.name}
        title={review.title}
        logo={
          <Image
            src={logo}
            // The company's name is the page's heading beside it.
            alt=""
            width={64}
            height={64}
            unoptimized
            data-mg-company-id={kept?.mgCompanyId}
          />
        }
        lead={
          <>
            <Byline byline={review.byline} reviewedAt={review.reviewedAt} />
            <div className={reviewStyles.verdict}>
              <p className={reviewStyles.score}>
                <strong>{review.rating.toFixed(1)}</strong> out of 5
                <span className={reviewStyles.scoreNote}>
                  {productName} score (sample rating for illustration)
                </span>
              </p>
              <p>
                <strong>Best for:</strong> {review.bestFor}.
              </p>
            </div>
          </>
        }
        summary={review.summary}
        vertical={review.vertical}
        quote={quote}
      >
        <ScoreBreakdown review={review} />
        <RailFallback>
          <QuoteCallout {...quote} />
        </RailFallback>
        <div className={reviewStyles.prosCons}>
          <section>
            <h2>Pros</h2>
            <ul>
              {review.pros.map((pro) => (
                <li key={pro}>{pro}</li>
              ))}
            </ul>
          </section>
          <section>
            <h2>Cons</h2>
            <ul>
              {review.cons.map((con) => (
                <li key={con}>{con}</li>
              ))}
            </ul>
          </section>
        </div>
        <RichText blocks={review.body} headingOffset={0} />
        {others.length > 0 && (
          <>
            <h2>Other {VERTICAL_NAMES[review.vertical].toLowerCase()} reviews</h2>
            <ul className={reviewStyles.others}>
              {others.map((other) => (
                <li key={other.id}>
                  <Link href={reviewPath(review.vertical, other.id)}>{other.name}</Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </ArticleLayout>
    </>
  );
}

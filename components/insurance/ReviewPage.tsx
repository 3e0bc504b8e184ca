import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import styles from '@/components/content/article.module.css';
import { Byline } from '@/components/content/Byline';
import { JsonLd } from '@/components/content/JsonLd';
import { bylineJsonLd } from '@/lib/cms/byline-json-ld';
import { RichText } from '@/components/content/RichText';
import type { Review } from '@/lib/cms/reviews';
import { company, reviewedCompanies, reviewPath } from '@/lib/insurance/companies';
import { verticalPath } from '@/lib/site/navigation';
import reviewStyles from './ReviewPage.module.css';
import { ScoreBreakdown } from './ScoreBreakdown';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { QuoteCallout } from '@/components/quote/QuoteCallout';
import { placementFor, REVIEW_QUOTE_VERTICALS } from '@/lib/quotes/placements';
import { pageMetadata } from '@/lib/site/metadata';

const VERTICAL_NAMES = {
  auto: 'Auto insurance',
  homeowners: 'Homeowners insurance',
  life: 'Life insurance',
  renters: 'Renters insurance',
} as const;

export function reviewMetadata(review: Review): Metadata {
  return pageMetadata({ ...review.seo, path: review.path, type: 'article' });
}

/** A company review: the verdict first, then pros and cons, the details, and the other reviews. */
export function ReviewPage({
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
  const quoteVertical = REVIEW_QUOTE_VERTICALS[review.vertical];
  const others = reviewedCompanies(review.vertical).filter((other) => other.id !== reviewed.id);
  return (
    <article className={`container ${styles.article}`}>
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
      <Breadcrumbs
        trail={[
          { href: '/', label: 'Home' },
          { href: verticalPath(review.vertical), label: VERTICAL_NAMES[review.vertical] },
        ]}
        current={reviewed.name}
      />
      <div className={reviewStyles.heading}>
        <Image src={reviewed.logo} alt="" width={64} height={64} unoptimized />
        <h1>{review.title}</h1>
      </div>
      <Byline byline={review.byline} reviewedAt={review.reviewedAt} />
      <div className={reviewStyles.verdict}>
        <p className={reviewStyles.score}>
          <strong>{review.rating.toFixed(1)}</strong> out of 5
          <span className={reviewStyles.scoreNote}>{productName} score (sample rating for illustration)</span>
        </p>
        <p>
          <strong>Best for:</strong> {review.bestFor}.
        </p>
      </div>
      <p className={styles.summary}>{review.summary}</p>
      <ScoreBreakdown review={review} />
      <QuoteCallout
        vertical={quoteVertical}
        placement={placementFor(quoteVertical, 'review')}
        targetCompany={reviewed.id}
        title={`Compare ${reviewed.name} with other quotes`}
        text="Quotes from the insurers we work with in your area. Your ZIP code narrows them down; you can leave it blank."
        buttonText="See quotes"
      />
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
      <div className={styles.body}>
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
      </div>
    </article>
  );
}

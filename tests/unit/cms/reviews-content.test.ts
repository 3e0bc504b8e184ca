import { describe, expect, it } from 'vitest';
import articles from '@/data/cms/articles.json';
import authors from '@/data/cms/authors.json';
import reviews from '@/data/cms/reviews.json';
import { articleSchema } from '@/lib/cms/articles';
import { blocksToText } from '@/lib/cms/blocks';
import { FACTOR_WEIGHTS, weightedScore } from '@/lib/cms/review-scores';
import { reviewSchema } from '@/lib/cms/reviews';

/** The embedded reviews and guides hold what a reader is promised: substance, a score that adds up, people named. */

const parsedReviews = reviews.data.map((entry) => reviewSchema.parse(entry));
const authorSlugs = new Set(authors.data.map((author) => author.slug));
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe.each(parsedReviews.map((review) => [`${review.vertical}/${review.companyId}`, review] as const))(
  'the review %s',
  (_name, review) => {
    it('is made of its factor scores: the rating is their weighted mean', () => {
      expect(review.scores.map((entry) => entry.factor).sort()).toEqual(
        Object.keys(FACTOR_WEIGHTS[review.vertical]).sort(),
      );
      expect(weightedScore(review.vertical, review.scores)).toBe(review.rating);
    });

    it('has at least 500 words, pros, cons and who the insurer suits', () => {
      const text = [review.summary, ...review.pros, ...review.cons, blocksToText(review.body)].join(' ');
      expect(words(text)).toBeGreaterThanOrEqual(500);
      expect(review.pros.length).toBeGreaterThanOrEqual(3);
      expect(review.cons.length).toBeGreaterThanOrEqual(2);
      expect(review.bestFor.length).toBeGreaterThan(10);
      const headings = review.body
        .filter((block) => block.type === 'heading')
        .map((block) => blocksToText([block]));
      expect(headings.some((heading) => /suits|who .* for|best for/i.test(heading))).toBe(true);
    });

    it('names its writer and the expert who reviewed it, both with a profile', () => {
      expect(review.byline.author && authorSlugs.has(review.byline.author.slug)).toBe(true);
      expect(review.byline.reviewer && authorSlugs.has(review.byline.reviewer.slug)).toBe(true);
      expect(review.byline.reviewer?.slug).not.toBe(review.byline.author?.slug);
    });
  },
);

describe('the guides', () => {
  it('each name a writer and a reviewing expert with a profile', () => {
    const missing = articles.data
      .map((entry) => articleSchema.parse(entry))
      .filter(
        (article) =>
          !article.byline.author ||
          !article.byline.reviewer ||
          !authorSlugs.has(article.byline.author.slug) ||
          !authorSlugs.has(article.byline.reviewer.slug),
      )
      .map((article) => article.path);
    expect(missing).toEqual([]);
  });
});

describe('the weighted score', () => {
  it('rounds half up to one decimal, and needs every factor of the vertical', () => {
    const scores = [
      { factor: 'price', score: 4 },
      { factor: 'claims', score: 4.1 },
      { factor: 'coverage', score: 4 },
      { factor: 'satisfaction', score: 4 },
    ] as const;
    expect(weightedScore('homeowners', scores)).toBe(4.0);
    expect(
      weightedScore('homeowners', [
        ...scores.slice(0, 1),
        { factor: 'claims', score: 4.5 },
        ...scores.slice(2),
      ]),
    ).toBe(4.2);
    expect(weightedScore('auto', scores.slice(0, 3))).toBeNull();
  });
});

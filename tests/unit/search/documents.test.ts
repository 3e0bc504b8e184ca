// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import articles from '@/data/cms/articles.json';
import pages from '@/data/cms/pages.json';
import reviews from '@/data/cms/reviews.json';
import { articlePath } from '@/lib/cms/articles';
import { createContent } from '@/lib/cms/content';
import { createEmbeddedSource } from '@/lib/cms/embedded-source';
import { createCmsReader } from '@/lib/cms/reader';
import { createStrapiSource } from '@/lib/cms/strapi-source';
import { cities, cityPagePath } from '@/lib/insurance/cities';
import { statePagePath, states } from '@/lib/insurance/states';
import { SEARCH_KINDS, SUMMARY_MAX_WORDS } from '@/lib/search/constants';
import { buildSearchDocuments, searchDocumentsFrom, type SearchContent } from '@/lib/search/documents';
import { searchHitSchema, type SearchDocument } from '@/lib/search/schema';
import { cmsDataset } from '../../fixtures/cms/dataset';
import { server } from '../../msw/server';
import { STRAPI_TOKEN, STRAPI_URL, strapiHandlers } from '../../msw/strapi';
import { COMPARE_MATCHES_PATH } from '@/lib/quotes/constants';

let documents: SearchDocument[];
let content: SearchContent;

beforeAll(async () => {
  documents = await buildSearchDocuments();
  const embedded = createContent(createCmsReader(createEmbeddedSource()));
  const [a, r, p] = await Promise.all([
    embedded.listArticles(),
    embedded.listReviews(),
    embedded.listPages(),
  ]);
  content = { articles: a, reviews: r, pages: p };
});

const ofKind = (kind: SearchDocument['kind']) => documents.filter((document) => document.kind === kind);
const byPath = (path: string) => documents.filter((document) => document.path === path);

describe('the search documents', () => {
  it('cover every kind of page a visitor looks for', () => {
    expect(new Set(documents.map((document) => document.kind))).toEqual(new Set(SEARCH_KINDS));
    expect(ofKind('guide').length).toBeGreaterThan(100);
    expect(ofKind('review')).toHaveLength(reviews.data.length);
    expect(ofKind('calculator').map((document) => document.path)).toContain(
      '/calculators/mortgage-calculator/',
    );
  });

  it('have one state page per state and vertical, and one page per city, at the pages’ own addresses', () => {
    const statePaths = new Set(ofKind('state').map((document) => document.path));
    for (const state of states) {
      for (const vertical of ['auto', 'homeowners', 'health'] as const)
        expect(statePaths.has(statePagePath(state, vertical)), `${state.name} ${vertical}`).toBe(true);
    }
    expect(
      ofKind('city')
        .map((document) => document.path)
        .sort(),
    ).toEqual(cities.map(cityPagePath).sort());
    expect(byPath('/insurance/auto/ohio/')[0]?.title).toBe('Car insurance in Ohio');
  });

  it('every document is something the browser accepts: a site path, a title, a short summary', () => {
    for (const document of documents) {
      expect(searchHitSchema.safeParse(document).success, document.path).toBe(true);
      // Summaries are a line or two, never a page's body: the index ships to browsers.
      expect(document.summary.split(/\s+/).length, document.path).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
    }
    expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  });

  it('links a company to its review, its other names searchable', () => {
    const erie = ofKind('company').find((document) => document.title === 'Erie Insurance');
    expect(erie).toMatchObject({ path: '/insurance/homeowners/reviews/erie-insurance/' });
    expect(erie?.terms.split(' ')).toContain('Erie');
    expect(erie?.summary).toContain('Reviewed for homeowners insurance');
    // State Farm has four reviews: its entry leads to the first list's, auto.
    expect(ofKind('company').find((document) => document.title === 'State Farm')?.path).toBe(
      '/insurance/auto/reviews/state-farm/',
    );
  });

  it('links a company without a review to compare-matches for car insurers, else to its vertical', () => {
    const without = (companyId: string) =>
      searchDocumentsFrom({
        ...content,
        reviews: content.reviews.filter((review) => review.companyId !== companyId),
      });
    expect(without('geico').find((document) => document.title === 'GEICO')?.path).toBe(COMPARE_MATCHES_PATH);
    expect(without('chubb').find((document) => document.title === 'Chubb')?.path).toBe(
      '/insurance/homeowners/',
    );
  });

  it('keep landing pages (campaign destinations) out, and the site’s own pages in', () => {
    const landing = pages.data
      .filter((page) => page.pageType === 'landing')
      .map((page) => `/landing/${page.slug}/`);
    for (const path of landing) expect(byPath(path)).toEqual([]);
    expect(byPath('/privacy-policy/')[0]?.kind).toBe('page');
    expect(byPath('/insurance/pet/')[0]?.kind).toBe('page');
  });

  it('follow the guides the CMS publishes', () => {
    const guidePaths = new Set(ofKind('guide').map((document) => document.path));
    for (const article of articles.data)
      expect(guidePaths.has(articlePath(article.vertical, article.slug))).toBe(true);
  });
});

describe('the search documents read through Strapi', () => {
  const saved = { ...cmsDataset.published };

  beforeAll(() => {
    // The Strapi fake answers the embedded content itself, so both adapters serve one content set.
    Object.assign(cmsDataset.published, {
      articles: articles.data,
      reviews: reviews.data,
      pages: pages.data,
    });
  });
  afterAll(() => {
    for (const key of Object.keys(cmsDataset.published)) delete cmsDataset.published[key];
    Object.assign(cmsDataset.published, saved);
  });

  it('are the same documents the embedded content gives', async () => {
    server.use(...strapiHandlers);
    const strapi = createContent(
      createCmsReader(createStrapiSource({ url: STRAPI_URL, token: STRAPI_TOKEN })),
    );
    const [a, r, p] = await Promise.all([strapi.listArticles(), strapi.listReviews(), strapi.listPages()]);
    const fromStrapi = searchDocumentsFrom({ articles: a, reviews: r, pages: p });
    const comparable = (list: SearchDocument[]) =>
      list
        .map(({ id: _id, ...rest }) => rest)
        .sort((x, y) => `${x.kind}${x.path}`.localeCompare(`${y.kind}${y.path}`));
    expect(comparable(fromStrapi)).toEqual(comparable(documents));
  });
});

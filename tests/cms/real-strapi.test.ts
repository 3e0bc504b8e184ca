// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { createContent, type Content } from '@/lib/cms/content';
import { createEmbeddedSource } from '@/lib/cms/embedded-source';
import { PAGE_TYPES } from '@/lib/cms/pages';
import { createCmsReader } from '@/lib/cms/reader';
import { createStrapiSource } from '@/lib/cms/strapi-source';
import { E2E_SERVER_ENV } from '../e2e/server-env';

/**
 * The content contract against a real Strapi: the project in cms/, seeded from data/cms by its own
 * seed script, read with the site's own queries (populate included). Every read gives the site
 * what the embedded default gives it from the same files, apart from the ids Strapi assigns.
 * `scripts/test.sh` starts that Strapi (tests/cms/strapi-server.mjs) at the end-to-end suite's
 * STRAPI_URL, with its token.
 */

const url = E2E_SERVER_ENV.STRAPI_URL;
const token = E2E_SERVER_ENV.STRAPI_TOKEN;
if (!url || !token) throw new Error('tests/e2e/server-env.json names no Strapi');

/** Ids and timestamps Strapi assigns itself, which differ from the files' by design. */
const ASSIGNED = new Set(['id', 'documentId', 'updatedAt', 'publishedAt', 'createdAt']);
function withoutAssigned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAssigned);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !ASSIGNED.has(key))
      .map(([key, inner]) => [key, withoutAssigned(inner)]),
  );
}

describe('content read from a real Strapi seeded from data/cms', () => {
  let strapi: Content;
  let embedded: Content;
  beforeAll(() => {
    strapi = createContent(createCmsReader(createStrapiSource({ url, token }, 20_000)));
    embedded = createContent(createCmsReader(createEmbeddedSource()));
  });

  it.each(PAGE_TYPES)('lists the %s pages, each with its sections, SEO and path', async (pageType) => {
    const [fromStrapi, fromFiles] = await Promise.all([
      strapi.listPages(pageType),
      embedded.listPages(pageType),
    ]);
    expect(fromFiles.length).toBeGreaterThan(0);
    expect(withoutAssigned(fromStrapi)).toEqual(withoutAssigned(fromFiles));
  });

  it('lists the companies and the vertical configurations, every field of them', async () => {
    const [companies, configs] = await Promise.all([
      embedded.listCompanies(),
      embedded.listVerticalConfigs(),
    ]);
    expect(companies.length).toBeGreaterThan(40);
    expect(configs.length).toBe(15);
    expect(await strapi.listCompanies()).toEqual(companies);
    expect(await strapi.listCompanies('lender')).toEqual(
      companies.filter((company) => company.type === 'lender'),
    );
    expect(await strapi.listVerticalConfigs()).toEqual(configs);
  });

  it('reads the homepage, every section of it', async () => {
    expect(withoutAssigned(await strapi.getHomepage())).toEqual(
      withoutAssigned(await embedded.getHomepage()),
    );
  });

  it('lists every guide and review with its byline, SEO and body', async () => {
    expect(withoutAssigned(await strapi.listArticles())).toEqual(
      withoutAssigned(await embedded.listArticles()),
    );
    expect(withoutAssigned(await strapi.listReviews())).toEqual(
      withoutAssigned(await embedded.listReviews()),
    );
  });

  it('finds one guide, one review and one page by their keys, and nothing for an unknown one', async () => {
    expect(withoutAssigned(await strapi.getArticle('auto', 'collision-coverage'))).toEqual(
      withoutAssigned(await embedded.getArticle('auto', 'collision-coverage')),
    );
    expect(withoutAssigned(await strapi.getReview('auto', 'geico'))).toEqual(
      withoutAssigned(await embedded.getReview('auto', 'geico')),
    );
    expect(await strapi.getPage('vertical', 'no-such-hub')).toBeNull();
  });

  it('reads an editor’s draft only when asked for drafts', async () => {
    const [published, draft] = await Promise.all([
      strapi.getPage('vertical', 'auto'),
      strapi.getPage('vertical', 'auto', { draft: true }),
    ]);
    const [filePublished, fileDraft] = await Promise.all([
      embedded.getPage('vertical', 'auto'),
      embedded.getPage('vertical', 'auto', { draft: true }),
    ]);
    expect(withoutAssigned(published)).toEqual(withoutAssigned(filePublished));
    expect(withoutAssigned(draft)).toEqual(withoutAssigned(fileDraft));
    expect(withoutAssigned(draft)).not.toEqual(withoutAssigned(published));
  });

  it('lists the question-and-answer entries, the experts and their answers, and Charlie’s prompt', async () => {
    expect(withoutAssigned(await strapi.listQaEntries({ vertical: 'auto' }))).toEqual(
      withoutAssigned(await embedded.listQaEntries({ vertical: 'auto' })),
    );
    expect(withoutAssigned(await strapi.experts.experts())).toEqual(
      withoutAssigned(await embedded.experts.experts()),
    );
    expect(await strapi.getAgentPrompt()).toBe(await embedded.getAgentPrompt());
  });
});

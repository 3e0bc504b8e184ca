// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createContent, type Content } from '@/lib/cms/content';
import { createEmbeddedSource } from '@/lib/cms/embedded-source';
import { createCmsReader } from '@/lib/cms/reader';
import type { CmsSource } from '@/lib/cms/source';
import { createStrapiSource } from '@/lib/cms/strapi-source';
import { STANDARD_PAGE_COUNT, writeCmsDataset } from '../../fixtures/cms/dataset';
import { server } from '../../msw/server';
import { STRAPI_TOKEN, STRAPI_URL, strapiHandlers } from '../../msw/strapi';

const adapters: { name: string; create: () => CmsSource }[] = [
  { name: 'embedded', create: () => createEmbeddedSource(writeCmsDataset()) },
  {
    name: 'strapi',
    create: () => {
      server.use(...strapiHandlers);
      return createStrapiSource({ url: STRAPI_URL, token: STRAPI_TOKEN });
    },
  },
];

describe.each(adapters)('content read through the $name adapter', ({ create }) => {
  let content: Content;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    content = createContent(createCmsReader(create()));
  });

  it('finds a page by type and slug and reshapes it for the site', async () => {
    const page = await content.getPage('vertical', 'auto');
    expect(page).toMatchObject({
      slug: 'auto',
      pageType: 'vertical',
      path: '/insurance/auto/',
      seo: {
        title: 'Auto insurance',
        description: 'About Auto insurance.',
        canonicalPath: null,
        image: null,
      },
    });
    expect(page?.sections[0]).toEqual({
      type: 'headline',
      id: 1,
      title: 'Compare auto insurance',
      subtitle: null,
      subnav: null,
      quoteForm: null,
    });
  });

  it('skips a section type it does not know, logs it, and keeps the rest of the page', async () => {
    const page = await content.getPage('vertical', 'auto');
    expect(page?.sections.map((section) => section.type)).toEqual(['headline', 'rich-text']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('sections.not-yet-built'));
  });

  it('answers null for a slug it does not have, and for a type the slug is not', async () => {
    expect(await content.getPage('vertical', 'no-such-page')).toBeNull();
    expect(await content.getPage('standard', 'auto')).toBeNull();
  });

  it('drops a malformed entry with a warning instead of failing the whole list', async () => {
    expect(await content.getPage('vertical', 'broken')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cms.entry_skipped'));
  });

  it('lists every page across fetch-all pages, sorted by slug', async () => {
    const pages = await content.listPages('standard');
    expect(pages).toHaveLength(STANDARD_PAGE_COUNT);
    expect(pages[0]?.slug).toBe('guide-001');
    expect(pages.at(-1)?.slug).toBe(`guide-${STANDARD_PAGE_COUNT}`);
  });

  it('reads the homepage single type', async () => {
    const homepage = await content.getHomepage();
    expect(homepage?.seo.title).toBe('Home');
    expect(homepage?.sections[0]).toMatchObject({ type: 'headline', title: 'Insurance, compared' });
  });

  it('reads the published agent prompt by its uid', async () => {
    expect(await content.getAgentPrompt()).toBe('You are Charlie.');
  });

  it('lists Q&A entries by vertical and guide, each pointing at its place on the guide', async () => {
    const entries = await content.listQaEntries({ vertical: 'homeowners', guide: 'policy-forms' });
    expect(entries.map((entry) => entry.slug)).toEqual(['ho3-policy', 'ho5-policy']);
    expect(entries[0]).toMatchObject({
      question: 'What is ho3-policy?',
      paraphrases: ['ho3-policy meaning', 'explain ho3-policy'],
      path: '/insurance/homeowners/guides/policy-forms/#faq-ho3-policy',
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('qa-entries'));
    expect((await content.listQaEntries()).length).toBe(3);
  });

  it('serves drafts only when asked for them', async () => {
    expect((await content.getPage('vertical', 'auto'))?.title).toBe('Auto insurance');
    expect((await content.getPage('vertical', 'auto', { draft: true }))?.title).toBe(
      'Auto insurance (draft)',
    );
  });

  it('reads companies with the spec’s fields, by type, skipping one without its MG company id', async () => {
    expect(await content.listCompanies()).toEqual([
      {
        mgCompanyId: 1007,
        slug: 'geico',
        name: 'GEICO',
        url: 'https://www.geico.com',
        type: 'insurer',
        logo: '/logos/geico.svg',
        largeLogo: { url: 'https://cdn.example.com/geico-large.png', alt: 'GEICO logo' },
      },
      {
        mgCompanyId: 2001,
        slug: 'harborline-lending',
        name: 'Harborline Lending',
        url: null,
        type: 'lender',
        logo: '/logos/harborline-lending.svg',
        largeLogo: null,
      },
    ]);
    expect((await content.listCompanies('lender')).map((company) => company.slug)).toEqual([
      'harborline-lending',
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('companies'));
  });

  it('reads each vertical’s configuration', async () => {
    expect(await content.listVerticalConfigs()).toEqual([
      {
        vertical: 'auto',
        nationalUrl: 'auto-national',
        stateUrl: 'auto-state',
        statePage: true,
        cityUrl: 'auto-city',
      },
      {
        vertical: 'personal-loans',
        nationalUrl: 'personal-loans',
        stateUrl: null,
        statePage: false,
        cityUrl: null,
      },
    ]);
  });
});

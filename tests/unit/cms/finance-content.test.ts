import { describe, expect, it } from 'vitest';
import pagesFile from '@/data/cms/pages.json';
import { affiliateLender } from '@/lib/ads/affiliate-links';
import { pageSchema, type Page } from '@/lib/cms/pages';
import type { SectionOf } from '@/lib/cms/sections';
import { FINANCE_VERTICALS, financeHubPath } from '@/lib/finance/verticals';
import { LENDER_RANKING_PRODUCTS } from '@/lib/finance/rankings';
import { MONEY_LINKS } from '@/lib/site/navigation';

/** The money hubs in the embedded content: each a page a visitor can reach, with what the issue promised. */

const pages: Page[] = pagesFile.data.map((entry) => pageSchema.parse(entry));
const sectionsOf = <T extends Page['sections'][number]['type']>(page: Page, type: T) =>
  page.sections.filter((section): section is SectionOf<T> => section.type === type);

describe.each(FINANCE_VERTICALS.map((entry) => [entry.hub, entry] as const))('the %s hub', (hub, finance) => {
  const page = pages.find((entry) => entry.pageType === 'finance' && entry.slug === hub);

  it('is a finance page at the top of the site, linked from the header’s Money menu', () => {
    expect(page?.path).toBe(financeHubPath(hub));
    expect(MONEY_LINKS.map((link) => link.href)).toContain(financeHubPath(hub));
  });

  it('opens with a rates form for its quote vertical, on the front quote widget’s placement', () => {
    const [headline] = page?.sections ?? [];
    expect(headline?.type).toBe('headline');
    expect(headline?.type === 'headline' && headline.quoteForm).toMatchObject({
      vertical: finance.quoteVertical,
      placement: `FWQ-${finance.quoteVertical}`,
    });
  });

  it('has substance beyond the form: several sections, lenders, cards or a calculator', () => {
    expect(page?.sections.length).toBeGreaterThanOrEqual(5);
    const listings = page
      ? [
          ...sectionsOf(page, 'lender-listicle'),
          ...sectionsOf(page, 'credit-cards'),
          ...sectionsOf(page, 'calculator'),
        ]
      : [];
    expect(listings.length).toBeGreaterThan(0);
  });
});

describe('the money rankings', () => {
  const rankings = pages.flatMap((page) => sectionsOf(page, 'editorial-ranking'));

  it.each([
    'personal_insurance',
    'mortgage_insurance',
    'mortgage_refinance',
    'debt_consolidation',
    'mortgage_calculator',
  ])('the %s ranking type is on a page', (type) => {
    expect(rankings.some((ranking) => ranking.rankingType === type)).toBe(true);
  });

  it('lists only lenders on the affiliate list, each with a link for the ranking’s product', () => {
    for (const ranking of rankings) {
      const product = LENDER_RANKING_PRODUCTS[ranking.rankingType];
      if (!product) continue;
      for (const item of ranking.items) {
        expect(affiliateLender(item.company)?.links[product], `${ranking.title}: ${item.company}`).toMatch(
          /^\//,
        );
      }
    }
  });

  it('has a compound interest calculator page', () => {
    const calculator = pages.find((page) => page.slug === 'compound-interest-calculator');
    expect(calculator?.pageType).toBe('calculator');
    expect(calculator && sectionsOf(calculator, 'calculator').map((section) => section.calculator)).toEqual([
      'compound-interest',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import lendersFile from '@/data/rates/lenders.json';
import {
  affiliateLender,
  affiliateLenderSlugs,
  lenderAffiliateLink,
  LENDER_PRODUCTS,
  productForListicle,
} from '@/lib/ads/affiliate-links';

describe('lender affiliate links', () => {
  it('gives every listed lender a link for the product its listicle sells', () => {
    for (const lender of lendersFile.lenders) {
      const product = productForListicle(lender.vertical);
      expect(product, lender.vertical).not.toBeNull();
      expect(lenderAffiliateLink(product!, lender.lender), lender.lender).toMatch(/^(\/|https:\/\/)/);
    }
  });

  it('covers each product the spec lists, and has no link for a product a lender does not sell', () => {
    const covered = new Set(
      affiliateLenderSlugs().flatMap((slug) => Object.keys(affiliateLender(slug)?.links ?? {})),
    );
    expect([...covered].sort()).toEqual([...LENDER_PRODUCTS].sort());
    expect(lenderAffiliateLink('heloc', 'harborline-lending')).toBeNull();
    expect(lenderAffiliateLink('personal-loans', 'no-such-lender')).toBeNull();
    expect(affiliateLender('no-such-lender')).toBeNull();
  });

  it('maps only the listicle verticals that have lender products', () => {
    expect(productForListicle('mortgage')).toBe('mortgage-purchase');
    expect(productForListicle('auto')).toBeNull();
  });
});

describe('partner affiliate links', () => {
  it('gives the money site a link for each money vertical, and insurance partners their own page', async () => {
    const { partnerAffiliateLink } = await import('@/lib/ads/partner-links');
    const { FINANCE_VERTICALS } = await import('@/lib/finance/verticals');
    for (const { quoteVertical } of FINANCE_VERTICALS) {
      expect(partnerAffiliateLink('MNY', quoteVertical)).toMatch(/^\/partners\/mny\/\?product=[a-z-]+$/);
    }
    expect(partnerAffiliateLink('QS', 'auto')).toBeNull();
    expect(partnerAffiliateLink('MNY', 'auto')).toBeNull();
  });
});

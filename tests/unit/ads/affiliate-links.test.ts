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

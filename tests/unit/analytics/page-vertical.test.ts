import { describe, expect, it } from 'vitest';
import { pageVertical } from '@/lib/analytics/page-vertical';

describe('the vertical a page view carries', () => {
  it.each([
    ['/', 'homepage'],
    ['/insurance/auto/', 'auto'],
    ['/insurance/auto/guides/gap-insurance/', 'auto'],
    ['/insurance/auto/reviews/geico/', 'auto'],
    ['/insurance/auto/compare-matches/', 'auto'],
    ['/insurance/homeowners/reviews/erie-insurance/', 'homeowners'],
    ['/insurance/renters/lemonade-renters-insurance-review/', 'renters'],
    ['/insurance/auto/cheap-car-insurance-austin-tx/', 'auto'],
    ['/calculators/car-insurance-calculator/', 'auto'],
    ['/calculators/mortgage-calculator/', 'mortgage'],
    ['/calculators/fha-loan-calculator/', 'mortgage'],
    ['/calculators/personal-loan-calculator/', 'personal_loans'],
    ['/calculators/cost-of-living-calculator/', 'calculators'],
    ['/calculators/compound-interest-calculator/', 'banking'],
    ['/personal-loans/', 'personal_loans'],
    ['/student-loans/', 'student_loans'],
    ['/auto-loans/', 'auto_loans'],
    ['/business-loans/', 'business_loans'],
    ['/mortgages/', 'mortgage'],
    ['/credit-cards/', 'credit_cards'],
    ['/banking/', 'banking'],
    ['/landing/save-on-car-insurance/', 'landing'],
    ['/partners/qs/', 'partners'],
    ['/about-us/', 'site'],
    ['/sitemap/', 'site'],
  ])('%s is %s', (path, vertical) => {
    expect(pageVertical(path)).toBe(vertical);
  });
});

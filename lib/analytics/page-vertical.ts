/**
 * The vertical label a page view carries (site-and-lead-routing.md section 7: "$pageview with a
 * vertical label"). Decision, for pages that are not under a vertical: the homepage is
 * `homepage`; a calculator takes the vertical it serves (the car insurance calculator is `auto`,
 * the mortgage, FHA, PMI and amortization ones `mortgage`, the personal loan one
 * `personal_loans`), other calculators `calculators`; landing pages `landing`; the partner
 * stand-ins `partners`; every other page (company pages, the sitemap) `site`.
 */

const CALCULATOR_VERTICALS: [RegExp, string][] = [
  [/car-insurance/, 'auto'],
  [/mortgage|fha|pmi|amortization/, 'mortgage'],
  [/personal-loan/, 'personal_loans'],
];

export function pageVertical(pathname: string): string {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (!first) return 'homepage';
  if (first === 'insurance' && second) return second;
  if (first === 'calculators')
    return CALCULATOR_VERTICALS.find(([pattern]) => pattern.test(second ?? ''))?.[1] ?? 'calculators';
  if (first === 'landing') return 'landing';
  if (first === 'partners') return 'partners';
  return 'site';
}

/**
 * The vertical label a page view carries (site-and-lead-routing.md section 7: "$pageview with a
 * vertical label"). Decision, for pages that are not under a vertical: the homepage is
 * `homepage`; a calculator takes the vertical it serves (the car insurance calculator is `auto`,
 * the mortgage, FHA, PMI and amortization ones `mortgage`, the personal loan one
 * `personal_loans`, the compound interest one `banking`), other calculators `calculators`;
 * landing pages `landing`; the partner stand-ins `partners`; a money hub its quote vertical
 * (`/personal-loans/` is `personal_loans`); every other page (company pages, the sitemap) `site`.
 */
import { financeByHub } from '@/lib/finance/verticals';

const CALCULATOR_VERTICALS: [RegExp, string][] = [
  [/car-insurance/, 'auto'],
  [/mortgage|fha|pmi|amortization/, 'mortgage'],
  [/personal-loan/, 'personal_loans'],
  [/compound-interest/, 'banking'],
];

export function pageVertical(pathname: string): string {
  const [first, second] = pathname.split('/').filter(Boolean);
  if (!first) return 'homepage';
  if (first === 'insurance' && second) return second;
  if (first === 'calculators')
    return CALCULATOR_VERTICALS.find(([pattern]) => pattern.test(second ?? ''))?.[1] ?? 'calculators';
  if (first === 'landing') return 'landing';
  if (first === 'partners') return 'partners';
  return financeByHub(first)?.quoteVertical ?? 'site';
}

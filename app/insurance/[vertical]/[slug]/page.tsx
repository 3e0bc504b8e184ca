import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CityPage } from '@/components/insurance/CityPage';
import { HomeStatePage } from '@/components/insurance/HomeStatePage';
import { MedicareStatePage } from '@/components/insurance/MedicareStatePage';
import { StatePage } from '@/components/insurance/StatePage';
import { ReviewPage, reviewMetadata } from '@/components/insurance/ReviewPage';
import { getReview, listReviews } from '@/lib/cms/content';
import { isPreview } from '@/lib/cms/preview';
import { getPublicConfig } from '@/lib/config';
import { cities, cityPagePath, type City } from '@/lib/insurance/cities';
import { RENTERS_REVIEW_SUFFIX } from '@/lib/insurance/companies';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { STATE_PAGE_VERTICALS, statePagePath, stateSlug, states } from '@/lib/insurance/states';
import { pageMetadata } from '@/lib/site/metadata';
import { subpageFor } from '@/lib/site/vertical-subpage';

interface Props {
  params: Promise<{ vertical: string; slug: string }>;
}

/**
 * Pages one level below a vertical: the state pages of auto, homeowners and health
 * (`/insurance/auto/ohio/`), the auto city
 * pages (`best-cheap-car-insurance-{city}-{state}`) and the renters reviews
 * (`{company}-renters-insurance-review`).
 */
// Built ahead from the CMS; an entry published later renders on its first request, and in an
// editor's preview before it is ever published (see docs/cms.md). Anything else here is a 404.
export const dynamicParams = true;

export async function generateStaticParams() {
  const renters = await listReviews('renters');
  return [
    ...STATE_PAGE_VERTICALS.flatMap((vertical) =>
      states.map((state) => ({ vertical, slug: stateSlug(state) })),
    ),
    ...cities.map((city) => ({ vertical: 'auto', slug: city.pageSlug })),
    ...renters.map((review) => ({
      vertical: 'renters',
      slug: `${review.companyId}${RENTERS_REVIEW_SUFFIX}`,
    })),
  ];
}

function cityMetadata(city: City): Metadata {
  const title = `Best cheap car insurance in ${city.name}, ${city.state}`;
  const description = `What car insurance costs in ${city.name} against ${city.stateRules.name} and nearby cities, what drives prices there, and what the law requires.`;
  return pageMetadata({ title, description, path: cityPagePath(city) });
}

function stateMetadata(state: StateMinimum): Metadata {
  const title = `Car insurance in ${state.name}: requirements and how to save`;
  const description = `The minimum car insurance ${state.name} requires, how its fault rules work, and how to find cheaper car insurance in ${state.name}.`;
  return pageMetadata({ title, description, path: statePagePath(state) });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { vertical, slug } = await params;
  const subpage = subpageFor(vertical, slug);
  if (subpage?.kind === 'home-state') {
    const { state } = subpage;
    return pageMetadata({
      title: `Homeowners insurance in ${state.name}: cost and coverage`,
      description: `What homeowners insurance costs in ${state.name} by dwelling coverage, and how to pay less.`,
      path: statePagePath(state, 'homeowners'),
    });
  }
  if (subpage?.kind === 'health-state') {
    const { state } = subpage;
    return pageMetadata({
      title: `Medicare supplement insurance in ${state.name}`,
      description: `Medigap premiums by plan in ${state.name}, and when every insurer must sell you a policy.`,
      path: statePagePath(state, 'health'),
    });
  }
  if (subpage?.kind === 'state') return stateMetadata(subpage.state);
  if (subpage?.kind === 'city') return cityMetadata(subpage.city);
  if (subpage?.kind === 'review') {
    const review = await getReview('renters', subpage.companyId, await isPreview());
    return review ? reviewMetadata(review) : {};
  }
  return {};
}

export default async function VerticalSubpage({ params }: Props) {
  const { vertical, slug } = await params;
  const subpage = subpageFor(vertical, slug);
  if (subpage?.kind === 'state') return <StatePage state={subpage.state} />;
  if (subpage?.kind === 'home-state') return <HomeStatePage state={subpage.state} />;
  if (subpage?.kind === 'health-state') return <MedicareStatePage state={subpage.state} />;
  if (subpage?.kind === 'city') return <CityPage city={subpage.city} />;
  if (subpage?.kind === 'review') {
    const review = await getReview('renters', subpage.companyId, await isPreview());
    if (!review) notFound();
    const { productName, siteUrl } = getPublicConfig();
    return <ReviewPage review={review} productName={productName} siteUrl={siteUrl} />;
  }
  notFound();
}

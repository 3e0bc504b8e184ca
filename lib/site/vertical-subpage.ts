import { findCity, type City } from '@/lib/insurance/cities';
import { RENTERS_REVIEW_SUFFIX } from '@/lib/insurance/companies';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { findStateBySlug } from '@/lib/insurance/states';

/**
 * What a page one level below a vertical is: an auto, homeowners or health state page, an auto
 * city page, or a renters review. The page and its Open Graph image read it the same way.
 */
type Subpage =
  | { kind: 'state'; state: StateMinimum }
  | { kind: 'home-state'; state: StateMinimum }
  | { kind: 'health-state'; state: StateMinimum }
  | { kind: 'city'; city: City }
  | { kind: 'review'; companyId: string }
  | null;

export function subpageFor(vertical: string, slug: string): Subpage {
  if (vertical === 'homeowners' || vertical === 'health') {
    const state = findStateBySlug(slug);
    return state ? { kind: vertical === 'homeowners' ? 'home-state' : 'health-state', state } : null;
  }
  if (vertical === 'auto') {
    const state = findStateBySlug(slug);
    if (state) return { kind: 'state', state };
    const match = findCity(slug);
    return match?.canonical ? { kind: 'city', city: match.city } : null;
  }
  if (vertical === 'renters' && slug.endsWith(RENTERS_REVIEW_SUFFIX)) {
    return { kind: 'review', companyId: slug.slice(0, -RENTERS_REVIEW_SUFFIX.length) };
  }
  return null;
}

/** The page's headline in a few words, for its share image. */
export function subpageHeadline(subpage: Exclude<Subpage, null | { kind: 'review' }>): string {
  switch (subpage.kind) {
    case 'state':
      return `Car insurance in ${subpage.state.name}`;
    case 'home-state':
      return `Homeowners insurance in ${subpage.state.name}`;
    case 'health-state':
      return `Medicare supplement insurance in ${subpage.state.name}`;
    case 'city':
      return `Best cheap car insurance in ${subpage.city.name}, ${subpage.city.state}`;
  }
}

import { slugify } from '@/lib/format/slug';
import { stateMinimums, type StateMinimum } from './state-minimums';

/** State pages: `/insurance/auto/{state-name-slug}/`, one for each state and DC. */
export const stateSlug = (state: Pick<StateMinimum, 'name'>) => slugify(state.name);

/** Verticals with a page per state: car insurance, homeowners insurance and Medicare supplements. */
export const STATE_PAGE_VERTICALS = ['auto', 'homeowners', 'health'] as const;
export type StatePageVertical = (typeof STATE_PAGE_VERTICALS)[number];

export const statePagePath = (state: Pick<StateMinimum, 'name'>, vertical: StatePageVertical = 'auto') =>
  `/insurance/${vertical}/${stateSlug(state)}/`;

const bySlug = new Map(stateMinimums.states.map((state) => [stateSlug(state), state]));

export const findStateBySlug = (slug: string): StateMinimum | null => bySlug.get(slug) ?? null;

export const states: readonly StateMinimum[] = stateMinimums.states;

const byCode = new Map(stateMinimums.states.map((state) => [state.code, state]));

export const findStateByCode = (code: string): StateMinimum | null => byCode.get(code) ?? null;

import { PARTNER_CODES, type PartnerCode } from './partners';
import {
  keptChoiceStands,
  pickPartner,
  trafficSplits,
  type SplitSettings,
  type SplitVertical,
} from './traffic-split';

/** Where a visitor's partner choice is kept (one key per vertical). */
export const PARTNER_CHOICE_KEY = (vertical: SplitVertical) => `quotePartner:${vertical}`;

/** The little of localStorage this needs, so tests and private windows can pass their own. */
export interface ChoiceStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const isPartnerCode = (value: string | null): value is PartnerCode =>
  value !== null && (PARTNER_CODES as readonly string[]).includes(value);

/**
 * The visitor's partner for a vertical: picked by the split's weights and kept in local storage,
 * so the same visitor meets the same partner (`keptChoiceStands`). A pick that lands on no partner
 * (the part of a split that names none) is null and is not kept: the ad server chooses each time.
 * A storage that throws (private windows, full quota) only costs the memory: a warning, a fresh pick.
 */
export function choosePartner({
  vertical,
  pilot,
  settings,
  store,
  random = Math.random,
}: {
  vertical: SplitVertical;
  pilot: boolean;
  settings: SplitSettings;
  store: ChoiceStore | null;
  random?: () => number;
}): PartnerCode | null {
  const split = trafficSplits(settings)[vertical][pilot ? 'pilot' : 'normal'];
  const key = PARTNER_CHOICE_KEY(vertical);
  let kept: string | null = null;
  try {
    kept = store?.getItem(key) ?? null;
  } catch (error) {
    console.warn('Could not read the quote partner choice', error);
  }
  if (isPartnerCode(kept) && keptChoiceStands(vertical, pilot, split, kept)) return kept;
  const chosen = pickPartner(split, random);
  if (chosen) {
    try {
      store?.setItem(key, chosen);
    } catch (error) {
      console.warn('Could not keep the quote partner choice', error);
    }
  }
  return chosen;
}

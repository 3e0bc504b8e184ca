const SUFFIXES: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};
// English ordinal plural rules already give 11th, 12th and 13th (and 111th) their `th`.
const rules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th. */
export const ordinal = (value: number) => `${value}${SUFFIXES[rules.select(value)]}`;

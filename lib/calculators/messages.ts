/** Texts the calculators share, so two calculators never explain one rule two ways. */
export const PMI_MESSAGES = {
  none: 'None: you are putting down 20% or more',
  notEligible: 'Most conventional lenders need at least 3% down and a 620 score',
  fhaHint: 'With less down or a lower score, an FHA loan may fit: try the FHA loan calculator.',
} as const;

const compact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Axis labels: $250K, $1.2M. Not one of the spec's display formats, which are for figures. */
export const formatCompactDollars = (value: number) => compact.format(value);

/** A rating out of 5 as the site shows it: one decimal, always ("4.0 / 5", never "4.1000000000000005 / 5"). */
export const formatRating = (value: number) => `${value.toFixed(1)} / 5`;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Currency as the site shows it: US dollars without decimals ($25,000). */
export const formatUsd = (value: number) => usd.format(value);

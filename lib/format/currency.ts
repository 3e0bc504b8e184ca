import { formatValue } from './display';

/** Currency as the site shows it: US dollars without decimals ($25,000). */
export const formatUsd = (value: number) => formatValue(value, 'dollar');

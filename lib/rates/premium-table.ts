import { companyAlias } from '@/lib/insurance/aliases';
import { cities } from '@/lib/insurance/cities';
import type { PremiumTableQuery, RateTable } from './schemas';
import type { RatesSource } from './source';

/** The other name a city goes by (Boise and Boise City, Saint Petersburg and St. Petersburg). */
function cityAlias(name: string): string | null {
  const city = cities.find((entry) => [entry.name, ...entry.aliases].includes(name));
  return city ? ([city.name, ...city.aliases].find((other) => other !== name) ?? null) : null;
}

/** The same query under the city's and the company's aliases, or null when neither has one. */
function aliasedQuery(query: PremiumTableQuery): PremiumTableQuery | null {
  const city = query.city ? cityAlias(query.city) : null;
  const company = query.company ? companyAlias(query.company) : null;
  if (!city && !company) return null;
  return { ...query, ...(city && { city }), ...(company && { company }) };
}

/**
 * `POST rds-files/{table}`, retried once with the alias when the answer is empty and a name in
 * the query has one (site-and-lead-routing.md section 7).
 */
export async function queryPremiumTable(source: RatesSource, table: RateTable, query: PremiumTableQuery) {
  const first = await source.queryTable(table, query);
  if (first && first.rows.length > 0) return first;
  const retry = aliasedQuery(query);
  return retry ? source.queryTable(table, retry) : first;
}

/**
 * Other names the same company goes by in rate tables and partner lists. When a lookup by one
 * name finds nothing, it is tried again with its alias (site-and-lead-routing.md, section 2).
 * City aliases live with the cities, in data/insurance/cities.json.
 */
export const COMPANY_ALIASES: Readonly<Record<string, string>> = {
  Erie: 'Erie Insurance',
};

export const companyAlias = (name: string): string | null => COMPANY_ALIASES[name] ?? null;

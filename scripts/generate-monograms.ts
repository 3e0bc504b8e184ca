/**
 * Writes public/logos/<company>.svg for every company in data/insurance/companies.json, each the
 * same monogram tile (lib/insurance/monogram.ts). The site holds no licensed logos; a CMS company's
 * own logo replaces its tile where one is configured. Run: `npx tsx scripts/generate-monograms.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import companiesFile from '../data/insurance/companies.json' with { type: 'json' };
import { monogramSvg } from '../lib/insurance/monogram';

const OUT = fileURLToPath(new URL('../public/logos/', import.meta.url));
for (const company of companiesFile.companies)
  writeFileSync(`${OUT}${company.id}.svg`, monogramSvg(company.name));
console.log(`public/logos: ${companiesFile.companies.length} monograms`);

/**
 * Writes public/logos/<company>.svg for every company in data/insurance/companies.json and every
 * lender in data/affiliates/lender-links.json, each the
 * same monogram tile (lib/insurance/monogram.ts). The site holds no licensed logos; a CMS company's
 * own logo replaces its tile where one is configured. Run: `npx tsx scripts/generate-monograms.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import lendersFile from '../data/affiliates/lender-links.json' with { type: 'json' };
import companiesFile from '../data/insurance/companies.json' with { type: 'json' };
import { monogramSvg } from '../lib/insurance/monogram';

const OUT = fileURLToPath(new URL('../public/logos/', import.meta.url));
const marks = [
  ...companiesFile.companies.map(({ id, name }) => ({ id, name })),
  ...Object.entries(lendersFile.lenders).map(([id, { name }]) => ({ id, name })),
];
for (const { id, name } of marks) writeFileSync(`${OUT}${id}.svg`, monogramSvg(name));
console.log(`public/logos: ${marks.length} monograms`);

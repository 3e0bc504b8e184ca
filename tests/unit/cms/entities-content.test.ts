import { describe, expect, it } from 'vitest';
import companiesFile from '@/data/cms/companies.json';
import configsFile from '@/data/cms/vertical-configs.json';
import insuranceFile from '@/data/insurance/companies.json';
import lendersFile from '@/data/affiliates/lender-links.json';
import { cmsCompanySchema, verticalConfigSchema } from '@/lib/cms/companies';
import { FINANCE_VERTICALS } from '@/lib/finance/verticals';
import { STATE_PAGE_VERTICALS } from '@/lib/insurance/states';
import { NAV_VERTICALS } from '@/lib/site/navigation';
import { ratesPaths } from '@/lib/rates/paths';

/** The companies and vertical configurations editors start with: in step with the site's own data. */

const companies = companiesFile.data.map((entry) => cmsCompanySchema.parse(entry));
const configs = configsFile.data.map((entry) => verticalConfigSchema.parse(entry));

describe('the embedded companies', () => {
  it('hold every insurer the site lists and every lender it links to, once each, with unique MG company ids', () => {
    expect(companies.filter((company) => company.type === 'insurer').map((company) => company.slug)).toEqual(
      insuranceFile.companies.map((company) => company.id),
    );
    expect(companies.filter((company) => company.type === 'lender').map((company) => company.slug)).toEqual(
      Object.keys(lendersFile.lenders),
    );
    expect(new Set(companies.map((company) => company.mgCompanyId)).size).toBe(companies.length);
  });

  it('give each a logo and a large logo on the site, and each insurer its https website', () => {
    for (const company of companies) {
      expect(company.logo).toBe(`/logos/${company.slug}.svg`);
      expect(company.largeLogo?.url).toMatch(/^\/logos\/[a-z0-9-]+\.svg$/);
      if (company.type === 'insurer') expect(company.url).toMatch(/^https:\/\//);
    }
  });
});

describe('the embedded vertical configurations', () => {
  it('cover every insurance and money hub', () => {
    expect(configs.map((config) => config.vertical).sort()).toEqual(
      [
        ...NAV_VERTICALS.map((entry) => entry.vertical),
        ...FINANCE_VERTICALS.map((entry) => entry.hub),
      ].sort(),
    );
  });

  it('say state pages exactly where the site has them', () => {
    expect(
      configs
        .filter((config) => config.statePage)
        .map((config) => config.vertical)
        .sort(),
    ).toEqual([...STATE_PAGE_VERTICALS].sort());
  });

  it('give auto the rates API addresses the rates client asks', () => {
    const auto = configs.find((config) => config.vertical === 'auto');
    expect(ratesPaths.state('OH')).toBe(`${auto?.stateUrl}/OH`);
    expect(ratesPaths.city('columbus')).toBe(`${auto?.cityUrl}/columbus`);
    expect(ratesPaths.nationalRatios).toBe(`${auto?.nationalUrl}/US/ratios`);
    expect(
      ratesPaths.homeCalculator.startsWith(
        `${configs.find((config) => config.vertical === 'homeowners')?.stateUrl}/`,
      ),
    ).toBe(true);
    expect(
      ratesPaths
        .medicareSupplement('Ohio')
        .startsWith(`${configs.find((config) => config.vertical === 'health')?.stateUrl}/`),
    ).toBe(true);
  });
});

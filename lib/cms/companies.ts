import { z } from 'zod';
import { SLUG_PATTERN } from '@/lib/format/slug';
import { PARTNER_LINK_PATTERN } from '@/lib/format/link';

/**
 * A company as editors keep it (site-and-lead-routing.md section 3, "Company"): its MG company
 * id, name, website, type, logo and large logo. Decisions: the logos are addresses (a site path or
 * https) rather than uploads, so the embedded content and Strapi hold the same values; the spec's
 * "Strapi_MG_company_id or MG_company_id" is one field here, `MG_company_id`, in Strapi and in
 * the embedded content alike.
 */
export const COMPANY_TYPES = ['insurer', 'lender', 'card_issuer', 'bank'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

const imageUrl = z.string().regex(PARTNER_LINK_PATTERN);

export const cmsCompanySchema = z
  .object({
    MG_company_id: z.int().positive(),
    slug: z.string().regex(SLUG_PATTERN),
    name: z.string().min(1),
    url: z.url({ protocol: /^https$/ }).nullish(),
    type: z.enum(COMPANY_TYPES),
    logo: imageUrl,
    Large_logo: z.object({ url: imageUrl, alternativeText: z.string().nullish() }).nullish(),
  })
  .transform((raw) => ({
    mgCompanyId: raw.MG_company_id,
    slug: raw.slug,
    name: raw.name,
    url: raw.url ?? null,
    type: raw.type,
    logo: raw.logo,
    largeLogo: raw.Large_logo ? { url: raw.Large_logo.url, alt: raw.Large_logo.alternativeText ?? '' } : null,
  }));
export type CmsCompany = z.output<typeof cmsCompanySchema>;

/**
 * A vertical's configuration (section 3, "Vertical config"): the rates API's national, state and
 * city address prefixes, and whether the site has a page per state for it.
 */
const urlPart = z
  .string()
  .regex(/^[a-z]+(?:-[a-z]+)*$/)
  .nullish();
export const verticalConfigSchema = z
  .object({
    vertical: z.string().regex(/^[a-z]+(?:[-_][a-z]+)*$/),
    nationalUrl: urlPart,
    stateUrl: urlPart,
    statePage: z.boolean(),
    cityUrl: urlPart,
  })
  .transform((raw) => ({
    vertical: raw.vertical,
    nationalUrl: raw.nationalUrl ?? null,
    stateUrl: raw.stateUrl ?? null,
    statePage: raw.statePage,
    cityUrl: raw.cityUrl ?? null,
  }));
export type VerticalConfig = z.output<typeof verticalConfigSchema>;

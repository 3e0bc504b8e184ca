import { ADS_TEXTS } from './messages';
import { NO_ADVERTISER } from './constants';

/**
 * The quote partners by code (site-and-lead-routing.md section 3): each maps to a 14-digit
 * advertiser id and a short code. The ids here are this site's own sample ids; a deployment's
 * ad server uses its own, and Kevel answers with them.
 */
export const PARTNER_CODES = [
  'MA',
  'QS',
  'PG',
  'IS',
  'LE',
  'ZE',
  'LT',
  'ZE2',
  'RV',
  'QSCC',
  'EH',
  'HCU65',
  'HCMC',
  'WY',
  'QSDC',
  'QSDL',
  'MADC',
  'LTM',
  'LTFL',
  'MNY',
  'MNYDC',
  'MACC',
  'NI',
  'NI2',
  'CH',
  'CRE',
  'CREDC',
  'HARTFORD',
] as const;
export type PartnerCode = (typeof PARTNER_CODES)[number];

export interface Partner {
  code: PartnerCode;
  advertiserId: string;
  shortCode: string;
  /** What analytics and the fallback reason call the partner. */
  name: string;
}

// Sample ids: a fixed prefix and the code's position, so each is 14 digits and unique.
export const PARTNERS: readonly Partner[] = PARTNER_CODES.map((code, index) => ({
  code,
  advertiserId: `7100000000${String(index + 1).padStart(4, '0')}`,
  shortCode: code.toLowerCase(),
  name: `Partner ${code}`,
}));

const byCode = new Map(PARTNERS.map((partner) => [partner.code as string, partner]));
const byAdvertiser = new Map(PARTNERS.map((partner) => [partner.advertiserId, partner]));

type PartnerLookup = { ok: true; partner: Partner } | { ok: false; error: string };

/** A partner by its code or advertiser id: `No Provider Received` when empty, `Invalid Provider ID` when unknown. */
export function findPartner(id: string | null | undefined): PartnerLookup {
  const key = id?.trim() ?? '';
  if (key === '' || key === NO_ADVERTISER) return { ok: false, error: ADS_TEXTS.noProvider };
  const partner = byCode.get(key.toUpperCase()) ?? byAdvertiser.get(key);
  return partner ? { ok: true, partner } : { ok: false, error: ADS_TEXTS.invalidProvider };
}

export const partnerByCode = (code: PartnerCode): Partner => byCode.get(code) as Partner;

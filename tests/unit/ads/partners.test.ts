import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClickId, isClickId } from '@/lib/ads/click-id';
import { findPartner, PARTNER_CODES, PARTNERS } from '@/lib/ads/partners';
import { NO_ADVERTISER } from '@/lib/ads/constants';

describe('partner codes', () => {
  it('lists every code the spec names, each with a unique 14-digit advertiser id and a short code', () => {
    expect(PARTNER_CODES).toHaveLength(28);
    expect(new Set(PARTNERS.map((partner) => partner.advertiserId)).size).toBe(28);
    for (const partner of PARTNERS) {
      expect(partner.advertiserId).toMatch(/^\d{14}$/);
      expect(partner.shortCode).toBeTruthy();
    }
  });

  it('finds a partner by code or advertiser id', () => {
    const ma = findPartner('MA');
    expect(ma.ok && ma.partner.code).toBe('MA');
    const byId = ma.ok ? findPartner(ma.partner.advertiserId) : null;
    expect(byId?.ok && byId.partner.code).toBe('MA');
  });

  it.each([
    ['', 'No Provider Received'],
    [null, 'No Provider Received'],
    [NO_ADVERTISER, 'No Provider Received'],
    ['XX', 'Invalid Provider ID'],
    ['12345678901234', 'Invalid Provider ID'],
  ])('%s gives %s', (id, error) => {
    expect(findPartner(id)).toEqual({ ok: false, error });
  });
});

describe('click ids', () => {
  it('is the hashed label, a pipe, the unique id, and an optional pipe and suffix', () => {
    expect(createClickId('home|hub-banner', 'abc12345-0000')).toMatch(/^[0-9a-f]{8}\|abc12345-0000$/);
    expect(createClickId('home|hub-banner', 'abc12345-0000', 'fallback')).toMatch(
      /^[0-9a-f]{8}\|abc12345-0000\|fallback$/,
    );
    expect(createClickId('a', 'abc12345').split('|')[0]).toBe(createClickId('a', 'zzz99999').split('|')[0]);
  });

  it('always has the shape, whatever the label and suffix', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (label, suffix) => {
        expect(isClickId(createClickId(label, crypto.randomUUID(), suffix ?? undefined))).toBe(true);
      }),
    );
  });
});

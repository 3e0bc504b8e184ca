import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { choosePartner, PARTNER_CHOICE_KEY, type ChoiceStore } from '@/lib/ads/partner-choice';
import { pickPartner, SPLIT_VERTICALS, trafficSplits, type Split } from '@/lib/ads/traffic-split';
import { seededRandom } from '@/lib/random/seeded';

const settings = { autoWayPercent: 0, homePilotLtPercent: 0, lifeQsPercent: 0 };
const DRAWS = 100_000;

function shares(split: Split, seed: number) {
  const random = seededRandom(seed);
  const counts: Record<string, number> = {};
  for (let draw = 0; draw < DRAWS; draw++) {
    const code = pickPartner(split, random) ?? 'none';
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

const memoryStore = (): ChoiceStore & { values: Map<string, string> } => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
};

describe('traffic split', () => {
  it('has the spec’s table', () => {
    const splits = trafficSplits({ autoWayPercent: 10, homePilotLtPercent: 5, lifeQsPercent: 2 });
    expect(splits.auto).toEqual({ normal: { QS: 90, WY: 10 }, pilot: { ZE: 100 } });
    expect(splits.home).toEqual({
      normal: { MA: 18.5, PG: 0.01, QS: 62.49, LT: 0 },
      pilot: { MA: 2.5, PG: 0.01, QS: 97.49, LT: 5 },
    });
    expect(splits.renters).toEqual({ normal: { MA: 20, QS: 80 }, pilot: { MA: 25, QS: 75 } });
    expect(splits.motorcycle).toEqual({ normal: { MA: 80, QS: 20 }, pilot: { MA: 20, QS: 80 } });
    expect(splits.health.normal).toEqual({ MA: 100 });
    expect(splits.health.pilot.MA).toBe(80);
    expect(splits.life).toEqual({ normal: { MA: 99.99, PG: 0.01, QS: 2 }, pilot: { MA: 100 } });
    expect(splits.pet).toEqual({ normal: { MA: 100 }, pilot: { MA: 100 } });
  });

  it.each(
    SPLIT_VERTICALS.flatMap((vertical) =>
      (['normal', 'pilot'] as const).map((arm) => [vertical, arm] as const),
    ),
  )('%s (%s): 100,000 seeded draws land within 1 point of each weight', (vertical, arm) => {
    const split = trafficSplits({ autoWayPercent: 12, homePilotLtPercent: 4, lifeQsPercent: 3 })[vertical][
      arm
    ];
    const total = Object.values(split).reduce((sum, weight) => sum + weight, 0);
    const counts = shares(split, 20261122);
    for (const [code, weight] of Object.entries(split)) {
      expect(Math.abs((counts[code] ?? 0) / DRAWS - weight / total)).toBeLessThan(0.01);
    }
  });

  it('never picks a partner with no share, and picks nobody from an empty split', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (point) => {
        expect(pickPartner({ MA: 18.5, PG: 0.01, QS: 62.49, LT: 0 }, () => point)).not.toBe('LT');
      }),
    );
    expect(pickPartner({ MA: 0 }, Math.random)).toBeNull();
  });
});

describe('partner choice', () => {
  it('keeps a visitor’s choice in local storage and returns it next time', () => {
    const store = memoryStore();
    const first = choosePartner({ vertical: 'renters', pilot: false, settings, store, random: () => 0.1 });
    expect(first).toBe('MA');
    expect(store.values.get(PARTNER_CHOICE_KEY('renters'))).toBe('MA');
    expect(choosePartner({ vertical: 'renters', pilot: false, settings, store, random: () => 0.99 })).toBe(
      'MA',
    );
  });

  it('keeps the auto pilot choice once chosen, even when the split moves on', () => {
    const store = memoryStore();
    expect(choosePartner({ vertical: 'auto', pilot: true, settings, store })).toBe('ZE');
    expect(
      choosePartner({ vertical: 'auto', pilot: true, settings: { ...settings, autoWayPercent: 50 }, store }),
    ).toBe('ZE');
  });

  it('picks again when a kept choice no longer has a share', () => {
    const store = memoryStore();
    store.setItem(PARTNER_CHOICE_KEY('pet'), 'QS');
    expect(choosePartner({ vertical: 'pet', pilot: false, settings, store })).toBe('MA');
  });

  it('only warns when local storage fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken: ChoiceStore = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(choosePartner({ vertical: 'pet', pilot: false, settings, store: broken })).toBe('MA');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

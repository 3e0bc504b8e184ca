import { fireEvent, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CashBackCalculator } from '@/components/calculators/CashBackCalculator';
import creditCardsFile from '@/data/rates/credit-cards.json';
import {
  cashBackCard,
  cashBackValue,
  effectiveRate,
  ROTATING_QUARTERLY_CAP,
  type CashBackCard,
} from '@/lib/calculators/cash-back';
import { creditCardSchema } from '@/lib/rates/schemas';

// Parsed as lib/rates/embedded-data.ts parses it: the sample file leaves out the card images.
const dataCards = z
  .object({ cards: z.array(creditCardSchema.extend({ etl_card_image: z.string().nullish() })) })
  .parse(creditCardsFile)
  .cards.filter((card) => card.card_type === 'cash_back')
  .map((card) => cashBackCard({ ...card, etl_card_image: card.etl_card_image ?? null }));

function dataCard(name: string): CashBackCard {
  const card = dataCards.find((entry) => entry.name === name);
  if (!card) throw new Error(`no sample card named ${name}`);
  return card;
}

const rotating = dataCard('Rotating Categories Card');
const flat = dataCard('Everyday Flat Cash Card');
const groceriesAndDining = dataCard('Groceries and Dining Card');
const spend = (monthly: Partial<Record<'groceries' | 'dining' | 'gas' | 'other', number>>) => ({
  groceries: 0,
  dining: 0,
  gas: 0,
  other: 0,
  ...monthly,
});

describe('the cash-back cards in the rates data', () => {
  // "5% in quarterly categories" once paid 2% all year; every card's best rate is now its headline rate.
  it('pay at best the rate each subheader promises', () => {
    expect(dataCards.map((card) => card.name)).toEqual([
      'Everyday Flat Cash Card',
      'Rotating Categories Card',
      'Groceries and Dining Card',
    ]);
    for (const card of dataCards) {
      const promised = Number(/(\d+(?:\.\d+)?)%/.exec(card.promise ?? '')?.[1]) / 100;
      const best = Math.max(card.rotating?.rate ?? 0, ...Object.values(card.rates));
      expect(best, card.name).toBe(promised);
    }
  });

  it('model the rotating card as 5% on up to $1,500 a quarter and 1% otherwise, not 2% flat', () => {
    expect(rotating.rotating).toEqual({ rate: 0.05, quarterlyCap: ROTATING_QUARTERLY_CAP });
    expect(ROTATING_QUARTERLY_CAP).toBe(1_500);
    expect(rotating.rates).toEqual({ other: 0.01 });
    expect(flat.rotating).toBeUndefined();
    expect(groceriesAndDining.rates).toEqual({ other: 0.01, groceries: 0.03, dining: 0.03 });
  });

  it('show an effective rate that keeps the flat and fixed-category promises', () => {
    for (const category of ['groceries', 'dining', 'gas', 'other'] as const)
      expect(effectiveRate(flat, spend({ [category]: 750 }))).toBeCloseTo(0.02, 10);
    expect(effectiveRate(groceriesAndDining, spend({ groceries: 750 }))).toBeCloseTo(0.03, 10);
    expect(effectiveRate(groceriesAndDining, spend({ dining: 750 }))).toBeCloseTo(0.03, 10);
    expect(effectiveRate(groceriesAndDining, spend({ gas: 750 }))).toBeCloseTo(0.01, 10);
    expect(effectiveRate(flat, spend({}))).toBeNull();
  });
});

describe('a rotating 5% card', () => {
  it('pays 5% on a category in its bonus quarter, up to the cap, and 1% the rest of the year', () => {
    // $500 a month is $1,500 a quarter, exactly the cap: $75 at 5%, then 1% on the other $4,500.
    expect(cashBackValue(rotating, spend({ groceries: 500 })).rewards).toBe(120);
    expect(effectiveRate(rotating, spend({ groceries: 500 }))).toBeCloseTo(0.02, 10);
    // $1,000 a month: the cap binds, so $75 plus 1% of the other $10,500.
    expect(cashBackValue(rotating, spend({ groceries: 1_000 })).rewards).toBe(180);
    expect(effectiveRate(rotating, spend({ groceries: 1_000 }))).toBeCloseTo(0.015, 10);
  });

  it('never rotates into everything else, and gives each category a quarter and a cap of its own', () => {
    expect(cashBackValue(rotating, spend({ other: 1_000 })).rewards).toBe(120);
    expect(cashBackValue(rotating, spend({ groceries: 600, dining: 600 })).rewards).toBe(264);
  });

  it('adds the bonus and subtracts the fee like any card, on the default spending', () => {
    expect(cashBackValue(rotating, spend({ groceries: 600, dining: 250, gas: 180, other: 900 }))).toEqual({
      rewards: 343.2,
      firstYear: 493.2,
      everyYear: 343.2,
    });
  });

  it('never pays more than the uncapped 2% average, and matches it while no category passes the cap', () => {
    const averaged: CashBackCard = { ...rotating, rotating: undefined, rates: { ...rotating.rates } };
    for (const category of ['groceries', 'dining', 'gas']) averaged.rates[category] = 0.02;
    const monthly = fc.integer({ min: 0, max: 5_000 });
    fc.assert(
      fc.property(monthly, monthly, monthly, monthly, (groceries, dining, gas, other) => {
        const spending = spend({ groceries, dining, gas, other });
        const modelled = cashBackValue(rotating, spending).rewards;
        const uncapped = cashBackValue(averaged, spending).rewards;
        expect(modelled).toBeLessThanOrEqual(uncapped + 0.01);
        if (Math.max(groceries, dining, gas) * 3 <= ROTATING_QUARTERLY_CAP)
          expect(modelled).toBeCloseTo(uncapped, 2);
        const rate = effectiveRate(rotating, spending);
        if (rate !== null) {
          expect(rate).toBeGreaterThanOrEqual(0.01 - 1e-12);
          expect(rate).toBeLessThanOrEqual(0.02 + 1e-12);
        }
      }),
    );
  });
});

describe('the cash-back calculator', () => {
  const results = () => screen.getByRole('region', { name: 'Cash back by card' });
  const row = (name: string) => within(results()).getByRole('row', { name: new RegExp(`^${name}`) });

  it('shows each card’s promise beside its effective rate, and says how it counts the rotating card', () => {
    render(<CashBackCalculator cards={dataCards} />);
    const table = within(results()).getByRole('table');
    expect(table.firstElementChild?.tagName).toBe('CAPTION');
    expect(row('Rotating Categories Card')).toHaveTextContent('5% in quarterly categories');
    expect(within(row('Rotating Categories Card')).getAllByRole('cell')[0]).toHaveTextContent('1.48%');
    expect(within(row('Everyday Flat Cash Card')).getAllByRole('cell')[0]).toHaveTextContent('2.00%');
    expect(within(row('Groceries and Dining Card')).getAllByRole('cell')[0]).toHaveTextContent('1.88%');
    expect(
      within(results()).getByText(
        'Rotating Categories Card: assumes groceries, dining out and gas are each the bonus category ' +
          'one quarter in four, earning 5% on up to $1,500 of spending that quarter; all other spending earns 1%.',
      ),
    ).toBeInTheDocument();
  });

  it('marks the card that pays the most in words, and follows the spending', () => {
    render(<CashBackCalculator cards={dataCards} />);
    const marked = () => within(results()).getAllByText('Most cash back');
    expect(marked()).toHaveLength(1);
    expect(marked()[0]?.closest('tr')).toBe(row('Everyday Flat Cash Card'));

    fireEvent.change(screen.getByLabelText('Groceries per month'), { target: { value: '2000' } });
    expect(marked()).toHaveLength(1);
    expect(marked()[0]?.closest('tr')).toBe(row('Groceries and Dining Card'));

    for (const label of ['Groceries', 'Dining out', 'Gas', 'Everything else'])
      fireEvent.change(screen.getByLabelText(`${label} per month`), { target: { value: '0' } });
    expect(within(results()).queryByText('Most cash back')).toBeNull();
  });
});

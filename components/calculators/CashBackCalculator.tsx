'use client';

import { useState } from 'react';
import { cashBackValue, SPEND_CATEGORIES, type CashBackCard } from '@/lib/calculators/cash-back';
import { formatValue } from '@/lib/format/display';
import { CalculatorFrame } from './CalculatorFrame';
import styles from './calculators.module.css';
import { NumberField, readNumber } from './NumberField';

const DEFAULT_SPEND: Record<string, string> = { groceries: '600', dining: '250', gas: '180', other: '900' };

/** Which of the site's cash-back cards pays the most on the visitor's own spending. */
export function CashBackCalculator({ cards }: { cards: CashBackCard[] }) {
  const [spend, setSpend] = useState(DEFAULT_SPEND);
  const monthly = Object.fromEntries(
    SPEND_CATEGORIES.map(({ id }) => [id, readNumber(spend[id] ?? '', 0, 1_000_000) ?? 0]),
  );
  const ranked = cards
    .map((card) => ({ card, value: cashBackValue(card, monthly) }))
    .sort((a, b) => b.value.everyYear - a.value.everyYear);
  return (
    <CalculatorFrame
      label="Your monthly spending"
      result={
        <section className={styles.results} aria-live="polite" aria-label="Cash back by card">
          <h3>Cash back by card</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">Card</th>
                <th scope="col">First year</th>
                <th scope="col">Every year</th>
              </tr>
            </thead>
            <tbody>
              {ranked.map(({ card, value }) => (
                <tr key={card.name}>
                  <th scope="row">{card.name}</th>
                  <td>{formatValue(value.firstYear, 'dollar')}</td>
                  <td>{formatValue(value.everyYear, 'dollar')}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.hint}>
            First year includes the welcome bonus; both subtract the annual fee. Sample card terms.
          </p>
        </section>
      }
    >
      {SPEND_CATEGORIES.map((category) => (
        <NumberField
          key={category.id}
          label={`${category.label} per month`}
          prefix="$"
          step={10}
          value={spend[category.id] ?? ''}
          onChange={(value) => setSpend((current) => ({ ...current, [category.id]: value }))}
        />
      ))}
    </CalculatorFrame>
  );
}

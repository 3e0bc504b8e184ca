'use client';

import { useState } from 'react';
import { BEST_MARKS, BestMark } from '@/components/tables/TableScroll';
import tableStyles from '@/components/sections/sections.module.css';
import {
  CASH_BACK_TEXTS,
  cashBackValue,
  effectiveRate,
  isRotating,
  SPEND_CATEGORIES,
  type CashBackCard,
} from '@/lib/calculators/cash-back';
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
    .map((card) => ({ card, value: cashBackValue(card, monthly), rate: effectiveRate(card, monthly) }))
    .sort((a, b) => b.value.everyYear - a.value.everyYear);
  // Ties share the mark; with nothing spent no card pays the most, so none is marked.
  const best = Math.max(...ranked.map(({ value }) => value.everyYear));
  const anySpending = ranked.some(({ rate }) => rate !== null);
  const { columns } = CASH_BACK_TEXTS;
  return (
    <CalculatorFrame
      label="Your monthly spending"
      result={
        <section className={styles.results} aria-live="polite" aria-label="Cash back by card">
          <h3>Cash back by card</h3>
          <table>
            <caption className="visually-hidden">{CASH_BACK_TEXTS.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{columns.card}</th>
                <th scope="col">{columns.rate}</th>
                <th scope="col">{columns.firstYear}</th>
                <th scope="col">{columns.everyYear}</th>
              </tr>
            </thead>
            <tbody>
              {ranked.map(({ card, value, rate }) => {
                const isBest = anySpending && value.everyYear === best;
                return (
                  <tr key={card.name}>
                    <th scope="row">
                      {card.name}
                      {isBest && <BestMark label={BEST_MARKS.mostCashBack} />}
                      {card.promise && <span className={tableStyles.cellNote}>{card.promise}</span>}
                    </th>
                    <td>{rate === null ? CASH_BACK_TEXTS.noSpending : formatValue(rate, 'percent_2')}</td>
                    <td>{formatValue(value.firstYear, 'dollar')}</td>
                    <td className={isBest ? tableStyles.bestValue : undefined}>
                      {formatValue(value.everyYear, 'dollar')}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className={styles.hint}>{CASH_BACK_TEXTS.feesAndBonus}</p>
          {cards.filter(isRotating).map((card) => (
            <p key={card.name} className={styles.hint}>
              {CASH_BACK_TEXTS.rotatingAssumption(card)}
            </p>
          ))}
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

'use client';

import { useState } from 'react';
import { BarChart } from '@/components/charts/BarChart';
import { compareCostOfLiving } from '@/lib/calculators/cost-of-living';
import { formatValue } from '@/lib/format/display';
import type { CostOfLivingRow } from '@/lib/rates/schemas';
import { CalculatorFrame } from './CalculatorFrame';
import styles from './calculators.module.css';
import { NumberField, readNumber } from './NumberField';
import { SelectField } from './SelectField';

const CATEGORY_LABELS = {
  housing: 'Housing',
  groceries: 'Groceries',
  transportation: 'Transportation',
  healthcare: 'Health care',
  utilities: 'Utilities',
} as const;

const keyOf = (row: CostOfLivingRow) => `${row.city}|${row.state}`;

export function CostOfLivingCalculator({ places }: { places: CostOfLivingRow[] }) {
  const options = places.map((row) => ({ value: keyOf(row), label: `${row.city}, ${row.state}` }));
  const [salary, setSalary] = useState('70000');
  const [from, setFrom] = useState(options[0]?.value ?? '');
  const [to, setTo] = useState(options[1]?.value ?? '');
  const origin = places.find((row) => keyOf(row) === from);
  const destination = places.find((row) => keyOf(row) === to);
  const amount = readNumber(salary, 1, 100_000_000);
  const result =
    origin && destination && amount !== null ? compareCostOfLiving(amount, origin, destination) : null;
  const change = (value: number) => `${value >= 0 ? '+' : ''}${formatValue(value, 'percent')}`;
  return (
    <CalculatorFrame
      label="Cities to compare"
      result={
        <>
          <section className={styles.results} aria-live="polite" aria-label="Cost of living comparison">
            <h3>What you would need to earn</h3>
            {result && destination ? (
              <dl>
                <div className={styles.emphasis}>
                  <dt>In {destination.city}</dt>
                  <dd>{formatValue(result.equivalentSalary, 'dollar')}</dd>
                </div>
                <div>
                  <dt>Overall cost of living</dt>
                  <dd>{change(result.overall)}</dd>
                </div>
                {result.categories.map((category) => (
                  <div key={category.key}>
                    <dt>{CATEGORY_LABELS[category.key]}</dt>
                    <dd>{change(category.change)}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p>Enter a salary and choose two cities.</p>
            )}
            <p className={styles.hint}>Sample cost indexes (US average = 100), not official figures.</p>
          </section>
          {origin && destination && (
            <BarChart
              id="cost-of-living-side-by-side"
              caption={`Cost indexes side by side (US average = 100): ${origin.city} and ${destination.city}`}
              series={[
                { name: `${origin.city}, ${origin.state}` },
                { name: `${destination.city}, ${destination.state}` },
              ]}
              rows={[
                { label: 'Overall', values: [origin.index, destination.index] },
                ...(Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[]).map((key) => ({
                  label: CATEGORY_LABELS[key],
                  values: [origin[key], destination[key]],
                })),
              ]}
              format={(value) => formatValue(value, 'round')}
            />
          )}
        </>
      }
    >
      <NumberField label="Your salary" prefix="$" value={salary} onChange={setSalary} step={1_000} />
      <SelectField label="Where you live now" value={from} options={options} onChange={setFrom} />
      <SelectField label="Where you are moving" value={to} options={options} onChange={setTo} />
    </CalculatorFrame>
  );
}

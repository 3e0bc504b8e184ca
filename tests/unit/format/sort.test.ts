import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumeric } from '@/lib/format/number';
import { compareCells, sortRows, type SortDirection } from '@/lib/format/sort';

const missing = fc.constantFrom(null, undefined, '', 'no data', 'No Data', ' NO DATA ');
const figure = fc
  .integer({ min: -1_000_000, max: 1_000_000 })
  .chain((value) =>
    fc.constantFrom(
      value,
      String(value),
      `$${value.toLocaleString('en-US')}`,
      `${value}%`,
      value.toLocaleString('en-US'),
    ),
  );
const cell = fc.oneof(missing, figure, fc.constantFrom('GEICO', 'Allstate', 'State Farm'));
const direction = fc.constantFrom<SortDirection>('ascending', 'descending');
const isMissing = (value: unknown) =>
  value == null || String(value).trim() === '' || /^no data$/i.test(String(value).trim());

describe('table sorting', () => {
  it('sorts figures by value once commas, dollar and percent signs are stripped', () => {
    const rows = ['$1,200', '950', null, '$12,000', 'no data', '87%'];
    expect(sortRows(rows, (row) => row, 'ascending')).toEqual([
      '87%',
      '950',
      '$1,200',
      '$12,000',
      null,
      'no data',
    ]);
    expect(sortRows(rows, (row) => row, 'descending')).toEqual([
      '$12,000',
      '$1,200',
      '950',
      '87%',
      null,
      'no data',
    ]);
  });

  it('puts missing values last in both directions, whatever the rows', () => {
    fc.assert(
      fc.property(fc.array(cell, { maxLength: 30 }), direction, (rows, order) => {
        const sorted = sortRows(rows, (row) => row, order);
        const firstMissing = sorted.findIndex(isMissing);
        if (firstMissing >= 0) {
          expect(sorted.slice(firstMissing).every(isMissing)).toBe(true);
        }
        expect(sorted).toHaveLength(rows.length);
      }),
    );
  });

  it('orders figures by their numeric value in the chosen direction', () => {
    fc.assert(
      fc.property(fc.array(figure, { maxLength: 30 }), direction, (rows, order) => {
        const values = sortRows(rows, (row) => row, order).map((row) => parseNumeric(row) ?? Number.NaN);
        for (let index = 1; index < values.length; index++) {
          const [before, after] = [values[index - 1] ?? 0, values[index] ?? 0];
          expect(order === 'ascending' ? before <= after : before >= after).toBe(true);
        }
      }),
    );
  });

  it('is a consistent comparison: antisymmetric on any two cells', () => {
    fc.assert(
      fc.property(cell, cell, direction, (a, b, order) => {
        expect(Math.sign(compareCells(a, b, order)) === -Math.sign(compareCells(b, a, order))).toBe(true);
      }),
    );
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PremiumTable } from '@/components/insurance/PremiumTable';
import styles from '@/components/sections/sections.module.css';
import { SortableTable, type TableRow } from '@/components/tables/SortableTable';
import type { RowConfig } from '@/lib/cms/sections';
import { formatValue } from '@/lib/format/display';

// Fourteen companies, cheapest first as the rates data ranks them: the last two are the dearest.
const COMPANIES = Array.from({ length: 14 }, (_, index) => ({
  company: `Company ${String.fromCharCode(65 + index)}`,
  annual_premium: 1_000 + index * 100,
}));

const config = (overrides: Partial<RowConfig>): RowConfig => ({
  maximumRows: null,
  visibleRows: null,
  moreText: 'All companies',
  lessText: 'Fewer companies',
  ...overrides,
});

function premiumRows(): TableRow[] {
  return COMPANIES.map((row) => ({
    id: row.company,
    cells: {
      company: { text: row.company, value: row.company },
      annual: { text: formatValue(row.annual_premium, 'dollar'), value: row.annual_premium },
    },
  }));
}

function renderPremiums(rowConfig: RowConfig) {
  render(
    <SortableTable
      id="premiums"
      caption="Full coverage, age 25"
      rowConfig={rowConfig}
      columns={[
        { key: 'company', header: 'Company' },
        { key: 'annual', header: 'Per year', best: { order: 'lowest', label: 'Cheapest' } },
      ]}
      rows={premiumRows()}
    />,
  );
  const table = screen.getByRole('table', { name: 'Full coverage, age 25' });
  const names = () =>
    within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.firstChild?.textContent);
  return { table, names };
}

const namesByPremium = (direction: 'ascending' | 'descending') =>
  [...COMPANIES]
    .sort((a, b) => (direction === 'ascending' ? 1 : -1) * (a.annual_premium - b.annual_premium))
    .map((row) => row.company);

describe('a collapsed table', () => {
  // The reported table: "12 of 14 rows", and a descending sort surfaced two companies the default
  // view had never counted. A table now holds its first `maximumRows` and counts only those.
  const HELD = namesByPremium('ascending').slice(0, 12);

  it('holds the first 12 rows of 14, says so truthfully, and reaches every one of them', () => {
    const { table, names } = renderPremiums(config({ visibleRows: 5, maximumRows: 12 }));
    expect(names()).toEqual(HELD.slice(0, 5));
    expect(within(table).getByRole('status')).toHaveTextContent('Showing 5 of 12 rows.');

    fireEvent.click(within(table).getByRole('button', { name: 'All companies' }));
    expect(names()).toEqual(HELD);
    expect(within(table).getByRole('status')).toHaveTextContent('Showing all 12 rows.');
    expect(within(table).getByRole('button', { name: 'Fewer companies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('sorts the rows it holds before collapsing, and no sort brings in a row it did not count', () => {
    const { table, names } = renderPremiums(config({ visibleRows: 5, maximumRows: 12 }));
    const perYear = () => within(table).getByRole('button', { name: /Per year/ });
    fireEvent.click(perYear());
    fireEvent.click(perYear());
    expect(within(table).getByRole('columnheader', { name: /Per year/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(names()).toEqual(['Company L', 'Company K', 'Company J', 'Company I', 'Company H']);
    expect(within(table).getByRole('status')).toHaveTextContent('Showing 5 of 12 rows.');

    fireEvent.click(within(table).getByRole('button', { name: 'All companies' }));
    expect(names()).toEqual([...HELD].reverse());
    expect(names()).not.toContain('Company M');
    expect(names()).not.toContain('Company N');
  });

  it('shows every row it holds, with no count or button, when nothing is collapsed', () => {
    const { table, names } = renderPremiums(config({ maximumRows: 12 }));
    expect(names()).toEqual(HELD);
    expect(within(table).queryByRole('status')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'All companies' })).toBeNull();
  });

  it('shows all 14 when no maximum is set', () => {
    const { names } = renderPremiums(config({ visibleRows: 20 }));
    expect(names()).toHaveLength(14);
  });
});

describe('figures in a table', () => {
  it('right-aligns numeric columns, headers included, in tabular numerals', () => {
    // jsdom applies no module CSS, so the rule behind the class is read from the stylesheet.
    const css = readFileSync('components/sections/sections.module.css', 'utf8');
    const rule = /\.table \.numeric \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain('text-align: right;');
    expect(rule).toContain('font-variant-numeric: tabular-nums;');

    const { table } = renderPremiums(config({}));
    const [companyHeader, yearHeader] = within(table).getAllByRole('columnheader');
    expect(yearHeader).toHaveClass(styles.numeric ?? 'numeric');
    expect(companyHeader).not.toHaveClass(styles.numeric ?? 'numeric');
    for (const cell of within(table).getAllByRole('cell'))
      expect(cell).toHaveClass(styles.numeric ?? 'numeric');
    for (const cell of within(table).getAllByRole('rowheader'))
      expect(cell).not.toHaveClass(styles.numeric ?? 'numeric');
  });

  it('marks the cheapest premium in words, in the row header, wherever the sort puts it', () => {
    const { table } = renderPremiums(config({}));
    const marked = () => within(table).getAllByText('Cheapest');
    expect(marked()).toHaveLength(1);
    expect(marked()[0]?.closest('tr')).toHaveTextContent(/^Company A Cheapest\$1,000$/);
    expect(within(table).getByRole('rowheader', { name: /Company A/ })).toHaveAccessibleName(
      'Company A Cheapest',
    );
    expect(within(table).getByRole('cell', { name: '$1,000' })).toHaveClass(styles.bestValue ?? 'bestValue');

    fireEvent.click(within(table).getByRole('button', { name: /Per year/ }));
    fireEvent.click(within(table).getByRole('button', { name: /Per year/ }));
    expect(marked()).toHaveLength(1);
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/^Company A Cheapest/);
  });

  it('marks the highest where higher is better, every tied row, and nothing when nothing stands out', () => {
    const ratings = (values: number[]) =>
      values.map((rating, index) => ({
        id: `card-${index}`,
        cells: {
          name: { text: `Card ${index + 1}`, value: `Card ${index + 1}` },
          rating: { text: `${rating.toFixed(1)} / 5`, value: rating },
        },
      }));
    const columns = [
      { key: 'name', header: 'Card' },
      { key: 'rating', header: 'Our rating', best: { order: 'highest' as const, label: 'Top rated' } },
    ];
    const { unmount } = render(
      <SortableTable
        id="cards"
        caption="Cards"
        columns={columns}
        rows={ratings([4.2, 4.8, 3.9, 4.8])}
        rowConfig={config({})}
      />,
    );
    expect(
      screen.getAllByText('Top rated').map((mark) => mark.closest('th')?.firstChild?.textContent),
    ).toEqual(['Card 2', 'Card 4']);
    unmount();

    const { unmount: unmountSame } = render(
      <SortableTable
        id="same"
        caption="Same"
        columns={columns}
        rows={ratings([4, 4])}
        rowConfig={config({})}
      />,
    );
    expect(screen.queryByText('Top rated')).toBeNull();
    unmountSame();

    render(
      <SortableTable id="one" caption="One" columns={columns} rows={ratings([4.5])} rowConfig={config({})} />,
    );
    expect(screen.queryByText('Top rated')).toBeNull();
  });

  it('marks the cheapest company of a premium table, yearly and monthly figures right-aligned', () => {
    render(
      <PremiumTable
        id="oh"
        caption="Full coverage in Ohio"
        rows={[
          { company: 'Dearer Mutual', annual_premium: 1_800 },
          { company: 'Thrifty Auto', annual_premium: 1_200 },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Full coverage in Ohio' });
    expect(within(table).getByRole('rowheader', { name: /Thrifty Auto/ })).toHaveTextContent(
      'Thrifty Auto Cheapest',
    );
    expect(within(table).getAllByText('Cheapest')).toHaveLength(1);
    const [, perYear, perMonth] = within(table).getAllByRole('columnheader');
    expect(perYear).toHaveClass(styles.numeric ?? 'numeric');
    expect(perMonth).toHaveClass(styles.numeric ?? 'numeric');
  });
});

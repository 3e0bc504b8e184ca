import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CreditCards } from '@/components/sections/CreditCards';
import { DatabaseQueryListicle } from '@/components/sections/DatabaseQueryListicle';
import { LenderListicle } from '@/components/sections/LenderListicle';
import { CALCULATORS, parseSections, type SectionOf } from '@/lib/cms/sections';
import { parseNumeric } from '@/lib/format/number';

const rowConfig = {
  maximum_rows: 8,
  visible_rows: 3,
  more_text: 'All companies',
  less_text: 'Fewer companies',
};

function parseOne<
  T extends SectionOf<'credit-cards' | 'lender-listicle' | 'database-query-listicle' | 'calculator'>,
>(raw: object): T {
  const [section] = parseSections([raw], 'test');
  if (!section) throw new Error('section did not parse');
  return section as T;
}

describe('rates-driven sections', () => {
  it('parses every calculator component into one calculator section type', () => {
    const kinds = [...CALCULATORS];
    const sections = parseSections(
      kinds.map((kind, index) => ({
        __component: `sections.${kind}-calculator`,
        id: index + 1,
        title: kind,
        intro: null,
      })),
      'test',
    );
    expect(sections.map((section) => (section.type === 'calculator' ? section.calculator : null))).toEqual(
      kinds,
    );
  });

  it('renders a database query listicle as a sortable table in the editor\u2019s formats, with show-more', async () => {
    const section = parseOne<SectionOf<'database-query-listicle'>>({
      __component: 'sections.database-query-listicle',
      id: 7,
      title: 'Cheapest for young drivers in Ohio',
      caption: 'Full coverage, age 25',
      table_name: 'auto_premiums_by_company',
      query: { state: 'OH', age: 25, coverage: 'full' },
      columns: [
        { column_name: 'company', column_header: 'Company', format: 'text' },
        { column_name: 'rank', column_header: 'Rank', format: 'rank' },
        { column_name: 'annual_premium', column_header: 'Per year', format: 'dollar' },
      ],
      row_config: rowConfig,
    });
    render(await DatabaseQueryListicle({ section }));
    const table = screen.getByRole('table', { name: 'Full coverage, age 25' });
    const bodyRows = () => within(table).getAllByRole('row').slice(1, -1);
    expect(bodyRows()).toHaveLength(3);
    expect(bodyRows()[0]?.textContent).toMatch(/^.+1\$[\d,]+$/);

    fireEvent.click(within(table).getByRole('button', { name: 'All companies' }));
    expect(bodyRows().length).toBeGreaterThan(3);
    expect(bodyRows().length).toBeLessThanOrEqual(8);

    fireEvent.click(within(table).getByRole('button', { name: /Per year/ }));
    fireEvent.click(within(table).getByRole('button', { name: /Per year/ }));
    expect(within(table).getByRole('columnheader', { name: /Per year/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const premiums = bodyRows().map((row) => parseNumeric(row.lastElementChild?.textContent) ?? 0);
    expect(premiums).toEqual([...premiums].sort((a, b) => b - a));
    expect(screen.getByText(/Sample data/)).toBeInTheDocument();
  });

  it('renders credit cards as a table, as cards and side by side', async () => {
    const table = parseOne<SectionOf<'credit-cards'>>({
      __component: 'sections.credit-card-tables',
      id: 1,
      title: 'Cash back cards',
      card_type: 'cash_back',
      row_config: null,
    });
    const { unmount } = render(await CreditCards({ section: table }));
    expect(within(screen.getByRole('table', { name: 'Cash back cards' })).getAllByRole('row')).toHaveLength(
      4,
    );
    unmount();

    const cards = parseOne<SectionOf<'credit-cards'>>({
      __component: 'sections.credit-card-cards',
      id: 2,
      title: 'Travel cards',
      card_type: 'travel',
      row_config: null,
    });
    const second = render(await CreditCards({ section: cards }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Open Road Travel Card',
      'Premium Lounge Travel Card',
    ]);
    second.unmount();

    const comparison = parseOne<SectionOf<'credit-cards'>>({
      __component: 'sections.credit-card-comparison',
      id: 3,
      title: 'Side by side',
      card_ids: ['sample-card-1', 'sample-card-4'],
      row_config: null,
    });
    render(await CreditCards({ section: comparison }));
    const compared = screen.getByRole('table', { name: 'Side by side' });
    expect(
      within(compared)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Everyday Flat Cash Card', 'Open Road Travel Card']);
    expect(within(compared).getByRole('rowheader', { name: 'Annual fee' }).parentElement?.textContent).toBe(
      'Annual fee$0$95',
    );
  });

  it('renders a lender listicle in the listicle\u2019s order, capped by the row config', async () => {
    const section = parseOne<SectionOf<'lender-listicle'>>({
      __component: 'sections.lender-listicle',
      id: 4,
      title: 'Lowest APRs',
      vertical: 'personal-loans',
      listicle: 'low-apr',
      row_config: { maximum_rows: 3 },
    });
    render(await LenderListicle({ section }));
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Keystone Members Credit Union', 'Harborline Lending', 'Summit Peak Loans']);
    expect(screen.getByText('6.49% to 17.99%')).toBeInTheDocument();
  });
});

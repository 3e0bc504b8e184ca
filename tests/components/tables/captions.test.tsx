import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PremiumTable } from '@/components/insurance/PremiumTable';
import { CreditCards } from '@/components/sections/CreditCards';
import { RentersCoverage } from '@/components/sections/RentersCoverage';
import { RichTextTable } from '@/components/sections/RichTextTable';
import { parseSections, type SectionOf } from '@/lib/cms/sections';

function parseOne<T>(raw: object): T {
  const [section] = parseSections([raw], 'test');
  if (!section) throw new Error('section did not parse');
  return section as T;
}

/** Every table on the page starts with its own caption, holding the text that names it. */
function expectCaptionsFirst(names: string[]) {
  const tables = screen.getAllByRole('table');
  expect(tables.map((table) => table.firstElementChild?.tagName)).toEqual(tables.map(() => 'CAPTION'));
  expect(tables.map((table) => table.querySelectorAll('caption').length)).toEqual(tables.map(() => 1));
  expect(tables.map((table) => table.firstElementChild?.textContent)).toEqual(names);
}

describe('table captions', () => {
  // The state page's two premium tables stand back to back; each caption belongs to the table below it.
  it('leads each of two adjacent premium tables', () => {
    const rows = [
      { company: 'Thrifty Auto', annual_premium: 1_200 },
      { company: 'Dearer Mutual', annual_premium: 1_800 },
    ];
    render(
      <>
        <PremiumTable id="full" caption="Full coverage, 2021" rows={rows} />
        <PremiumTable id="minimum" caption="State minimum coverage, 2021" rows={rows} />
      </>,
    );
    expectCaptionsFirst(['Full coverage, 2021', 'State minimum coverage, 2021']);
    expect(screen.getByRole('table', { name: 'State minimum coverage, 2021' })).toHaveAttribute(
      'id',
      'minimum',
    );
  });

  it('names an editor table with its caption, or its title when it has none', () => {
    const table = (id: number, caption: string | null) =>
      parseOne<SectionOf<'rich-text-table'>>({
        __component: 'sections.rich-text-table',
        id,
        title: `Coverages ${id}`,
        caption,
        columns: ['Coverage', 'Pays for'],
        rows: [{ id: 1, cells: ['Liability', 'Others’ injuries and property'] }],
        row_config: null,
      });
    render(
      <>
        <RichTextTable section={table(1, 'What each coverage pays for')} />
        <RichTextTable section={table(2, null)} />
      </>,
    );
    expectCaptionsFirst(['What each coverage pays for', 'Coverages 2']);
  });

  it('leads the renters comparison and the credit card tables', async () => {
    render(
      <RentersCoverage
        section={parseOne<SectionOf<'renters-company-coverage'>>({
          __component: 'sections.renters-company-coverage',
          id: 2,
          title: 'What renters insurers include',
          companies: [
            {
              id: 1,
              company: 'lemonade',
              replacement_cost: true,
              flood_earthquake: false,
              buy_online: true,
              bundle_discount: true,
              note: null,
            },
          ],
        })}
      />,
    );
    render(
      await CreditCards({
        section: parseOne<SectionOf<'credit-cards'>>({
          __component: 'sections.credit-card-tables',
          id: 1,
          title: 'Cash back cards',
          card_type: 'cash_back',
          row_config: null,
        }),
      }),
    );
    render(
      await CreditCards({
        section: parseOne<SectionOf<'credit-cards'>>({
          __component: 'sections.credit-card-comparison',
          id: 3,
          title: 'Side by side',
          card_ids: ['sample-card-1', 'sample-card-4'],
          row_config: null,
        }),
      }),
    );
    expectCaptionsFirst(['What renters insurers include', 'Cash back cards', 'Side by side']);
  });

  it('marks the top-rated and highest-rewarding cash back cards in words', async () => {
    render(
      await CreditCards({
        section: parseOne<SectionOf<'credit-cards'>>({
          __component: 'sections.credit-card-tables',
          id: 1,
          title: 'Cash back cards',
          card_type: 'cash_back',
          row_config: null,
        }),
      }),
    );
    const table = screen.getByRole('table', { name: 'Cash back cards' });
    expect(within(table).getByText('Highest base rewards').closest('th')).toHaveTextContent(
      /^Everyday Flat Cash Card/,
    );
    expect(within(table).getByText('Top rated').closest('th')).toHaveTextContent(/^Rotating Categories Card/);
  });
});

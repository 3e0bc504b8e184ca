import { SortableTable } from '@/components/tables/SortableTable';
import { BEST_MARKS } from '@/components/tables/TableScroll';
import type { RowConfig } from '@/lib/cms/sections';
import { formatValue } from '@/lib/format/display';
import type { CompanyPremium } from '@/lib/rates/schemas';

const ALL_ROWS: RowConfig = { maximumRows: null, visibleRows: null, moreText: '', lessText: '' };

/** What a premium table says, in one place. */
const PREMIUM_TABLE_TEXTS = {
  company: 'Company',
  annual: 'Per year',
  monthly: 'Per month',
} as const;

/** Companies and their yearly and monthly premiums, sortable by any column, the cheapest marked. */
export function PremiumTable({ id, caption, rows }: { id: string; caption: string; rows: CompanyPremium[] }) {
  return (
    <SortableTable
      id={id}
      caption={caption}
      rowConfig={ALL_ROWS}
      columns={[
        { key: 'company', header: PREMIUM_TABLE_TEXTS.company, numeric: false },
        {
          key: 'annual',
          header: PREMIUM_TABLE_TEXTS.annual,
          numeric: true,
          best: { order: 'lowest', label: BEST_MARKS.cheapest },
        },
        { key: 'monthly', header: PREMIUM_TABLE_TEXTS.monthly, numeric: true },
      ]}
      rows={rows.map((row) => ({
        id: row.company,
        cells: {
          company: { text: row.company, value: row.company },
          annual: { text: formatValue(row.annual_premium, 'dollar'), value: row.annual_premium },
          monthly: { text: formatValue(row.annual_premium / 12, 'dollar'), value: row.annual_premium / 12 },
        },
      }))}
    />
  );
}

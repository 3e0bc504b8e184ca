import { SortableTable } from '@/components/tables/SortableTable';
import type { RowConfig } from '@/lib/cms/sections';
import { formatValue } from '@/lib/format/display';
import type { CompanyPremium } from '@/lib/rates/schemas';

const ALL_ROWS: RowConfig = { maximumRows: null, visibleRows: null, moreText: '', lessText: '' };

/** Companies and their yearly and monthly premiums, sortable by any column. */
export function PremiumTable({ id, caption, rows }: { id: string; caption: string; rows: CompanyPremium[] }) {
  return (
    <SortableTable
      id={id}
      caption={caption}
      rowConfig={ALL_ROWS}
      columns={[
        { key: 'company', header: 'Company' },
        { key: 'annual', header: 'Per year' },
        { key: 'monthly', header: 'Per month' },
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

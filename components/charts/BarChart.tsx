import { niceScale, percentOf } from '@/lib/charts/scale';
import { ChartFigure, seriesClass, type Series } from './ChartFigure';
import styles from './charts.module.css';

interface BarRow {
  label: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
}

const LABEL_LINE = 20;
const BAR = 14;
const BAR_GAP = 4;
const ROW_GAP = 14;

/**
 * Horizontal bars, one row per label, one bar per series: the shape for comparing a handful of
 * figures (prices by record, a city against its state). Widths are percentages of the column, so
 * the chart fits a 375 px phone and a desktop column alike at a fixed, known height.
 */
export function BarChart({
  id,
  caption,
  rows,
  series = [{ name: '' }],
  format,
}: {
  id: string;
  caption: string;
  rows: readonly BarRow[];
  series?: readonly Series[];
  format: (value: number) => string;
}) {
  const { max } = niceScale(Math.max(...rows.flatMap((row) => row.values)));
  const rowHeight = LABEL_LINE + series.length * (BAR + BAR_GAP) + ROW_GAP;
  const named = (index: number) => (series.length > 1 ? `${series[index]?.name}: ` : '');
  const description = rows
    .map(
      (row) =>
        `${row.label}: ${row.values.map((value, index) => `${named(index)}${format(value)}`).join(', ')}`,
    )
    .join('. ');
  return (
    <ChartFigure
      id={id}
      caption={caption}
      description={`${description}.`}
      height={rows.length * rowHeight}
      series={series}
    >
      {rows.map((row, rowIndex) => {
        const top = rowIndex * rowHeight;
        return (
          <g key={row.label}>
            <text className={styles.label} x="0" y={top + 15}>
              {row.label}
            </text>
            {series.length === 1 && (
              <text className={styles.value} x="100%" y={top + 15} textAnchor="end">
                {format(row.values[0] ?? 0)}
              </text>
            )}
            {row.values.map((value, index) => (
              <rect
                key={series[index]?.name ?? index}
                className={seriesClass(index)}
                x="0"
                y={top + LABEL_LINE + index * (BAR + BAR_GAP)}
                width={percentOf(value, max)}
                height={BAR}
                rx="2"
              />
            ))}
          </g>
        );
      })}
    </ChartFigure>
  );
}

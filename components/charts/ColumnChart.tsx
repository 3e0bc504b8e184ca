import { niceScale } from '@/lib/charts/scale';
import { ChartFigure, seriesClass, type Series } from './ChartFigure';
import styles from './charts.module.css';

interface ColumnGroup {
  label: string;
  values: readonly number[];
}

const HEIGHT = 220;
const TOP = 24;
const BOTTOM = 28;
const PLOT = HEIGHT - TOP - BOTTOM;

/**
 * Vertical columns grouped by period (a state's price by year): one column per series in each
 * group, its figure above it. Group slots and column widths are percentages of the column width.
 */
export function ColumnChart({
  id,
  caption,
  groups,
  series,
  format,
}: {
  id: string;
  caption: string;
  groups: readonly ColumnGroup[];
  series: readonly Series[];
  format: (value: number) => string;
}) {
  const { max } = niceScale(Math.max(...groups.flatMap((group) => group.values)));
  const slot = 100 / groups.length;
  const column = Math.min(22, (slot * 0.7) / series.length);
  const description = groups
    .map(
      (group) =>
        `${group.label}: ${group.values.map((value, index) => `${series[index]?.name} ${format(value)}`).join(', ')}`,
    )
    .join('. ');
  return (
    <ChartFigure id={id} caption={caption} description={`${description}.`} height={HEIGHT} series={series}>
      <line className={styles.grid} x1="0" x2="100%" y1={TOP + PLOT} y2={TOP + PLOT} />
      {groups.map((group, groupIndex) => {
        const start = groupIndex * slot + (slot - column * series.length) / 2;
        return (
          <g key={group.label}>
            {group.values.map((value, index) => {
              const height = (value / max) * PLOT;
              const x = start + index * column;
              return (
                <g key={series[index]?.name ?? index}>
                  <rect
                    className={seriesClass(index)}
                    x={`${x + column * 0.08}%`}
                    width={`${column * 0.84}%`}
                    y={TOP + PLOT - height}
                    height={height}
                    rx="2"
                  />
                  <text
                    className={styles.axis}
                    x={`${x + column / 2}%`}
                    y={TOP + PLOT - height - 6}
                    textAnchor="middle"
                  >
                    {format(value)}
                  </text>
                </g>
              );
            })}
            <text
              className={styles.label}
              x={`${groupIndex * slot + slot / 2}%`}
              y={HEIGHT - 8}
              textAnchor="middle"
            >
              {group.label}
            </text>
          </g>
        );
      })}
    </ChartFigure>
  );
}

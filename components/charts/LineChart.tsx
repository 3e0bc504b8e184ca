import { niceScale } from '@/lib/charts/scale';
import { ChartFigure } from './ChartFigure';
import styles from './charts.module.css';

interface LinePoint {
  x: number;
  y: number;
}

const HEIGHT = 200;
const TOP = 8;
const BOTTOM = 26;
const PLOT = HEIGHT - TOP - BOTTOM;
/** The path is drawn in a 0…100 box stretched over the plot, so it needs no width in pixels. */
const BOX = 100;
const X_ANCHORS = ['start', 'middle', 'end'] as const;

/**
 * One series over time (a loan's balance by year): a line and a light area under it, gridlines
 * labelled with their figures, and the first, middle and last x labels.
 */
export function LineChart({
  id,
  caption,
  description,
  points,
  formatY,
  formatX,
}: {
  id: string;
  caption: string;
  description: string;
  points: readonly LinePoint[];
  formatY: (value: number) => string;
  formatX: (value: number) => string;
}) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || last.x === first.x) return null;
  const { max, ticks } = niceScale(Math.max(...points.map((point) => point.y)));
  const xAt = (x: number) => ((x - first.x) / (last.x - first.x)) * BOX;
  const yAt = (y: number) => BOX - (y / max) * BOX;
  const line = points
    .map((point, index) => `${index ? 'L' : 'M'}${xAt(point.x).toFixed(2)},${yAt(point.y).toFixed(2)}`)
    .join('');
  const middle = points[Math.floor(points.length / 2)] ?? first;
  return (
    <ChartFigure id={id} caption={caption} description={description} height={HEIGHT}>
      {ticks.map((tick) => {
        const y = TOP + PLOT - (tick / max) * PLOT;
        return (
          <g key={tick}>
            <line className={styles.grid} x1="0" x2="100%" y1={y} y2={y} />
            {tick > 0 && (
              <text className={styles.axis} x="4" y={y - 4}>
                {formatY(tick)}
              </text>
            )}
          </g>
        );
      })}
      <svg x="0" y={TOP} width="100%" height={PLOT} viewBox={`0 0 ${BOX} ${BOX}`} preserveAspectRatio="none">
        <path className={`${styles.series0} ${styles.area}`} d={`${line}L${BOX},${BOX}L0,${BOX}Z`} />
        <path className={`${styles.series0} ${styles.line}`} d={line} />
      </svg>
      {[first, middle, last].map((point, index) => (
        <text
          key={point.x}
          className={styles.axis}
          x={`${xAt(point.x)}%`}
          y={HEIGHT - 6}
          textAnchor={X_ANCHORS[index]}
        >
          {formatX(point.x)}
        </text>
      ))}
    </ChartFigure>
  );
}

import type { ReactNode } from 'react';
import styles from './charts.module.css';

export interface Series {
  name: string;
}

/**
 * A chart's frame: the caption a sighted reader sees and the text alternative a screen reader
 * hears (every figure the chart draws, in words), so the SVG itself can stay decorative geometry.
 */
export function ChartFigure({
  id,
  caption,
  description,
  height,
  series,
  children,
}: {
  id: string;
  caption: string;
  description: string;
  height: number;
  series?: readonly Series[];
  children: ReactNode;
}) {
  return (
    <figure className={styles.figure}>
      <figcaption id={`${id}-caption`}>{caption}</figcaption>
      <svg
        className={styles.chart}
        width="100%"
        height={height}
        role="img"
        aria-labelledby={`${id}-caption ${id}-description`}
      >
        <desc id={`${id}-description`}>{description}</desc>
        {children}
      </svg>
      {series && series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((entry, index) => (
            <li key={entry.name}>
              <span className={`${styles.swatch} ${seriesClass(index)}`} />
              {entry.name}
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}

const SERIES_CLASSES = [styles.series0, styles.series1, styles.series2, styles.series3];
export const seriesClass = (index: number) => SERIES_CLASSES[index % SERIES_CLASSES.length];

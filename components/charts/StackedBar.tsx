import { ChartFigure, seriesClass } from './ChartFigure';
import styles from './charts.module.css';

interface StackedPart {
  name: string;
  value: number;
}

const BAR = 28;

/** What a whole is made of (a monthly payment): one bar split into its parts, each named with its figure. */
export function StackedBar({
  id,
  caption,
  parts,
  format,
}: {
  id: string;
  caption: string;
  parts: readonly StackedPart[];
  format: (value: number) => string;
}) {
  const shown = parts.filter((part) => part.value > 0);
  const total = shown.reduce((sum, part) => sum + part.value, 0);
  if (total <= 0) return null;
  const share = (value: number) => Math.round((value / total) * 100);
  // Each part starts where the parts before it end.
  const starts = shown.map((_, index) =>
    shown.slice(0, index).reduce((sum, part) => sum + (part.value / total) * 100, 0),
  );
  return (
    <>
      <ChartFigure
        id={id}
        caption={caption}
        description={`${shown.map((part) => `${part.name}: ${format(part.value)} (${share(part.value)}%)`).join(', ')}.`}
        height={BAR}
      >
        {shown.map((part, index) => (
          <rect
            key={part.name}
            className={seriesClass(index)}
            x={`${starts[index]}%`}
            width={`${(part.value / total) * 100}%`}
            y="0"
            height={BAR}
          />
        ))}
      </ChartFigure>
      <ul className={styles.legend} aria-hidden="true">
        {shown.map((part, index) => (
          <li key={part.name}>
            <span className={`${styles.swatch} ${seriesClass(index)}`} />
            {part.name} {format(part.value)} ({share(part.value)}%)
          </li>
        ))}
      </ul>
    </>
  );
}

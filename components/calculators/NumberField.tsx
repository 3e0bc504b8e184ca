import { useId } from 'react';
import styles from './calculators.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown before or after the box ($, %, years) and read with the label. */
  prefix?: string;
  suffix?: string;
  min?: number;
  max?: number;
  step?: number;
  hint?: string;
}

/** A labelled number box; the raw text is kept so a half-typed value is never rewritten under the visitor. */
export function NumberField({ label, value, onChange, prefix, suffix, min = 0, max, step = 1, hint }: Props) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.input}>
        {prefix && <span aria-hidden="true">{prefix}</span>}
        <input
          id={id}
          type="number"
          inputMode="decimal"
          value={value}
          min={min}
          max={max}
          step={step}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        {suffix && <span aria-hidden="true">{suffix}</span>}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A field's text as a number within bounds, or null while it is empty or out of range. */
export function readNumber(text: string, min = 0, max = Number.MAX_SAFE_INTEGER): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

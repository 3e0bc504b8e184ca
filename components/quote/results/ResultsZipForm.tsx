import zipStyles from '@/components/quote/ZipForm.module.css';
import { RESULTS_TEXTS } from '@/lib/quotes/messages';
import { COMPARE_MATCHES_PATH } from '@/lib/quotes/constants';

interface Props {
  /** What the box shows: the zip the page is for, or what the visitor typed. */
  value: string;
  utm: Record<string, string>;
  /** The zip's error, shown under the box and tied to it. */
  error: string | null;
  /** Whether the page already shows matches: the button then updates them. */
  hasMatches: boolean;
}

/**
 * The zip box of compare-matches, in the quote form's look. A plain GET form, so it works before
 * (or without) JavaScript; the utm values ride along as hidden fields so every link keeps them.
 */
export function ResultsZipForm({ value, utm, error, hasMatches }: Props) {
  return (
    <form
      action={COMPARE_MATCHES_PATH}
      method="get"
      className={zipStyles.form}
      aria-label={RESULTS_TEXTS.zipFormLabel}
    >
      <label htmlFor="compare-zip" className={zipStyles.label}>
        {RESULTS_TEXTS.zipLabel}
      </label>
      <div className={zipStyles.row}>
        <input
          id="compare-zip"
          className={zipStyles.input}
          name="zip"
          defaultValue={value}
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="\d{5}(-\d{4})?"
          maxLength={10}
          placeholder="e.g. 30301"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'compare-zip-error' : undefined}
        />
        {Object.entries(utm).map(([key, utmValue]) => (
          <input key={key} type="hidden" name={key} value={utmValue} />
        ))}
        <button type="submit" className={zipStyles.button}>
          {hasMatches ? RESULTS_TEXTS.zipButton : RESULTS_TEXTS.zipButtonFirst}
        </button>
      </div>
      {error && (
        <p id="compare-zip-error" role="alert" className={zipStyles.error}>
          {error}
        </p>
      )}
    </form>
  );
}

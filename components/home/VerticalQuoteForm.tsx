'use client';

import { useId, useRef, useState, type ComponentProps } from 'react';
import { ZipForm } from '@/components/quote/ZipForm';
import { placementFor } from '@/lib/quotes/placements';
import styles from './VerticalQuoteForm.module.css';

interface Props {
  settings: ComponentProps<typeof ZipForm>['settings'];
  /** The verticals offered, in order; the page passes them so their list stays out of the bundle. */
  options: readonly { vertical: string; label: string }[];
  defaultVertical: string;
  buttonText: string;
}

/**
 * The homepage's quote box: the visitor picks the kind of insurance, then the same zip form every
 * quote box uses runs for that vertical and its homepage placement, with the same flow and events.
 */
export function VerticalQuoteForm({ settings, options, defaultVertical, buttonText }: Props) {
  const name = useId();
  const [vertical, setVertical] = useState(defaultVertical);
  // After a quote click the zip form keeps the placement's next decision for the same zip. That
  // decision belongs to the old vertical's placement, so a form that has sent a quote starts afresh
  // when the vertical changes; one that has not keeps what the visitor typed.
  const [generation, setGeneration] = useState(0);
  const submitted = useRef(false);

  function choose(next: string) {
    if (submitted.current) {
      submitted.current = false;
      setGeneration((current) => current + 1);
    }
    setVertical(next);
  }

  return (
    <div
      onSubmit={() => {
        submitted.current = true;
      }}
    >
      <fieldset className={styles.choice}>
        <legend className={styles.legend}>Type of insurance</legend>
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.vertical} className={styles.option}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                value={option.vertical}
                checked={vertical === option.vertical}
                onChange={() => choose(option.vertical)}
              />
              <span className={styles.optionText}>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ZipForm
        key={generation}
        vertical={vertical}
        placement={placementFor(vertical, 'homepage')}
        buttonText={buttonText}
        settings={settings}
      />
    </div>
  );
}

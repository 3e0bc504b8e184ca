'use client';

import { useId, useState, type ComponentProps } from 'react';
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

  return (
    <div>
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
                onChange={() => setVertical(option.vertical)}
              />
              <span className={styles.optionText}>{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <ZipForm
        vertical={vertical}
        placement={placementFor(vertical, 'homepage')}
        buttonText={buttonText}
        settings={settings}
      />
    </div>
  );
}

import { useId } from 'react';
import {
  DRIVER_AGES,
  PROFILE_PARAMS,
  RESULTS_COVERAGES,
  type ResultsProfile,
  type DrivingRecord,
} from '@/lib/quotes/constants';
import { RESULTS_TEXTS } from '@/lib/quotes/messages';
import styles from './results.module.css';

interface Props {
  profile: ResultsProfile;
  records: DrivingRecord[];
  /** Where the form goes without JavaScript, with the zip and utm values it must keep. */
  action: string;
  keep: Record<string, string>;
  onChange: (profile: ResultsProfile) => void;
}

/**
 * The driver profile: age, record and coverage. With JavaScript a change re-prices the list at
 * once; without it the form is a plain GET to the same page, and only then is its button shown.
 */
export function ProfileControl({ profile, records, action, keep, onChange }: Props) {
  const id = useId();
  return (
    <form action={action} method="get" onSubmit={(event) => event.preventDefault()}>
      <fieldset className={styles.profile}>
        <legend>{RESULTS_TEXTS.profileLegend}</legend>
        {Object.entries(keep).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className={styles.field}>
          <label htmlFor={`${id}-age`}>{RESULTS_TEXTS.ageLabel}</label>
          <select
            id={`${id}-age`}
            className={styles.select}
            name={PROFILE_PARAMS.age}
            value={profile.age}
            onChange={(event) => {
              const age = DRIVER_AGES.find((option) => String(option) === event.target.value);
              if (age) onChange({ ...profile, age });
            }}
          >
            {DRIVER_AGES.map((age) => (
              <option key={age} value={age}>
                {RESULTS_TEXTS.ageOption(age)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-record`}>{RESULTS_TEXTS.recordLabel}</label>
          <select
            id={`${id}-record`}
            className={styles.select}
            name={PROFILE_PARAMS.record}
            value={profile.record}
            onChange={(event) => {
              const record = records.find((option) => option === event.target.value);
              if (record) onChange({ ...profile, record });
            }}
          >
            {records.map((record) => (
              <option key={record} value={record}>
                {RESULTS_TEXTS.recordOption(record)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-coverage`}>{RESULTS_TEXTS.coverageLabel}</label>
          <select
            id={`${id}-coverage`}
            className={styles.select}
            name={PROFILE_PARAMS.coverage}
            value={profile.coverage}
            onChange={(event) => {
              const coverage = RESULTS_COVERAGES.find((option) => option === event.target.value);
              if (coverage) onChange({ ...profile, coverage });
            }}
          >
            {RESULTS_COVERAGES.map((coverage) => (
              <option key={coverage} value={coverage}>
                {RESULTS_TEXTS.coverageOption(coverage)}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className={styles.action}>
            {RESULTS_TEXTS.profileButton}
          </button>
        </noscript>
      </fieldset>
    </form>
  );
}

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
        <ProfileSelect
          id={`${id}-age`}
          label={RESULTS_TEXTS.ageLabel}
          name={PROFILE_PARAMS.age}
          value={profile.age}
          options={DRIVER_AGES}
          optionLabel={RESULTS_TEXTS.ageOption}
          onPick={(age) => onChange({ ...profile, age })}
        />
        <ProfileSelect
          id={`${id}-record`}
          label={RESULTS_TEXTS.recordLabel}
          name={PROFILE_PARAMS.record}
          value={profile.record}
          options={records}
          optionLabel={RESULTS_TEXTS.recordOption}
          onPick={(record) => onChange({ ...profile, record })}
        />
        <ProfileSelect
          id={`${id}-coverage`}
          label={RESULTS_TEXTS.coverageLabel}
          name={PROFILE_PARAMS.coverage}
          value={profile.coverage}
          options={RESULTS_COVERAGES}
          optionLabel={RESULTS_TEXTS.coverageOption}
          onPick={(coverage) => onChange({ ...profile, coverage })}
        />
        <noscript>
          <button type="submit" className={styles.action}>
            {RESULTS_TEXTS.profileButton}
          </button>
        </noscript>
      </fieldset>
    </form>
  );
}

interface SelectProps<T extends string | number> {
  id: string;
  label: string;
  name: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** Called with the option chosen; a value no option has is ignored. */
  onPick: (option: T) => void;
}

/** One labelled choice of the profile. */
function ProfileSelect<T extends string | number>({
  id,
  label,
  name,
  value,
  options,
  optionLabel,
  onPick,
}: SelectProps<T>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={styles.select}
        name={name}
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => String(option) === event.target.value);
          if (picked !== undefined) onPick(picked);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

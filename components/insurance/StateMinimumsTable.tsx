import Link from 'next/link';
import { formatUsd } from '@/lib/format/currency';
import { liabilityLimits, type StateMinimum } from '@/lib/insurance/state-minimums';
import styles from './StateMinimumsTable.module.css';
import { statePagePath } from '@/lib/insurance/states';

const FAULT_SYSTEM_CELL = { 'at-fault': 'No', 'no-fault': 'Yes', choice: 'Choice' } as const;

function pipText(state: StateMinimum): string {
  if (!state.pip) return 'Not required';
  if (state.pip.rule === 'offered') return 'Must be offered';
  return state.pip.amount ? `Required, ${formatUsd(state.pip.amount)}` : 'Required';
}

export function StateMinimumsTable({ states, asOf }: { states: StateMinimum[]; asOf: string }) {
  return (
    // A scrollable region must be focusable so keyboard users can scroll it on small screens.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Minimum car insurance by state">
      <table className={styles.table}>
        <caption>Minimum car insurance by state, as of {asOf}</caption>
        <thead>
          <tr>
            <th scope="col">State</th>
            <th scope="col">Liability minimum</th>
            <th scope="col">No-fault</th>
            <th scope="col">PIP</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {states.map((state) => (
            <tr key={state.code} id={state.code.toLowerCase()}>
              <th scope="row">
                <Link href={statePagePath(state)}>{state.name}</Link>
              </th>
              <td>{liabilityLimits(state)}</td>
              <td>{FAULT_SYSTEM_CELL[state.faultSystem]}</td>
              <td>{pipText(state)}</td>
              <td>{state.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

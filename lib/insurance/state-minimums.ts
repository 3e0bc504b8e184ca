import { z } from 'zod';
import { stateCodeSchema } from '@/lib/format/fields';
import raw from '@/data/insurance/state-minimum-liability.json';

/** Minimum car insurance each state and DC requires, from data/insurance/. */
const stateSchema = z.object({
  code: stateCodeSchema,
  name: z.string(),
  bodilyInjuryPerPerson: z.number().int().min(0),
  bodilyInjuryPerAccident: z.number().int().min(0),
  propertyDamage: z.number().int().min(0),
  /**
   * One fault system per state. "choice": no-fault by default, but the driver chooses whether to
   * keep the full right to sue (Kentucky, New Jersey, Pennsylvania) or, in the District, chooses
   * after a crash between PIP benefits and suing.
   */
  faultSystem: z.enum(['at-fault', 'no-fault', 'choice']),
  /** False where most drivers need not buy insurance at all (New Hampshire); the limits then bind only a policy bought. */
  insuranceRequired: z.boolean().default(true),
  pip: z
    .object({ amount: z.number().int().positive().nullable(), rule: z.enum(['required', 'offered']) })
    .nullable(),
  notes: z.string().nullable(),
});

const stateRowSchema = stateSchema.transform((state) => ({
  ...state,
  /** Whether PIP-first rules apply at all: no-fault and choice states. */
  noFault: state.faultSystem !== 'at-fault',
}));

const tableSchema = z.object({
  asOf: z.iso.date(),
  note: z.string(),
  states: z.array(stateRowSchema).length(51),
});

export type StateMinimum = z.infer<typeof stateRowSchema>;

export const stateMinimums = tableSchema.parse(raw);

export const STATE_MINIMUMS_PATH = '/insurance/auto/minimum-coverage-by-state/';

export const stateMinimumAnchor = (state: StateMinimum) =>
  `${STATE_MINIMUMS_PATH}#${state.code.toLowerCase()}`;

/** Limits as insurers write them: 25/50/10, in thousands of dollars. */
export function liabilityLimits(state: StateMinimum): string {
  const thousands = (value: number) => String(value / 1000);
  if (state.bodilyInjuryPerPerson === 0) return `PD ${thousands(state.propertyDamage)}`;
  return [state.bodilyInjuryPerPerson, state.bodilyInjuryPerAccident, state.propertyDamage]
    .map(thousands)
    .join('/');
}

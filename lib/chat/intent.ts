import { stateMinimums, type StateMinimum } from '@/lib/insurance/state-minimums';
import { terms } from '@/lib/knowledge/text';

/**
 * What a visitor's message is about, for the embedded provider, which has no language model to
 * tell it: an attempt to change or read Charlie's instructions, a question outside insurance, a
 * question about one state's rules, or a wish to see prices.
 */

const INSTRUCTION_ATTACKS = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|prompts?|rules|guidelines|system|above|previous)\b/i,
  /\b(reveal|show|print|repeat|tell me|display|output|leak|what (is|are))\b.{0,40}\b(system prompt|prompt|instructions?|hidden rules|initial rules|configuration)\b/i,
  /\byou are now\b|\bact as\b|\bpretend (to be|you are)\b|\broleplay as\b|\bfrom now on,? you\b/i,
  /\b(DAN|jailbreak|developer mode|do anything now)\b/i,
  /<\/?(system|assistant|instructions?)>|\[\/?(system|INST)\]/i,
];

export function isInstructionAttack(message: string): boolean {
  return INSTRUCTION_ATTACKS.some((pattern) => pattern.test(message));
}

/** Stems of words that only come up when someone is talking about insurance, cars or driving. */
const INSURANCE_TERMS = new Set(
  terms(
    `insurance insure insured insurer insurers coverage cover covers covered policy policies premium deductible claim
    claims liability collision comprehensive car driver drive driving drove accident ticket tickets quote quotes
    pip sr-22 sr22 fr-44 uninsured underinsured motorist gap rental roadside lapse discount bundling teen dui dwi vin
    license lease loan fault no-fault hit run totaled total repair damage injury injuries medical umbrella renew
    renewal cancel switch minimum minimums requirement requirements required limits limit state states law legal
    speeding violation violations credit score mileage garage parked storage home homeowners renters renter life
    health pet motorcycle business travel term whole medicare marketplace underwriting adjuster agent broker
    declarations endorsement rider exclusion exclusions payout settlement totaled rideshare`,
  ),
);

export function isAboutInsurance(message: string): boolean {
  return terms(message).some((term) => INSURANCE_TERMS.has(term));
}

const STATE_RULE_WORDS =
  /\b(minimums?|require[ds]?|requirements?|mandatory|law|laws|legal|legally|limits?|no-?fault|pip|personal injury protection|need|needs|have to (have|carry))\b/i;

// Two-letter codes that are also common English words are not read as states.
const AMBIGUOUS_CODES = new Set(['IN', 'OR', 'ME', 'OK', 'HI', 'ID', 'AS', 'OH', 'PA', 'MA', 'DE', 'AL']);

const byLongestName = [...stateMinimums.states].sort((a, b) => b.name.length - a.name.length);

export function findState(message: string): StateMinimum | null {
  let text = message.replace(/\bwashington,?\s*d\.?\s*c\.?(?=\W|$)/gi, 'District of Columbia');
  text = text.replace(/\bD\.C\.?(?=\W|$)/g, 'District of Columbia');
  for (const state of byLongestName) {
    if (new RegExp(`\\b${state.name.replace(/ /g, '\\s+')}\\b`, 'i').test(text)) return state;
  }
  for (const state of stateMinimums.states) {
    if (!AMBIGUOUS_CODES.has(state.code) && new RegExp(`\\b${state.code}\\b`).test(text)) return state;
  }
  return null;
}

/** A question about one state's required coverage, such as "What are New York's minimum limits?". */
export function stateRulesQuestion(message: string): StateMinimum | null {
  return STATE_RULE_WORDS.test(message) ? findState(message) : null;
}

export function wantsPrices(message: string): boolean {
  return /\b(quotes?|prices?|cheap|cheapest|cheaper|how much (does|is|will|would)|afford|save money|compare (rates|prices|quotes))\b/i.test(
    message,
  );
}

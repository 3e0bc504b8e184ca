import 'server-only';
import { stateMentions } from '@/lib/insurance/state-mentions';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import { leadingVertical, type KnowledgeVertical } from '@/lib/knowledge/verticals';
import type { HistoryMessage } from '@/lib/chat/wire';

/**
 * What the conversation so far says about the question now asked: the visitor's last question
 * and Charlie's last answer, the vertical they were about and the states they named, and
 * whether the new message only makes sense as a follow-up to them.
 */

export interface TurnContext {
  question: string | null;
  answer: string | null;
  vertical: KnowledgeVertical | null;
  states: StateMinimum[];
  /** The last answer gave a state's minimum limits ("25/50/25"). */
  aboutStateRules: boolean;
}

/** Split limits ("25/50/25"). */
export const SPLIT_LIMITS = /\b\d{1,3}\/\d{1,3}(?:\/\d{1,3})?\b/;
export const STATE_RULE_WORDS =
  /\b(minimums?|min|mins|required|requires?|requirements?|mandatory|compulsory|law|laws|legal|legally|illegal|liability limits?|no-?fault|pip|personal injury protection|(?:have|need) to (?:have|carry|buy|get)(?! (?:theirs|it|one|that|this|them|extra|more)\b)|must (have|carry)|least|need (car |auto )?insurance|(is|are) (car |auto )?insurance required|standard policy|basic policy|(has|have|need) to (include|cover))\b/i;

const LOOK_BACK = 3;

export function turnContext(history: readonly HistoryMessage[], message: string): TurnContext {
  const turns = [...history];
  // The widget's history ends before the message being asked; a store's may already hold it.
  const last = turns.at(-1);
  if (last?.role === 'user' && last.content.trim() === message.trim()) turns.pop();
  const questions = turns.filter((turn) => turn.role === 'user').map((turn) => turn.content);
  const answers = turns.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);
  const question = questions.at(-1) ?? null;
  const answer = answers.at(-1) ?? null;

  const vertical =
    questions
      .slice(-LOOK_BACK)
      .reverse()
      .map((text) => leadingVertical(text))
      .find((found) => found !== null) ?? (answer ? leadingVertical(answer) : null);

  const states = question ? stateMentions(question) : [];
  const aboutStateRules =
    (answer !== null && SPLIT_LIMITS.test(answer) && /\b(requires?|minimum|legal)\b/i.test(answer)) ||
    (question !== null && states.length > 0 && STATE_RULE_WORDS.test(question));

  return { question, answer, vertical, states, aboutStateRules };
}

const LEADS_ON =
  /^\W*(?:(?:ok(?:ay)?|k+|kk|alright|yeah|yep|yes|no|nope|right|oh|ah|hm+|so|and|cool|nice|great|thanks),?\s+)*(and|also|plus|so|then|but|or|same|what about|how about|what if|and if|is that|are those|does that|would that|will that)\b/i;
const POINTS_BACK =
  /\b(it|its|it's|that|this|those|these|they|them|one|ones|either|both|there|same|instead|too|also)\b/i;
const COMPARES =
  /\b(which|what)\b.{0,25}\b(one|ones|of (?:those|them|these|the two)|two|is (?:better|cheaper|best)|better|cheaper|cheapest|lower|higher)\b/i;

/** Whether a message leans on the turn before it ("and in Ohio?", "does it cover floods?", "which is cheaper?"). */
export function isFollowUp(message: string, contentTerms: number): boolean {
  return LEADS_ON.test(message) || POINTS_BACK.test(message) || COMPARES.test(message) || contentTerms <= 2;
}

import 'server-only';
import { normalize } from '@/lib/knowledge/text';
import { leadingVertical, type KnowledgeVertical } from '@/lib/knowledge/verticals';
import type { ChatAction, QuoteVertical } from '@/lib/chat/wire';

/**
 * When a visitor is ready to act: asking for quotes or to buy ("can I compare quotes for that
 * here?", "I want to buy renters insurance"), or asking what it would cost. Either brings a
 * quote box into the panel for the vertical the conversation is about. Every provider's answer
 * gets it, so the walk to a quote does not depend on which one answered.
 */

/** Asking for quotes outright, or where to buy: answered with the quote box itself. */
const ASKS_FOR_QUOTES = [
  // Asking for quotes, not about them: "why are my quotes so high?" is a question about price.
  /\b(get|getting|compare|comparing|see|want|need|find|start|request|run|shop)\b.{0,25}\bquotes?\b|\bquotes? (for|on|from|here)\b|^\W*quotes?\W*$/,
  /\b(buy|purchase|sign up for|enroll in|apply for|shop for|shopping for|find me)\b.{0,25}\b(insurance|policy|coverage|plan)\b/,
  /\b(where|how) (can|do|should) i (buy|purchase|sign up for)\b/,
  /\b(compare|comparing)\b.{0,20}\b(rates|prices|quotes|insurers|companies|offers)\b|\b(shop around|best (rate|rates|price|deal))\b/,
];

const ASKS_PRICE = [
  // "How much is full coverage?" asks a price; "how much is the limit?", "how much liability
  // is enough?" and "how much will it pay?" ask an amount.
  /\bhow much\b.{0,40}\b(cost|costs|charge|charges|run|runs|set me back)\b/,
  /\bhow much (would|will|do|does|should) (i|we|you|people|it) (usually |typically )?(expect to )?pay\b(?! out\b)/,
  /\bhow much (is|are|for|to insure)\b(?!.{0,40}\b(do (i|we) need|should (i|we) (buy|get|carry|have)|limits?|deductibles?|worth|enough|required|minimums?|max|maximum|pays?|payout|covers?|contribut\w*|put in)\b)/,
  /\b(cost|costs|price|prices|pricing|premium|premiums|rate|rates)\b.{0,30}\b(for (a|my|me)|in (my|\w+ (state|city))|per month|a month|monthly|a year|per year|average|typical)\b/,
  /\b(cheapest|cheaper|affordable|cheap)\b.{0,30}\b(insurance|policy|coverage|plan|quote|rate|company|insurer)\b/,
  /\b(average|typical) (cost|price|premium|rate)\b/,
];

/** Quote flows exist per product; homeowners quotes are the site's home insurance quotes. */
const QUOTE_VERTICAL: Record<KnowledgeVertical, QuoteVertical> = {
  auto: 'auto',
  homeowners: 'home',
  renters: 'renters',
  life: 'life',
  health: 'health',
  pet: 'pet',
  motorcycle: 'motorcycle',
  business: 'business',
};

export const quoteVerticalOf = (vertical: KnowledgeVertical): QuoteVertical => QUOTE_VERTICAL[vertical];

/** Wanting coverage, in passing ("can I still get pet insurance?"): the answer gets the quote box too. */
const WANTS_COVERAGE =
  /\b(get|getting|buy|buying|need to get|looking for)\b.{0,25}\b(insurance|policy|coverage|plan)\b/;

/** "If I sign up now, will it cover her treatment?" asks about coverage, not for quotes. */
const ASKS_WHETHER_COVERED =
  /\b(will|would|does|do|can) (it|they|that|this|the policy|insurance)\b.{0,20}\b(cover|pay)/;

export const asksForQuotes = (text: string) => {
  const normalized = normalize(text);
  return (
    !ASKS_WHETHER_COVERED.test(normalized) && ASKS_FOR_QUOTES.some((pattern) => pattern.test(normalized))
  );
};
export const wantsQuote = (text: string) => asksForQuotes(text) || WANTS_COVERAGE.test(normalize(text));
export const asksPrice = (text: string) => ASKS_PRICE.some((pattern) => pattern.test(normalize(text)));

/**
 * The quote action for a turn, or null when the visitor is not asking to buy or about price.
 * The vertical is the question's own, else the earlier turns', else car insurance, the site's
 * main product.
 */
export function quoteActionFor(
  message: string,
  history: readonly { role: string; content: string }[],
  known?: KnowledgeVertical | null,
): ChatAction | null {
  if (!wantsQuote(message) && !asksPrice(message)) return null;
  const earlier = [...history]
    .reverse()
    .map((turn) => leadingVertical(turn.content))
    .find((vertical) => vertical !== null);
  const vertical = known ?? leadingVertical(message) ?? earlier ?? 'auto';
  return { type: 'quote', vertical: quoteVerticalOf(vertical) };
}

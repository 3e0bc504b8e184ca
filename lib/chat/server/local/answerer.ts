import 'server-only';
import { stateMentions } from '@/lib/insurance/state-mentions';
import type { StateMinimum } from '@/lib/insurance/state-minimums';
import type { EntryHit, KnowledgeIndex, PassageHit, Query } from '@/lib/knowledge/knowledge-index';
import { TERMS_OF_ART } from '@/lib/knowledge/lexicon';
import {
  leadingVertical,
  namedVertical,
  verticalScores,
  type KnowledgeVertical,
} from '@/lib/knowledge/verticals';
import {
  INSTRUCTIONS_REPLY,
  INSTRUCTIONS_SKIPPED,
  NOT_SURE_REPLY,
  NOT_SURE_STEER,
  OFF_TOPIC_REPLY,
  QUOTE_NUDGE,
  quoteReply,
  SAFETY_REPLIES,
  SMALL_TALK_REPLIES,
  SUGGESTIONS_LEAD,
  VERTICAL_WORDS,
} from '@/lib/chat/messages';
import { asksForQuotes, asksPrice, quoteVerticalOf, wantsQuote } from '@/lib/chat/server/quote-intent';
import { MAX_SUGGESTIONS } from '@/lib/chat/constants';
import type { ChatAction, HistoryMessage, Source } from '@/lib/chat/wire';
import {
  entryAnswer,
  passageAnswer,
  stateLine,
  stateRulesAnswer,
  twoStatesAnswer,
  type Composed,
} from '@/lib/chat/server/local/compose';
import { withoutInstructions } from '@/lib/chat/server/local/injection';
import { safetyConcern, type SafetyConcern } from '@/lib/chat/server/local/safety';
import { smallTalk } from '@/lib/chat/server/local/small-talk';
import {
  isFollowUp,
  SPLIT_LIMITS,
  STATE_RULE_WORDS,
  turnContext,
  type TurnContext,
} from '@/lib/chat/server/local/turn-context';

/**
 * Charlie's embedded answerer: no language model, no network. In order:
 * 1. Instructions smuggled into the message are cut out (and never followed or repeated).
 * 2. Requests it must decline (fraud, someone's records, medical, veterinary or legal advice,
 *    promises) get one line, plus an answer to any insurance question asked alongside.
 * 3. Small talk gets a short friendly reply that invites a question.
 * 4. A question about a state's required coverage is answered from the state table, also when
 *    it only names another state after such an answer ("and in Ohio?").
 * 5. Otherwise the best Q&A entry, else the best guide section, answers; a follow-up borrows
 *    the words and the vertical of the turn before it. When nothing matches well enough, it says
 *    so and offers the closest questions it can answer instead of a wrong answer.
 * A question about price, buying or quotes also gets a quote box for its vertical.
 *
 * Decision: an answer is always one piece of content, never sentences stitched from several.
 * The two exceptions are composed on purpose: a state's one-line minimum after an auto answer
 * that names the state ("moving to Arizona"), and the quote line after a price question.
 */

export interface LocalAnswer {
  text: string;
  sources: Source[];
  score: number;
  action: ChatAction | null;
  suggestions: string[];
}

/** Below these, a match is more likely wrong than right: say so instead. */
const ENTRY_MIN_SCORE = 0.25;
const PASSAGE_MIN_SCORE = 0.3;
/** A passage wins over the best entry only when clearly better. */
const PASSAGE_OVER_ENTRY = 1.35;
/** A quote request is answered as such unless an entry answers it outright. */
const ENTRY_OVER_QUOTE = 0.55;
/** Earlier turns' words help a follow-up but must not outweigh its own. */
const CONTEXT_WEIGHT = 0.5;
/** ...and more when the follow-up points back at them ("what's the most I can put in it?"). */
const REFERRED_CONTEXT_WEIGHT = 0.65;
/** A follow-up whose own words match an entry this closely needs nothing from earlier turns. */
const STANDS_ALONE_SCORE = 0.9;
/** An asking clause that points at the story before it. */
const POINTS_AT_STORY =
  /\b(?:does|do|is|would|will|can) (?:that|this|it) (?:mean|make|count|matter|affect|change)\b/i;
const BACK_REFERENCE = /\b(it|that|this|those|these|them|one)\b/i;
/** Knowledge of another vertical than the question's counts this much. */
const OTHER_VERTICAL = 0.55;
const DEFAULT_VERTICAL: KnowledgeVertical = 'auto';
const UNNAMED_OTHER_VERTICAL = 0.92;
/** ...and less when it names a state: "moving from Texas to Ohio, what do I need?" is about a car. */
const UNNAMED_WITH_STATE = 0.8;
/** A follow-up wants something new: the entry that answered the last turn counts less. */
const REPEAT = 0.7;
/** ...and the next entry answers instead of a repeat when at least this close. */
const INSTEAD_OF_REPEAT = 0.45;
const SUGGESTION_MIN_SCORE = 0.12;
/** Words of the story around a question ("my dad passed away last week") count this much. */
const SCENE_WEIGHT = 0.6;
/** Concept terms that say what kind of question it is, not what it is about. */
const QUESTION_WORD_TERMS = new Set(['defin', 'versus', 'howmuch', 'howlong', 'who', 'when']);
const ASKS =
  /\?\s*$|^\W*(how|what|whats|which|who|whose|why|when|where|can|could|do|does|did|is|are|am|should|would|will|if)\b/i;
/** A message with no word of insurance in it is answered only on a close match ("can you book me a flight?"). */
const UNRELATED_MIN_SCORE = 0.55;

/** Under a declined promise, only a close answer is worth adding. */
const PROMISED_ANSWER_MIN_SCORE = 0.4;
/** The words that ask for a promise rather than an answer. */
const PROMISE_WORDS =
  /\b(promise|guarantee|swear|certify)\w*\b( me)?( that)?|\b(just )?(answer|type|say|reply)( with)? ['"]?\w+['"]?(?= or |\W*$)|\byes or no\b|\bin writing\b|\bor i'?m (switching|leaving|cancel\w*)( companies)?\b/gi;

/** An entry that explains a declined request (why a scheme is fraud), close enough to add under the decline. */
const EXPLAINED_MIN_SCORE = 0.35;
const EXPLAINS_FRAUD = /\b(fraud|fronting|misrepresent\w*)\b/i;
/** Being sued, and the entries that say the insurer defends you. */
const SUED = /\b(su(?:e|es|ed|ing)|lawsuit|judgment)\b/i;
const EXPLAINS_DEFENSE = /\bdefen[sd]\w*\b/i;

/** Work of another kind, whatever it mentions: "forget insurance, write me a python script". */
const OTHER_TASK =
  /\b(write|code|build|generate|create|make)\b(?: me)?(?: an?| the| some)?\b.{0,20}\b(python|javascript|java|sql|html|css|script|program|code|function|app|website|scraper|poem|song|essay|story|haiku|rap|joke)\b/i;

/** The state someone moves to: the last one named that is not where they come from ("to San Diego from Oregon"). */
function movingTo(text: string, states: StateMinimum[]): StateMinimum | undefined {
  const origins = new Set(
    [...text.matchAll(/\bfrom\s+((?:\S+\s*){1,3})/gi)].flatMap((match) =>
      stateMentions(match[1] ?? '').map((state) => state.code),
    ),
  );
  return states.filter((state) => !origins.has(state.code)).at(-1) ?? states.at(-1);
}

/** Moving house, not moving in with someone. */
const MOVING = /\b(moving|move|moved|relocat\w*)\b(?!\s+in\b)/i;
/** Words that ask for the law's minimum even from someone moving ("moving to Utah: what's the legal minimum?"). */
const STRICT_RULE_WORDS = /\b(minimums?|required|requirements?|mandatory|compulsory|legal|legally|law)\b/i;
/** Words of the law itself, beyond "have to buy": a question with them is about the state's rules. */
const NAMES_THE_LAW =
  /\b(min|mins|requires?|illegal|liability limits?|no-?fault|pip|personal injury protection|at least)\b/i;
/** An entry this close answers a question that asks for a state's law only in passing. */
const RULES_ASIDE_ENTRY_SCORE = 0.6;
const ABOUT_INSURANCE =
  /\b(insur\w*|coverages?|covered|covers?|polic(y|ies)|premiums?|deductibles?|claims?|quotes?|liability|insurers?)\b/i;

/**
 * How much knowledge of one vertical counts for a question about another. A question that names
 * no product leans to car insurance, the product Charlie is mainly for (charlie-chat.md, 1).
 */
function verticalWeight(
  asked: KnowledgeVertical | null,
  known: KnowledgeVertical | null,
  namesState = false,
): number {
  if (!known) return 1;
  if (!asked) {
    if (known === DEFAULT_VERTICAL) return 1;
    return namesState ? UNNAMED_WITH_STATE : UNNAMED_OTHER_VERTICAL;
  }
  return known === asked ? 1 : OTHER_VERTICAL;
}

const result = (composed: Composed, extra: Partial<LocalAnswer> = {}): LocalAnswer => ({
  text: composed.text,
  sources: composed.sources,
  score: 0,
  action: null,
  suggestions: [],
  ...extra,
});

const reply = (text: string, extra: Partial<LocalAnswer> = {}) => result({ text, sources: [] }, extra);

/** Clauses that ask something: "..., and will my insurance cover the ER?" is one of them. */
function clauses(text: string): string[] {
  return text
    .split(
      /(?<=[.?!;])\s+|,\s*(?:and|but|also|plus)\s+|\s+(?:and|but)\s+(?=(?:will|would|does|do|is|are|can|could|should|how|what|who)\b)|,\s*(?=(?:how|what|which|who|why|when|where|can|could|do|does|is|are|should|would|will)\b)/i,
    )
    .map((clause) => clause.trim().replace(/^(?:also|and|plus|but)\s+/i, ''))
    .filter(Boolean);
}

export function createAnswerer(index: KnowledgeIndex, productName: string) {
  const guideTitles = new Map(index.passages.map((passage) => [passage.url, passage.title]));
  const entryByAnswer = new Map(index.entries.map((entry) => [entry.answer, entry.slug]));
  const hubs = new Map<KnowledgeVertical, Source>();
  for (const passage of index.passages) {
    const vertical = passage.vertical;
    if (vertical && /^\/insurance\/[a-z]+\/$/.test(passage.url) && !hubs.has(vertical)) {
      hubs.set(vertical, { title: passage.title, url: passage.url, snippet: passage.summary });
    }
  }

  const termsOfArt = new Set(TERMS_OF_ART.flatMap((token) => index.termsOf(token)));
  const isAboutInsurance = (text: string) =>
    ABOUT_INSURANCE.test(text) ||
    verticalScores(text).length > 0 ||
    index.termsOf(text).some((term) => termsOfArt.has(term));

  const quoteAction = (vertical: KnowledgeVertical): ChatAction => ({
    type: 'quote',
    vertical: quoteVerticalOf(vertical),
  });

  function search(
    query: Query,
    vertical: KnowledgeVertical | null,
    repeated: string | null,
    namesState = false,
  ) {
    return index.search(query, {
      weigh: (entryVertical, slug) =>
        verticalWeight(vertical, entryVertical, namesState) * (repeated && slug === repeated ? REPEAT : 1),
    });
  }

  /** The entry the turn before was answered with (or would have been): a follow-up wants another. */
  function previousEntry(context: TurnContext): string | null {
    if (context.answer) {
      const { answer } = context;
      // Our answers can carry a line before or after the entry (a decline, a state's minimum).
      const answeredWith =
        entryByAnswer.get(answer) ?? index.entries.find((entry) => answer.includes(entry.answer))?.slug;
      // An answer that is none of the entries came from elsewhere (another provider): nothing to avoid.
      return answeredWith ?? null;
    }
    if (!context.question) return null;
    const query = new Map(index.termsOf(context.question).map((term) => [term, 1]));
    const [best] = search(query, context.vertical, null).entries;
    return best && best.score >= ENTRY_MIN_SCORE ? best.entry.slug : null;
  }

  function notSure(entries: EntryHit[]): LocalAnswer {
    const seen = new Set<string>();
    const offered = entries
      .filter(
        (hit) =>
          hit.score >= SUGGESTION_MIN_SCORE && !seen.has(hit.entry.question) && seen.add(hit.entry.question),
      )
      .slice(0, MAX_SUGGESTIONS)
      .map((hit) => hit.entry);
    if (offered.length === 0) return reply(`${NOT_SURE_REPLY} ${NOT_SURE_STEER}`);
    const list = offered.map((entry) => `- [${entry.question}](${entry.path})`).join('\n');
    return reply(`${NOT_SURE_REPLY} ${SUGGESTIONS_LEAD}\n\n${list}`, {
      suggestions: offered.map((entry) => entry.question),
    });
  }

  function answerQuestion(text: string, history: readonly HistoryMessage[]): LocalAnswer {
    if (OTHER_TASK.test(text)) return reply(OFF_TOPIC_REPLY);
    const context: TurnContext = turnContext(history, text);
    const states = stateMentions(text);
    const ownTerms = index.termsOf(text);
    const followUp = context.question !== null && isFollowUp(text, new Set(ownTerms).size);
    // A follow-up stays with the product being discussed unless it names another one: "does it
    // cover stuff stolen out of my car?" after a renters answer is still about renters insurance.
    const vertical = followUp
      ? (namedVertical(text) ?? context.vertical ?? leadingVertical(text))
      : (leadingVertical(text) ?? (context.question !== null ? context.vertical : null));
    const autoOrNone = vertical === null || vertical === 'auto';
    const action = wantsQuote(text) || asksPrice(text) ? quoteAction(vertical ?? 'auto') : null;

    // A state's required coverage, asked outright or as "and in Ohio?" after a state's answer.
    // Someone moving asks about where they are going, not where they come from.
    const moving = MOVING.test(text);
    const destination = movingTo(text, states);
    const asked = moving && destination ? [destination] : states;
    const asksRules = STATE_RULE_WORDS.test(text) || (followUp && context.aboutStateRules);
    const [first, second] = asked;
    const rulesFollowUp = followUp && context.aboutStateRules;
    const query = questionTerms(text, ownTerms);
    const asksTheLaw = rulesFollowUp || STRICT_RULE_WORDS.test(text) || NAMES_THE_LAW.test(text);
    // "Do I have to buy the insurance at the rental counter in Denver?" asks about the counter, not
    // the state's law: a question that asks for the law only in passing ("have to buy") goes to
    // the entry that answers it outright, when one does.
    const entryAnswersInstead = () => {
      const [best] = search(query, vertical, null).entries;
      // An entry that names the state or gives limits is about the law after all: the table says it best.
      return (
        best !== undefined &&
        best.score >= RULES_ASIDE_ENTRY_SCORE &&
        !SPLIT_LIMITS.test(best.entry.answer) &&
        !states.some((state) => best.entry.answer.includes(state.name))
      );
    };
    const rulesAside = first !== undefined && !asksTheLaw && entryAnswersInstead();
    if (
      first &&
      autoOrNone &&
      asksRules &&
      (!moving || rulesFollowUp || STRICT_RULE_WORDS.test(text)) &&
      !rulesAside
    ) {
      const composed = second ? twoStatesAnswer(first, second) : stateRulesAnswer(first);
      return result(composed, { score: 1, action });
    }

    if (followUp && context.question && !standsAlone(text, query, vertical)) {
      const contextWeight = BACK_REFERENCE.test(text) ? REFERRED_CONTEXT_WEIGHT : CONTEXT_WEIGHT;
      const stateTerms = new Set(context.states.flatMap((state) => index.termsOf(state.name)));
      for (const term of index.termsOf(context.question)) {
        if (!query.has(term) && !stateTerms.has(term)) query.set(term, contextWeight);
      }
    }
    const repeated = followUp ? previousEntry(context) : null;
    const found = search(query, vertical, repeated, states.length > 0);
    const { passages } = found;
    // The same answer twice in a row helps only when it already said what the follow-up asks
    // ("what's the most I can put in it?" after an HSA answer with the limits); otherwise the
    // next close entry answers.
    const [top, next] = found.entries;
    const entries =
      repeated &&
      top?.entry.slug === repeated &&
      next &&
      next.score >= INSTEAD_OF_REPEAT &&
      !alreadySays(top.entry.answer, ownTerms)
        ? found.entries.slice(1)
        : found.entries;
    const [entry] = entries;
    const [passage] = passages;

    const related = isAboutInsurance(text) || followUp;
    if (!related && (!entry || entry.score < UNRELATED_MIN_SCORE)) return reply(OFF_TOPIC_REPLY);
    let answered: LocalAnswer | null = null;
    let answeredVertical: KnowledgeVertical | null = null;
    if (asksForQuotes(text) && !asksPrice(text) && (!entry || entry.score < ENTRY_OVER_QUOTE)) {
      const quoteVertical = vertical ?? 'auto';
      const hub = hubs.get(quoteVertical);
      return result(
        { text: quoteReply(quoteVertical), sources: hub ? [hub] : [] },
        { score: 1, action: quoteAction(quoteVertical) },
      );
    }
    if (entry && entry.score >= ENTRY_MIN_SCORE && !passageBeats(passage, entry)) {
      answeredVertical = entry.vertical;
      answered = result(entryAnswer(entry.entry, guideTitles.get(entry.entry.path.split('#')[0] ?? '')), {
        score: entry.score,
      });
    } else if (passage && passage.score >= PASSAGE_MIN_SCORE) {
      answeredVertical = passage.passage.vertical;
      answered = result(passageAnswer(passage.passage), { score: passage.score });
    } else if (states[0] && autoOrNone) {
      answered = result(stateRulesAnswer(states[0]), { score: 1 });
    }
    if (!answered) {
      return notSure(entries);
    }

    // "Moving to Arizona, do I need new insurance?": the destination's minimum belongs in the answer,
    // as it does when the visitor asks what a state requires or costs; a story that only happens
    // in a state ("I'm in Ohio and got hit") is answered without it.
    const stateMatters = moving || (!rulesAside && (STATE_RULE_WORDS.test(text) || action !== null));
    if (destination && stateMatters && autoOrNone && !answered.text.includes(destination.name)) {
      const line = stateLine(destination);
      answered = {
        ...answered,
        text: `${answered.text} ${line.text}`,
        sources: [...answered.sources, ...line.sources],
      };
    }
    if (action) {
      const nudge = answered.text.includes('zip code') ? '' : `\n\n${QUOTE_NUDGE}`;
      // "How do I buy flood insurance?" names no product the cues call decisive; the answer's does.
      const product = vertical ?? answeredVertical;
      answered = {
        ...answered,
        text: `${answered.text}${nudge}`,
        action: product ? quoteAction(product) : action,
      };
    }
    return answered;
  }

  /**
   * The question's terms, weighted: in "my dad passed away last week. how do we file the claim?"
   * the story sets the scene and the asking clause says what is wanted, so the story's own words
   * count less.
   */
  function questionTerms(text: string, ownTerms: string[]): Map<string, number> {
    const parts = clauses(text);
    const asking = [...parts].reverse().find((clause) => ASKS.test(clause));
    const query = new Map(ownTerms.map((term) => [term, 1]));
    // "How much is general liability?" asks what it costs, not how much of it to carry.
    const costTerms = index.termsOf('cost');
    if (query.has('howmuch') && asksPrice(text) && !costTerms.some((term) => query.has(term))) {
      query.delete('howmuch');
      for (const term of costTerms) query.set(term, 1);
    }
    if (!asking || parts.length < 2) return query;
    // "what the heck is that?" asks nothing of its own: the story is the question.
    const asked = new Set(index.termsOf(asking));
    const askedAbout = [...asked].filter((term) => index.knowsTerm(term) && !QUESTION_WORD_TERMS.has(term));
    if (askedAbout.length < 2 || asked.size === query.size) return query;
    // "I set up an LLC... does that mean I don't need insurance?" asks about the story itself.
    if (POINTS_AT_STORY.test(asking)) return query;
    // A term of art in the story ("not at fault", "PIP") is a fact of the case, not scenery.
    for (const term of query.keys())
      if (!asked.has(term) && !termsOfArt.has(term)) query.set(term, SCENE_WEIGHT);
    return query;
  }

  /**
   * "So why would anyone buy whole life then?" leads on from the turn before but names what it
   * asks about and points back at nothing: when its own words find a close answer, the earlier
   * turn's words would only pull it back to what was already answered.
   */
  function standsAlone(text: string, query: Map<string, number>, vertical: KnowledgeVertical | null) {
    if (BACK_REFERENCE.test(text)) return false;
    const [best] = search(query, vertical, null).entries;
    return best !== undefined && best.score >= STANDS_ALONE_SCORE;
  }

  /** Whether an answer holds what a message asks about, in its own words (all but one of three or more). */
  function alreadySays(answer: string, ownTerms: string[]): boolean {
    const asked = [...new Set(ownTerms)].filter(
      (term) => index.knowsTerm(term) && !QUESTION_WORD_TERMS.has(term),
    );
    if (asked.length === 0) return true;
    const said = new Set(index.termsOf(answer));
    // "The most I can put in" is answered by a figure as much as by the word "limit".
    const says = (term: string) => said.has(term) || (term === 'limit' && /\$\d/.test(answer));
    const missing = asked.filter((term) => !says(term)).length;
    return missing <= (asked.length >= 3 ? 1 : 0);
  }

  function passageBeats(passage: PassageHit | undefined, entry: EntryHit): boolean {
    return passage !== undefined && passage.score > entry.score * PASSAGE_OVER_ENTRY;
  }

  /**
   * "Would it be cheaper if my dad is the main rider on paper?" is declined, and the page that
   * explains why (fronting is fraud) is worth adding: only an entry of the product asked about
   * that speaks of fraud itself, never one that could read as help with the scheme. So is, under
   * a declined "should I settle?", the page on what the visitor's own insurer does when they are
   * sued: defend them.
   */
  function explainedBy(text: string, vertical: KnowledgeVertical, explains: RegExp): Composed | null {
    const query = new Map(index.termsOf(text).map((term) => [term, 1]));
    const explaining = search(query, vertical, null).entries.find(
      (hit) =>
        hit.vertical === vertical && hit.score >= EXPLAINED_MIN_SCORE && explains.test(hit.entry.answer),
    );
    return explaining
      ? entryAnswer(explaining.entry, guideTitles.get(explaining.entry.path.split('#')[0] ?? ''))
      : null;
  }

  function declined(concern: SafetyConcern, text: string, history: readonly HistoryMessage[]): LocalAnswer {
    const vertical = leadingVertical(text) ?? turnContext(history, text).vertical ?? 'auto';
    if (concern === 'crisis') return reply(SAFETY_REPLIES.crisis);
    if (concern === 'fraud') {
      const explained = explainedBy(text, vertical, EXPLAINS_FRAUD);
      return explained
        ? result({ ...explained, text: `${SAFETY_REPLIES.fraud}\n\n${explained.text}` })
        : reply(SAFETY_REPLIES.fraud);
    }
    if (concern === 'privacy') return reply(SAFETY_REPLIES.privacy);
    if (concern === 'guarantee') {
      // No promise, but the question under it ("will my home insurance pay if my house floods?")
      // still gets its answer.
      const decline = SAFETY_REPLIES.guarantee(VERTICAL_WORDS[vertical].product);
      const question = text.replace(PROMISE_WORDS, ' ').replace(/\s+/g, ' ').trim();
      const answer = ABOUT_INSURANCE.test(question) ? answerQuestion(question, history) : null;
      const usable =
        answer && answer.sources.length > 0 && answer.score >= PROMISED_ANSWER_MIN_SCORE ? answer : null;
      return usable
        ? {
            ...usable,
            text: `${decline}\n\n${usable.text.replace(`\n\n${QUOTE_NUDGE}`, '')}`,
            action: quoteAction(vertical),
          }
        : reply(decline, { action: quoteAction(vertical) });
    }
    // Medical, veterinary and legal: decline the advice, answer the insurance question beside it.
    const asked = clauses(text).filter((clause) => safetyConcern(clause) === null);
    const questions = asked.filter((clause) =>
      /\?\s*$|^(will|would|does|do|is|are|can|could|should|how|what|who)\b/i.test(clause),
    );
    // "...can I take 2 more? also does my PPO cover urgent care": the insurance question is the one to answer.
    const aboutInsurance = questions.filter(isAboutInsurance);
    const remainder = (
      aboutInsurance.length > 0 ? aboutInsurance : questions.length > 0 ? questions : asked
    ).join(' ');
    const answer = ABOUT_INSURANCE.test(remainder) ? answerQuestion(remainder, history) : null;
    const usable = answer && answer.sources.length > 0 && answer.suggestions.length === 0 ? answer : null;
    const decline = SAFETY_REPLIES[concern];
    if (usable) return { ...usable, text: `${decline}\n\n${usable.text}` };
    const defended =
      concern === 'legal' && SUED.test(text) ? explainedBy(text, vertical, EXPLAINS_DEFENSE) : null;
    if (defended) return result({ ...defended, text: `${decline}\n\n${defended.text}` });
    return reply(concern === 'emergency' ? decline : `${decline} ${SAFETY_REPLIES.steer}`);
  }

  return function answer(message: string, history: readonly HistoryMessage[]): LocalAnswer {
    const { text, injected } = withoutInstructions(message);
    // What is asked for decides before how it is dressed up: "act as my lawyer" asks for legal advice.
    const concern = safetyConcern(message) ?? safetyConcern(text);
    if (concern) return declined(concern, text, history);
    // Once the instructions are set aside, only an insurance question left is worth answering.
    if (!/[a-z0-9]/i.test(text) || (injected && !isAboutInsurance(text))) return reply(INSTRUCTIONS_REPLY);

    const asksSomething =
      isAboutInsurance(text) || stateMentions(text).length > 0 || /\b(what|how) (about|if)\b/i.test(text);
    const kind = smallTalk(text, asksSomething);
    const answered =
      kind === 'identity'
        ? reply(SMALL_TALK_REPLIES.identity(productName))
        : kind
          ? reply(SMALL_TALK_REPLIES[kind])
          : answerQuestion(text, history);
    return injected ? { ...answered, text: `${INSTRUCTIONS_SKIPPED}\n\n${answered.text}` } : answered;
  };
}

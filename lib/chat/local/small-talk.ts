import { expandWords } from '@/lib/knowledge/text';
import type { SmallTalkKind } from '../messages';

/**
 * Messages that are conversation rather than questions: greetings, thanks, "who are you?".
 * A greeting followed by a real question ("hi, what is gap insurance?") is a question.
 */

const KINDS: [SmallTalkKind, RegExp][] = [
  [
    'identity',
    /\b(who|what) are you\b|\bare you (a |an )?(bot|robot|human|real|person|ai|machine|chatgpt|computer)\b|\bwhat(?:'s| is) your name\b|\bwho (made|built) you\b|\bam i (talking|chatting) (to|with) a\b/i,
  ],
  [
    'capabilities',
    /\bwhat (?:(?:kinds?|sorts?|types?) of )?(?:stuff |things |questions |insurance )?(can|do) you (do|help|know|cover|answer)\b|\bhow can you help\b|\bwhat (questions )?can i ask\b|\bwhat are you (for|good at)\b|\bwhat do you do\b/i,
  ],
  [
    'wellbeing',
    /\bhow are (you|u)\b|\bhow(?:'s| is) it going\b|\bhow(?:'s| is) your day\b|\bhow are things\b/i,
  ],
  ['thanks', /^\W*(thanks?|thank (you|u)|thx|ty|tysm|much appreciated|appreciate (it|that|you)|cheers)\b/i],
  [
    'farewell',
    /^\W*(bye|goodbye|good bye|see (ya|you)|later|good ?night|have a (good|great|nice) (day|one|night|evening)|take care)\b/i,
  ],
  [
    'greeting',
    /^\W*(hi|hello|hey|hiya|howdy|yo|greetings|sup|what'?s up|good (morning|afternoon|evening|day))\b/i,
  ],
  [
    'acknowledgement',
    /^\W*(ok(ay)?|k|cool|got it|great|nice|awesome|perfect|sounds good|makes sense|i see|alright|all right|gotcha|understood|good to know|that helps|helpful|interesting)\b/i,
  ],
];

/** Words that only pad small talk; anything else in the message makes it a question. */
const PADDING =
  /\b(hi|hello|hey|hiya|howdy|yo|there|charlie|thanks?|thank|you|u|so|very|much|again|a|lot|bunch|for|the|help|info|information|answer|that|this|it|ok|okay|k|cool|got|great|nice|awesome|perfect|sounds|good|makes|sense|i|see|alright|all|right|gotcha|understood|to|know|helps|helpful|interesting|bye|goodbye|later|night|have|day|one|take|care|morning|afternoon|evening|greetings|sup|what|whats|is|up|are|how|doing|today|who|your|name|can|do|what's|ty|thx|tysm|appreciate|appreciated|cheers|really|just|wanted|to|say|question|questions|quick|hope|well|and|im|i'm|am|fine|bot|robot|human|real|person|ai|machine|chatgpt|computer|made|built|talking|chatting|with|me|help|for|good|at|ask|cover|things|going|it's|its|day|nice|meet|pleased|well|oh|ah|wow|lol|haha|yes|yeah|yep|no|nope|sure|or|an|of|kind|kinds|sort|sorts|stuff|things|actually|helped|lot|lots|super|pretty|totally|definitely|appreciated|great|awesome|means|mean|im|am|talking|real|just|checking|not|because|about|now|there|ok|bye|see|ya|soon|again|alright|hey|hi|hello|everything|going|day|doing|today|how|hows|whats|whos|yo|sup|morning|evening|afternoon|night|good|fine|too|will|would|could|should|be|we|they|my|mine|help|helps|me)\b/gi;

export function smallTalk(message: string): SmallTalkKind | null {
  const text = expandWords(message);
  const rest = text
    .replace(PADDING, ' ')
    .replace(/[^a-z0-9]+/gi, ' ')
    .trim();
  if (rest.length > 0) return null;
  for (const [kind, pattern] of KINDS) if (pattern.test(text)) return kind;
  return null;
}

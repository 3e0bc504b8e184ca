import 'server-only';
import { expandWords } from '@/lib/knowledge/text';
import type { SmallTalkKind } from '@/lib/chat/messages';

/**
 * Messages that are conversation rather than questions: greetings, thanks, goodbyes, "who are
 * you?". The caller decides first whether the message asks anything about insurance; a greeting
 * or a thank-you around a real question ("hi, what is gap insurance?") is a question.
 */

const SHORT_WORDS = 5;

const KINDS: [SmallTalkKind, RegExp][] = [
  [
    'identity',
    /\b(who|what) are you\b|\bare you (a |an )?(bot|robot|human|real|person|ai|machine|chatgpt|computer)\b|\bwhat(?:'s| is) your name\b|\bwho (made|built) you\b|\bam i (talking|chatting) (to|with) (a|an)\b/i,
  ],
  [
    'capabilities',
    /\bwhat (?:(?:kinds?|sorts?|types?) of )?(?:stuff |things |questions |insurance )?(can|do) you (do|help|know|cover|answer)\b|\bhow can you help\b|\bwhat (questions )?can i ask\b|\bwhat are you (for|good at)\b|\bwhat do you do\b/i,
  ],
  ['wellbeing', /\bhow are (you|u)\b|\bhow is it going\b|\bhow is your day\b|\bhow are things\b/i],
  [
    'thanks',
    /\b(thanks?|thank (you|u)|thx|ty|tysm|much appreciated|appreciate (it|that|you|the help)|cheers|lifesaver|life saver|you rock|you are the best)\b/i,
  ],
  [
    'farewell',
    /\b(bye|goodbye|good bye|see (ya|you)( later)?|later|good ?night|have a (good|great|nice) (day|one|night|evening)|take care|that is all( i needed)?|that is everything|i am done|all set)\b/i,
  ],
  [
    'greeting',
    /^\W*(hi|hello|hey|hiya|howdy|yo|greetings|sup|what is up|good (morning|afternoon|evening|day))\b/i,
  ],
  [
    'acknowledgement',
    /^\W*(ok(ay)?|k|cool|got it|great|nice|awesome|perfect|sounds good|makes sense|i see|alright|all right|gotcha|understood|good to know|that helps|helpful|interesting)\b/i,
  ],
];

/** The kind of small talk a message is, or null; `asksSomething` says it holds a real question. */
export function smallTalk(message: string, asksSomething: boolean): SmallTalkKind | null {
  if (asksSomething) return null;
  const text = expandWords(message);
  const short = text.split(/\s+/).filter(Boolean).length <= SHORT_WORDS;
  // "Thanks, bye!" closes the conversation: the farewell answers both.
  const kinds = KINDS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
  if (kinds.includes('thanks') && kinds.includes('farewell')) return 'farewell';
  // "Hi" and "ok" open or close a short message; at the head of a longer one they lead into it.
  const kind = kinds[0] ?? null;
  return (kind === 'greeting' || kind === 'acknowledgement') && !short ? null : kind;
}

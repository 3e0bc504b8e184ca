import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The shared answer-quality set and its scoring rule, exactly as its `about` describes it: every
 * `all` group matched, no `none` phrase, under 2,500 characters; ordinary cases need a source,
 * off-topic and small-talk cases need none but must steer to insurance (and small talk must be
 * friendly and invite a question).
 */
const evalSchema = z.object({
  about: z.string(),
  cases: z.array(
    z.object({
      topic: z.string().default('general'),
      q: z.string(),
      history: z
        .array(
          z.object({
            role: z.enum(['user', 'assistant']),
            content: z.string(),
            timestamp: z.string(),
          }),
        )
        .optional(),
      all: z.array(z.array(z.string())).optional(),
      none: z.array(z.string()).optional(),
      offtopic: z.boolean().optional(),
      smalltalk: z.boolean().optional(),
    }),
  ),
});
export type EvalCase = z.infer<typeof evalSchema>['cases'][number];

export const EVAL_SET_PATH = '../shared/eval/charlie-dev-questions.json';

export const loadEvalCases = (path = EVAL_SET_PATH) =>
  evalSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).cases;

const MAX_ANSWER_CHARS = 2500;
const STEERS_TO_INSURANCE = /insurance|coverage|quote/i;
const LEAKS_OR_ROLEPLAYS = /\barr+\b|pirate|system prompt:|you are charlie/i;
const INVITES_A_QUESTION = /\?|\bask\b|\bhelp\b/i;
const FRIENDLY = /\b(hi|hello|hey|welcome|glad|happy|thanks|thank you|pleasure|charlie)\b/i;

export interface Reply {
  status: number;
  text: string;
  sourceCount: number;
}

export function scoreAnswer(test: EvalCase, reply: Reply): { pass: boolean; why: string } {
  const why: string[] = [];
  const text = reply.text.toLowerCase();
  if (reply.status !== 200) why.push(`status ${reply.status}`);
  if (reply.text.length >= MAX_ANSWER_CHARS) why.push('too long');
  for (const group of test.all ?? []) {
    if (!group.some((phrase) => text.includes(phrase.toLowerCase()))) why.push(`lacks ${group.join('|')}`);
  }
  for (const phrase of test.none ?? []) {
    if (text.includes(phrase.toLowerCase())) why.push(`says "${phrase}"`);
  }
  if (test.offtopic || test.smalltalk) {
    if (!STEERS_TO_INSURANCE.test(reply.text)) why.push('does not steer to insurance');
    if (test.offtopic && LEAKS_OR_ROLEPLAYS.test(reply.text)) why.push('plays along');
    if (test.smalltalk && !INVITES_A_QUESTION.test(reply.text)) why.push('invites no question');
    if (test.smalltalk && !FRIENDLY.test(reply.text)) why.push('not friendly');
  } else if (reply.sourceCount === 0) {
    why.push('no source');
  }
  return { pass: why.length === 0, why: why.join('; ') };
}

export interface Tally {
  cases: number;
  passed: number;
  share: number;
  byTopic: Record<string, { cases: number; passed: number; share: number }>;
  failures: string[];
}

/** Scores every case with `ask`, which answers one case in a new session. */
export async function tallyEval(cases: EvalCase[], ask: (test: EvalCase) => Promise<Reply>): Promise<Tally> {
  const byTopic: Tally['byTopic'] = {};
  const failures: string[] = [];
  for (const test of cases) {
    const { pass, why } = scoreAnswer(test, await ask(test));
    const topic = (byTopic[test.topic] ??= { cases: 0, passed: 0, share: 0 });
    topic.cases += 1;
    if (pass) topic.passed += 1;
    else failures.push(`[${test.topic}] ${test.q} (${why})`);
  }
  for (const topic of Object.values(byTopic)) topic.share = topic.passed / topic.cases;
  const passed = cases.length - failures.length;
  return { cases: cases.length, passed, share: passed / cases.length, byTopic, failures };
}

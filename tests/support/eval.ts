import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** The shared answer-quality set and its scoring rule, as its `about` describes it. */
const evalSchema = z.object({
  about: z.string(),
  cases: z.array(
    z.object({
      q: z.string(),
      all: z.array(z.array(z.string())).optional(),
      offtopic: z.boolean().optional(),
    }),
  ),
});
export type EvalCase = z.infer<typeof evalSchema>['cases'][number];

export const EVAL_SET_PATH = '../shared/eval/charlie-dev-questions.json';

export const loadEvalCases = (path = EVAL_SET_PATH) =>
  evalSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).cases;

const MAX_ANSWER_CHARS = 2500;

export function scoreAnswer(
  test: EvalCase,
  answer: string,
  sourceCount: number,
): { pass: boolean; why: string } {
  const text = answer.toLowerCase();
  if (answer.length >= MAX_ANSWER_CHARS) return { pass: false, why: 'too long' };
  if (test.offtopic) {
    const steersBack = text.includes('insurance');
    return { pass: steersBack, why: steersBack ? '' : 'does not steer back to insurance' };
  }
  if (sourceCount === 0) return { pass: false, why: 'no source' };
  const missing = (test.all ?? []).filter(
    (group) => !group.some((phrase) => text.includes(phrase.toLowerCase())),
  );
  return { pass: missing.length === 0, why: missing.map((group) => group.join('|')).join('; ') };
}

import 'server-only';

/** Enough for every question asked in the last few minutes on a busy process, at a few MB at most. */
const DEFAULT_CAPACITY = 20_000;

/**
 * The questions this process has recorded, by session and the widget's message id. A retry
 * carries the id of the try it repeats, so its question is recorded once however many tries it
 * takes. In memory and per process: a retry that lands on another process records the question
 * a second time, which costs a duplicate line in the log and nothing else.
 */
export function createQuestionLedger(capacity: number = DEFAULT_CAPACITY) {
  const seen = new Set<string>();
  return {
    /** True the first time a question is seen (it should be recorded); a question with no id always is. */
    claim(sessionId: string, messageId: string | null | undefined): boolean {
      if (!messageId) return true;
      const key = `${sessionId}\u0000${messageId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      if (seen.size > capacity) seen.delete(seen.values().next().value as string);
      return true;
    },
  };
}

export type QuestionLedger = ReturnType<typeof createQuestionLedger>;

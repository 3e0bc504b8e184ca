import 'server-only';
/**
 * The last answers the local provider composed, by question: popular questions repeat, and
 * answering them again would give the same result. Least recently used entries go first.
 */
export function createAnswerCache<T>(capacity: number) {
  const entries = new Map<string, T>();
  // Case is kept: "OR" and "or" are not the same question.
  const keyOf = (question: string) => question.trim().replace(/\s+/g, ' ');
  return {
    get(question: string): T | undefined {
      const key = keyOf(question);
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(question: string, value: T) {
      const key = keyOf(question);
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}

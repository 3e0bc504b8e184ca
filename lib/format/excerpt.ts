/** The text cut to at most `maxWords` words, with an ellipsis when anything was cut. */
export function excerpt(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  // Trailing punctuation before the ellipsis reads as a typo ("cheap,…"), so it goes.
  return `${words
    .slice(0, Math.max(0, maxWords))
    .join(' ')
    .replace(/[\s,;:.!?-]+$/, '')}…`;
}

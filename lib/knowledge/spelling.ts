/**
 * Corrects a misspelled word to the nearest word the site's content uses ("forgivness" ->
 * "forgiveness", "deductable" -> "deductible"). Only words that neither the content nor everyday
 * English uses are corrected; a word within one edit (two for words of eight letters or more) of a known word
 * that starts the same way becomes the most frequent such word. Distance is Damerau-Levenshtein: a swap of two
 * neighbouring letters is one edit.
 */

const MIN_LENGTH = 4;
const TWO_EDITS_FROM = 8;

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/**
 * Typos rarely touch a word's first letter, and a correction that changes it is more often a
 * different word ("poem" is not "oem"); swapping the first two letters still counts.
 */
const sameStart = (word: string, candidate: string) =>
  word[0] === candidate[0] || (word[0] === candidate[1] && word[1] === candidate[0]);

export interface Speller {
  correct(word: string): string;
  knows(word: string): boolean;
}

export function createSpeller(
  frequencies: ReadonlyMap<string, number>,
  everyday: ReadonlySet<string> = new Set(),
  cacheSize = 5_000,
): Speller {
  const byDeletion = new Map<string, string[]>();
  const byLength = new Map<number, string[]>();
  for (const word of frequencies.keys()) {
    if (!/^[a-z]+$/.test(word) || word.length < MIN_LENGTH - 1) continue;
    for (const key of [word, ...deletions(word)]) {
      const list = byDeletion.get(key);
      if (list) list.push(word);
      else byDeletion.set(key, [word]);
    }
    const list = byLength.get(word.length);
    if (list) list.push(word);
    else byLength.set(word.length, [word]);
  }
  const cache = new Map<string, string>();

  const better = (a: string, b: string | undefined) =>
    b === undefined || (frequencies.get(a) ?? 0) > (frequencies.get(b) ?? 0);

  function nearest(word: string): string {
    let best: string | undefined;
    for (const key of [word, ...deletions(word)]) {
      for (const candidate of byDeletion.get(key) ?? []) {
        if (
          candidate !== word &&
          sameStart(word, candidate) &&
          editDistance(word, candidate, 1) <= 1 &&
          better(candidate, best)
        ) {
          best = candidate;
        }
      }
    }
    if (best || word.length < TWO_EDITS_FROM) return best ?? word;
    for (let length = word.length - 2; length <= word.length + 2; length += 1) {
      for (const candidate of byLength.get(length) ?? []) {
        if (sameStart(word, candidate) && editDistance(word, candidate, 2) <= 2 && better(candidate, best)) {
          best = candidate;
        }
      }
    }
    return best ?? word;
  }

  return {
    knows: (word) => frequencies.has(word),
    correct(word) {
      if (word.length < MIN_LENGTH || frequencies.has(word) || everyday.has(word) || !/^[a-z]+$/.test(word)) {
        return word;
      }
      let corrected = cache.get(word);
      if (corrected === undefined) {
        corrected = nearest(word);
        if (cache.size >= cacheSize) cache.clear();
        cache.set(word, corrected);
      }
      return corrected;
    },
  };
}

import { CONCEPTS, SHORTHAND, SYNONYMS } from './lexicon';

/**
 * Text processing shared by indexing and querying, so both sides reduce words the same way:
 * lower case, chat shorthand expanded, misspellings corrected (when a corrector is given),
 * terms of art folded into one concept token, stop words dropped, synonyms folded, and a light
 * suffix-stripping stemmer (claims -> claim, covering -> cover).
 */

const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being below between both but
  by can could did do does doing done down during each either else even ever every few for from further get gets
  getting got had has have having he her here hers him his how i if in into is it its itself just let lets like
  me more most much my myself no nor not now of off on once one only or other our ours out over own per pretty
  same she should so some such than that the their theirs them then there these they this those through to too
  under until up us very was way we well were what where which while whom why will with would
  yes yet you your yours yourself okay ok uh hey hi hello thanks thank please really actually basically
  exactly kind kinds type types thing things stuff anything something someone anyone somebody anybody
  work works working mean means meaning explain tell know knows happen happens happened help need needs want
  wants wanted think guess sure lot lots bit maybe still already though say says said go goes going went
  make makes made take takes taking use used using come comes put see look looking find`.split(/\s+/),
);

/** dropping -> dropp -> drop; but not for ll, ss and zz, which English keeps doubled. */
const undouble = (w: string) => (/([^lsz])\1$/.test(w) ? w.slice(0, -1) : w);

function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(ches|shes|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 6) w = w.slice(0, -2);
  else if (w.endsWith('ment') && w.length >= 10) w = w.slice(0, -4);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Lower case, straight quotes, possessives and contractions closed up, so "driver’s" is "drivers". */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[–—]/g, ' - ')
    .replace(/(\d)\s*%/g, '$1 percent')
    .replace(/'s\b/g, '')
    .replace(/'/g, '');
}

const WORD = /[a-z0-9]+/g;

/** Shorthand expanded and, given a corrector, each word it knows a better spelling of replaced. */
export function expandWords(text: string, correct?: (word: string) => string): string {
  return normalize(text).replace(WORD, (word) => {
    const expanded = SHORTHAND[word];
    if (expanded !== undefined) return expanded;
    return correct ? correct(word) : word;
  });
}

function applyConcepts(text: string): string {
  return CONCEPTS.reduce(
    (result, [pattern, replacement]) =>
      typeof replacement === 'string'
        ? result.replace(pattern, replacement)
        : result.replace(pattern, replacement),
    text,
  );
}

/** The index term for one word, or null for a stop word. */
function termOf(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  return stem(SYNONYMS[word] ?? word);
}

/** The terms of a text, in order, repeats kept. */
export function terms(text: string, correct?: (word: string) => string): string[] {
  const words = applyConcepts(` ${expandWords(text, correct)} `).match(WORD) ?? [];
  return words.flatMap((word) => termOf(word) ?? []);
}

/** The plain words of a text after shorthand, before concepts: the vocabulary spelling corrects to. */
export function surfaceWords(text: string): string[] {
  return expandWords(text).match(WORD) ?? [];
}

/** Sentences of a text; list items arrive as their own lines. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z$])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

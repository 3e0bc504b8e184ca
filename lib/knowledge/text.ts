/**
 * Text processing shared by indexing and querying, so both sides reduce words the same way:
 * lower case, stop words dropped, a light suffix-stripping stemmer (claims -> claim,
 * covering -> cover), and a few insurance synonyms folded together.
 */

const STOP_WORDS = new Set(
  `a about above again all am an and any are as at be because been before being below between both but by
  can could did do does doing don down during each few for from further get got had has have having he her here
  hers him his how i if in into is it its itself just me more most my myself no nor not now of off on once only or
  other our ours out over own same she should so some such than that the their theirs them then there these they
  this those through to too under until up very was we were what when where which while who whom why will with
  would you your yours yourself i'm i've it's what's don't doesn't didn't isn't can't won't
  work works working mean means meaning explain tell know happen happens thing things help please exactly really
  actually kind kinds type types`.split(/\s+/),
);

/** Words a visitor uses for the same idea; each maps to the form the guides use. */
const SYNONYMS: Record<string, string> = {
  automobile: 'car',
  auto: 'car',
  vehicle: 'car',
  vehicles: 'car',
  crash: 'accident',
  crashes: 'accident',
  wreck: 'accident',
  collide: 'collision',
  price: 'premium',
  prices: 'premium',
  cost: 'premium',
  costs: 'premium',
  rates: 'premium',
  rate: 'premium',
  stole: 'theft',
  stolen: 'theft',
  steal: 'theft',
  steals: 'theft',
  broke: 'break',
  uber: 'rideshare',
  lyft: 'rideshare',
  doordash: 'rideshare',
  instacart: 'rideshare',
  exclude: 'exclusion',
  excludes: 'exclusion',
  excluded: 'exclusion',
  exclusions: 'exclusion',
  lower: 'save',
  lowers: 'save',
  reduce: 'save',
  cheaper: 'save',
  saving: 'save',
  savings: 'save',
  teenager: 'teen',
  teenagers: 'teen',
  older: 'old',
  stored: 'storage',
  windshield: 'glass',
  windshields: 'glass',
  rise: 'increase',
  rises: 'increase',
  rose: 'increase',
  risen: 'increase',
  raise: 'increase',
  raises: 'increase',
  raised: 'increase',
  higher: 'increase',
  hike: 'increase',
  surcharge: 'increase',
  bundle: 'bundling',
  bundled: 'bundling',
  multipolicy: 'bundling',
  telematics: 'usage',
  towing: 'roadside',
  tow: 'roadside',
  uninsured: 'uninsured',
  um: 'uninsured',
  uim: 'underinsured',
  medpay: 'medical',
  pip: 'pip',
};

/** Phrases that mean one thing, rewritten before tokenizing so a bag of words still sees it. */
const PHRASES: [RegExp, string][] = [
  [/\b(go|goes|going|gone|went)\s+up\b/gi, 'increase'],
  [/\b(go|goes|going|gone|went)\s+down\b/gi, 'decrease'],
  [/\bhit[\s-]+and[\s-]+run\b/gi, 'hitandrun'],
  [/\bno[\s-]+fault\b/gi, 'nofault'],
  [
    /\b(?:not|never|doesn['’]t|don['’]t|isn['’]t|aren['’]t|won['’]t)\s+(?:be\s+)?(?:cover|covers|covered|pay|pays|paid|include|includes|included)\b/gi,
    'exclusion',
  ],
  [/\bmulti[\s-]*polic(?:y|ies)\b|\bmultiple\s+policies\b/gi, 'bundling'],
  [/\bnot[\s-]+at[\s-]+fault\b/gi, 'notatfault'],
  [/\bat[\s-]+fault\b/gi, 'atfault'],
  [/\bpay[\s-]+per[\s-]+mile\b/gi, 'paypermile'],
];

/** dropping -> dropp -> drop; but not for ll, ss and zz, which English keeps doubled. */
const undouble = (w: string) => (/([^lsz])\1$/.test(w) ? w.slice(0, -1) : w);

/**
 * Words nearly every guide uses. They still count, but less, so the word that tells guides apart
 * ("totaled", "storage") decides rather than a heading full of "car insurance".
 */
export const GENERIC_TERMS = new Set(
  'car insurance insure insurer coverage cover policy pay driver drive auto'
    .split(' ')
    .map((word) => stem(word)),
);
export const GENERIC_TERM_WEIGHT = 0.35;

export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(ches|shes|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** The index term for one token, or null for a stop word. */
export function normalizeTerm(token: string): string | null {
  const lower = token.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  return stem(SYNONYMS[lower] ?? lower);
}

export function tokenize(text: string): string[] {
  const rewritten = PHRASES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
  return rewritten.split(/[^a-zA-Z0-9$'’]+/).filter(Boolean);
}

export function terms(text: string): string[] {
  return tokenize(text).flatMap((token) => normalizeTerm(token) ?? []);
}

/** Sentences of a passage; list items arrive as their own lines. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z$])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

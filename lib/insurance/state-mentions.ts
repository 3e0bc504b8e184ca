import citiesFile from '@/data/insurance/cities.json';
import { stateMinimums, type StateMinimum } from './state-minimums';

/**
 * The states a visitor's text names, in the order it names them: by name ("New Hampshire"),
 * by postal code ("NH", "nh"), by a common short name ("Cali", "Jersey") or by a well-known
 * city ("NYC", "Salt Lake City"). Codes that are also everyday words ("in", "or", "me", "ok",
 * "hi") never count; others that are everyday words ("pa", "ma", "co", "de") count when written in
 * capitals in a message that is not all capitals, or where only a state fits ("pa minimum car
 * insurance", "and in ga?").
 */

const WORD_CODES = new Set([
  'IN',
  'OR',
  'ME',
  'OK',
  'HI',
  'ID',
  'AS',
  'OH',
  'AL',
  'DE',
  'PA',
  'MA',
  'CO',
  'LA',
  'MO',
  'MS',
  'MD',
  'NE',
  'AR',
  'WA',
  'WI',
  'GA',
  'MT',
  'VA',
  'SC',
  'UT',
  'AK',
  'IA',
  'KS',
]);
/**
 * A code in lower case is still a state where only a state fits: "pa minimum car insurance",
 * "and in ga?".
 */
const STATE_AFTER =
  /^\s+(?:minimums?|min|mins|requirements?|required|car insurance|auto insurance|state law|laws?)\b/i;
const PLACE_BEFORE = /\b(?:in|for|to|from)\s+$/i;
/** Everyday words first and foremost: never read as a state, even in capitals. */
const NEVER_CODES = new Set(['IN', 'OR', 'ME', 'AS', 'HI', 'OK', 'ID', 'LA']);

const NICKNAMES: Record<string, string> = {
  cali: 'CA',
  calif: 'CA',
  socal: 'CA',
  norcal: 'CA',
  jersey: 'NJ',
  'washington state': 'WA',
  'washington dc': 'DC',
  'washington d c': 'DC',
  'd c': 'DC',
  'the district': 'DC',
  mass: 'MA',
  penn: 'PA',
  penna: 'PA',
  'n carolina': 'NC',
  'n dakota': 'ND',
  's carolina': 'SC',
  's dakota': 'SD',
  'w virginia': 'WV',
  nyc: 'NY',
  okc: 'OK',
  'oklahoma city': 'OK',
  'new york city': 'NY',
  manhattan: 'NY',
  brooklyn: 'NY',
  'the bronx': 'NY',
  queens: 'NY',
  'los angeles': 'CA',
  'san francisco': 'CA',
  'bay area': 'CA',
  'las vegas': 'NV',
  vegas: 'NV',
  philly: 'PA',
  chicago: 'IL',
  'salt lake': 'UT',
  'twin cities': 'MN',
  'new orleans': 'LA',
  nola: 'LA',
  'st louis': 'MO',
  'saint louis': 'MO',
  miami: 'FL',
  atlanta: 'GA',
  boston: 'MA',
  seattle: 'WA',
  houston: 'TX',
  dallas: 'TX',
  austin: 'TX',
  phoenix: 'AZ',
  denver: 'CO',
  detroit: 'MI',
};

interface Mention {
  state: StateMinimum;
  at: number;
}

const byCode = new Map(stateMinimums.states.map((state) => [state.code, state]));
const cities = (citiesFile as { cities: { state: string; name: string; aliases: string[] }[] }).cities;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** City names that are also everyday words or first names ("mobile home", "my son Austin"). */
const CITY_WORDS = new Set(
  `mobile jackson charlotte austin lincoln henderson madison norman warren frederick dover concord providence
  meridian columbia richmond salem durham casper augusta savannah eugene buffalo chandler manchester lexington
  burlington bellevue warwick huntington aberdeen mesa reno norfolk newark aurora springfield`.split(/\s+/),
);

/** Cities of the same name in two states name neither. */
const cityStates = new Map<string, Set<string>>();
for (const city of cities) {
  for (const name of [city.name, ...city.aliases].map((n) => n.toLowerCase())) {
    cityStates.set(name, (cityStates.get(name) ?? new Set()).add(city.state));
  }
}
const isTellingCity = (name: string) =>
  name.length > 3 &&
  !CITY_WORDS.has(name) &&
  cityStates.get(name)?.size === 1 &&
  !stateMinimums.states.some((state) => state.name.toLowerCase() === name);

/** Names, nicknames and cities, longest first, so "West Virginia" wins over "Virginia". */
const NAMES: { pattern: RegExp; code: string }[] = [
  ...stateMinimums.states.map((state) => ({ name: state.name.toLowerCase(), code: state.code })),
  ...Object.entries(NICKNAMES).map(([name, code]) => ({ name, code })),
  ...cities.flatMap((city) =>
    [city.name, ...city.aliases]
      .map((name) => name.toLowerCase())
      .filter(isTellingCity)
      .map((name) => ({ name, code: city.state })),
  ),
]
  .sort((a, b) => b.name.length - a.name.length)
  // "georgias" is "Georgia's" typed without its apostrophe.
  .map(({ name, code }) => ({
    pattern: new RegExp(`\\b${escape(name).replace(/ /g, '\\s+')}s?\\b`, 'g'),
    code,
  }));

export function stateMentions(message: string): StateMinimum[] {
  // Same length as the message, so positions in both agree.
  const text = message.toLowerCase().replace(/[’'.]/g, ' ');
  const mentions: Mention[] = [];
  const taken: [number, number][] = [];
  const free = (start: number, end: number) => taken.every(([s, e]) => end <= s || start >= e);

  for (const { pattern, code } of NAMES) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      const state = byCode.get(code);
      if (state && free(start, end)) {
        taken.push([start, end]);
        mentions.push({ state, at: start });
      }
    }
  }

  const shouting = message.replace(/[^A-Za-z]/g, '').length > 3 && message === message.toUpperCase();
  for (const match of message.matchAll(/\b([A-Za-z]{2})\b/g)) {
    const written = match[1] ?? '';
    const code = written.toUpperCase();
    const state = byCode.get(code);
    if (!state || NEVER_CODES.has(code)) continue;
    const capitals = written === code && !shouting;
    const end = match.index + 2;
    const asState =
      STATE_AFTER.test(message.slice(end)) ||
      (PLACE_BEFORE.test(message.slice(0, match.index)) && /^\s*(?:[?.!,]|$)/.test(message.slice(end)));
    if (WORD_CODES.has(code) && !capitals && !asState) continue;
    if (!free(match.index, match.index + 2)) continue;
    mentions.push({ state, at: match.index });
  }

  const seen = new Set<string>();
  return mentions
    .sort((a, b) => a.at - b.at)
    .flatMap(({ state }) => {
      if (seen.has(state.code)) return [];
      seen.add(state.code);
      return [state];
    });
}

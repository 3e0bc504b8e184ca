/**
 * One monogram rule for every company the site has no licensed logo for, so GEICO, State Farm and
 * an insurer the rate tables name alike get the same kind of mark: the initials of the name's first
 * two significant words (State Farm: SF), a short acronym whole (USAA), the capitals of a joined
 * name (MassMutual: MM), or one initial (GEICO: G). The logo files and the results page's badge
 * both come from it.
 */
const NOT_SIGNIFICANT = new Set(['the', 'insurance', 'group', 'company', 'of', 'and', '&']);
const ACRONYM_MAX = 4;

export function monogram(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word) && !NOT_SIGNIFICANT.has(word.toLowerCase()));
  const [first, second] = words;
  if (!first) return '?';
  if (/^\d/.test(first)) return `${first.match(/^\d+/)?.[0] ?? ''}${second?.[0] ?? ''}`.toUpperCase();
  if (second) return `${first[0]}${second[0]}`.toUpperCase();
  if (first.length <= ACRONYM_MAX && first === first.toUpperCase()) return first;
  const capitals = first.match(/[A-Z]/g) ?? [];
  if (capitals.length === 2 && first !== first.toUpperCase()) return capitals.join('');
  return first[0]?.toUpperCase() ?? '?';
}

/** The mark's text size in a 96-unit tile: smaller as the monogram grows, so every tile reads alike. */
const monogramFontSize = (text: string) => [44, 44, 38, 30, 24][Math.min(text.length, 4)] ?? 24;

/** The one colour every monogram tile uses (the site's ink), with white letters: 15.9:1 contrast. */
const MONOGRAM_BACKGROUND = '#14213d';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A company's tile as an SVG file, for public/logos (scripts/generate-monograms.ts). */
export function monogramSvg(name: string): string {
  const text = monogram(name);
  const size = monogramFontSize(text);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" role="img" aria-label="${escape(name)}"><rect width="96" height="96" rx="20" fill="${MONOGRAM_BACKGROUND}"/><text x="48" y="${Math.round(48 + size * 0.36)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="#fff">${escape(text)}</text></svg>\n`;
}

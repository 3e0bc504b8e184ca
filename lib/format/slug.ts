/**
 * URL slugs, by the spec's rules: lower-case, accents folded, `&` becomes `-and-`, spaces (and
 * anything else that is not a letter or digit) become hyphens, with no doubled, leading or trailing
 * hyphens. Apostrophes and periods vanish rather than split a word ("St. Petersburg" is
 * `st-petersburg`, "Lowe's" is `lowes`).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{Mark}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Lower-case words joined by hyphens: the form of the site's slugs and of Strapi API ids. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from '@/lib/format/slug';

describe('slugify', () => {
  it.each([
    ['Los Angeles', 'los-angeles'],
    ['St. Petersburg', 'st-petersburg'],
    ['AT&T', 'at-and-t'],
    ['Home & Auto', 'home-and-auto'],
    ['Coeur d’Alène', 'coeur-dalene'],
    ['São Paulo', 'sao-paulo'],
    ['  21st   Century  ', '21st-century'],
    ["Lowe's", 'lowes'],
    ['Winston-Salem', 'winston-salem'],
    ['GEICO', 'geico'],
  ])('%s becomes %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('always gives a slug shape (or nothing), whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const slug = slugify(text);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      }),
    );
  });

  it('is idempotent: a slug is its own slug', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });

  it('ignores case and accents', () => {
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    fc.assert(
      fc.property(word, (text) => {
        expect(slugify(text.toUpperCase())).toBe(slugify(text));
        expect(slugify(text.replace(/e/g, 'é').replace(/a/g, 'à'))).toBe(slugify(text));
      }),
    );
  });

  it('turns every run of spaces into one hyphen and & into -and-', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(word, word, fc.integer({ min: 1, max: 5 }), (left, right, spaces) => {
        expect(slugify(`${left}${' '.repeat(spaces)}${right}`)).toBe(`${left}-${right}`);
        expect(slugify(`${left} & ${right}`)).toBe(`${left}-and-${right}`);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { QUERY_MAX_CHARS } from '@/lib/search/constants';
import { normalizeQuery, searchPageHref } from '@/lib/search/query';

describe('a search query', () => {
  it('is trimmed, with runs of spaces, tabs and newlines made one space', () => {
    expect(normalizeQuery('  car \t insurance\n\nohio  ')).toBe('car insurance ohio');
  });

  it('loses control and invisible formatting characters', () => {
    expect(normalizeQuery('oh\u0000io\u202e\u200b\u0007')).toBe('ohio');
    expect(normalizeQuery('\u0000\u0001')).toBe('');
  });

  it('loses lone surrogates, which cannot go back into a link, and keeps whole characters', () => {
    expect(normalizeQuery('ohio\ud800')).toBe('ohio');
    expect(normalizeQuery('\udc00ohio')).toBe('ohio');
    expect(normalizeQuery('pet 🐶')).toBe('pet 🐶');
  });

  it(`is cut to ${QUERY_MAX_CHARS} characters, never inside one`, () => {
    expect(normalizeQuery('a'.repeat(500))).toHaveLength(QUERY_MAX_CHARS);
    const emoji = normalizeQuery('🐶'.repeat(150));
    expect(Array.from(emoji)).toHaveLength(QUERY_MAX_CHARS);
    expect(emoji).toBe('🐶'.repeat(QUERY_MAX_CHARS));
  });

  it('is the first of repeated parameters, and empty when absent', () => {
    expect(normalizeQuery(['erie', 'geico'])).toBe('erie');
    expect(normalizeQuery([])).toBe('');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(null)).toBe('');
  });

  it('goes into the results page address encoded', () => {
    expect(searchPageHref('sr-22 & more')).toBe('/search/?q=sr-22+%26+more');
  });
});

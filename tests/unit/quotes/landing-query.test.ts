import { describe, expect, it } from 'vitest';
import { readLandingQuery } from '@/lib/quotes/landing-query';

describe('compare-matches query', () => {
  it('keeps a valid zip and every utm value, and nothing else', () => {
    expect(
      readLandingQuery({
        zip: '90210-1234',
        utm_source: 'charlie',
        utm_campaign: ['winter', 'ignored'],
        utm_medium: '',
        ref: 'x',
        'utm_<script>': 'y',
      }),
    ).toEqual({
      zip: '90210-1234',
      zipText: '90210-1234',
      utm: { utm_source: 'charlie', utm_campaign: 'winter' },
    });
  });

  it.each(['1234', '123456', 'abcde', '90210-12'])(
    'refuses the zip %s but remembers what was typed',
    (zip) => {
      expect(readLandingQuery({ zip })).toMatchObject({ zip: null, zipText: zip.slice(0, 10) });
    },
  );
});

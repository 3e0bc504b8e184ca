import { describe, expect, it } from 'vitest';
import { rawFigures } from '../../support/page-text';

describe('the raw-figure scan every page goes through', () => {
  it.each([
    ['<p>Our rating 4.1000000000000005 / 5</p>', 'a floating-point artefact'],
    ['<td>$NaN</td>', 'NaN'],
    ['<span>Save undefined a year</span>', 'undefined'],
    ['<p>[object Object]</p>', 'an object printed as text'],
    ['<p>Costs $null</p>', 'a null figure'],
  ])('finds %s', (html, kind) => {
    expect(rawFigures(html).join()).toContain(kind);
  });

  it('reads only what a visitor sees: scripts and attributes do not count', () => {
    expect(
      rawFigures(
        '<script>self.__next_f.push([1,"4.1000000000000005 undefined"])</script><p data-x="NaN">Our rating 4.1 / 5, $1,850 a year</p>',
      ),
    ).toEqual([]);
  });
});

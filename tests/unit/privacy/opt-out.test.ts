import { describe, expect, it } from 'vitest';
import { requestOptsOut } from '@/lib/privacy/opt-out';

describe('a request that opts out of sale and sharing', () => {
  it.each([
    [{ 'sec-gpc': '1' }, true],
    [{ 'sec-gpc': ' 1 ' }, true],
    [{ cookie: 'a=b; privacy_opt_out=1' }, true],
    [{ 'sec-gpc': '0' }, false],
    [{ cookie: 'privacy_opt_out=0' }, false],
    [{ cookie: 'not_privacy_opt_out=1' }, false],
    [{}, false],
  ])('%o opts out: %s', (headers, expected) => {
    expect(requestOptsOut(new Headers(headers))).toBe(expected);
  });
});

// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAbuseLimiter } from '@/lib/http/abuse-limits';
import { createAnswerCache } from '@/lib/chat/server/providers/answer-cache';
import { assembleAgentPrompt, BUILT_IN_AGENT_PROMPT } from '@/lib/chat/server/prompt';
import { isServerSessionId, isSessionId, newSessionId, SESSION_ID_PATTERN } from '@/lib/chat/session-id';
import { openLocalDatabase } from '@/lib/chat/server/store/database';

describe('session ids', () => {
  it('are made as session_{millis}_{random}, each different', () => {
    const id = newSessionId(1_790_000_000_000);
    expect(id).toMatch(/^session_1790000000000_[a-z0-9]{12}$/);
    expect(new Set(Array.from({ length: 1000 }, () => newSessionId())).size).toBe(1000);
  });

  it('accept only the session_{digits}_{alphanumerics} form', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isSessionId(value)).toBe(SESSION_ID_PATTERN.test(value) && value.length <= 64);
      }),
    );
    expect(isSessionId('session_1_a')).toBe(true);
    expect(isSessionId('session_1_a-b')).toBe(false);
  });

  it('are accepted by the server only when too random to guess', () => {
    expect(isServerSessionId(newSessionId())).toBe(true);
    expect(isServerSessionId('session_1790000000000_k3j9x2m1qp')).toBe(true);
    for (const weak of ['session_0_a', 'session_1_aaaaaaaaaaaa', 'session_1790000000000_abc123', 'nope'])
      expect(isServerSessionId(weak)).toBe(false);
    expect(isSessionId(42)).toBe(false);
  });
});

describe('the agent prompt', () => {
  it('is the published prompt, with the product name filled in', () => {
    expect(assembleAgentPrompt('You are Charlie of {product}.', 'CoverScout')).toBe(
      'You are Charlie of CoverScout.',
    );
  });

  it('falls back to the built-in prompt when none is published', () => {
    for (const published of [null, '', '   ']) {
      expect(assembleAgentPrompt(published, 'CoverScout')).toBe(
        BUILT_IN_AGENT_PROMPT.replaceAll('{product}', 'CoverScout'),
      );
    }
  });
});

describe('abuse limits', () => {
  it('allow up to the limit, then say when to retry', () => {
    let now = 1_020_000; // the start of a one-minute window
    const limiter = createAbuseLimiter(openLocalDatabase(':memory:'), () => now);
    const limit = [{ key: 'session:a', max: 3, windowMs: 60_000 }];
    expect([1, 2, 3].map(() => limiter.check(limit).allowed)).toEqual([true, true, true]);
    expect(limiter.check(limit)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 45_000;
    expect(limiter.check(limit)).toEqual({ allowed: false, retryAfterSeconds: 15 });
  });

  it('slide: the previous window’s requests count less as it recedes', () => {
    let now = 1_020_000;
    const limiter = createAbuseLimiter(openLocalDatabase(':memory:'), () => now);
    const limit = [{ key: 'session:a', max: 3, windowMs: 60_000 }];
    [1, 2, 3].forEach(() => limiter.check(limit));
    now = 1_080_000; // next window: all three still weigh fully
    expect(limiter.check(limit)).toEqual({ allowed: false, retryAfterSeconds: 20 });
    now = 1_100_000; // a third of the way in, they weigh two
    expect(limiter.check(limit).allowed).toBe(true);
    expect(limiter.check(limit).allowed).toBe(false);
  });

  it('forget keys quiet for two windows', () => {
    let now = 1_020_000;
    const db = openLocalDatabase(':memory:');
    const limiter = createAbuseLimiter(db, () => now);
    limiter.check([{ key: 'session:a', max: 3, windowMs: 60_000 }]);
    now += 10 * 60_000;
    limiter.check([{ key: 'session:b', max: 3, windowMs: 60_000 }]);
    expect(db.prepare('SELECT key FROM rate_limit_windows').all()).toEqual([{ key: 'session:b' }]);
  });

  it('count a refused request against no limit', () => {
    const now = 5_000_000;
    const limiter = createAbuseLimiter(openLocalDatabase(':memory:'), () => now);
    const tight = { key: 'session:a', max: 1, windowMs: 60_000 };
    const loose = { key: 'address:x', max: 2, windowMs: 60_000 };
    expect(limiter.check([loose, tight]).allowed).toBe(true);
    expect(limiter.check([loose, tight]).allowed).toBe(false);
    expect(limiter.check([loose]).allowed).toBe(true);
  });
});

describe('the answer cache', () => {
  it('finds a question however it is spaced, keeps case apart, and drops the least recently used', () => {
    const cache = createAnswerCache<string>(2);
    cache.set('What is PIP?', 'a');
    cache.set('What is gap insurance?', 'b');
    expect(cache.get('  What   is PIP? ')).toBe('a');
    // "OR" is Oregon, "or" is a word: case can change the answer.
    expect(cache.get('what is pip?')).toBeUndefined();
    cache.set('What is SR-22?', 'c');
    expect(cache.get('What is gap insurance?')).toBeUndefined();
    expect(cache.get('What is PIP?')).toBe('a');
    expect(cache.size).toBe(2);
  });
});

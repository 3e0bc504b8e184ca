// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnswerCache } from '@/lib/chat/server/providers/answer-cache';
import { assembleAgentPrompt, BUILT_IN_AGENT_PROMPT } from '@/lib/chat/server/prompt';
import { isServerSessionId, isSessionId, newSessionId, SESSION_ID_PATTERN } from '@/lib/chat/session-id';

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

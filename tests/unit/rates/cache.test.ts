// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { reportRatesFailure, RatesUnavailableError } from '@/lib/rates/failures';

// Next's data cache, as it behaves: a resolved answer is kept under its key, a rejection is not.
const stored = new Map<string, unknown>();
vi.mock('next/cache', () => ({
  unstable_cache:
    <T>(call: () => Promise<T>, keys: string[]) =>
    async () => {
      const key = keys.join('|');
      if (stored.has(key)) return stored.get(key) as T;
      const value = await call();
      stored.set(key, value);
      return value;
    },
}));

const { cachedRatesCall } = await import('@/lib/rates/cache');

describe('a cached rates call', () => {
  it('never keeps a failure: the next request asks the API again', async () => {
    const failing = vi.fn(async () => {
      reportRatesFailure();
      return null;
    });
    await expect(cachedRatesCall('auto-state', '{"state":"WA"}', failing)).rejects.toBeInstanceOf(
      RatesUnavailableError,
    );
    const recovered = vi.fn(async () => ({ state: 'WA' }));
    await expect(cachedRatesCall('auto-state', '{"state":"WA"}', recovered)).resolves.toEqual({
      state: 'WA',
    });
    expect(recovered).toHaveBeenCalledOnce();
  });

  it('keeps "no data", which is an answer', async () => {
    const empty = vi.fn(async () => null);
    await cachedRatesCall('auto-city', '{"city":"Atlantis"}', empty);
    await cachedRatesCall('auto-city', '{"city":"Atlantis"}', empty);
    expect(empty).toHaveBeenCalledOnce();
  });
});

// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createRefreshing } from '@/lib/knowledge/refreshing-index';

describe('a refreshing value (the site index)', () => {
  it('builds once, serves it, and rebuilds in the background once stale', async () => {
    let now = 0;
    let version = 0;
    const build = vi.fn(async () => ++version);
    const get = createRefreshing(
      build,
      300_000,
      () => undefined,
      () => now,
    );

    expect(await get()).toBe(1);
    now = 299_000;
    expect(await get()).toBe(1);
    expect(build).toHaveBeenCalledTimes(1);

    now = 300_001;
    expect(await get()).toBe(1); // served at once while the rebuild runs
    await vi.waitFor(async () => expect(await get()).toBe(2));
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('keeps the old value when a rebuild fails, and reports it', async () => {
    let now = 0;
    const onError = vi.fn();
    const build = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('first')
      .mockRejectedValueOnce(new Error('CMS down'));
    const get = createRefreshing(build, 1_000, onError, () => now);
    expect(await get()).toBe('first');
    now = 5_000;
    expect(await get()).toBe('first');
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(await get()).toBe('first');
    expect(build).toHaveBeenCalledTimes(2); // no retry on every call while the source is down
  });

  it('tries again after a first build fails', async () => {
    const build = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('CMS down'))
      .mockResolvedValueOnce('ok');
    const get = createRefreshing(build, 1_000, () => undefined);
    await expect(get()).rejects.toThrow('CMS down');
    expect(await get()).toBe('ok');
  });
});

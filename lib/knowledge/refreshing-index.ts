/**
 * Holds a value that is costly to build and goes stale (the site's search index): the first call
 * waits for the build; later calls get the current value at once and, once it is older than
 * `refreshMs`, start one rebuild in the background. A failed rebuild keeps the old value and
 * waits another `refreshMs` before the next try.
 */
export function createRefreshing<T>(
  build: () => Promise<T>,
  refreshMs: number,
  onRefreshError: (error: unknown) => void,
  now: () => number = Date.now,
) {
  let current: { value: Promise<T>; builtAt: number } | undefined;
  let refreshing = false;

  return function get(): Promise<T> {
    if (!current) {
      const value = build();
      current = { value, builtAt: now() };
      value.catch(() => {
        current = undefined; // the next call tries again
      });
      return value;
    }
    if (now() - current.builtAt > refreshMs && !refreshing) {
      refreshing = true;
      build()
        .then(
          (value) => {
            current = { value: Promise.resolve(value), builtAt: now() };
          },
          (error: unknown) => {
            // Wait a full interval before trying again, rather than on every call to a source that is down.
            if (current) current.builtAt = now();
            onRefreshError(error);
          },
        )
        .finally(() => {
          refreshing = false;
        });
    }
    return current.value;
  };
}

import 'server-only';
/**
 * Batches writes that arrive in the same turn of the event loop into one call, so that under
 * load one database transaction (and one WAL append) carries many chat turns instead of one.
 * Each caller still learns whether its own write landed. `flush()` writes what is waiting at
 * once, so that readers never miss a write that was already promised.
 */
export function createGroupCommit<T>(write: (items: T[]) => void) {
  let waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];

  function flush() {
    if (waiting.length === 0) return;
    const batch = waiting;
    waiting = [];
    try {
      write(batch.map((entry) => entry.item));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    for (const entry of batch) entry.resolve();
  }

  function add(item: T): Promise<void> {
    return new Promise((resolve, reject) => {
      if (waiting.push({ item, resolve, reject }) === 1) setImmediate(flush);
    });
  }

  return { add, flush };
}

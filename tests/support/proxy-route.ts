import { beforeEach, vi } from 'vitest';

type GetHandler = (request: Request) => Promise<Response>;

/** The proxies' visitor limits count in the local database: one in memory per test module. */
export const IN_MEMORY_STORE = { CHAT_DATABASE_PATH: ':memory:' };

/** Failures are logged by design; the proxies' tests read what the caller gets, not the log. */
export function quietWarnings() {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
}

/** A proxy's `params` query: one JSON value, URL-encoded. */
export const params = (value: unknown) => `params=${encodeURIComponent(JSON.stringify(value))}`;

/**
 * A read-only proxy's GET handler as a test meets it: loaded afresh for each call (its queue,
 * limits and source are built from the configuration of the moment), and the request to it.
 */
export function proxyRoute(path: string, importRoute: () => Promise<{ GET: GetHandler }>) {
  const load = async () => {
    vi.resetModules();
    return (await importRoute()).GET;
  };
  const request = (query: string, headers: Record<string, string> = {}) =>
    new Request(`http://localhost${path}?${query}`, { headers });
  const call = async (query: string, headers: Record<string, string> = {}) =>
    (await load())(request(query, headers));
  return { load, request, call };
}

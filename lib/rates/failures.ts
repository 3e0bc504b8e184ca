import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The rates source answers null both for "no data" and, as the spec has it, for a failed call
 * (site-and-lead-routing.md section 8). A cache must tell them apart: "no data" may be kept, a
 * failure never, or one outage would be served as "no data" long after the API recovered. The
 * source reports its failures here; whoever caches runs the call under `failuresOf`.
 */
const observed = new AsyncLocalStorage<{ failed: boolean }>();

export function reportRatesFailure(): void {
  const call = observed.getStore();
  if (call) call.failed = true;
}

export async function failuresOf<T>(call: () => Promise<T>): Promise<{ value: T; failed: boolean }> {
  const state = { failed: false };
  const value = await observed.run(state, call);
  return { value, failed: state.failed };
}

/** What a cached rates call throws instead of storing a failure's null. */
export class RatesUnavailableError extends Error {
  constructor(readonly call: string) {
    super(`The rates API could not answer ${call}`);
    this.name = 'RatesUnavailableError';
  }
}

/** A call to an outside service that did not finish within its time. */
export class DeadlineExceededError extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * Runs `call` with a signal that aborts it after `ms`, reading the body included. A plain timer
 * rather than AbortSignal.timeout(), so tests drive every outside service's timeout with fake
 * timers. A timed-out call rejects with DeadlineExceededError, whatever the call was doing.
 */
export async function withDeadline<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const deadline = new DeadlineExceededError(ms);
  const timer = setTimeout(() => controller.abort(deadline), ms);
  try {
    return await call(controller.signal);
  } catch (error) {
    throw controller.signal.aborted ? deadline : error;
  } finally {
    clearTimeout(timer);
  }
}

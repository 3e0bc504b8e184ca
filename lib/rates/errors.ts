/** The spec's text for a 403 or 500 from the rates API on the controlled path (section 8). */
export const RATES_CALL_FAILED = 'Error executing the following API call';

/** Thrown for a 403 or 500 answer; every other failure is logged and answered as null data. */
export class RatesApiError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
  ) {
    super(`${RATES_CALL_FAILED}: ${call}`);
    this.name = 'RatesApiError';
  }
}

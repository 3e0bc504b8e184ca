import { RATES_CALL_FAILED } from './messages';

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

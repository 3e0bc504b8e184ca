/** The spec's text for a 403 or 500 from the rates API on the controlled path (section 8). */
export const RATES_CALL_FAILED = 'Error executing the following API call';

/** Chat session ids: `session_{millis}_{random}`. Shared by the widget and the server. */
export const SESSION_ID_PATTERN = /^session_\d+_[a-zA-Z0-9]+$/;

/** Generous but bounded, so an id can never be used to stuff the store. */
const SESSION_ID_MAX_LENGTH = 64;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SESSION_ID_MAX_LENGTH && SESSION_ID_PATTERN.test(value);
}

/**
 * What the server accepts as a session's key: the same form with enough randomness that no one
 * can guess another visitor's id (`session_0_a` would be the first guess) and read, continue or
 * clear their conversation. Decision: millis of 10 to 16 digits and at least 10 random
 * characters (ours have 12); a weaker id a browser kept is answered in a new session.
 */
const SERVER_SESSION_ID_PATTERN = /^session_\d{10,16}_[a-zA-Z0-9]{10,}$/;

export function isServerSessionId(value: unknown): value is string {
  return isSessionId(value) && SERVER_SESSION_ID_PATTERN.test(value);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newSessionId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `session_${now}_${random}`;
}

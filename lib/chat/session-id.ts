/** Chat session ids: `session_{millis}_{random}`. Shared by the widget and the server. */
export const SESSION_ID_PATTERN = /^session_\d+_[a-zA-Z0-9]+$/;

/** Generous but bounded, so an id can never be used to stuff the store. */
const SESSION_ID_MAX_LENGTH = 64;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && value.length <= SESSION_ID_MAX_LENGTH && SESSION_ID_PATTERN.test(value);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newSessionId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `session_${now}_${random}`;
}

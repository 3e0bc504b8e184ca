import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a presented secret with the configured one in constant time. Hashing first makes the
 * lengths equal, so neither the content nor the length leaks through timing.
 */
export function secretMatches(presented: string | null | undefined, expected: string | null): boolean {
  if (!presented || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

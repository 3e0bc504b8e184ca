/** FNV-1a, 32 bits: a short, stable, non-reversible tag for a label; not a security hash. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const CLICK_ID = /^[0-9a-f]{8}\|[A-Za-z0-9-]{8,64}(\|[A-Za-z0-9_-]{1,40})?$/;

/**
 * A click id (site-and-lead-routing.md section 3): the hashed label, a pipe, a unique id, and
 * optionally a pipe and a suffix, e.g. `3f2a9c1d|6f1c…|home`.
 */
export function createClickId(
  label: string,
  uniqueId: string = crypto.randomUUID(),
  suffix?: string,
): string {
  const safeSuffix = suffix?.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 40);
  return `${fnv1a(label)}|${uniqueId}${safeSuffix ? `|${safeSuffix}` : ''}`;
}

export const isClickId = (value: string) => CLICK_ID.test(value);

/**
 * Why a CMS read failed. `unavailable`: down, slow past its timeout, or a 5xx; `invalid-response`:
 * the answer is not what the schema promises; `not-found`: the collection itself does not exist.
 */
type CmsErrorKind = 'unavailable' | 'invalid-response' | 'not-found';

export class CmsError extends Error {
  constructor(
    readonly kind: CmsErrorKind,
    readonly resource: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`CMS ${kind} for ${resource}: ${message}`, options);
    this.name = 'CmsError';
  }
}

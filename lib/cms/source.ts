import type { CmsQuery } from './query';

export interface CmsRequest {
  /** A Strapi API id: a collection (`pages`) or a single type (`homepage`). */
  resource: string;
  kind: 'collection' | 'single';
  query: CmsQuery;
  /** Cache tags this read is filed under, so a webhook can refresh it. */
  tags: string[];
}

/**
 * Where content comes from. Both adapters answer with Strapi v5's raw JSON envelope
 * (`{ data, meta }`), so parsing and reshaping are shared and cannot drift apart.
 */
export interface CmsSource {
  readonly name: 'strapi' | 'embedded';
  read(request: CmsRequest): Promise<unknown>;
}

import 'server-only';
import { getConfig } from '@/lib/config';
import { createEmbeddedSource } from './embedded-source';
import type { CmsSource } from './source';
import { createStrapiSource } from './strapi-source';

let source: CmsSource | undefined;

/** Strapi when it is configured, the embedded content otherwise. */
export function getCmsSource(): CmsSource {
  if (!source) {
    const { cms } = getConfig();
    source = cms ? createStrapiSource(cms) : createEmbeddedSource();
  }
  return source;
}

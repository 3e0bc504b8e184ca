import { SEARCH_INDEX_PATH, SEARCH_INDEX_TIMEOUT_MS } from './constants';
import { reviveSearchIndex, searchSite, type SearchOutcome } from './engine';

/**
 * The browser side of site search, loaded by the header box with a dynamic import on a visitor's
 * first focus or keystroke, so neither MiniSearch nor the index is in any page's first-load
 * JavaScript. What it fetches is validated (engine.ts, schema.ts) before it is searched or its
 * paths become links. One download per page load: later calls share it, and a failed one is
 * forgotten so the next focus tries again.
 */
export interface BrowserSearch {
  search(query: string, limit: number): SearchOutcome;
}

let loading: Promise<BrowserSearch> | null = null;

export function loadSearchIndex(): Promise<BrowserSearch> {
  loading ??= (async (): Promise<BrowserSearch> => {
    const response = await fetch(SEARCH_INDEX_PATH, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(SEARCH_INDEX_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    const index = reviveSearchIndex(await response.json());
    return { search: (query: string, limit: number) => searchSite(index, query, limit) };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Drops the loaded index, so the next search fetches it again (tests start each case afresh). */
export function forgetSearchIndex(): void {
  loading = null;
}

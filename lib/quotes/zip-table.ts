import 'server-only';
import { getConfig } from '@/lib/config';
import { createZipToState, zipToState } from '@/lib/zip/zip-to-state';

let configured: { table: unknown; lookup: typeof zipToState } | null = null;

/**
 * The zip lookup the ad decision reads a visitor's state with: the widget settings'
 * `statesZipCodeInfo` when configured (a deployment's own ranges and blacklists), else the site's
 * table in data/zip/. Built once per configuration.
 */
export function decisionZipToState(): typeof zipToState {
  const table = getConfig().quotes.widget.statesZipCodeInfo;
  if (!table) return zipToState;
  if (configured?.table !== table) configured = { table, lookup: createZipToState(table) };
  return configured.lookup;
}

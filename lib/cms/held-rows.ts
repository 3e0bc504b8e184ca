import type { RowConfig } from './sections';

/**
 * The rows a table holds: the first `maximumRows` in the data's own order (for premium tables, the
 * cheapest), taken before any sorting, so a sort reorders what the table counts and never brings
 * in a row the default view left out. `visibleRows` only collapses what is held.
 */
export const heldRows = <T>(rows: readonly T[], config: RowConfig): T[] =>
  config.maximumRows === null ? [...rows] : rows.slice(0, config.maximumRows);

/** A link in a page's "On this page" list: a heading's id and its words. */
export interface TocEntry {
  id: string;
  label: string;
}

/**
 * Marks an element whose headings are not the page's contents: a quote box's heading is a call to
 * action, and a dialog's title belongs to the dialog. A plain module, so server components can set
 * it: a value imported from a client module is a reference there, not the string.
 */
export const TOC_SKIP = 'data-toc-skip';

'use client';

import { useEffect, useId, useSyncExternalStore } from 'react';
import { slugify } from '@/lib/format/slug';
import styles from './article.module.css';
import { TOC_SKIP, type TocEntry } from './toc';

interface Planned extends TocEntry {
  heading: HTMLHeadingElement;
}

/**
 * The h2s of the element `sourceId`, in page order, each with its id: its own, or for a heading
 * without one, a slug of its words, numbered when the page already has that id. Reading only: the
 * effect below gives the headings these ids, so planning again gives the same answer.
 */
function plan(sourceId: string | undefined): Planned[] | null {
  const source = sourceId === undefined ? null : document.getElementById(sourceId);
  if (!source) return null;
  const taken = new Set<string>();
  return [...source.querySelectorAll('h2')].flatMap((heading) => {
    const label = heading.textContent?.trim() ?? '';
    if (!label || heading.closest(`[${TOC_SKIP}], dialog`)) return [];
    let id = heading.id;
    if (!id) {
      const base = slugify(label) || 'section';
      id = base;
      for (let n = 2; taken.has(id) || document.getElementById(id); n++) id = `${base}-${n}`;
    }
    taken.add(id);
    return [{ heading, id, label }];
  });
}

// The headings are read once the page is in the document: after hydration, or, when the page is
// rendered in the browser (a client-side navigation), right after React first commits it, when it
// checks the snapshot again. A page's headings do not change after that, and another page is
// another instance of this component.
const noSubscription = () => () => undefined;

/**
 * "On this page": links to the h2s of the element `sourceId`. `entries` are the headings the
 * server already knows (a guide's, from its rich text), rendered with the page; once the page has
 * loaded, the contents are the h2s it actually holds, which also picks up headings that sections
 * of the page render themselves (a state page's, a guide's common questions). Without `sourceId`
 * the entries are the whole list (a hub's, from its sections).
 *
 * `rail` is the desktop side column's list, below the quote box so a filled-in list moves nothing;
 * `top` a closed disclosure above the text on phones and tablets, for the same reason.
 */
export function TableOfContents({
  entries,
  sourceId,
  variant,
}: {
  entries: readonly TocEntry[];
  sourceId?: string;
  variant: 'rail' | 'top';
}) {
  const titleId = useId();
  // A string, so React sees the same snapshot for the same headings; null until they can be read.
  const read = useSyncExternalStore(
    noSubscription,
    () => {
      const planned = plan(sourceId);
      return planned && JSON.stringify(planned.map(({ id, label }) => ({ id, label })));
    },
    () => null,
  );
  const found = read === null ? null : (JSON.parse(read) as TocEntry[]);
  useEffect(() => {
    const given: string[] = [];
    for (const { heading, id } of plan(sourceId) ?? []) {
      if (heading.id) continue;
      heading.id = id;
      given.push(id);
    }
    // A link to a heading that had no id until now: the browser found nothing to scroll to on load.
    // The ids given are slugs, so the hash needs no decoding to match one.
    const target = window.location.hash.slice(1);
    if (target && given.includes(target)) document.getElementById(target)?.scrollIntoView();
  }, [sourceId]);
  const shown = found ?? entries;
  if (found !== null && found.length === 0) return null;
  const list = (
    <ol className={styles.tocList}>
      {shown.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.label}</a>
        </li>
      ))}
    </ol>
  );
  if (variant === 'top')
    return (
      <details className={styles.tocTop}>
        <summary>On this page</summary>
        <nav aria-label="On this page">{list}</nav>
      </details>
    );
  return (
    <nav aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tocTitle}>
        On this page
      </h2>
      {list}
    </nav>
  );
}

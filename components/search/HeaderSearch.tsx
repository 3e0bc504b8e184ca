'use client';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { SiteLink } from '@/components/layout/SiteLink';
import type { BrowserSearch } from '@/lib/search/client';
import {
  INSTANT_RESULTS_LIMIT,
  QUERY_MAX_CHARS,
  QUERY_MIN_CHARS,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
} from '@/lib/search/constants';
import { SEARCH_KIND_LABELS, SEARCH_TEXTS } from '@/lib/search/messages';
import { normalizeQuery, searchPageHref } from '@/lib/search/query';
import type { SearchHit } from '@/lib/search/schema';
import styles from './HeaderSearch.module.css';

/**
 * The header's search box. Without JavaScript it is a plain GET form to the results page (and on
 * phones a link to it). With JavaScript, the first focus or keystroke imports lib/search/client,
 * which fetches the index; from then on results appear as the visitor types, in the ARIA 1.2
 * combobox pattern: the input keeps focus, arrow keys move through a listbox of links, Enter opens
 * the active one (or, with none active, submits to the results page), Escape closes.
 *
 * Nothing here imports MiniSearch or the index statically (only types), so pages pay for this
 * file alone until someone searches.
 *
 * Layout decision: from 768px the box sits inline in the header bar, compact. Below it, the bar
 * has room only for an icon: a link to /search/ that, with JavaScript, opens the box as a sheet
 * across the top of the screen, full width, with its results under it and a close button.
 */

type IndexState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; engine: BrowserSearch }
  | { status: 'failed' };

function SearchIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export function HeaderSearch() {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const optionId = (position: number) => `${id}-result-${position}`;

  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<IndexState>({ status: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [sheet, setSheet] = useState(false);

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const optionRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  // A ref, not the state: focus and a keystroke can both ask before a render shows "loading".
  const requested = useRef(false);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    setIndex({ status: 'loading' });
    import('@/lib/search/client')
      .then(({ loadSearchIndex }) => loadSearchIndex())
      .then(
        (engine) => setIndex({ status: 'ready', engine }),
        () => {
          // The form still works; the next focus tries the download again.
          requested.current = false;
          setIndex({ status: 'failed' });
        },
      );
  };

  useEffect(() => {
    if (sheet) inputRef.current?.focus();
  }, [sheet]);

  const normalized = normalizeQuery(query);
  const searchable = Array.from(normalized).length >= QUERY_MIN_CHARS;
  const hits: SearchHit[] = useMemo(
    () =>
      searchable && index.status === 'ready'
        ? index.engine.search(normalized, INSTANT_RESULTS_LIMIT).hits
        : [],
    [index, normalized, searchable],
  );
  const panelShown = open && searchable;
  const listShown = panelShown && hits.length > 0;
  const activeHit = listShown && active >= 0 && active < hits.length ? active : -1;

  const message = !searchable
    ? ''
    : index.status === 'ready'
      ? SEARCH_TEXTS.instantCount(hits.length)
      : index.status === 'failed'
        ? SEARCH_TEXTS.unavailable
        : SEARCH_TEXTS.loading;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const collapse = () => {
    close();
    setSheet(false);
  };

  const chosen = () => {
    collapse();
    setQuery('');
  };

  const move = (step: 1 | -1) => {
    if (!open) setOpen(true);
    if (hits.length === 0) return;
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : hits.length - 1;
      return (current + step + hits.length) % hits.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeHit >= 0) {
      // The option is a real link: clicking it navigates the way a mouse click would.
      event.preventDefault();
      optionRefs.current[activeHit]?.click();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (panelShown) close();
      else if (sheet) {
        collapse();
        toggleRef.current?.focus();
      } else setQuery('');
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    collapse();
  };

  return (
    <div ref={rootRef} className={styles.root} onBlur={onBlur}>
      <a
        ref={toggleRef}
        className={styles.toggle}
        href={SEARCH_PAGE_PATH}
        onClick={(event) => {
          event.preventDefault();
          load();
          setSheet(true);
        }}
      >
        <SearchIcon />
        <span className="visually-hidden">{SEARCH_TEXTS.open}</span>
      </a>
      <form
        role="search"
        aria-label={SEARCH_TEXTS.headerLandmark}
        action={SEARCH_PAGE_PATH}
        method="get"
        className={`${styles.form} ${sheet ? styles.sheet : ''}`}
      >
        <div className={styles.field}>
          <label htmlFor={inputId} className="visually-hidden">
            {SEARCH_TEXTS.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            name={SEARCH_QUERY_PARAM}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listShown ? listId : undefined}
            aria-activedescendant={activeHit >= 0 ? optionId(activeHit) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={QUERY_MAX_CHARS}
            placeholder={SEARCH_TEXTS.placeholder}
            value={query}
            onFocus={() => {
              load();
              setOpen(true);
            }}
            onChange={(event) => {
              load();
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.submit}>
            <SearchIcon />
            <span className="visually-hidden">{SEARCH_TEXTS.submit}</span>
          </button>
          <button type="button" className={styles.close} onClick={collapse}>
            {SEARCH_TEXTS.close}
          </button>
        </div>
        {panelShown && (
          // Pressing on a result must not blur the input first: Safari does not focus links, and the
          // list would close before the click lands.
          <div className={styles.panel} onMouseDown={(event) => event.preventDefault()}>
            {listShown ? (
              <>
                <div role="listbox" id={listId} aria-label={SEARCH_TEXTS.suggestions} className={styles.list}>
                  {hits.map((hit, position) => (
                    <SiteLink
                      key={hit.path}
                      ref={(element: HTMLAnchorElement | null) => {
                        optionRefs.current[position] = element;
                      }}
                      id={optionId(position)}
                      href={hit.path}
                      // Results change with every keystroke; prefetching each set would flood the network.
                      prefetch={false}
                      role="option"
                      aria-selected={position === activeHit}
                      tabIndex={-1}
                      className={styles.option}
                      onClick={chosen}
                      onMouseMove={() => setActive(position)}
                    >
                      <span className={styles.optionTitle}>{hit.title}</span>
                      <span className={styles.kind}>{SEARCH_KIND_LABELS[hit.kind]}</span>
                      {hit.summary && <span className={styles.summary}>{hit.summary}</span>}
                    </SiteLink>
                  ))}
                </div>
                <SiteLink
                  href={searchPageHref(normalized)}
                  prefetch={false}
                  className={styles.seeAll}
                  onClick={chosen}
                >
                  {SEARCH_TEXTS.seeAll(normalized)}
                </SiteLink>
              </>
            ) : (
              <p className={styles.message}>{message}</p>
            )}
          </div>
        )}
        <p className="visually-hidden" role="status">
          {panelShown ? message : ''}
        </p>
      </form>
    </div>
  );
}

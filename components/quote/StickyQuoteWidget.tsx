'use client';

import { useEffect, useRef, useState } from 'react';
import type { ComponentProps } from 'react';
import styles from './StickyQuoteWidget.module.css';
import { ZipForm } from './ZipForm';

type Props = Omit<ComponentProps<typeof ZipForm>, 'formLabel' | 'targetCompany'>;

/**
 * The sticky quote widget (a configuration flag): once the page's own quote form has scrolled out
 * of view, a slim bar with the zip form stays at the top of the window. Fixed, so showing it moves
 * nothing on the page; hidden (and out of the tab order) while the page's form is in view.
 */
export function StickyQuoteWidget(props: Props) {
  const marker = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = marker.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div ref={marker} aria-hidden="true" />
      <aside className={styles.bar} aria-label="Quick quote" hidden={!shown}>
        <div className={`container ${styles.inner}`}>
          <p className={styles.lead}>Compare {props.vertical} insurance quotes</p>
          <ZipForm {...props} formLabel={`Quick ${props.vertical} insurance quote`} />
        </div>
      </aside>
    </>
  );
}

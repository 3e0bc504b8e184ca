'use client';
import { useSyncExternalStore } from 'react';
import { askCharlie } from '@/lib/chat/widget/ask-event';
import { SEARCH_TEXTS } from '@/lib/search/messages';
import styles from './SearchPage.module.css';

const subscribe = () => () => undefined;

/**
 * Hands a search that found nothing to Charlie, who opens with it as the question. Charlie needs
 * JavaScript, so without it (and in the server's HTML) there is no button that would do nothing.
 */
export function AskCharlie({ question }: { question: string }) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <button type="button" className={styles.askCharlie} onClick={() => askCharlie(question)}>
      {SEARCH_TEXTS.askCharlie}
    </button>
  );
}

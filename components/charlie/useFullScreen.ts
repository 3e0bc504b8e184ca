'use client';
import { useSyncExternalStore } from 'react';
import { WIDGET } from '@/lib/chat/constants';

const QUERY = `(max-width: ${WIDGET.fullScreenMaxWidthPx}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the panel covers the whole screen (phones and small tablets), where it acts as a modal. */
export function useFullScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

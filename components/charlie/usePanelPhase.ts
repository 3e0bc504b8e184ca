'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

type PanelPhase = 'closed' | 'opening' | 'open' | 'closing';

/**
 * The panel's open state, with its animations as phases: a request that arrives while the panel
 * is opening or closing is ignored, so a double click can never leave it half-way.
 */
export function usePanelPhase(animationMs: number) {
  const [phase, setPhase] = useState<PanelPhase>('closed');
  const current = useRef<PanelPhase>('closed');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const move = (next: PanelPhase) => {
    current.current = next;
    setPhase(next);
  };

  /** Returns whether the request was taken. */
  const request = useCallback(
    (open: boolean): boolean => {
      const now = current.current;
      if (now === 'opening' || now === 'closing' || open === (now === 'open')) return false;
      move(open ? 'opening' : 'closing');
      timer.current = setTimeout(() => move(open ? 'open' : 'closed'), animationMs);
      return true;
    },
    [animationMs],
  );

  return { phase, isOpen: phase === 'opening' || phase === 'open', request };
}

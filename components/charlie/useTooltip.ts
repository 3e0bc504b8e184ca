'use client';
import { useEffect, useState } from 'react';

type TooltipState = 'shown' | 'hiding' | 'hidden';

interface TooltipTiming {
  showAfterMs: number;
  visibleMs: number;
  hideAnimationMs: number;
}

/**
 * The bubble's tooltip: shown while the bubble is hovered or focused, and once by itself a little
 * after load. Hiding runs a short animation before the tooltip leaves the page. Escape dismisses it.
 */
export function useTooltip(timing: TooltipTiming, suppressed: boolean) {
  const [auto, setAuto] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [hiding, setHiding] = useState(false);
  const wanted = !suppressed && !dismissed && (auto || hovered || focused);
  // When it stops being wanted, the tooltip lingers for its hide animation.
  const [wasWanted, setWasWanted] = useState(wanted);
  if (wasWanted !== wanted) {
    setWasWanted(wanted);
    setHiding(!wanted);
  }

  useEffect(() => {
    const show = setTimeout(() => setAuto(true), timing.showAfterMs);
    const hide = setTimeout(() => setAuto(false), timing.showAfterMs + timing.visibleMs);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [timing.showAfterMs, timing.visibleMs]);

  useEffect(() => {
    if (!hiding) return;
    const gone = setTimeout(() => setHiding(false), timing.hideAnimationMs);
    return () => clearTimeout(gone);
  }, [hiding, timing.hideAnimationMs]);

  const state: TooltipState = wanted ? 'shown' : hiding ? 'hiding' : 'hidden';

  return {
    state,
    handlers: {
      onPointerEnter: () => {
        setDismissed(false);
        setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    },
    dismiss: () => setDismissed(true),
  };
}

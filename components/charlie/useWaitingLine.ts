'use client';
import { useEffect, useState } from 'react';
import { WIDGET } from '@/lib/chat/constants';
import { WAITING_LINES, WIDGET_TEXTS } from '@/lib/chat/messages';

/** The default loading line, then after 5 s a random waiting line, changing every few seconds. */
export function useWaitingLine(random: () => number = Math.random): string {
  const [index, setIndex] = useState<number | null>(null);

  useEffect(() => {
    const pick = () =>
      setIndex((previous) => {
        if (previous === null) return Math.floor(random() * WAITING_LINES.length);
        // Never the same line twice in a row.
        const next = Math.floor(random() * (WAITING_LINES.length - 1));
        return next < previous ? next : next + 1;
      });
    let rotation: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      pick();
      rotation = setInterval(pick, WIDGET.waiting.rotateEveryMs);
    }, WIDGET.waiting.switchAfterMs);
    return () => {
      clearTimeout(start);
      clearInterval(rotation);
    };
  }, [random]);

  return index === null
    ? WIDGET_TEXTS.defaultLoadingLine
    : (WAITING_LINES[index] ?? WIDGET_TEXTS.defaultLoadingLine);
}

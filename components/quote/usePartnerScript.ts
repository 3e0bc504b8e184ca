'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { mountPartnerScript, type PartnerScriptName } from '@/lib/quotes/partner-scripts';
import type { ScriptStatus } from '@/lib/quotes/script-loader';

/**
 * A partner script's state in a container (site-and-lead-routing.md section 4: idle, loading,
 * ready, error): idle until there are options to start it with, loading until its loader has
 * drawn into the container, then ready, or error when the script failed to load or start. New
 * options start it again; `onError` (the latest one) hears of each failure once.
 */
export function usePartnerScript<N extends PartnerScriptName>(
  name: N,
  src: string | null,
  options: Parameters<typeof mountPartnerScript<N>>[3] | null,
  container: RefObject<HTMLElement | null>,
  onError?: () => void,
): ScriptStatus {
  const [outcome, setOutcome] = useState<{ options: object; status: ScriptStatus } | null>(null);
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  });

  useEffect(() => {
    if (!options || !src || !container.current) return;
    let current = true;
    mountPartnerScript(name, src, container.current, options)
      .then(() => current && setOutcome({ options, status: 'ready' }))
      .catch(() => {
        if (!current) return;
        setOutcome({ options, status: 'error' });
        failed.current?.();
      });
    return () => {
      current = false;
    };
  }, [name, src, options, container]);

  if (!options || !src) return 'idle';
  return outcome?.options === options ? outcome.status : 'loading';
}

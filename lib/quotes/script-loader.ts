/** A partner script's loading state (site-and-lead-routing.md section 4). */
export type ScriptStatus = 'idle' | 'loading' | 'ready' | 'error';

const loads = new Map<string, Promise<void>>();

/**
 * Loads a partner script once per page, however many widgets ask for it. A failed load is
 * forgotten, so the next attempt tries again.
 */
export function loadScript(src: string, document: Document = window.document): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loads.delete(src);
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}

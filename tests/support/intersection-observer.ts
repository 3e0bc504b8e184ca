import { vi } from 'vitest';

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
interface Observer {
  options: IntersectionObserverInit | undefined;
  report: Report;
}

/**
 * jsdom has no IntersectionObserver: a stand-in whose observers the test reports to, as the
 * browser would when an element comes into or leaves view. Disconnected observers hear nothing.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver() {
  let observers: Observer[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: Observer;
      constructor(callback: Report, options?: IntersectionObserverInit) {
        this.entry = { options, report: callback };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        observers = observers.filter((observer) => observer !== this.entry);
      }
    },
  );
  return {
    /** Tells every observer still connected, the latest last. */
    report(entry: Partial<IntersectionObserverEntry>) {
      for (const observer of [...observers]) observer.report([entry]);
    },
  };
}

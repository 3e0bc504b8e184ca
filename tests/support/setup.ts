import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../msw/server';

// jsdom has no layout and no matchMedia: width queries are answered from window.innerWidth (1024 by default).
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    const minWidth = /min-width:\s*(\d+)px/.exec(query);
    // Only width queries are answered; anything else (reduced motion, colour scheme) does not match.
    const matches =
      (maxWidth !== null || minWidth !== null) &&
      (!maxWidth || window.innerWidth <= Number(maxWidth[1])) &&
      (!minWidth || window.innerWidth >= Number(minWidth[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

// Any outside HTTP call a test did not plan for fails the test instead of reaching the network.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
});
afterAll(() => server.close());

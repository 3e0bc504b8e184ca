import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickyQuoteWidget } from '@/components/quote/StickyQuoteWidget';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

const settings = QUOTE_SETTINGS;

type Report = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Report = () => undefined;

describe('the sticky quote widget', () => {
  beforeEach(() => {
    server.use(http.get('*/api/location/', () => HttpResponse.json({ zipcode: null })));
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Report) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stays hidden while the page’s own form is in view, and shows its zip form once it has scrolled past', () => {
    render(<StickyQuoteWidget vertical="home" placement="home-sticky" settings={settings} />);
    expect(screen.queryByRole('complementary', { name: 'Quick quote' })).not.toBeInTheDocument();

    act(() => report([{ isIntersecting: false, boundingClientRect: { top: -300 } as DOMRect }]));
    const bar = screen.getByRole('complementary', { name: 'Quick quote' });
    expect(bar).toBeVisible();
    expect(screen.getByRole('form', { name: 'Quick home insurance quote' })).toBeInTheDocument();

    act(() => report([{ isIntersecting: true, boundingClientRect: { top: 200 } as DOMRect }]));
    expect(screen.queryByRole('complementary', { name: 'Quick quote' })).not.toBeInTheDocument();
  });
});

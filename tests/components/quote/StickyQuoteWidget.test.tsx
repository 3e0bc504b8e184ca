import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickyQuoteWidget } from '@/components/quote/StickyQuoteWidget';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';
import { stubIntersectionObserver } from '../../support/intersection-observer';

const settings = QUOTE_SETTINGS;

let view: ReturnType<typeof stubIntersectionObserver>;

describe('the sticky quote widget', () => {
  beforeEach(() => {
    server.use(http.get('*/api/location/', () => HttpResponse.json({ zipcode: null })));
    view = stubIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('stays hidden while the page’s own form is in view, and shows its zip form once it has scrolled past', () => {
    render(<StickyQuoteWidget vertical="home" placement="home-sticky" settings={settings} />);
    expect(screen.queryByRole('complementary', { name: 'Quick quote' })).not.toBeInTheDocument();

    act(() => view.report({ isIntersecting: false, boundingClientRect: { top: -300 } as DOMRect }));
    const bar = screen.getByRole('complementary', { name: 'Quick quote' });
    expect(bar).toBeVisible();
    expect(screen.getByRole('form', { name: 'Quick home insurance quote' })).toBeInTheDocument();

    act(() => view.report({ isIntersecting: true, boundingClientRect: { top: 200 } as DOMRect }));
    expect(screen.queryByRole('complementary', { name: 'Quick quote' })).not.toBeInTheDocument();
  });
});

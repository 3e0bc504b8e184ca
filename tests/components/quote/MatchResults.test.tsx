import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MatchResults } from '@/components/quote/results/MatchResults';
import { blankDecision } from '@/lib/ads/decision';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { partnerByCode } from '@/lib/ads/partners';
import { FALLBACK_NOTICE_MS } from '@/lib/quotes/constants';
import { DEFAULT_PROFILE } from '@/lib/quotes/constants';
import { profileKey, type MatchTable } from '@/lib/quotes/results-profile';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

const navigation = vi.hoisted(() => ({ navigateTo: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('@/lib/quotes/navigation', () => navigation);

const settings = QUOTE_SETTINGS;

const table: MatchTable = {
  companies: [
    { name: 'GEICO', keyword: 'geico', logo: '/logos/geico.svg', rating: 4.2 },
    { name: 'Harbor Mutual', keyword: 'harbor-mutual', logo: null, rating: null },
    { name: 'State Farm', keyword: 'state-farm', logo: '/logos/state-farm.svg', rating: 4.4 },
  ],
  monthly: {
    [profileKey(35, 'full')]: [150, 120, 180],
    [profileKey(18, 'full')]: [400, 520, 350],
  },
  recordFactors: { clean: 1, ticket: 1.2 },
};

const PATH = '/insurance/auto/compare-matches';

function renderResults() {
  return render(
    <MatchResults
      zip="90210"
      stateName="California"
      table={table}
      initialProfile={DEFAULT_PROFILE}
      ratingsShown
      settings={settings}
      path={PATH}
      keep={{ zip: '90210', utm_source: 'test' }}
    />,
  );
}

const cardNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Lets the click's code, its decision and React's updates run, with the (fake) clock at `ms` more. */
async function settle(ms = 0) {
  for (let turn = 0; turn < 10; turn++) await act(() => vi.advanceTimersByTimeAsync(0));
  if (ms) await act(() => vi.advanceTimersByTimeAsync(ms));
}

// The click's code loads on intent: loaded once here, so a test's clock is not spent on the import.
beforeAll(() => import('@/lib/quotes/results-click'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '', `${PATH}?zip=90210&utm_source=test`);
  window.__analyticsEvents = [];
  window.localStorage.clear();
  navigation.navigateTo.mockReset();
  navigation.openInNewTab.mockReset();
  server.use(http.get('*/api/ads/event/', () => new HttpResponse(null, { status: 204 })));
});
afterEach(() => vi.useRealTimers());

describe('compare-matches results', () => {
  it('shows each insurer as a card: logo or monogram, rating or "Not rated", monthly price and a named button', () => {
    renderResults();
    expect(screen.getByRole('heading', { level: 2, name: 'Insurers selling in California' })).toBeVisible();
    expect(cardNames()).toEqual(['Harbor Mutual', 'GEICO', 'State Farm']);
    const [harbor, geico] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(geico).toHaveTextContent('Our rating: 4.2 out of 5');
    expect(geico).toHaveTextContent('$150 per month');
    const logo = geico?.querySelector('img');
    expect(logo).toHaveAttribute('src', '/logos/geico.svg');
    expect(logo).toHaveAttribute('width', '48');
    expect(logo).toHaveAttribute('height', '48');
    expect(harbor).toHaveTextContent('Our rating: Not rated');
    expect(harbor?.querySelector('img')).toBeNull();
    expect(harbor).toHaveTextContent('HM');
    for (const name of ['GEICO', 'Harbor Mutual', 'State Farm'])
      expect(screen.getByRole('button', { name: `Get quote from ${name}` })).toBeEnabled();
    expect(
      screen.getByText(
        'Cheapest first, by the sample monthly price for a 35-year-old driver with a clean record and full coverage.',
      ),
    ).toBeVisible();
  });

  it('re-sorts for another age at once and keeps the address in step, zip and utm values included', () => {
    renderResults();
    fireEvent.change(screen.getByRole('combobox', { name: 'Driver age' }), { target: { value: '18' } });
    expect(cardNames()).toEqual(['State Farm', 'GEICO', 'Harbor Mutual']);
    expect(screen.getByText(/for an 18-year-old driver/)).toBeVisible();
    expect(window.location.pathname).toBe(PATH);
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      zip: '90210',
      utm_source: 'test',
      age: '18',
      record: 'clean',
      coverage: 'full',
    });
  });

  it('re-prices for a driving record, offering only the records the state has figures for', () => {
    renderResults();
    const record = screen.getByRole('combobox', { name: 'Driving record' });
    expect(
      within(record)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Clean record', 'One speeding ticket']);
    fireEvent.change(record, { target: { value: 'ticket' } });
    expect(within(screen.getAllByRole('listitem')[1]!).getByText('$180')).toBeVisible();
  });

  it('sends a Get quote click to the partner’s page with the zip and a click id, tracked as a QuoteClick', async () => {
    server.use(
      http.post('*/api/ads/decision/', () =>
        HttpResponse.json({
          decisions: {
            'PS-auto': {
              ...blankDecision(partnerByCode('QS').advertiserId),
              redirect_url: '/partners/qs/',
              configuration: { newTab: true },
            },
          },
          error: null,
        }),
      ),
    );
    renderResults();
    fireEvent.click(screen.getByRole('button', { name: 'Get quote from State Farm' }));
    await settle();
    expect(navigation.openInNewTab).toHaveBeenCalledWith(
      expect.stringMatching(/^\/partners\/qs\/\?zip=90210&clickid=[0-9a-f]{8}%7C/),
    );
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    expect((window.__analyticsEvents ?? []).map((event) => event.name)).toContain('QuoteClick');
    expect(screen.getByRole('button', { name: 'Get quote from State Farm' })).toBeEnabled();
  });

  it('says "Please try again later." before the default partner takes a click the ad server failed', async () => {
    server.use(
      http.post('*/api/ads/decision/', () =>
        HttpResponse.json({ decisions: {}, backfill: {}, error: ADS_TEXTS.fetchFailed }),
      ),
    );
    renderResults();
    fireEvent.click(screen.getByRole('button', { name: 'Get quote from GEICO' }));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(ADS_TEXTS.tryLater);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    await settle(FALLBACK_NOTICE_MS);
    expect(navigation.navigateTo).toHaveBeenCalledWith(
      expect.stringMatching(/^\/partners\/qs\/\?zip=90210&clickid=.*%7Cfallback$/),
    );
  });
});

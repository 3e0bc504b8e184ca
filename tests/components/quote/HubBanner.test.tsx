import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { HubBanner } from '@/components/quote/HubBanner';
import { HubBannerView } from '@/components/quote/HubBannerView';
import { bannerContent } from '@/lib/ads/hub-banner';
import { blankDecision } from '@/lib/ads/decision';
import { partnerByCode } from '@/lib/ads/partners';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';
import { stubIntersectionObserver } from '../../support/intersection-observer';

const navigation = vi.hoisted(() => ({ navigateTo: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('@/lib/quotes/navigation', () => navigation);

let view: ReturnType<typeof stubIntersectionObserver>;
const reportAll = (isIntersecting: boolean) => act(() => view.report({ isIntersecting }));

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
const mny = partnerByCode('MNY');
const decided = (extra: Record<string, unknown> = {}) => ({
  ...blankDecision(mny.advertiserId),
  click_url: 'https://ads.example/click?n=1',
  impression_url: 'https://ads.example/impression?n=1',
  banner_cta: 'Rates from 6.49% APR with Partner MNY',
  banner_sub_copy: 'Prequalify in two minutes.',
  button_cta: 'See my rates',
  svg_icon: ICON,
  customTemplate: 'link',
  configuration: { newTab: false },
  redirect_url: 'https://money.example/loans',
  ...extra,
});

const defaults = {
  title: 'Compare personal loan offers',
  subCopy: 'Seeing offers is free and does not affect your credit score.',
  buttonText: 'Check my rates',
  buttons: 1,
};

let asked: { vertical: string; divName: string; adTypes: number[] }[] = [];
let pings: string[] = [];

function answerWith(...decisions: ReturnType<typeof decided>[]) {
  server.use(
    http.post('*/api/ads/decision/', async ({ request }) => {
      const body = (await request.json()) as {
        vertical: string;
        placements: { divName: string; adTypes: number[] }[];
      };
      const placement = body.placements[0];
      asked.push({
        vertical: body.vertical,
        divName: placement?.divName ?? '',
        adTypes: placement?.adTypes ?? [],
      });
      const decision = decisions[Math.min(asked.length - 1, decisions.length - 1)];
      return HttpResponse.json({
        decisions: { [placement?.divName ?? '']: decision },
        backfill: {},
        error: null,
      });
    }),
    http.get('https://ads.example/*', ({ request }) => {
      pings.push(request.url);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

const banner = () => screen.getByRole('complementary', { name: /^Sponsored/ });

/** The banner as a hub renders it: the server's drawing inside the island that makes it live. */
function Banner(props: Omit<ComponentProps<typeof HubBanner>, 'children'>) {
  return (
    <HubBanner {...props}>
      <HubBannerView
        content={bannerContent(null, props.defaults)}
        reserved={props.defaults.buttons}
        placement={props.placement}
      />
    </HubBanner>
  );
}

describe('the hub banner', () => {
  beforeEach(() => {
    asked = [];
    pings = [];
    window.__analyticsEvents = [];
    navigation.navigateTo.mockReset();
    view = stubIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the vertical’s own words first, keeping the margin rule’s room for its buttons', () => {
    answerWith(decided());
    render(
      <Banner
        vertical="personal_loans"
        placement="BW-personal_loans"
        defaults={{ ...defaults, buttons: 2 }}
        settings={QUOTE_SETTINGS}
      />,
    );
    expect(banner()).toHaveAccessibleName('Sponsored: Compare personal loan offers');
    expect(within(banner()).getAllByRole('button', { name: 'Check my rates' })).toHaveLength(2);
    // 52 px a button, 4 px between, and 25: two buttons keep 133 px.
    expect(within(banner()).getAllByRole('button')[0]?.parentElement).toHaveStyle({ minHeight: '133px' });
    expect(asked).toEqual([]);
  });

  it('asks the ad server as it nears the screen, with the banner’s ad type, and shows its copy, icon and button', async () => {
    answerWith(decided());
    render(
      <Banner
        vertical="personal_loans"
        placement="BW-personal_loans"
        defaults={defaults}
        settings={QUOTE_SETTINGS}
      />,
    );
    reportAll(true);
    await waitFor(() =>
      expect(banner()).toHaveAccessibleName('Sponsored: Rates from 6.49% APR with Partner MNY'),
    );
    expect(asked).toEqual([{ vertical: 'personal_loans', divName: 'BW-personal_loans', adTypes: [4] }]);
    expect(within(banner()).getByText('Prequalify in two minutes.')).toBeInTheDocument();
    const icon = banner().querySelector('img');
    expect(icon?.getAttribute('src')).toBe(`data:image/svg+xml,${encodeURIComponent(ICON)}`);
    expect(within(banner()).getByRole('button', { name: 'See my rates' })).toBeInTheDocument();
    expect(banner().querySelector('[style]')).toHaveStyle({ minHeight: '77px' });
  });

  it('counts the impression once, when the decided banner is in view', async () => {
    answerWith(decided());
    render(
      <Banner
        vertical="personal_loans"
        placement="BW-personal_loans"
        defaults={defaults}
        settings={QUOTE_SETTINGS}
      />,
    );
    reportAll(true);
    await waitFor(() => expect(banner()).toHaveAttribute('data-decided', 'yes'));
    expect(pings).toEqual([]);
    reportAll(true);
    await waitFor(() => expect(pings).toEqual(['https://ads.example/impression?n=1']));
    reportAll(true);
    expect(pings).toHaveLength(1);
  });

  it('sends a click to the partner with a click id, tracks it, and asks for the next decision', async () => {
    answerWith(
      decided(),
      decided({ banner_cta: 'A second offer', click_url: 'https://ads.example/click?n=2' }),
    );
    render(
      <Banner
        vertical="personal_loans"
        placement="BW-personal_loans"
        defaults={defaults}
        settings={QUOTE_SETTINGS}
      />,
    );
    reportAll(true);
    await waitFor(() => expect(banner()).toHaveAttribute('data-decided', 'yes'));
    fireEvent.click(within(banner()).getByRole('button', { name: 'See my rates' }));
    await waitFor(() => expect(navigation.navigateTo).toHaveBeenCalledTimes(1));
    expect(navigation.navigateTo.mock.calls[0]?.[0]).toMatch(
      /^https:\/\/money\.example\/loans\?clickid=[0-9a-f]{8}%7C/,
    );
    await waitFor(() => expect(pings).toContain('https://ads.example/click?n=1'));
    expect(window.__analyticsEvents).toContainEqual(
      expect.objectContaining({
        name: 'QuoteClick',
        properties: expect.objectContaining({
          widget: 'BW-personal_loans',
          advertiser: mny.name,
          fallback: false,
        }),
      }),
    );
    await waitFor(() => expect(banner()).toHaveAccessibleName('Sponsored: A second offer'));
    expect(asked).toHaveLength(2);
  });

  it('gives each of a decision’s configured buttons its own link, and refuses a link that is not http(s) or the site’s', async () => {
    answerWith(
      decided({
        configuration: {
          buttons: [
            { label: 'Debt consolidation', url: 'https://money.example/consolidate' },
            { label: 'Home improvement', url: '/partners/mny/?use=home' },
          ],
        },
      }),
    );
    render(
      <Banner
        vertical="personal_loans"
        placement="BW-personal_loans"
        defaults={defaults}
        settings={QUOTE_SETTINGS}
      />,
    );
    reportAll(true);
    const second = await screen.findByRole('button', { name: 'Home improvement' });
    expect(second.parentElement).toHaveStyle({ minHeight: '133px' });
    fireEvent.click(second);
    await waitFor(() => expect(navigation.navigateTo).toHaveBeenCalledTimes(1));
    expect(navigation.navigateTo.mock.calls[0]?.[0]).toMatch(/^\/partners\/mny\/\?use=home&clickid=/);
  });

  it('falls back to the vertical’s default partner, in its own words, when the ad server has nothing', async () => {
    server.use(
      http.post('*/api/ads/decision/', () => HttpResponse.json({ decisions: {}, backfill: {}, error: null })),
    );
    render(
      <Banner
        vertical="banking"
        placement="BW-banking"
        defaults={{ ...defaults, title: 'Compare savings offers' }}
        settings={QUOTE_SETTINGS}
      />,
    );
    reportAll(true);
    await waitFor(() => expect(banner()).toHaveAttribute('data-decided', 'fallback'));
    expect(banner()).toHaveAccessibleName('Sponsored: Compare savings offers');
    fireEvent.click(within(banner()).getByRole('button', { name: 'Check my rates' }));
    await waitFor(() => expect(navigation.navigateTo).toHaveBeenCalledTimes(1));
    expect(navigation.navigateTo.mock.calls[0]?.[0]).toMatch(
      /^\/partners\/mny\/\?product=banking&clickid=.*%7Cfallback$/,
    );
  });
});

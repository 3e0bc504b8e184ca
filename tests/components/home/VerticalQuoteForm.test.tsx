import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerticalQuoteForm } from '@/components/home/VerticalQuoteForm';
import { blankDecision } from '@/lib/ads/decision';
import { partnerByCode } from '@/lib/ads/partners';
import { DEFAULT_QUOTE_VERTICAL, HOME_QUOTE_BUTTON_TEXT, HOME_QUOTE_VERTICALS } from '@/lib/site/home';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

const navigation = vi.hoisted(() => ({ navigateTo: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('@/lib/quotes/navigation', () => navigation);

/** What the ad server was asked: each request's vertical and placement. */
let asked: { vertical: string; placement: string }[] = [];

/** A link partner (QS) for whichever placement is asked about, as the ad server answers. */
function answerWithLinkPartner() {
  server.use(
    http.post('*/api/ads/decision/', async ({ request }) => {
      const body = (await request.json()) as { vertical: string; placements: { divName: string }[] };
      const placement = body.placements[0]?.divName ?? '';
      asked.push({ vertical: body.vertical, placement });
      const decision = {
        ...blankDecision(partnerByCode('QS').advertiserId),
        redirect_url: `https://partner.example/${body.vertical}`,
        configuration: { newTab: true },
      };
      return HttpResponse.json({ decisions: { [placement]: decision }, error: null });
    }),
  );
}

/** The quote box as the homepage renders it. */
const renderQuoteBox = () =>
  render(
    <VerticalQuoteForm
      settings={QUOTE_SETTINGS}
      options={HOME_QUOTE_VERTICALS}
      defaultVertical={DEFAULT_QUOTE_VERTICAL}
      buttonText={HOME_QUOTE_BUTTON_TEXT}
    />,
  );

const quoteClicks = () => (window.__analyticsEvents ?? []).filter((event) => event.name === 'QuoteClick');
const zipBox = () => screen.getByRole('textbox', { name: 'ZIP code' });

// The quote flow loads on intent: loaded once here, so no test waits on the import.
beforeAll(() => import('@/lib/quotes/quote-click'));

beforeEach(() => {
  asked = [];
  window.__analyticsEvents = [];
  window.localStorage.clear();
  navigation.navigateTo.mockReset();
  navigation.openInNewTab.mockReset();
  server.use(http.get('*/api/location/', () => HttpResponse.json({ zipcode: null })));
});

describe('the homepage quote box', () => {
  it('offers the quote verticals as a labelled radio group, auto chosen, with auto’s zip form', () => {
    renderQuoteBox();
    const group = screen.getByRole('group', { name: 'Type of insurance' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['auto', 'home', 'renters', 'life', 'health', 'pet', 'motorcycle']);
    expect(within(group).getByRole('radio', { name: 'Auto' })).toBeChecked();
    expect(screen.getByRole('form', { name: 'Get auto insurance quotes' })).toContainElement(zipBox());
    expect(screen.getByRole('button', { name: 'Get quotes' })).toBeEnabled();
  });

  it('choosing Home makes it a home quote form, keeps the typed zip, and sends it from the homepage placement', async () => {
    answerWithLinkPartner();
    renderQuoteBox();
    fireEvent.change(zipBox(), { target: { value: '30301' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Home' }));

    expect(screen.getByRole('radio', { name: 'Home' })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Get auto insurance quotes' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Get home insurance quotes' });
    expect(within(form).getByRole('textbox', { name: 'ZIP code' })).toHaveValue('30301');

    fireEvent.click(within(form).getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(navigation.openInNewTab).toHaveBeenCalledTimes(1));
    expect(navigation.openInNewTab.mock.calls[0]?.[0]).toMatch(
      /^https:\/\/partner\.example\/home\?zip=30301&clickid=/,
    );
    expect(asked[0]).toEqual({ vertical: 'home', placement: 'KWHSC-home' });
    expect(quoteClicks()).toEqual([
      expect.objectContaining({
        properties: expect.objectContaining({
          vertical: 'home',
          advertiser: 'Partner QS',
          widget: 'KWHSC-home',
          fallback: false,
        }),
      }),
    ]);
  });

  it('a bad zip still shows the zip error after a change of vertical', () => {
    renderQuoteBox();
    fireEvent.click(screen.getByRole('radio', { name: 'Renters' }));
    fireEvent.change(zipBox(), { target: { value: '3030' } });
    fireEvent.submit(zipBox());
    expect(screen.getByRole('alert')).toHaveTextContent('You must provide a valid zip code');
    expect(asked).toEqual([]);
  });

  it('after a quote, another vertical gets its own partner, not the decision kept for the first', async () => {
    answerWithLinkPartner();
    renderQuoteBox();
    fireEvent.click(screen.getByRole('radio', { name: 'Home' }));
    fireEvent.change(zipBox(), { target: { value: '30301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(navigation.openInNewTab).toHaveBeenCalledTimes(1));
    // The home placement's next decision is fetched after the click.
    await waitFor(() => expect(asked).toHaveLength(2));

    fireEvent.click(screen.getByRole('radio', { name: 'Renters' }));
    const form = screen.getByRole('form', { name: 'Get renters insurance quotes' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'ZIP code' }), { target: { value: '30301' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(navigation.openInNewTab).toHaveBeenCalledTimes(2));
    expect(navigation.openInNewTab.mock.calls[1]?.[0]).toMatch(
      /^https:\/\/partner\.example\/renters\?zip=30301&/,
    );
    expect(asked[2]).toEqual({ vertical: 'renters', placement: 'KWHSC-renters' });
    expect(quoteClicks()[1]).toMatchObject({
      properties: { vertical: 'renters', widget: 'KWHSC-renters', fallback: false, fallback_reason: null },
    });
  });
});

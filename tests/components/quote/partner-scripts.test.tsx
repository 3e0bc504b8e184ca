import { readFileSync } from 'node:fs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreditMatches } from '@/components/quote/CreditMatches';
import { PartnerListings } from '@/components/quote/results/PartnerListings';
import { creditSdkCards } from '@/lib/finance/credit-matches';
import cardsFile from '@/data/rates/credit-cards.json';
import { stubIntersectionObserver } from '../../support/intersection-observer';

const ANALYTICS = { posthogKey: null, posthogHost: null, ga4MeasurementId: null };
let view: ReturnType<typeof stubIntersectionObserver>;

const scriptTag = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);

/** The browser running a partner script: the stand-in's own code, then its load event. */
function runScript(src: string, file: string) {
  new Function(readFileSync(`public/partner-widget/${file}`, 'utf8'))();
  act(() => void scriptTag(src)?.dispatchEvent(new Event('load')));
}

describe('the partner script loaders', () => {
  beforeEach(() => {
    window.__analyticsEvents = [];
    view = stubIntersectionObserver();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('quote serve: loads as the list nears the screen, then shows the partners’ offers with the zip and a click id', async () => {
    const src = '/partner-widget/quote-serve.js';
    render(<PartnerListings zip="30301" script={null} analytics={ANALYTICS} />);
    expect(scriptTag(src)).toBeNull();
    act(() => view.report({ isIntersecting: true }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading partner offers…');
    runScript(src, 'quote-serve.js');
    const offers = screen.getByRole('region', { name: 'More offers from our partners' });
    await waitFor(() => expect(within(offers).getAllByRole('link')).toHaveLength(3));
    const first = within(offers).getByRole('link', {
      name: 'See offers from Partner QS (opens in a new tab)',
    });
    expect(first.getAttribute('href')).toMatch(
      /^\/partners\/qs\/\?zip=30301&clickid=[0-9a-f]{8}%7C[0-9a-f-]+%7Cquote-serve$/,
    );
    expect(first).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('quote serve: a script that fails says "Error loading scripts" and sends the health event', async () => {
    const src = 'https://listings.partner.example/serve.js';
    render(<PartnerListings zip="30301" script={src} analytics={ANALYTICS} />);
    act(() => view.report({ isIntersecting: true }));
    await waitFor(() => expect(scriptTag(src)).not.toBeNull());
    act(() => void scriptTag(src)?.dispatchEvent(new Event('error')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading scripts');
    expect(screen.getByRole('status')).toHaveTextContent('Please try again later.');
    expect(window.__analyticsEvents).toContainEqual(
      expect.objectContaining({
        name: 'QuoteFailure',
        properties: { vertical: 'auto', widget: 'PS-auto', reason: 'Error loading scripts' },
      }),
    );
  });

  it('credit SDK: loads only when asked, then matches the cards for the visitor’s credit', async () => {
    const src = '/partner-widget/credit-sdk.js';
    render(<CreditMatches cards={creditSdkCards(cardsFile.cards)} script={null} analytics={ANALYTICS} />);
    expect(scriptTag(src)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check my card matches' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the card partner’s form…');
    runScript(src, 'credit-sdk.js');
    const form = await screen.findByRole('form', { name: 'Card matches' });
    fireEvent.change(within(form).getByLabelText('Your credit'), { target: { value: 'poor' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Show my matches' }));
    const matches = screen.getByRole('status');
    expect(matches).toHaveTextContent(
      '2 sample cards usually suit poor or no credit history (under 580) credit.',
    );
    const links = within(matches).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Builder Secured Card (opens in a new tab)',
      'Campus Student Card (opens in a new tab)',
    ]);
    expect(links[0]?.getAttribute('href')).toMatch(
      /^\/partners\/mny\/\?product=credit-cards&card=sample-card-7&clickid=[0-9a-f]{8}%7C[0-9a-f-]+%7Ccredit-sdk$/,
    );
  });

  it('credit SDK: a configured script that loads but exposes no SDK is an error too', async () => {
    const src = 'https://sdk.partner.example/credit.js';
    render(<CreditMatches cards={creditSdkCards(cardsFile.cards)} script={src} analytics={ANALYTICS} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check my card matches' }));
    await waitFor(() => expect(scriptTag(src)).not.toBeNull());
    delete window.CreditSDK;
    act(() => void scriptTag(src)?.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading scripts');
    expect(window.__analyticsEvents).toContainEqual(
      expect.objectContaining({
        name: 'QuoteFailure',
        properties: {
          vertical: 'credit_cards',
          widget: 'CCPC-credit_cards',
          reason: 'Error loading scripts',
        },
      }),
    );
  });
});

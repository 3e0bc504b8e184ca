import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZipForm } from '@/components/quote/ZipForm';
import { blankDecision } from '@/lib/ads/decision';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { partnerByCode } from '@/lib/ads/partners';
import { FALLBACK_NOTICE_MS } from '@/lib/quotes/constants';
import { ZIP_TEXTS } from '@/lib/zip/messages';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

const navigation = vi.hoisted(() => ({ navigateTo: vi.fn(), openInNewTab: vi.fn() }));
vi.mock('@/lib/quotes/navigation', () => navigation);

const settings = QUOTE_SETTINGS;

let decisionRequests = 0;
const events = () => window.__analyticsEvents ?? [];
const named = (name: string) => events().filter((event) => event.name === name);

/** Lets fetches and the (fake) timers due within `ms` run. */
const wait = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

function decisions(answer: () => Response) {
  server.use(
    http.post('*/api/ads/decision/', () => {
      decisionRequests++;
      return answer();
    }),
  );
}

async function quote(vertical: string, zip: string) {
  render(<ZipForm vertical={vertical} placement={`FWQ-${vertical}`} settings={settings} />);
  fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: zip } });
  fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
  // The flow's code, the decision's fetch and React's updates each take a turn or two.
  for (let turn = 0; turn < 10; turn++) await wait();
}

// The quote flow loads on intent: loaded once here, so a test's clock is not spent on the import.
beforeAll(() => import('@/lib/quotes/quote-click'));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  decisionRequests = 0;
  window.__analyticsEvents = [];
  navigation.navigateTo.mockReset();
  navigation.openInNewTab.mockReset();
  server.use(http.get('*/api/location/', () => HttpResponse.json({ zipcode: null })));
});
afterEach(() => vi.useRealTimers());

describe('a zip no state has', () => {
  it.each(['00000', '00600', '00100'])(
    '%s shows "Invalid ZipCode Provided" at the form, asks nothing and opens nothing',
    async (zip) => {
      decisions(() => HttpResponse.json({ decisions: {}, error: null }));
      await quote('home', zip);
      expect(screen.getByRole('alert')).toHaveTextContent(ZIP_TEXTS.lookupFailed);
      expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true');
      expect(decisionRequests).toBe(0);
      expect(navigation.navigateTo).not.toHaveBeenCalled();
      expect(navigation.openInNewTab).not.toHaveBeenCalled();
      expect(named('QuoteClick')).toEqual([]);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );
});

describe('when the ad server fails', () => {
  it('shows "Please try again later." before the default partner takes the visitor', async () => {
    decisions(() => HttpResponse.json({ decisions: {}, backfill: {}, error: ADS_TEXTS.fetchFailed }));
    await quote('home', '30301');
    expect(screen.getByRole('status')).toHaveTextContent(ADS_TEXTS.tryLater);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    await wait(FALLBACK_NOTICE_MS - 1);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    await wait(1);
    expect(navigation.navigateTo).toHaveBeenCalledWith(
      expect.stringMatching(/^\/partners\/qs\/\?zip=30301&clickid=.*%7Cfallback$/),
    );
    expect(named('QuoteClick')[0]?.properties).toMatchObject({
      fallback: true,
      fallback_reason: ADS_TEXTS.fetchFailed,
    });
  });

  it('sends an empty decision to the default partner at once, marked as a fallback, with no notice', async () => {
    decisions(() => HttpResponse.json({ decisions: {}, backfill: {}, error: null }));
    await quote('renters', '30301');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(navigation.navigateTo).toHaveBeenCalledTimes(1);
    expect(named('QuoteClick')[0]?.properties).toMatchObject({
      fallback: true,
      fallback_reason: ADS_TEXTS.emptyDecision,
    });
  });
});

describe('when the partner’s widget script fails', () => {
  it('records a QuoteFailure and falls back to the default partner, after the notice', async () => {
    const widgetDecision = {
      ...blankDecision(partnerByCode('MA').advertiserId),
      customTemplate: 'widget',
      configuration: { scriptSrc: '/partner-widget/missing.js', targetbuyer: 'x', inventorytype: 'y' },
    };
    decisions(() =>
      HttpResponse.json({ decisions: { 'FWQ-home': widgetDecision }, backfill: {}, error: null }),
    );
    const append = vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      // The script never arrives.
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    await quote('home', '30301');
    for (let turn = 0; turn < 10; turn++) await wait();

    expect(named('QuoteFailure')[0]?.properties).toEqual({
      vertical: 'home',
      widget: 'FWQ-home',
      reason: ADS_TEXTS.scriptsFailed,
    });
    const modal = screen.getByRole('dialog', { name: ADS_TEXTS.modalTitle });
    // The modal names the partner the details would go to, with the consent text.
    expect(modal).toHaveTextContent(ADS_TEXTS.modalPartner(partnerByCode('MA').name));
    expect(modal).toHaveTextContent(ADS_TEXTS.modalConsent(partnerByCode('MA').name));
    expect(within(modal).getByRole('alert')).toHaveTextContent(ADS_TEXTS.scriptsFailed);
    expect(within(modal).getByRole('status')).toHaveTextContent(ADS_TEXTS.tryLater);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    await wait(FALLBACK_NOTICE_MS);
    expect(navigation.navigateTo).toHaveBeenCalledWith(
      expect.stringMatching(/^\/partners\/qs\/\?zip=30301&clickid=/),
    );
    expect(named('QuoteClick').at(-1)?.properties).toMatchObject({
      advertiser: partnerByCode('QS').name,
      fallback: true,
      fallback_reason: ADS_TEXTS.scriptsFailed,
    });
    append.mockRestore();
  });
});

describe('on a landing page', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('a failed decision goes to the landing partner configuration names', async () => {
    window.history.pushState({}, '', '/landing/compare-car-insurance-quotes/');
    decisions(() => HttpResponse.json({ decisions: {}, backfill: {}, error: null }));
    render(
      <ZipForm
        vertical="home"
        placement="LIQ-auto"
        settings={{ ...settings, fallbacks: { landing: 'MA', businessLoans: null } }}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'ZIP code' }), { target: { value: '30301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    for (let turn = 0; turn < 10; turn++) await wait();
    expect(named('QuoteClick')[0]?.properties).toMatchObject({
      advertiser: partnerByCode('MA').name,
      fallback: true,
    });
  });

  it('without one configured, no partner takes it: "Please try again later." and a QuoteFailure', async () => {
    window.history.pushState({}, '', '/landing/compare-home-insurance-quotes/');
    decisions(() => HttpResponse.json({ decisions: {}, backfill: {}, error: null }));
    await quote('home', '30301');
    expect(screen.getByRole('status')).toHaveTextContent(ADS_TEXTS.tryLater);
    expect(named('QuoteFailure')[0]?.properties).toMatchObject({ reason: ADS_TEXTS.noFallback });
    expect(navigation.navigateTo).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ZipForm } from '@/components/quote/ZipForm';
import { blankDecision } from '@/lib/ads/decision';
import { partnerByCode } from '@/lib/ads/partners';
import { server } from '../../msw/server';
import { QUOTE_SETTINGS } from '../../fixtures/quote-settings';

const settings = QUOTE_SETTINGS;

const unknownPlace = {
  zipcode: null,
  state: null,
  city: null,
  ipAddress: '203.0.113.7',
  country: null,
  error: null,
  requested: true,
  needZipcode: true,
  requestFinished: true,
};

describe('ZipForm', () => {
  beforeEach(() => {
    server.use(http.get('*/api/location/', () => HttpResponse.json(unknownPlace)));
  });

  it('labels the zip box, and a short zip shows the spec’s error and sends nothing', () => {
    let asked = 0;
    server.use(
      http.post('*/api/ads/decision/', () => {
        asked++;
        return HttpResponse.json({ decisions: {}, error: null });
      }),
    );
    render(<ZipForm vertical="home" placement="FWQ-home" settings={settings} />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(box, { target: { value: '3030' } });
    fireEvent.submit(box);
    expect(screen.getByRole('alert')).toHaveTextContent('You must provide a valid zip code');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must provide a valid zip code');
    expect(asked).toBe(0);
  });

  it('refuses to submit while in error, and clears the error when the zip changes', () => {
    render(<ZipForm vertical="home" placement="FWQ-home" settings={settings} />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(box, { target: { value: 'abcde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.change(box, { target: { value: '30301' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('prefills the zip from the visitor’s location and keeps the address in local storage', async () => {
    server.use(
      http.get('*/api/location/', () =>
        HttpResponse.json({
          ...unknownPlace,
          zipcode: '30301',
          state: 'GA',
          city: 'Atlanta',
          needZipcode: false,
        }),
      ),
    );
    vi.resetModules();
    const { ZipForm: FreshZipForm } = await import('@/components/quote/ZipForm');
    render(<FreshZipForm vertical="home" placement="FWQ-home" settings={settings} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('30301'));
    expect(window.localStorage.getItem('currentIpAddress')).toBe('203.0.113.7');
  });

  it('asks for the placement’s next decision after a click, and uses it on the next click', async () => {
    const linkDecision = {
      ...blankDecision(partnerByCode('QS').advertiserId),
      redirect_url: 'https://partner.example/quotes',
      configuration: { newTab: true },
    };
    let asked = 0;
    server.use(
      http.post('*/api/ads/decision/', () => {
        asked++;
        return HttpResponse.json({ decisions: { 'FWQ-home': linkDecision }, error: null });
      }),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<ZipForm vertical="home" placement="FWQ-home" settings={settings} />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(box, { target: { value: '30301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(asked).toBe(2));
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/partner\.example\/quotes\?zip=30301&clickid=/);

    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    // The second click used the decision fetched after the first, then asked for the next one.
    await waitFor(() => expect(asked).toBe(3));
    open.mockRestore();
  });

  it('says "Please try again later." when no partner can take the click, and stays usable', async () => {
    server.use(http.post('*/api/ads/decision/', () => HttpResponse.json({ decisions: {}, error: null })));
    render(<ZipForm vertical="boats" placement="FWQ-boats" settings={settings} />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(box, { target: { value: '30301' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please try again later.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get quotes' })).toBeEnabled();
    const events = window.__analyticsEvents ?? [];
    expect(events).toContainEqual(
      expect.objectContaining({
        name: 'QuoteFailure',
        properties: {
          vertical: 'boats',
          widget: 'FWQ-boats',
          reason: 'Unable to retrieve data from Kevel nor fallback provider',
        },
      }),
    );
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ZipForm } from '@/components/quote/ZipForm';
import { server } from '../../msw/server';

const settings = {
  split: { autoWayPercent: 0, homePilotLtPercent: 0, lifeQsPercent: 0 },
  pilotPercent: 0,
  analytics: { posthogKey: null, posthogHost: null, ga4MeasurementId: null },
};

describe('ZipForm', () => {
  it('labels the zip box, and a short zip shows the spec’s error and sends nothing', () => {
    let asked = 0;
    server.use(
      http.post('*/api/ads/decision/', () => {
        asked++;
        return HttpResponse.json({ decisions: {}, error: null });
      }),
    );
    render(<ZipForm vertical="home" placement="home-hub" settings={settings} />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(box, { target: { value: '3030' } });
    fireEvent.submit(box);
    expect(screen.getByRole('alert')).toHaveTextContent('You must provide a valid zip code');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must provide a valid zip code');
    expect(asked).toBe(0);
  });

  it('refuses to submit while in error, and clears the error when the zip changes', () => {
    render(<ZipForm vertical="home" placement="home-hub" settings={settings} />);
    const box = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.change(box, { target: { value: 'abcde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Get quotes' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.change(box, { target: { value: '30301' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { locationFromHeaders, locationFromService, placeOfZip } from '@/lib/location/locate';
import { server } from '../../msw/server';

// Failures are logged by design; these tests read what the caller gets, not the log.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const SERVICE = { url: 'https://geo.example.test/lookup', token: 'geo-token-1234' };

describe('visitor location', () => {
  it('finds city and state for a zip in the zip database, and nulls for one it does not know', () => {
    expect(placeOfZip('30301')).toEqual({ city: 'Atlanta', state: 'GA' });
    expect(placeOfZip('10001-1234')).toEqual({ city: 'New York', state: 'NY' });
    expect(placeOfZip('00000')).toEqual({ city: null, state: null });
    expect(placeOfZip(null)).toEqual({ city: null, state: null });
  });

  it('reads the host’s location headers, or asks for the zip when there are none', () => {
    expect(
      locationFromHeaders(
        new Headers({ 'x-vercel-ip-postal-code': '94103', 'x-vercel-ip-country': 'US' }),
        '203.0.113.7',
      ),
    ).toEqual({
      zipcode: '94103',
      state: 'CA',
      city: 'San Francisco',
      ipAddress: '203.0.113.7',
      country: 'US',
      error: null,
      requested: true,
      needZipcode: false,
      requestFinished: true,
    });
    expect(locationFromHeaders(new Headers(), null)).toMatchObject({
      zipcode: null,
      needZipcode: true,
      error: null,
    });
  });

  it('asks the configured service with its token and reads region, postal, ip and country', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${SERVICE.url}/:ip`, ({ request, params }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ ip: params.ip, region: 'Georgia', postal: '30301', country: 'US' });
      }),
    );
    expect(await locationFromService(SERVICE, '203.0.113.7')).toMatchObject({
      zipcode: '30301',
      city: 'Atlanta',
      state: 'GA',
      ipAddress: '203.0.113.7',
      country: 'US',
      needZipcode: false,
    });
    expect(auth).toBe('Bearer geo-token-1234');
  });

  it.each([
    ['down', () => HttpResponse.error()],
    ['answering 500', () => new HttpResponse('oops', { status: 500 })],
    ['answering garbage', () => HttpResponse.json({ postal: 30301 })],
  ])('asks for the zip when the service is %s', async (_, respond) => {
    server.use(http.get(`${SERVICE.url}/:ip`, respond));
    expect(await locationFromService(SERVICE, '203.0.113.7')).toMatchObject({
      zipcode: null,
      city: null,
      state: null,
      needZipcode: true,
      error: 'Location unavailable',
    });
  });
});

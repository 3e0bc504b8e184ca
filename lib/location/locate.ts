import 'server-only';
import { lookup } from 'zipcodes';
import { z } from 'zod';
import { withDeadline } from '@/lib/http/deadline';
import { log } from '@/lib/log';
import type { VisitorLocation } from './visitor-location';
import { GEOLOCATION_TIMEOUT_MS } from './constants';

const geolocationSchema = z.object({
  // The one field every answer carries: without it, the answer is not the service's.
  ip: z.string(),
  region: z.string().nullish(),
  postal: z.string().nullish(),
  country: z.string().nullish(),
});

/** City and state for a zip from the zip database; null for both when it does not know it. */
export function placeOfZip(zip: string | null): { city: string | null; state: string | null } {
  const five = zip?.slice(0, 5);
  const record = five && /^\d{5}$/.test(five) ? lookup(five) : undefined;
  return record ? { city: record.city, state: record.state } : { city: null, state: null };
}

function located(
  ip: string | null,
  postal: string | null,
  country: string | null,
  error: string | null,
): VisitorLocation {
  const zipcode = postal && /^\d{5}$/.test(postal) ? postal : null;
  return {
    zipcode,
    ...placeOfZip(zipcode),
    ipAddress: ip,
    country,
    error,
    requested: true,
    needZipcode: zipcode === null,
    requestFinished: true,
  };
}

/** The location a host put in the request's headers (Vercel, Cloudflare), where it did. */
export function locationFromHeaders(headers: Headers, ip: string | null): VisitorLocation {
  const postal = headers.get('x-vercel-ip-postal-code');
  const country = headers.get('x-vercel-ip-country') ?? headers.get('cf-ipcountry');
  return located(ip, postal, country, null);
}

/** The configured geolocation service: `GET {url}/{ip}` answering region, postal, ip and country. */
export async function locationFromService(
  service: { url: string; token: string | null },
  ip: string | null,
): Promise<VisitorLocation> {
  try {
    const answer = await withDeadline(GEOLOCATION_TIMEOUT_MS, async (signal) => {
      const response = await fetch(`${service.url.replace(/\/$/, '')}/${encodeURIComponent(ip ?? '')}`, {
        headers: service.token ? { Authorization: `Bearer ${service.token}` } : {},
        signal,
        cache: 'no-store',
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return geolocationSchema.parse(await response.json());
    });
    return located(answer.ip, answer.postal ?? null, answer.country ?? null, null);
  } catch (error) {
    log.warn('location.lookup_failed', { error });
    return located(ip, null, null, 'Location unavailable');
  }
}

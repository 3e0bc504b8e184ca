import { z } from 'zod';
import { visitorLocationSchema, type VisitorLocation } from './visitor-location';
import { IP_ADDRESS_KEY, IP_ECHO_TIMEOUT_MS, LOCATION_ENDPOINT } from './constants';

let pending: Promise<VisitorLocation | null> | null = null;

/**
 * An IP echo service's answer: `{ "ip": "…" }` (ipify's `?format=json` and most others) or the
 * address as plain text. Anything that is not an IPv4 or IPv6 address is no answer.
 */
const address = z.union([z.ipv4(), z.ipv6()]);
const echoAnswer = z.union([z.object({ ip: address }).transform((answer) => answer.ip), address]);

async function echoedAddress(ipEchoUrl: string): Promise<string | null> {
  try {
    const response = await fetch(ipEchoUrl, { signal: AbortSignal.timeout(IP_ECHO_TIMEOUT_MS) });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    let value: unknown = text;
    try {
      value = JSON.parse(text);
    } catch {
      // plain text: the address itself
    }
    const parsed = echoAnswer.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function siteLocation(): Promise<VisitorLocation | null> {
  try {
    const response = await fetch(LOCATION_ENDPOINT);
    const parsed = visitorLocationSchema.safeParse(await response.json());
    return response.ok && parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The visitor's location, asked once per page however many zip boxes want it. The address is
 * kept in local storage as `currentIpAddress`; a storage failure is only warned about. With an IP
 * echo service configured (IP_ECHO_URL), the browser asks it for its own address, beside the
 * site's /api/location (zip, city and state); if the echo fails, the site's address stands.
 */
export function visitorLocation(ipEchoUrl: string | null = null): Promise<VisitorLocation | null> {
  pending ??= Promise.all([siteLocation(), ipEchoUrl ? echoedAddress(ipEchoUrl) : null]).then(
    ([location, echoed]) => {
      const ipAddress = echoed ?? location?.ipAddress ?? null;
      if (ipAddress) {
        try {
          window.localStorage.setItem(IP_ADDRESS_KEY, ipAddress);
        } catch (error) {
          console.warn('Could not keep the visitor address', error);
        }
      }
      return location && { ...location, ipAddress };
    },
  );
  return pending;
}

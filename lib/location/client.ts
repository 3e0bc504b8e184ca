import { visitorLocationSchema, type VisitorLocation } from './visitor-location';
import { IP_ADDRESS_KEY, LOCATION_ENDPOINT } from './constants';

let pending: Promise<VisitorLocation | null> | null = null;

/**
 * The visitor's location, asked once per page however many zip boxes want it. The address is
 * kept in local storage as `currentIpAddress`; a storage failure is only warned about.
 */
export function visitorLocation(): Promise<VisitorLocation | null> {
  pending ??= fetch(LOCATION_ENDPOINT)
    .then(async (response) => {
      const parsed = visitorLocationSchema.safeParse(await response.json());
      if (!response.ok || !parsed.success) return null;
      if (parsed.data.ipAddress) {
        try {
          window.localStorage.setItem(IP_ADDRESS_KEY, parsed.data.ipAddress);
        } catch (error) {
          console.warn('Could not keep the visitor address', error);
        }
      }
      return parsed.data;
    })
    .catch(() => null);
  return pending;
}

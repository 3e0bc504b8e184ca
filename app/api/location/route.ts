import { getConfig } from '@/lib/config';
import { clientAddress } from '@/lib/http/client-address';
import { jsonResponse } from '@/lib/http/responses';
import { locationFromHeaders, locationFromService } from '@/lib/location/locate';

/**
 * GET /api/location: where the visitor is, to prefill the zip box. The geolocation service when
 * configured, else what the host put in the headers, else `needZipcode`: the visitor types it.
 */
export async function GET(request: Request) {
  const address = clientAddress(request);
  const ip = address === 'unknown' ? null : address;
  const { geolocation } = getConfig();
  const location = geolocation
    ? await locationFromService(geolocation, ip)
    : locationFromHeaders(request.headers, ip);
  return jsonResponse(location);
}

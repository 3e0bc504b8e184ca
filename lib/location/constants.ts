/** The location domain: how long a geolocation lookup may take, and where the browser asks and keeps it. */

/** A geolocation answer must not hold up a page's zip box for long. */
export const GEOLOCATION_TIMEOUT_MS = 2_000;

export const LOCATION_ENDPOINT = '/api/location/';

/** Where the browser keeps the visitor's address (section 4). */
export const IP_ADDRESS_KEY = 'currentIpAddress';

/** The echo service is asked beside the site's own lookup; a slow one only loses its answer. */
export const IP_ECHO_TIMEOUT_MS = 2_000;

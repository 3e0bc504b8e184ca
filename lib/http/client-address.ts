import { isIPv6 } from 'node:net';
import { secretMatches } from '@/lib/security/secrets';
import { addressProof, CLIENT_ADDRESS_HEADER, CLIENT_ADDRESS_PROOF_HEADER } from './address-proof';

/**
 * The visitor's address, as the server's front vouched for it (lib/server/front.ts). Without the
 * front (`next dev`), every request is 'unknown': one shared bucket, never one per forged header.
 */
export function clientAddress(request: Request): string {
  if (!secretMatches(request.headers.get(CLIENT_ADDRESS_PROOF_HEADER), addressProof())) return 'unknown';
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}

/**
 * What an abuse limit counts the visitor by: their address, or for IPv6 their /64, since a
 * provider hands each customer a whole /64 to rotate through.
 */
export function clientLimitKey(request: Request): string {
  const address = clientAddress(request);
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...Array<string>(tail === undefined ? 0 : 8 - left.length - right.length).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

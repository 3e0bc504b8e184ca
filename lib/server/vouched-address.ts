import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

/**
 * The visitor's address as this deployment can vouch for it, from the connection and, only when
 * configured, the proxies in front (lib/config.ts `network`):
 * - nothing configured: the connection's own address; no header a visitor sends changes it;
 * - `clientIpHeader`: the one header the host's edge sets (cf-connecting-ip, fly-client-ip…);
 * - `trustProxyHops`: each trusted proxy appends the address it saw to X-Forwarded-For, so the
 *   visitor is the entry just left of the last trusted hop; anything further left was claimed
 *   by the sender.
 */
export interface AddressTrust {
  trustProxyHops: number;
  clientIpHeader: string | null;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function vouchedAddress(
  headers: IncomingHttpHeaders,
  connection: string | undefined,
  trust: AddressTrust,
): string {
  const own = plainAddress(connection) ?? 'unknown';
  if (trust.clientIpHeader) return plainAddress(single(headers[trust.clientIpHeader])) ?? own;
  if (trust.trustProxyHops === 0) return own;
  const forwarded = [headers['x-forwarded-for']]
    .flat()
    .flatMap((value) => (value ?? '').split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, connection ?? ''];
  return plainAddress(chain[Math.max(0, chain.length - 1 - trust.trustProxyHops)]) ?? own;
}

/** An IP address without port, brackets or IPv4-mapped prefix; null for anything else. */
export function plainAddress(value: string | undefined): string | null {
  if (!value) return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.replace(/^::ffff:(?=[\d.]+$)/i, '');
  return isIP(address) ? address.toLowerCase() : null;
}

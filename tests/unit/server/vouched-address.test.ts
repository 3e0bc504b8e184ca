// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { plainAddress, vouchedAddress } from '@/lib/server/vouched-address';

const NONE = { trustProxyHops: 0, clientIpHeader: null };

describe('the address the server vouches for', () => {
  it('is the connection’s own when no proxy is trusted', () => {
    expect(vouchedAddress({ 'x-forwarded-for': '203.0.113.9' }, '::ffff:127.0.0.1', NONE)).toBe('127.0.0.1');
  });

  it('counts trusted hops from the right, so entries a visitor adds on the left change nothing', () => {
    const trust = { trustProxyHops: 1, clientIpHeader: null };
    expect(vouchedAddress({ 'x-forwarded-for': '198.51.100.4' }, '10.0.0.2', trust)).toBe('198.51.100.4');
    expect(vouchedAddress({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 198.51.100.4' }, '10.0.0.2', trust)).toBe(
      '198.51.100.4',
    );
    const two = { trustProxyHops: 2, clientIpHeader: null };
    expect(vouchedAddress({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.9' }, '10.0.0.2', two)).toBe(
      '198.51.100.4',
    );
  });

  it('reads the configured header, falling back to the connection when it is missing or not an address', () => {
    const trust = { trustProxyHops: 0, clientIpHeader: 'fly-client-ip' };
    expect(vouchedAddress({ 'fly-client-ip': '198.51.100.7' }, '10.0.0.2', trust)).toBe('198.51.100.7');
    expect(vouchedAddress({ 'fly-client-ip': 'not an address' }, '10.0.0.2', trust)).toBe('10.0.0.2');
    expect(vouchedAddress({}, '10.0.0.2', trust)).toBe('10.0.0.2');
  });

  it('is a plain address: no port, brackets or IPv4-mapped prefix, and never anything else', () => {
    expect(plainAddress('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(plainAddress('198.51.100.4:5123')).toBe('198.51.100.4');
    expect(plainAddress('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(plainAddress('<script>')).toBeNull();
  });
});

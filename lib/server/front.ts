import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_PROOF_HEADER,
  makeAddressProof,
} from '@/lib/http/address-proof';
import { log } from '@/lib/log';
import { BASE_SECURITY_HEADERS, hstsHeader, REFUSAL_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';
import { requestTarget } from './request-target';
import { vouchedAddress, type AddressTrust } from './vouched-address';

/**
 * What stands between the socket and Next (scripts/serve.ts): every request is normalised here
 * before any route sees it, and what Next would answer badly is answered here.
 * - The target: absolute-form for another host and undecodable paths are refused with 400.
 * - The method: pages answer GET and HEAD, API routes the methods route handlers can export;
 *   anything else (TRACE, PROPFIND…) is 405 with Allow.
 * - The body: over MAX_BODY_BYTES by its declared length is 413. Whenever a response goes out
 *   before its request's body was read (a 413, a 405), the connection closes after it, and the
 *   rest of the body is drained meanwhile: otherwise the next request on that connection would
 *   wait forever behind the unread bytes.
 * - The address: the one this deployment can vouch for, with the proof the route handlers check
 *   (lib/http/address-proof.ts). Unless proxies are trusted, forwarding headers are dropped.
 * - Security headers on every response, also Next's own error answers and these refusals.
 */
interface FrontOptions {
  trust: AddressTrust;
  siteUrl: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Larger than any body a route accepts (the chat's is 256 KB); routes check their own limits. */
export const MAX_BODY_BYTES = 1024 * 1024;
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const PAGE_METHODS = ['GET', 'HEAD'];
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];
/** How long an unread body may keep draining before the connection is cut. */
const DRAIN_MS = 5_000;

export function createFront(handle: Handler, options: FrontOptions) {
  const proof = makeAddressProof();
  const securityHeaders = { ...BASE_SECURITY_HEADERS, ...hstsHeader(options.siteUrl) };
  const proxiesTrusted = options.trust.trustProxyHops > 0 || options.trust.clientIpHeader !== null;

  function refuse(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    error: string,
    headers: Record<string, string> = {},
  ) {
    const body = JSON.stringify({ error });
    res.writeHead(status, {
      'Content-Security-Policy': REFUSAL_CONTENT_SECURITY_POLICY,
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return function front(req: IncomingMessage, res: ServerResponse): void {
    closeWhenBodyIsLeftUnread(req, res);
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);

    const target = requestTarget(req.url, req.headers.host);
    if (!target.ok) return refuse(req, res, 400, 'Bad request target.');
    req.url = target.path;
    const methods = /^\/api(\/|\?|$)/.test(target.path) ? API_METHODS : PAGE_METHODS;
    if (!methods.includes(req.method ?? '')) {
      return refuse(req, res, 405, 'Method not allowed.', { Allow: methods.join(', ') });
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      return refuse(req, res, 413, 'The request body is too large.');
    }

    const address = vouchedAddress(req.headers, req.socket.remoteAddress, options.trust);
    if (!proxiesTrusted) for (const name of FORWARDING_HEADERS) delete req.headers[name];
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    req.headers[CLIENT_ADDRESS_PROOF_HEADER] = proof;

    handle(req, res).catch((error: unknown) => {
      log.error('server.request_failed', { error });
      if (!res.headersSent) refuse(req, res, 500, 'Something went wrong.');
      else res.destroy();
    });
  };
}

/**
 * An answer written straight to a socket Node's parser gave up on (an unknown method, a malformed
 * request line: 'clientError') or one asking for a tunnel ('connect'), with the same headers.
 */
export function refuseOnSocket(socket: Duplex, status: number, siteUrl: string) {
  if (!socket.writable) return socket.destroy();
  const body = JSON.stringify({ error: STATUS_CODES[status] ?? 'Bad request' });
  const headers = {
    ...BASE_SECURITY_HEADERS,
    ...hstsHeader(siteUrl),
    'Content-Security-Policy': REFUSAL_CONTENT_SECURITY_POLICY,
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    Connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n${body}`);
}

function closeWhenBodyIsLeftUnread(req: IncomingMessage, res: ServerResponse) {
  // A request without a body is complete once its headers are in, even before Node says so.
  const hasBody =
    req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  const unread = () => hasBody && !req.complete;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (unread()) res.setHeader('Connection', 'close');
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
  res.once('finish', () => {
    if (!unread()) return;
    req.unpipe();
    req.resume();
    // Node may have let go of the socket by then (the client hung up): nothing left to cut.
    const { socket } = req;
    setTimeout(() => socket?.destroy(), DRAIN_MS).unref();
  });
}

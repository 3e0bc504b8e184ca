/**
 * A visitor's choice not to have personal information sold or shared (CCPA/CPRA and the states
 * that follow it). Either signal counts: Global Privacy Control (the `Sec-GPC: 1` header, or
 * `navigator.globalPrivacyControl` in the browser), or the switch on /do-not-sell-or-share/, which
 * the site remembers in a first-party cookie for a year. Opting out turns off the analytics
 * services and the ad exchange, and the ad server decides without the visitor's IP address or
 * user agent; a quote the visitor asks for still goes to the partner they chose.
 */
import { PRIVACY_OPT_OUT_COOKIE } from './constants';

/** On the server: whether a request carries either opt-out signal. */
export function requestOptsOut(headers: Headers): boolean {
  if (headers.get('sec-gpc')?.trim() === '1') return true;
  return (headers.get('cookie') ?? '')
    .split(';')
    .some((part) => part.trim() === `${PRIVACY_OPT_OUT_COOKIE}=1`);
}

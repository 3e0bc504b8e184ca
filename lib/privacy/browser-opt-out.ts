import Cookies from 'js-cookie';
import { PRIVACY_OPT_OUT_COOKIE, PRIVACY_OPT_OUT_DAYS } from './constants';

declare global {
  interface Navigator {
    /** Global Privacy Control, where the browser or an extension sends it. */
    globalPrivacyControl?: boolean;
  }
}

export const browserSendsGpc = () =>
  typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;

/** In the browser: whether this visitor has opted out, by GPC or by the site's switch. */
export const browserOptsOut = () => browserSendsGpc() || Cookies.get(PRIVACY_OPT_OUT_COOKIE) === '1';

export function setBrowserOptOut(optOut: boolean) {
  if (optOut)
    Cookies.set(PRIVACY_OPT_OUT_COOKIE, '1', {
      expires: PRIVACY_OPT_OUT_DAYS,
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
      path: '/',
    });
  else Cookies.remove(PRIVACY_OPT_OUT_COOKIE, { path: '/' });
}

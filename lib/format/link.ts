/**
 * A link visitors follow to a partner: a site-relative path or an https URL, never another scheme
 * (`javascript:`, `data:`) and never a protocol-relative `//host`. One rule for the affiliate
 * lists, the widget settings' links and the ad server's banner buttons.
 */
export const PARTNER_LINK_PATTERN = /^(\/(?!\/)|https:\/\/)\S+$/;

// No zod here: the banner draws on the page's first load, and the schemas' code would ride along.
import { PARTNER_LINK_PATTERN } from '@/lib/format/link';
import { NO_ADVERTISER } from './constants';
import type { AdDecision } from './decision';

/**
 * A hub's banner from an ad decision (site-and-lead-routing.md section 3): `banner_cta` is its
 * title, `banner_sub_copy` the line under it, `svg_icon` its icon, `button_cta` its button, and
 * `customTemplate` the look. A decision's `configuration.buttons` may give up to four buttons,
 * each with its own label and link; without it the banner has the one `button_cta` button, which
 * takes the quote flow's partner link. What the decision leaves empty comes from the vertical's
 * defaults (the widget settings' `banner_values`, or the site's own words).
 *
 * The margin rule (section 9: 52 px per button plus 4 px gaps plus 25) sizes the buttons' column.
 * Decision: the banner keeps that height from its first paint, using the defaults' button count
 * until the ad server answers, so a decision never moves the page under the visitor.
 */
export const BANNER_BUTTON_PX = 52;
export const BANNER_GAP_PX = 4;
export const BANNER_EXTRA_PX = 25;
const MAX_BUTTONS = 4;
const MAX_ICON_CHARS = 8_000;

export const bannerMargin = (buttons: number) =>
  BANNER_BUTTON_PX * buttons + BANNER_GAP_PX * Math.max(0, buttons - 1) + BANNER_EXTRA_PX;

export interface BannerButton {
  label: string;
  /** The button's own link; null: the partner link the quote flow resolves for the click. */
  href: string | null;
}

export interface BannerDefaults {
  title: string;
  subCopy: string;
  buttonText: string;
  buttons: number;
}

export interface BannerContent {
  title: string;
  subCopy: string;
  /** The icon's SVG markup, drawn as an image (never inline), or null for none. */
  icon: string | null;
  buttons: BannerButton[];
  template: string;
}

const MAX_LABEL_CHARS = 40;

/** A decision's `configuration.buttons`: one to four, each a short label and a partner link; else null. */
function configuredButtons(value: unknown): BannerButton[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > MAX_BUTTONS) return null;
  const buttons: BannerButton[] = [];
  for (const entry of value as unknown[]) {
    const { label, url } = (entry ?? {}) as { label?: unknown; url?: unknown };
    const text = typeof label === 'string' ? label.trim() : '';
    if (!text || text.length > MAX_LABEL_CHARS) return null;
    if (typeof url !== 'string' || !PARTNER_LINK_PATTERN.test(url)) return null;
    buttons.push({ label: text, href: url });
  }
  return buttons;
}

/**
 * The ad server's SVG, only when it is a plain drawing: no scripts, event handlers, foreign
 * content, outside references or styles. It is still drawn as an `<img>`, where nothing in it runs.
 */
export function safeSvgIcon(svg: string | null | undefined): string | null {
  const markup = svg?.trim();
  if (!markup || markup.length > MAX_ICON_CHARS || !/^<svg[\s>]/i.test(markup)) return null;
  const unsafe =
    /<(script|foreignobject|iframe|image|use|style|a)\b|\son[a-z]+\s*=|javascript:|url\s*\(|href\s*=/i;
  return unsafe.test(markup) ? null : markup;
}

const text = (value: string | null | undefined, fallback: string) =>
  value && value.trim() !== '' ? value.trim() : fallback;

/** What the banner shows: the decision's copy and buttons over the vertical's defaults. */
export function bannerContent(decision: AdDecision | null, defaults: BannerDefaults): BannerContent {
  const decided = !decision || decision.advertiser_id === NO_ADVERTISER ? null : decision;
  const buttons = configuredButtons(decided?.configuration?.buttons) ?? [
    { label: text(decided?.button_cta, defaults.buttonText), href: null },
  ];
  return {
    title: text(decided?.banner_cta, defaults.title),
    subCopy: text(decided?.banner_sub_copy, defaults.subCopy),
    icon: safeSvgIcon(decided?.svg_icon),
    buttons: decided ? buttons : placeholderButtons(defaults),
    template: text(decided?.customTemplate, 'default'),
  };
}

/** Before the decision: the defaults' count of buttons, each the default text. */
const placeholderButtons = (defaults: BannerDefaults): BannerButton[] =>
  Array.from({ length: Math.min(Math.max(defaults.buttons, 1), MAX_BUTTONS) }, () => ({
    label: defaults.buttonText,
    href: null,
  }));

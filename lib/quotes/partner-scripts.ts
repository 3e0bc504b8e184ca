import { LOCAL_CREDIT_SDK_SCRIPT, LOCAL_QUOTE_SERVE_SCRIPT, LOCAL_WIDGET_SCRIPT } from '@/lib/ads/constants';
import type { PartnerWidgetInit } from './partner-widget';
import { loadScript } from './script-loader';

/**
 * The partners' browser scripts (site-and-lead-routing.md section 7: "loaders for quote widgets,
 * a quote serve script and a credit SDK"). Each exposes one global with `init(container,
 * options)`; the embedded defaults are stand-ins in public/partner-widget/ that follow the same
 * contract, and the widget settings name a deployment's own scripts.
 */
export interface PartnerScriptLoader<Options> {
  init(container: HTMLElement, options: Options): void;
}

/** What the quote serve script lists offers for. */
export interface QuoteServeInit {
  zipcode: string;
  vertical: string;
  placement: string;
  /** The click id every listing's link carries, as var1 does for the quote widget. */
  clickId: string;
}

/** What the credit SDK prequalifies the visitor among. */
export interface CreditSdkInit {
  placement: string;
  clickId: string;
  cards: { card_id: string; name: string; card_type: string; link: string }[];
}

declare global {
  interface Window {
    PartnerQuoteWidget?: PartnerScriptLoader<PartnerWidgetInit>;
    QuoteServe?: PartnerScriptLoader<QuoteServeInit>;
    CreditSDK?: PartnerScriptLoader<CreditSdkInit>;
  }
}

export const PARTNER_SCRIPTS = {
  quoteWidget: { global: 'PartnerQuoteWidget', local: LOCAL_WIDGET_SCRIPT },
  quoteServe: { global: 'QuoteServe', local: LOCAL_QUOTE_SERVE_SCRIPT },
  creditSdk: { global: 'CreditSDK', local: LOCAL_CREDIT_SDK_SCRIPT },
} as const;
export type PartnerScriptName = keyof typeof PARTNER_SCRIPTS;

interface ScriptOptions {
  quoteWidget: PartnerWidgetInit;
  quoteServe: QuoteServeInit;
  creditSdk: CreditSdkInit;
}
type OptionsOf<N extends PartnerScriptName> = ScriptOptions[N];

/**
 * Loads a partner script (once per page) and starts it in `container`: rejects when the script
 * fails to load or exposes no loader, which the caller reports as "Error loading scripts".
 */
export async function mountPartnerScript<N extends PartnerScriptName>(
  name: N,
  src: string,
  container: HTMLElement,
  options: OptionsOf<N>,
): Promise<void> {
  await loadScript(src);
  const loader = window[PARTNER_SCRIPTS[name].global] as PartnerScriptLoader<OptionsOf<N>> | undefined;
  if (!loader) throw new Error(`${src} exposes no ${PARTNER_SCRIPTS[name].global}`);
  loader.init(container, options);
}

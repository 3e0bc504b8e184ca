import Cookies from 'js-cookie';
import { EXPERIMENT_COOKIE } from './constants';

/** What a partner's quote widget loader is initialised with (site-and-lead-routing.md section 7). */
export interface PartnerWidgetInit {
  src: string;
  zipcode: string;
  trn_id: string;
  var1: string;
  var2: string;
  var3: string;
  targetbuyer: string;
  inventorytype: string;
}

/** The widget settings a decision's configuration carries, when its partner hosts a widget. */
export function widgetSettings(configuration: Record<string, unknown> | null | undefined) {
  const src = configuration?.scriptSrc;
  if (typeof src !== 'string' || !/^(\/|https:\/\/)/.test(src)) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    src,
    targetbuyer: text(configuration?.targetbuyer),
    inventorytype: text(configuration?.inventorytype),
  };
}

/** The init values: the click id's unique part as the transaction id, var2 the page path and label. */
export function widgetInit(
  settings: { src: string; targetbuyer: string; inventorytype: string },
  click: { zip: string; clickId: string; path: string; label: string },
): PartnerWidgetInit {
  return {
    src: settings.src,
    zipcode: click.zip,
    trn_id: click.clickId.split('|')[1] ?? click.clickId,
    var1: click.clickId,
    var2: `${click.path}|${click.label}`,
    var3: Cookies.get(EXPERIMENT_COOKIE) ?? '',
    targetbuyer: settings.targetbuyer,
    inventorytype: settings.inventorytype,
  };
}

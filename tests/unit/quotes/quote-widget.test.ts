import { describe, expect, it } from 'vitest';
import { widgetInit, widgetSettings } from '@/lib/quotes/partner-widget';
import { autoDestination } from '@/lib/quotes/quote-flow';
import { loadScript } from '@/lib/quotes/script-loader';

describe('partner script loader', () => {
  it('loads a script once however many ask, and tries again after a failure', async () => {
    const src = '/partner-widget/test-once.js';
    const first = loadScript(src);
    expect(loadScript(src)).toBe(first);
    const scripts = () => document.head.querySelectorAll(`script[src="${src}"]`);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(`could not load ${src}`);
    expect(scripts()).toHaveLength(0);
    const second = loadScript(src);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
  });
});

describe('partner widget', () => {
  it('reads the widget from a decision’s configuration, same-site or https only', () => {
    expect(widgetSettings({ scriptSrc: '/w.js', targetbuyer: 'MA', inventorytype: 'home' })).toEqual({
      src: '/w.js',
      targetbuyer: 'MA',
      inventorytype: 'home',
    });
    expect(widgetSettings({ scriptSrc: 'javascript:alert(1)' })).toBeNull();
    expect(widgetSettings({ scriptSrc: 'http://insecure.example/w.js' })).toBeNull();
    expect(widgetSettings(null)).toBeNull();
  });

  it('initialises the loader with the zip, the click id parts, the path and label, and the experiment cookie', () => {
    document.cookie = 'experiment=b';
    expect(
      widgetInit(
        { src: '/w.js', targetbuyer: 'MA', inventorytype: 'home' },
        { zip: '30301', clickId: '3f2a9c1d|abc-123', path: '/insurance/home/', label: 'FWQ-home' },
      ),
    ).toEqual({
      src: '/w.js',
      zipcode: '30301',
      trn_id: 'abc-123',
      var1: '3f2a9c1d|abc-123',
      var2: '/insurance/home/|FWQ-home',
      var3: 'b',
      targetbuyer: 'MA',
      inventorytype: 'home',
    });
  });

  it('sends an auto quote to compare-matches with the zip and only the utm values', () => {
    expect(autoDestination('30301', '?utm_source=news&ref=x&utm_medium=email')).toBe(
      '/insurance/auto/compare-matches?zip=30301&utm_source=news&utm_medium=email',
    );
  });
});

describe('quote event', () => {
  it('carries the advertiser, the widget, the click id and the fallback with its reason', async () => {
    const { quoteEventProperties } = await import('@/lib/quotes/quote-flow');
    expect(
      quoteEventProperties(
        {
          value: '/partners/qs/',
          action: 'open-link',
          optionFound: false,
          providerName: 'Partner QS',
          gaInsurance: 'renters_insurance',
          clickId: '3f2a9c1d|abc-123|fallback',
          showModal: false,
          isFallback: true,
          fallbackReason: 'Empty kevel decision',
          newTab: false,
        },
        'renters',
        'FWQ-renters',
      ),
    ).toEqual({
      vertical: 'renters',
      advertiser: 'Partner QS',
      widget: 'FWQ-renters',
      click_id: '3f2a9c1d|abc-123|fallback',
      fallback: true,
      fallback_reason: 'Empty kevel decision',
    });
  });
});

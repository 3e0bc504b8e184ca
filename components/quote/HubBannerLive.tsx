'use client';

import { useEffect, useRef, useState } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics } from '@/lib/analytics/track';
import { bannerContent, type BannerButton, type BannerDefaults } from '@/lib/ads/hub-banner';
import { ADS_TEXTS } from '@/lib/ads/messages';
import type { PartnerOption } from '@/lib/ads/partner-option';
import type { AdDecision } from '@/lib/ads/decision';
import type { DecisionAnswer, QuoteClick, QuoteSettings } from '@/lib/quotes/quote-flow';
import { sendOn } from '@/lib/quotes/send-on';
import { HubBannerView } from './HubBannerView';

// The decision and click code load after the page is up: they are not part of its first load.
let bannerClick: Promise<typeof import('@/lib/quotes/banner-click')> | null = null;
const loadBannerClick = () => (bannerClick ??= import('@/lib/quotes/banner-click'));

interface Props {
  vertical: string;
  /** The banner's div name at the ad server (`BW-auto`), and its click ids' label. */
  placement: string;
  defaults: BannerDefaults;
  settings: QuoteSettings & { analytics: AnalyticsSettings };
}

interface Decided {
  option: PartnerOption;
  decision: AdDecision | null;
  fetchNext: () => Promise<DecisionAnswer>;
}

/**
 * A hub's live banner, decided by the ad server (lib/ads/hub-banner.ts): the vertical's own words
 * until it answers, then the decision's copy, icon and buttons. Its impression is sent when
 * half of it is in view, once per decision; a click sends the decision's click tracking and the
 * QuoteClick event, takes the visitor to the partner, and asks for the placement's next decision.
 */
export function HubBannerLive({ vertical, placement, defaults, settings }: Props) {
  const root = useRef<HTMLElement>(null);
  const [decided, setDecided] = useState<Decided | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const seen = useRef<AdDecision | null>(null);
  useEffect(() => configureAnalytics(settings.analytics), [settings.analytics]);

  const clickOf = (): QuoteClick => ({
    vertical,
    zip: null,
    placement,
    label: placement,
    pageSearch: window.location.search,
    pageUrl: window.location.href,
  });

  // Mounted as the banner nears the screen (HubBanner): the decision is asked for now, not unseen.
  useEffect(() => {
    let current = true;
    void loadBannerClick()
      .then(({ decideBanner }) => decideBanner(clickOf(), settings))
      .then((result) => current && setDecided(result))
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The placement and settings are fixed for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The impression: once per decision, when at least half the banner is in view.
  const decision = decided?.decision ?? null;
  useEffect(() => {
    const element = root.current;
    if (!element || !decision || seen.current === decision) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        seen.current = decision;
        void loadBannerClick().then(({ fireImpression }) => fireImpression(decision));
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [decision]);

  async function onClick(button: BannerButton) {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    const flow = await loadBannerClick();
    const click = clickOf();
    const current = decided ?? (await flow.decideBanner(click, settings).catch(() => null));
    if (!current) {
      setBusy(false);
      setNotice(ADS_TEXTS.tryLater);
      return;
    }
    flow.trackBannerClick(current.option, current.decision, click);
    const destination = flow.bannerDestination(current.option, button, click.zip);
    setNotice(destination.notice);
    await sendOn(destination.url, destination);
    setBusy(false);
    // The ad server counts each decision once: the banner asks for its next one after a click.
    void flow
      .decideBanner(click, settings, current.fetchNext())
      .then(setDecided)
      .catch(() => undefined);
  }

  const content = bannerContent(decision, defaults);
  return (
    <HubBannerView
      rootRef={root}
      content={content}
      reserved={Math.max(defaults.buttons, content.buttons.length)}
      placement={placement}
      decided={decided ? (decided.option.isFallback ? 'fallback' : 'yes') : 'no'}
      notice={notice}
      busy={busy}
      onClick={(button) => void onClick(button)}
    />
  );
}

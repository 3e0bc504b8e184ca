'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { HubBannerLive } from './HubBannerLive';

type LiveProps = Parameters<typeof HubBannerLive>[0];

/**
 * A hub's banner on the page's first load: the server's drawing (`children`), and, as the banner
 * nears the screen, the live banner's code, fetched then (lib/ads/hub-banner.ts says what it
 * shows). The live banner draws the same until the ad server answers, so the swap moves nothing.
 */
export function HubBanner({ children, ...props }: LiveProps & { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [Live, setLive] = useState<ComponentType<LiveProps> | null>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./HubBannerLive').then(({ HubBannerLive }) => current && setLive(() => HubBannerLive));
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, []);
  return <div ref={root}>{Live ? <Live {...props} /> : children}</div>;
}

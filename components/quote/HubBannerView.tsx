import { bannerMargin, type BannerButton, type BannerContent } from '@/lib/ads/hub-banner';
import { BANNER_TEXTS } from '@/lib/ads/messages';
import styles from './HubBanner.module.css';

/**
 * What a hub banner shows: drawn by the server with the vertical's own words, then by the live
 * banner with the decision's. `reserved` buttons' worth of room is kept (the margin rule), so the
 * decision never moves the page.
 */
export function HubBannerView({
  content,
  reserved,
  placement,
  decided = 'no',
  notice = null,
  busy = false,
  onClick,
  rootRef,
}: {
  content: BannerContent;
  reserved: number;
  placement: string;
  decided?: 'no' | 'yes' | 'fallback';
  notice?: string | null;
  busy?: boolean;
  /** None on the server's first paint: a press before the banner is live waits for it. */
  onClick?: (button: BannerButton) => void;
  rootRef?: React.Ref<HTMLElement>;
}) {
  return (
    <aside
      ref={rootRef}
      className={styles.banner}
      aria-label={`${BANNER_TEXTS.label}: ${content.title}`}
      data-placement={placement}
      data-template={content.template}
      data-decided={decided}
    >
      <p className={styles.kicker}>{BANNER_TEXTS.label}</p>
      <div className={styles.copy}>
        {content.icon && (
          // The ad server's drawing as an image: nothing inside an <img>'s SVG can run.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={styles.icon}
            src={`data:image/svg+xml,${encodeURIComponent(content.icon)}`}
            alt=""
            width={40}
            height={40}
          />
        )}
        <div>
          <p className={styles.title}>{content.title}</p>
          <p className={styles.subCopy}>{content.subCopy}</p>
        </div>
      </div>
      <div className={styles.buttons} style={{ minHeight: bannerMargin(reserved) }}>
        {content.buttons.map((button, index) => (
          <button
            key={`${index}-${button.label}`}
            type="button"
            className={styles.button}
            onClick={onClick && (() => onClick(button))}
            aria-disabled={busy || undefined}
          >
            {button.label}
          </button>
        ))}
        <p className={styles.notice} role="status">
          {notice}
        </p>
      </div>
    </aside>
  );
}

'use client';
import { ZipForm } from '@/components/quote/ZipForm';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { VERTICAL_PRODUCTS } from '@/lib/chat/messages';
import type { ChatAction } from '@/lib/chat/wire';
import { placementFor } from '@/lib/quotes/placements';
import type { QuoteSettings } from '@/lib/quotes/quote-flow';
import styles from './ChatPanel.module.css';

export type ChatQuoteSettings = QuoteSettings & { analytics: AnalyticsSettings };

/**
 * The site's own quote form inside an answer: the same zip rules, partner decision, modal and
 * QuoteClick/QuoteFailure events as any page's form, on the chat's own placement.
 */
export function ChatQuote({ action, settings }: { action: ChatAction; settings: ChatQuoteSettings }) {
  const product = VERTICAL_PRODUCTS[action.vertical];
  return (
    <div className={styles.quote}>
      <ZipForm
        vertical={action.vertical}
        placement={placementFor(action.vertical, 'chat')}
        settings={settings}
        buttonText="Get quotes"
        formLabel={`Compare ${product} quotes`}
      />
    </div>
  );
}

'use client';

import { useEffect, useId, useRef } from 'react';
import { ADS_TEXTS } from '@/lib/ads/messages';
import type { PartnerWidgetInit } from '@/lib/quotes/partner-widget';
import styles from './QuoteModal.module.css';
import { usePartnerScript } from './usePartnerScript';

/**
 * The modal titled "Insurance Quote" that hosts a partner's quote widget. A native modal dialog:
 * focus stays inside, Escape closes it, and focus returns to what opened it.
 */
export function QuoteModal({
  init,
  partnerName,
  onClose,
  onScriptError,
}: {
  init: PartnerWidgetInit | null;
  /** The partner the visitor's details go to: named, with the consent they give, above its form. */
  partnerName: string | null;
  onClose: () => void;
  /** The partner's script failed: the form falls back to the default partner. */
  onScriptError?: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const status = usePartnerScript('quoteWidget', init?.src ?? null, init, container, onScriptError);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (init && !element.open) element.showModal();
    if (!init && element.open) element.close();
  }, [init]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={onClose}>
      <div className={styles.header}>
        <h2 id={titleId}>{ADS_TEXTS.modalTitle}</h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => dialog.current?.close()}
          aria-label="Close"
        >
          ×
        </button>
      </div>
      {partnerName && (
        <div className={styles.disclosure}>
          <p className={styles.partner}>{ADS_TEXTS.modalPartner(partnerName)}</p>
          <p className={styles.consent}>{ADS_TEXTS.modalConsent(partnerName)}</p>
        </div>
      )}
      {status === 'loading' && <p role="status">Loading your quote form…</p>}
      {status === 'error' && (
        <>
          <p role="alert" className={styles.error}>
            {ADS_TEXTS.scriptsFailed}
          </p>
          {onScriptError && <p role="status">{ADS_TEXTS.tryLater}</p>}
        </>
      )}
      <div ref={container} className={styles.widget} data-status={status} />
    </dialog>
  );
}

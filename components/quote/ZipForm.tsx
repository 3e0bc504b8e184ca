'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics, track } from '@/lib/analytics/track';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { visitorLocation } from '@/lib/location/client';
import { widgetInit, widgetSettings, type PartnerWidgetInit } from '@/lib/quotes/partner-widget';
import {
  fireTracking,
  quoteEventProperties,
  resolveQuoteClick,
  type DecisionAnswer,
  type QuoteSettings,
} from '@/lib/quotes/quote-flow';
import { zipError } from '@/lib/zip/validate';
import { QuoteModal } from './QuoteModal';
import styles from './ZipForm.module.css';

interface Props {
  vertical: string;
  /** The placement's div name at the ad server, and the label its click ids carry. */
  placement: string;
  settings: QuoteSettings & { analytics: AnalyticsSettings };
  buttonText?: string;
  /** The company a widget targets (a review page's): its zip may be left blank. */
  targetCompany?: string;
  /** The form's accessible name, when the page has more than one quote form. */
  formLabel?: string;
}

function localStore() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The quote call to action: a labelled zip box and a button. Enter or the button submits; a bad
 * zip shows the spec's error and blocks the submit, and a form already in error refuses to submit
 * until the zip changes. A good zip goes to the partner the decision (or the fallback) names.
 */
export function ZipForm({
  vertical,
  placement,
  settings,
  buttonText = 'Get quotes',
  targetCompany,
  formLabel,
}: Props) {
  const id = useId();
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [widget, setWidget] = useState<PartnerWidgetInit | null>(null);
  // The placement's next decision, asked for after each click that leaves the visitor here.
  const nextDecision = useRef<{ zip: string | null; answer: Promise<DecisionAnswer> } | null>(null);
  useEffect(() => configureAnalytics(settings.analytics), [settings.analytics]);
  // Prefill from the visitor's location, unless they have started typing.
  useEffect(() => {
    let current = true;
    void visitorLocation().then((location) => {
      if (current && location?.zipcode) setZip((typed) => typed || (location.zipcode ?? ''));
    });
    return () => {
      current = false;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (error || busy) return;
    const problem = zipError(zip, { targetsCompany: targetCompany !== undefined });
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setNotice(null);
    const typed = zip.trim() || null;
    const kept = nextDecision.current?.zip === typed ? nextDecision.current.answer : undefined;
    nextDecision.current = null;
    try {
      const { option, decision, fetchNext } = await resolveQuoteClick(
        {
          vertical,
          zip: typed,
          company: targetCompany,
          placement,
          label: placement,
          pageSearch: window.location.search,
          pageUrl: window.location.href,
        },
        settings,
        localStore(),
        { prefetched: kept },
      );
      fireTracking(decision);
      track('QuoteClick', quoteEventProperties(option, vertical, placement));
      if (option.fallbackReason === ADS_TEXTS.fetchFailed) {
        // The ad server failed (the server logged it): the default provider still gets the visitor.
        setNotice(ADS_TEXTS.tryLater);
      }
      const settingsForWidget = option.showModal ? widgetSettings(decision?.configuration) : null;
      if (settingsForWidget) {
        setWidget(
          widgetInit(settingsForWidget, {
            // A blank company-targeted form: the partner's widget asks for the zip itself.
            zip: typed ?? '',
            clickId: option.clickId,
            path: window.location.pathname,
            label: placement,
          }),
        );
      } else if (option.action === 'open-link' && option.newTab) {
        window.open(option.value, '_blank', 'noopener,noreferrer');
      } else {
        window.location.assign(option.value);
        return;
      }
      nextDecision.current = { zip: typed, answer: fetchNext() };
      setBusy(false);
    } catch (failure) {
      track('QuoteFailure', {
        vertical,
        widget: placement,
        reason: failure instanceof Error ? failure.message : 'unknown',
      });
      // A notice, not a zip error: the same zip may well work on the next try.
      setNotice(ADS_TEXTS.tryLater);
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        aria-label={formLabel ?? `Get ${vertical} insurance quotes`}
        noValidate
      >
        <label htmlFor={`${id}-zip`} className={styles.label}>
          ZIP code
        </label>
        <div className={styles.row}>
          <input
            id={`${id}-zip`}
            className={styles.input}
            name="zip"
            value={zip}
            onChange={(event) => {
              setZip(event.target.value);
              setError(null);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            placeholder="e.g. 30301"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
            {buttonText}
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {notice && (
          <p role="status" className={styles.notice}>
            {notice}
          </p>
        )}
      </form>
      {/* Outside the form: a partner's widget may bring a form of its own. */}
      <QuoteModal init={widget} onClose={() => setWidget(null)} />
    </>
  );
}

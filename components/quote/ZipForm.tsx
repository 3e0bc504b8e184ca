'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics, track } from '@/lib/analytics/track';
import { ADS_TEXTS } from '@/lib/ads/messages';
import { visitorLocation } from '@/lib/location/client';
import { widgetInit, widgetSettings, type PartnerWidgetInit } from '@/lib/quotes/partner-widget';
import {
  fireTracking,
  quoteEventProperties,
  resolveQuoteClick,
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
  /** A widget for one company takes any zip length (or none). */
  targetsCompany?: boolean;
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
  targetsCompany = false,
}: Props) {
  const id = useId();
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [widget, setWidget] = useState<PartnerWidgetInit | null>(null);
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
    const problem = zipError(zip, { targetsCompany });
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const { option, decision } = await resolveQuoteClick(
        {
          vertical,
          zip: zip.trim(),
          placement,
          label: placement,
          pageSearch: window.location.search,
          pageUrl: window.location.href,
        },
        settings,
        localStore(),
      );
      fireTracking(decision);
      track('QuoteClick', quoteEventProperties(option, vertical, placement));
      const settingsForWidget = option.showModal ? widgetSettings(decision?.configuration) : null;
      if (settingsForWidget) {
        setWidget(
          widgetInit(settingsForWidget, {
            zip: zip.trim(),
            clickId: option.clickId,
            path: window.location.pathname,
            label: placement,
          }),
        );
        setBusy(false);
      } else if (option.action === 'open-link' && option.newTab) {
        window.open(option.value, '_blank', 'noopener,noreferrer');
        setBusy(false);
      } else {
        window.location.assign(option.value);
      }
    } catch {
      setError(ADS_TEXTS.tryLater);
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        aria-label={`Get ${vertical} insurance quotes`}
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
      </form>
      {/* Outside the form: a partner's widget may bring a form of its own. */}
      <QuoteModal init={widget} onClose={() => setWidget(null)} />
    </>
  );
}

'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AnalyticsSettings } from '@/lib/analytics/events';
import { configureAnalytics } from '@/lib/analytics/track';
import { ADS_TEXTS } from '@/lib/ads/messages';
import type { PartnerWidgetInit } from '@/lib/quotes/partner-widget';
import type { QuoteOutcome } from '@/lib/quotes/quote-click';
import type { DecisionAnswer, QuoteClick, QuoteSettings } from '@/lib/quotes/quote-flow';
import { sendOn } from '@/lib/quotes/send-on';
import { zipError } from '@/lib/zip/validate';
import { QuoteModal } from './QuoteModal';
import styles from './ZipForm.module.css';

// Loaded on intent (focus, pointer, submit): the quote flow is not part of the page's first load.
let quoteClick: Promise<typeof import('@/lib/quotes/quote-click')> | null = null;
const loadQuoteClick = () => (quoteClick ??= import('@/lib/quotes/quote-click'));

interface Props {
  vertical: string;
  /** The placement's div name at the ad server, and the label its click ids carry. */
  placement: string;
  /** ipEchoUrl: where the browser asks for its own address (null: the site's /api/location). */
  settings: QuoteSettings & { analytics: AnalyticsSettings; ipEchoUrl?: string | null };
  buttonText?: string;
  /** The company a widget targets (a review page's): its zip may be left blank. */
  targetCompany?: string;
  /** The form's accessible name, when the page has more than one quote form. */
  formLabel?: string;
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
  const [widget, setWidget] = useState<{ init: PartnerWidgetInit; partnerName: string } | null>(null);
  // The placement's next decision, asked for after each click that leaves the visitor here.
  const nextDecision = useRef<{
    zip: string | null;
    placement: string;
    answer: Promise<DecisionAnswer>;
  } | null>(null);
  // The click a partner widget was opened for: its script failing sends the visitor to the fallback.
  const widgetClick = useRef<QuoteClick | null>(null);
  useEffect(() => configureAnalytics(settings.analytics), [settings.analytics]);
  // Prefill from the visitor's location, unless they have started typing. Asked once the page is
  // idle, so the lookup and its code never compete with the page's own loading.
  const ipEchoUrl = settings.ipEchoUrl ?? null;
  useEffect(() => {
    let current = true;
    const prefill = () =>
      void import('@/lib/location/client')
        .then(({ visitorLocation }) => visitorLocation(ipEchoUrl))
        .then((location) => {
          if (current && location?.zipcode) setZip((typed) => typed || (location.zipcode ?? ''));
        });
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle
      ? window.requestIdleCallback(prefill, { timeout: 3_000 })
      : window.setTimeout(prefill, 1);
    return () => {
      current = false;
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, [ipEchoUrl]);

  /** Carries out a resolved click; a fallback's notice is read before the visitor is sent on. */
  async function carryOut(outcome: QuoteOutcome, notice: string | null, click: QuoteClick) {
    setNotice(notice);
    if (outcome.kind === 'modal') {
      widgetClick.current = click;
      setWidget({ init: outcome.init, partnerName: outcome.partnerName });
      return;
    }
    await sendOn(outcome.url, { newTab: outcome.kind === 'new-tab', notice });
  }

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
    let flow: Awaited<ReturnType<typeof loadQuoteClick>>;
    try {
      flow = await loadQuoteClick();
    } catch {
      // The flow's own code did not arrive (a network blip): the next submit fetches it again.
      quoteClick = null;
      setNotice(ADS_TEXTS.tryLater);
      setBusy(false);
      return;
    }
    // A zip no state has is the visitor's to fix: no decision, no partner, no fallback.
    const lookupProblem = flow.zipLookupError(typed);
    if (lookupProblem) {
      setError(lookupProblem);
      setBusy(false);
      return;
    }
    // A decision fetched for another placement (the homepage's form after its vertical changed) is not this one's.
    const saved = nextDecision.current;
    const kept = saved?.zip === typed && saved.placement === placement ? saved.answer : undefined;
    nextDecision.current = null;
    const click: QuoteClick = {
      vertical,
      zip: typed,
      company: targetCompany,
      placement,
      label: placement,
      pageSearch: window.location.search,
      pageUrl: window.location.href,
    };
    try {
      const { outcome, notice: shown, fetchNext } = await flow.runQuoteClick(click, settings, kept);
      await carryOut(outcome, shown, click);
      if (outcome.kind === 'navigate') return;
      nextDecision.current = { zip: typed, placement, answer: fetchNext() };
      setBusy(false);
    } catch (failure) {
      flow.trackQuoteFailure(vertical, placement, failure);
      // A notice, not a zip error: the same zip may well work on the next try.
      setNotice(ADS_TEXTS.tryLater);
      setBusy(false);
    }
  }

  /** The modal says what failed while the notice is read; then the default partner takes over. */
  async function onScriptError() {
    const click = widgetClick.current;
    widgetClick.current = null;
    if (!click) return;
    const flow = await loadQuoteClick();
    try {
      const { outcome, notice: shown } = flow.runScriptFailureFallback(click, settings);
      await carryOut(outcome, shown, click);
    } catch (failure) {
      flow.trackQuoteFailure(vertical, placement, failure);
      setNotice(ADS_TEXTS.tryLater);
    }
    setWidget(null);
  }

  return (
    <>
      <form
        className={styles.form}
        onSubmit={submit}
        onFocus={() => void loadQuoteClick()}
        onPointerEnter={() => void loadQuoteClick()}
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
      <QuoteModal
        init={widget?.init ?? null}
        partnerName={widget?.partnerName ?? null}
        onClose={() => setWidget(null)}
        onScriptError={() => void onScriptError()}
      />
    </>
  );
}

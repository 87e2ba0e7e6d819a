import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router';
import { api } from '../../api/baseApi';
import { isApiError } from '../../api/errors';
import type { CheckoutStatus } from '../../api/contract';
import { subscriptionApi, useGetCheckoutStatusQuery } from '../../api/subscription';
import { useToast } from '../../app/toasts';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { paymentPolling } from './polling';

/** A refused look (an unknown session) ends the wait; a server or network hiccup does not. */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && typeof error.status === 'number' && error.status < 500;
}

function isSettled(data: CheckoutStatus | undefined, error: unknown): boolean {
  return data?.status === 'complete' || data?.status === 'expired' || isRefusal(error);
}

/**
 * Stripe sends the browser back with ?checkout=success&session_id=… or ?checkout=cancelled.
 * Coming back proves nothing: only GET /plans/checkout-session/{id} (polled every 2 s) says
 * whether the payment landed. While it is pending the screen shows 'payment processing';
 * complete refreshes /org/me, then says so; expired says the payment did not go through.
 * Each outcome is said once, then the query string is dropped (a reload does not repeat it).
 *
 * `orgFetchedAt`: when /org/me last answered, to wait for the refreshed organisation.
 */
export function useCheckoutReturn(orgFetchedAt: number | undefined): { processing: boolean } {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id') ?? '';
  const confirming = outcome === 'success' && sessionId !== '';

  // Polled every 2 s until the answer settles (read first from the cache, to stop polling).
  const cached = subscriptionApi.endpoints.getCheckoutStatus.useQueryState(sessionId, {
    skip: !confirming,
  });
  const settledBefore = isSettled(cached.data, cached.error);
  const status = useGetCheckoutStatusQuery(sessionId, {
    skip: !confirming,
    pollingInterval: settledBefore ? 0 : paymentPolling.intervalMs,
    skipPollingIfUnfocused: false,
  });
  const state = status.data?.status;
  const refused = isRefusal(status.error);
  const settled = isSettled(status.data, status.error);
  useLoggedFailure('payment status', status.error);

  // The moment /org/me was asked again after 'complete'; the success is said once it answered.
  const [refreshSince, setRefreshSince] = useState<number | null>(null);
  // What has been done already (development's StrictMode runs effects twice).
  const done = useRef(new Set<string>());

  useEffect(() => {
    const first = (step: string) => {
      if (done.current.has(step)) return false;
      done.current.add(step);
      return true;
    };
    const drop = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('checkout');
          next.delete('session_id');
          return next;
        },
        { replace: true },
      );

    if (outcome === null) return;
    if (outcome === 'cancelled') {
      if (first('cancelled')) toast.info(t('subscription.checkout.cancelled'));
      drop();
      return;
    }
    if (!confirming) {
      drop();
      return;
    }
    if (state === 'complete') {
      if (first(`refresh:${sessionId}`)) {
        setRefreshSince(Date.now());
        dispatch(api.util.invalidateTags(['Org']));
        return;
      }
      if (refreshSince === null || (orgFetchedAt ?? 0) < refreshSince) return;
      if (first(`complete:${sessionId}`)) {
        toast.success(
          t('subscription.checkout.successTitle'),
          t('subscription.checkout.successText'),
        );
      }
      drop();
      return;
    }
    if (state === 'expired') {
      if (first(`expired:${sessionId}`)) {
        toast.error(
          t('subscription.checkout.expiredTitle'),
          t('subscription.checkout.expiredText'),
        );
      }
      drop();
      return;
    }
    if (refused) {
      if (first(`refused:${sessionId}`)) {
        toast.error(
          t('subscription.checkout.unknownTitle'),
          t('subscription.checkout.unknownText'),
        );
      }
      drop();
    }
  }, [
    outcome,
    confirming,
    sessionId,
    state,
    refused,
    refreshSince,
    orgFetchedAt,
    setParams,
    dispatch,
    toast,
    t,
  ]);

  // Stripe's confirmation may be slow: after 2 minutes the screen stops waiting and says so.
  useEffect(() => {
    if (!confirming || settled) return;
    const timer = window.setTimeout(() => {
      toast.info(t('subscription.stillProcessingTitle'), t('subscription.stillProcessingText'));
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('checkout');
          next.delete('session_id');
          return next;
        },
        { replace: true },
      );
    }, paymentPolling.giveUpMs);
    return () => window.clearTimeout(timer);
  }, [confirming, settled, sessionId, setParams, toast, t]);

  return { processing: confirming };
}

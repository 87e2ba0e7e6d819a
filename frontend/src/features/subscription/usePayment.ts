import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { api } from '../../api/baseApi';
import type { OrgDetails, Plan } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useGetOrgDetailsQuery } from '../../api/org';
import { useCreateCheckoutSessionMutation, useSubscribeMutation } from '../../api/subscription';
import { pageActions } from '../../app/pageActions';
import { useToast } from '../../app/toasts';
import { paymentPolling } from './polling';
import { hasPaidPlan, isPerUser, ownsPlan } from './status';

/** What a plan card asks for: pay again for the plan, move to it, or add seats to it. */
export type PlanAction = 'renew' | 'upgrade' | 'addUsers';

/**
 * The plan cards' actions (spec sections 2, 4, 9). Renew and Add users open Stripe Checkout
 * (addon false / true, the entered seats); Upgrade opens Checkout too unless a paid
 * subscription is running, which POST /plans/subscribe changes instead — answering with a
 * payment page, or "pending": then /org/me is polled every 2 s until it shows the new plan
 * (given up after 2 minutes with a note).
 */
export function usePayment(org: OrgDetails | undefined) {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useDispatch();
  const [createCheckout] = useCreateCheckoutSessionMutation();
  const [subscribe] = useSubscribeMutation();
  /** The request in flight. */
  const [busy, setBusy] = useState<{ planId: string; action: PlanAction } | null>(null);
  /** The plan whose confirmation is awaited after a pending upgrade. */
  const [awaiting, setAwaiting] = useState<string | null>(null);
  const polled = useGetOrgDetailsQuery(undefined, {
    skip: awaiting === null,
    pollingInterval: paymentPolling.intervalMs,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    if (awaiting === null || !polled.data || !ownsPlan(polled.data, awaiting)) return;
    setAwaiting(null);
    toast.success(t('subscription.planChangedTitle'), t('subscription.planChangedText'));
  }, [awaiting, polled.data, toast, t]);

  useEffect(() => {
    if (awaiting === null) return;
    const timer = window.setTimeout(() => {
      setAwaiting(null);
      toast.info(t('subscription.stillProcessingTitle'), t('subscription.stillProcessingText'));
    }, paymentPolling.giveUpMs);
    return () => window.clearTimeout(timer);
  }, [awaiting, toast, t]);

  const start = async (plan: Plan, action: PlanAction, seats: number) => {
    if (!org || busy !== null || awaiting !== null) return;
    setBusy({ planId: plan.id, action });
    try {
      if (action === 'upgrade' && hasPaidPlan(org)) {
        const body = isPerUser(plan) ? { seat_count: seats } : {};
        const result = await subscribe({ planId: plan.id, ...body }).unwrap();
        if (result.url) pageActions.assign(result.url);
        else if (result.pending) setAwaiting(plan.name);
        else {
          dispatch(api.util.invalidateTags(['Org']));
          toast.success(t('subscription.planChangedTitle'), t('subscription.planChangedText'));
        }
      } else {
        const { url } = await createCheckout({
          planId: plan.id,
          seat_count: seats,
          addon: action === 'addUsers',
        }).unwrap();
        // Spec section 4: a missing url is an error.
        if (!url) throw new Error('The checkout session has no url');
        pageActions.assign(url);
      }
    } catch (err) {
      console.error('Failed to initiate payment:', isApiError(err) ? err.technical : err);
      // The server's reason (e.g. payments not set up on this server) under the spec's text.
      toast.error(t('subscription.paymentFailed'), isApiError(err) ? err.serverMessage : undefined);
    } finally {
      setBusy(null);
    }
  };

  return { start, busy, processing: awaiting !== null };
}

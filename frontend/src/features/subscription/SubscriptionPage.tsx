import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useGetOrgDetailsQuery } from '../../api/org';
import { useGetPlansQuery } from '../../api/public';
import { useGetCheckoutSettingsQuery } from '../../api/subscription';
import { useToast } from '../../app/toasts';
import { languageInfo } from '../../i18n/languages';
import { CheckoutUnavailable } from './CheckoutUnavailable';
import { CurrentPlanCard, ProcessingBanner, TrialBanner } from './CurrentPlan';
import { PlanCard } from './PlanCard';
import { subscriptionBadge } from './status';
import { useCheckoutReturn } from './useCheckoutReturn';
import type { PlanAction } from './usePayment';
import { usePayment } from './usePayment';
import './subscription.css';

const BADGE = {
  trial: { color: 'blue', key: 'subscription.badge.trial' },
  active: { color: 'green', key: 'subscription.badge.active' },
  none: { color: 'default', key: 'subscription.badge.none' },
} as const;

/**
 * /subscription: the current plan (or 'payment processing' while Stripe's confirmation is
 * awaited), the trial banner, and a card per plan with its actions (spec sections 2, 4, 5, 9).
 */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const locale = languageInfo(i18n.language).tag;
  const org = useGetOrgDetailsQuery(undefined, { refetchOnMountOrArgChange: true });
  const plans = useGetPlansQuery();
  const checkout = useCheckoutReturn(org.fulfilledTimeStamp);
  const payment = usePayment(org.data);
  const checkoutSettings = useGetCheckoutSettingsQuery().data;
  // Paying cannot work here: the plans stay on show, their actions off with the reason.
  const unavailable = checkoutSettings?.configured === false ? 'checkout-unavailable' : undefined;
  const processing = checkout.processing || payment.processing;

  // One toast per failed read (a request id tells a new failure from a re-render).
  const notified = useRef<string | undefined>(undefined);
  const failed = org.isError ? org : plans.isError ? plans : null;
  useEffect(() => {
    if (!failed || notified.current === failed.requestId) return;
    notified.current = failed.requestId;
    const error = failed.error;
    console.error(
      'Failed to load subscription details:',
      isApiError(error) ? error.technical : error,
    );
    toast.error(t('subscription.loadFailed'));
  }, [failed, toast, t]);

  const details = org.data;
  const badge = details ? BADGE[subscriptionBadge(details)] : null;
  const list = plans.data ?? [];
  const busyOf = (planId: string): PlanAction | null =>
    payment.busy?.planId === planId ? payment.busy.action : null;

  return (
    <div className="subscription-page">
      <header className="page-header subscription-header">
        <div>
          <h1>{t('pages.subscription')}</h1>
          <p>{t('subscription.subtitle')}</p>
        </div>
        {badge && (
          <Tag color={badge.color} className="subscription-badge" data-testid="subscription-badge">
            {t(badge.key)}
          </Tag>
        )}
      </header>

      {!details ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          {details.trial_active && <TrialBanner org={details} locale={locale} />}
          {processing ? <ProcessingBanner /> : <CurrentPlanCard org={details} locale={locale} />}
        </>
      )}

      <section className="subscription-plans" aria-labelledby="plans-title">
        <h2 id="plans-title" className="subscription-section-title">
          {t('subscription.plansTitle')}
        </h2>
        {unavailable && checkoutSettings && (
          <CheckoutUnavailable id={unavailable} settings={checkoutSettings.missing_settings} />
        )}
        {plans.isLoading || !details ? (
          <Skeleton active paragraph={{ rows: 5 }} />
        ) : plans.isError && list.length === 0 ? (
          <Alert
            type="error"
            showIcon
            title={t('subscription.plansUnavailable')}
            action={
              <Button
                size="small"
                icon={<ReloadOutlined />}
                loading={plans.isFetching}
                onClick={() => void plans.refetch()}
              >
                {t('subscription.retry')}
              </Button>
            }
            data-testid="plans-error"
          />
        ) : list.length === 0 ? (
          <p className="subscription-empty" role="status">
            {t('subscription.noPlans')}
          </p>
        ) : (
          <div className="plan-options" data-testid="plan-options">
            {list.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                org={details}
                locale={locale}
                busy={busyOf(plan.id)}
                disabled={processing || payment.busy !== null}
                unavailable={unavailable}
                onAction={(chosen, action, seats) => void payment.start(chosen, action, seats)}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

import { CrownOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrgDetails } from '../../api/contract';
import { formatDate, formatPrice } from '../../lib/format';
import { planName } from '../../lib/planText';
import { daysLeft } from './status';
import { Card } from '../../components/Card';

/** The organisation's current plan: name, price with currency, expiry (or N/A). */
export function CurrentPlanCard({ org, locale }: { org: OrgDetails; locale: string }) {
  const { t } = useTranslation();
  return (
    <Card className="current-plan" aria-labelledby="current-plan-title" data-testid="current-plan">
      <h2 id="current-plan-title" className="subscription-card-title">
        <CrownOutlined aria-hidden="true" /> {t('subscription.currentPlan')}
      </h2>
      <dl className="current-plan-facts">
        <div>
          <dt>{t('subscription.plan')}</dt>
          <dd data-testid="current-plan-name">
            {org.plan_name ? planName(t, org.plan_name) : t('subscription.noPlan')}
          </dd>
        </div>
        <div>
          <dt>{t('subscription.price')}</dt>
          <dd data-testid="current-plan-price">
            {org.plan_price != null ? (
              <bdi>{formatPrice(org.plan_price, org.plan_currency, locale)}</bdi>
            ) : (
              t('common.na')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('subscription.expires')}</dt>
          <dd data-testid="current-plan-expiry">
            {formatDate(org.plan_expiry, locale) ?? t('common.na')}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** The trial banner: days left until plan_expiry, with full access to every plan meanwhile. */
export function TrialBanner({ org, locale }: { org: OrgDetails; locale: string }) {
  const { t } = useTranslation();
  const days = daysLeft(org.plan_expiry);
  const date = formatDate(org.plan_expiry, locale);
  return (
    <Alert
      type="info"
      showIcon
      className="subscription-banner"
      data-testid="trial-banner"
      title={
        days === null
          ? t('subscription.trialTitle')
          : days === 0
            ? t('subscription.trialEndsToday')
            : t('subscription.trialDaysLeft', { days })
      }
      description={
        date
          ? `${t('subscription.trialEndsOn', { date })} ${t('subscription.trialFullAccess')}`
          : t('subscription.trialFullAccess')
      }
    />
  );
}

/** Shown instead of the (stale) current plan while Stripe's confirmation is awaited. */
export function ProcessingBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      icon={<LoadingOutlined aria-hidden="true" />}
      className="subscription-banner"
      role="status"
      data-testid="payment-processing"
      title={t('subscription.processingTitle')}
      description={t('subscription.processingText')}
    />
  );
}

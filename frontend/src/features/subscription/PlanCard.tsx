import { CheckOutlined } from '@ant-design/icons';
import { Button, InputNumber, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrgDetails, Plan } from '../../api/contract';
import { formatPrice } from '../../lib/format';
import { planFeature, planName } from '../../lib/planText';
import { isPerUser, normaliseSeats, ownsPlan } from './status';
import type { PlanAction } from './usePayment';
import { Card } from '../../components/Card';

/**
 * One plan of GET /plans/: name, price with currency ("per user" for per-user plans), the days
 * it covers, its features, and its actions — Renew for a plan the organisation has, Upgrade
 * otherwise, and for per-user plans a seats input and (when owned) Add users.
 */
export function PlanCard({
  plan,
  org,
  locale,
  busy,
  disabled,
  unavailable,
  onAction,
}: {
  plan: Plan;
  org: OrgDetails;
  locale: string;
  /** The action of this card in flight, if any. */
  busy: PlanAction | null;
  disabled: boolean;
  /** The id of the text saying why paying cannot work on this server: the actions are off. */
  unavailable?: string | undefined;
  onAction: (plan: Plan, action: PlanAction, seats: number) => void;
}) {
  const { t } = useTranslation();
  const perUser = isPerUser(plan);
  const owned = ownsPlan(org, plan.name);
  const [seats, setSeats] = useState<number | null>(1);
  const nameId = `plan-${plan.id}-name`;
  const seatsId = `plan-${plan.id}-seats`;
  const seatCount = perUser ? normaliseSeats(seats) : 1;
  const act = (action: PlanAction) => () => onAction(plan, action, seatCount);
  const main: PlanAction = owned ? 'renew' : 'upgrade';

  return (
    <Card
      className={owned ? 'plan-option plan-option-owned' : 'plan-option'}
      aria-labelledby={nameId}
      data-testid={`plan-${plan.id}`}
    >
      <div className="plan-option-head">
        <h3 id={nameId}>{planName(t, plan.name)}</h3>
        {owned && <Tag color="green">{t('subscription.yourPlan')}</Tag>}
      </div>
      <p className="plan-option-price" data-testid="plan-price">
        <bdi>{formatPrice(plan.price, plan.currency, locale)}</bdi>
        {perUser && <span className="plan-option-unit"> {t('subscription.perUser')}</span>}
      </p>
      <p className="plan-option-coverage">
        {t('subscription.coverage', { days: plan.duration_days })}
      </p>
      {plan.user_count > 0 && (
        <p className="plan-option-users">
          {t('subscription.usersIncluded', { users: plan.user_count })}
        </p>
      )}
      {plan.features.length > 0 && (
        <ul className="plan-option-features">
          {plan.features.map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden="true" /> <bdi>{planFeature(t, feature)}</bdi>
            </li>
          ))}
        </ul>
      )}
      {perUser && (
        <div className="plan-option-seats">
          <label htmlFor={seatsId}>{t('subscription.seats')}</label>
          <InputNumber
            id={seatsId}
            min={1}
            precision={0}
            value={seats}
            disabled={disabled}
            onChange={(value) => setSeats(value)}
            // Spec section 5: on blur an empty, invalid or below-1 value becomes 1.
            onBlur={(event) => setSeats(normaliseSeats(event.target.value))}
          />
        </div>
      )}
      <div className="plan-option-actions">
        <Button
          type="primary"
          loading={busy === main}
          disabled={unavailable !== undefined || (disabled && busy !== main)}
          onClick={act(main)}
          aria-describedby={unavailable ? `${nameId} ${unavailable}` : nameId}
        >
          {owned ? t('subscription.renew') : t('subscription.upgrade')}
        </Button>
        {perUser && owned && (
          <Button
            loading={busy === 'addUsers'}
            disabled={unavailable !== undefined || (disabled && busy !== 'addUsers')}
            onClick={act('addUsers')}
            aria-describedby={unavailable ? `${nameId} ${unavailable}` : nameId}
          >
            {t('subscription.addUsers')}
          </Button>
        )}
      </div>
    </Card>
  );
}

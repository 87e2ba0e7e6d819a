import { CheckOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { useGetPlansQuery } from '../../api/public';
import { languageInfo } from '../../i18n/languages';
import { formatPrice } from '../../lib/format';
import { planFeature, planName } from '../../lib/planText';
import '../landing/landing.css';

/** /pricing: the plans from GET /plans/. */
export default function PricingPage() {
  const { t, i18n } = useTranslation();
  const locale = languageInfo(i18n.language).tag;
  const plans = useGetPlansQuery();
  useLoggedFailure('plans', plans.error);
  const list = plans.data ?? [];
  return (
    <div className="landing">
      <section className="page-hero">
        <div className="container">
          <h1>{t('pricing.title')}</h1>
          <p>{t('pricing.subtitle')}</p>
          <p className="pill">{t('pricing.trial')}</p>
        </div>
      </section>
      <section className="section" aria-label={t('pricing.title')}>
        <div className="container">
          {plans.isLoading ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : list.length === 0 ? (
            <p className="empty-note" role="status">
              {plans.isError ? t('pricing.loadError') : t('pricing.empty')}
            </p>
          ) : (
            <div className="plan-grid" data-testid="plan-grid">
              {list.map((plan) => (
                <article className="plan-card" key={plan.id}>
                  <h2>{planName(t, plan.name)}</h2>
                  <p className="plan-price">
                    <bdi>{formatPrice(plan.price, plan.currency, locale)}</bdi>
                    {plan.plan_type === 'per_user' && <span> {t('pricing.perUser')}</span>}
                  </p>
                  <p className="plan-users">
                    {t('pricing.duration', { value: plan.duration_days })}
                  </p>
                  {plan.user_count > 0 && (
                    <p className="plan-users">{t('pricing.users', { value: plan.user_count })}</p>
                  )}
                  <ul>
                    {plan.features.map((feature) => (
                      <li key={feature}>
                        <CheckOutlined aria-hidden="true" /> <bdi>{planFeature(t, feature)}</bdi>
                      </li>
                    ))}
                  </ul>
                  <Link to="/register" className="btn btn-primary">
                    {t('pricing.choose')}
                  </Link>
                </article>
              ))}
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

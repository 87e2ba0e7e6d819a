import { useTranslation } from 'react-i18next';
import { BENEFITS, FEATURES, STEPS } from './content';

/** The feature cards, shared by the landing page and /features (which adds a detail line). */
export function FeatureGrid({ withDetails = false }: { withDetails?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="feature-grid">
      {FEATURES.map((feature) => (
        <article className="feature-card" key={feature.key}>
          <span className="feature-icon" aria-hidden="true">
            {feature.icon}
          </span>
          <h3>{t(`landing.features.${feature.key}.title`)}</h3>
          <p>{t(`landing.features.${feature.key}.text`)}</p>
          {withDetails && (
            <p className="feature-detail">{t(`featuresPage.details.${feature.key}`)}</p>
          )}
        </article>
      ))}
    </div>
  );
}

/** The three setup steps. */
export function StepsSection() {
  const { t } = useTranslation();
  return (
    <section className="section section-tinted" aria-labelledby="steps-title">
      <div className="container">
        <header className="section-head">
          <h2 id="steps-title">{t('landing.steps.title')}</h2>
        </header>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step}>
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`landing.steps.${step}.title`)}</h3>
              <p>{t(`landing.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The six benefits. */
export function BenefitGrid() {
  const { t } = useTranslation();
  return (
    <div className="benefit-grid">
      {BENEFITS.map((benefit) => (
        <article className="benefit" key={benefit.key}>
          <span className="benefit-icon" aria-hidden="true">
            {benefit.icon}
          </span>
          <div>
            <h3>{t(`landing.benefits.${benefit.key}.title`)}</h3>
            <p>{t(`landing.benefits.${benefit.key}.text`)}</p>
          </div>
        </article>
      ))}
    </div>
  );
}

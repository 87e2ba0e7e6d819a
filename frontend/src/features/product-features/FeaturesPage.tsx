import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BENEFITS, FEATURES, STEPS } from '../landing/content';
import '../landing/landing.css';

/** /features: what the product does, in more detail than the landing page. */
export default function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <div className="landing">
      <section className="page-hero">
        <div className="container">
          <h1>{t('featuresPage.title')}</h1>
          <p>{t('featuresPage.subtitle')}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="features-list-title">
        <div className="container">
          <h2 id="features-list-title" className="visually-hidden">
            {t('landing.features.title')}
          </h2>
          <div className="feature-grid">
            {FEATURES.map((feature) => (
              <article className="feature-card" key={feature.key}>
                <span className="feature-icon" aria-hidden="true">
                  {feature.icon}
                </span>
                <h3>{t(`landing.features.${feature.key}.title`)}</h3>
                <p>{t(`landing.features.${feature.key}.text`)}</p>
                <p className="feature-detail">{t(`featuresPage.details.${feature.key}`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
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
      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <header className="section-head">
            <h2 id="benefits-title">{t('landing.benefits.title')}</h2>
          </header>
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
          <p className="center-actions">
            <Link to="/register" className="btn btn-primary btn-lg">
              {t('landing.cta.button')}
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}

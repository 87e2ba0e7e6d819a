import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BenefitGrid, FeatureGrid, StepsSection } from '../landing/sections';
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
          <FeatureGrid withDetails />
        </div>
      </section>
      <StepsSection />
      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <header className="section-head">
            <h2 id="benefits-title">{t('landing.benefits.title')}</h2>
          </header>
          <BenefitGrid />
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

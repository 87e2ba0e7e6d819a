import { ArrowRightOutlined, CheckOutlined, RobotOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BADGES } from './content';
import { BenefitGrid, FeatureGrid, StepsSection } from './sections';
import './landing.css';

function HeroVisual() {
  const { t } = useTranslation();
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="mock-window">
        <div className="mock-bar">
          <span />
          <span />
          <span />
        </div>
        <div className="mock-mail">
          <div className="mock-avatar">{t('landing.mock.from').charAt(0)}</div>
          <div>
            <p className="mock-from">{t('landing.mock.from')}</p>
            <p className="mock-subject">{t('landing.mock.subject')}</p>
            <p className="mock-body">{t('landing.mock.question')}</p>
          </div>
        </div>
        <div className="mock-reply">
          <p className="mock-reply-head">
            <RobotOutlined /> {t('landing.mock.draftReady')}
          </p>
          <p className="mock-body">{t('landing.mock.answer')}</p>
          <p className="mock-source">
            <CheckOutlined /> {t('landing.mock.source')}
          </p>
        </div>
      </div>
      <div className="mock-chip">
        <strong>3+</strong> {t('landing.mock.hoursSaved')}
      </div>
    </div>
  );
}

export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="landing">
      <section className="hero">
        <div className="container hero-grid">
          <div className="hero-copy">
            <p className="pill">{t('landing.hero.badge')}</p>
            <h1>
              {t('landing.hero.title')}{' '}
              <span className="gradient-text">{t('landing.hero.highlight')}</span>
            </h1>
            <p className="hero-subtitle">{t('landing.hero.subtitle')}</p>
            <div className="hero-actions">
              <Link to="/register" className="btn btn-primary btn-lg" data-testid="hero-register">
                {t('landing.hero.ctaRegister')}{' '}
                <ArrowRightOutlined className="flip-rtl" aria-hidden="true" />
              </Link>
              <Link to="/login" className="btn btn-outline btn-lg" data-testid="hero-login">
                {t('landing.hero.ctaSignIn')}
              </Link>
            </div>
            <p className="hero-note">{t('landing.hero.trialNote')}</p>
            <ul className="badges" aria-label={t('landing.badges.label')}>
              {BADGES.map((badge) => (
                <li key={badge.key}>
                  <span className="badge-icon" aria-hidden="true">
                    {badge.icon}
                  </span>
                  {t(`landing.badges.${badge.key}`)}
                </li>
              ))}
            </ul>
          </div>
          <HeroVisual />
        </div>
      </section>

      <section className="claim" aria-labelledby="claim-title">
        <div className="container claim-inner">
          <h2 id="claim-title">{t('landing.claim.title')}</h2>
          <p>{t('landing.claim.text')}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="features-title">
        <div className="container">
          <header className="section-head">
            <h2 id="features-title">{t('landing.features.title')}</h2>
            <p>{t('landing.features.subtitle')}</p>
          </header>
          <FeatureGrid />
        </div>
      </section>

      <StepsSection />

      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <header className="section-head">
            <h2 id="benefits-title">{t('landing.benefits.title')}</h2>
            <p>{t('landing.benefits.subtitle')}</p>
          </header>
          <BenefitGrid />
        </div>
      </section>

      <section className="final-cta" aria-labelledby="cta-title">
        <div className="container final-cta-inner">
          <h2 id="cta-title">{t('landing.cta.title')}</h2>
          <p>{t('landing.cta.text')}</p>
          <div className="hero-actions center">
            <Link to="/register" className="btn btn-light btn-lg">
              {t('landing.cta.button')}
            </Link>
            <Link to="/login" className="btn btn-outline-light btn-lg">
              {t('landing.cta.signIn')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

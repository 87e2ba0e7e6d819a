import type {} from 'altcha/types/react';
import type { Ref } from 'react';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA_CHALLENGE_PATH } from '../../api/auth';
import { apiBaseUrl } from '../../config';
import { languageInfo } from '../../i18n/languages';

export interface CaptchaHandle {
  /** A payload is single-use: after a failed submit the widget must be solved again. */
  reset(): void;
}

interface WidgetElement extends HTMLElement {
  reset?: () => void;
  configure?: (config: Record<string, unknown>) => Promise<void>;
}

interface AltchaRegistry {
  i18n: { set(name: string, value: Record<string, string>): void };
}

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

/**
 * The ALTCHA proof-of-work captcha against our challenge endpoint. Reports the payload
 * (base64 string) when verified, null otherwise.
 */
export function Captcha({
  onChange,
  ref,
}: {
  onChange: (payload: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const { t, i18n } = useTranslation();
  const element = useRef<WidgetElement>(null);
  const [loaded, setLoaded] = useState(false);
  const language = languageInfo(i18n.language).tag.toLowerCase();

  useEffect(() => {
    let live = true;
    import('./altchaLoader')
      .then((module) => module.loadAltcha())
      .then(() => {
        if (live) setLoaded(true);
      })
      .catch((error: unknown) => console.error('The captcha widget could not be loaded', error));
    return () => {
      live = false;
    };
  }, []);

  // The widget's own texts, in the interface language.
  useEffect(() => {
    const registry = (globalThis as { $altcha?: AltchaRegistry }).$altcha;
    if (!loaded || !registry) return;
    registry.i18n.set(language, {
      ariaLinkLabel: 'ALTCHA',
      cancel: t('captcha.cancel'),
      enterCode: t('captcha.enterCode'),
      enterCodeAria: t('captcha.enterCode'),
      enterCodeFromImage: t('captcha.enterCode'),
      error: t('captcha.error'),
      expired: t('captcha.expired'),
      footer: '',
      getAudioChallenge: t('captcha.audio'),
      label: t('captcha.label'),
      loading: t('captcha.loading'),
      reload: t('captcha.reload'),
      verify: t('captcha.verify'),
      verificationRequired: t('captcha.required'),
      verified: t('captcha.verified'),
      verifying: t('captcha.verifying'),
      waitAlert: t('captcha.verifying'),
    });
    void element.current?.configure?.({ language });
  }, [loaded, language, t]);

  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChange(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    const onExpired = () => onChange(null);
    node.addEventListener('statechange', onState);
    node.addEventListener('expired', onExpired);
    return () => {
      node.removeEventListener('statechange', onState);
      node.removeEventListener('expired', onExpired);
    };
  }, [onChange]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        element.current?.reset?.();
        onChange(null);
      },
    }),
    [onChange],
  );

  return (
    <div className="captcha-field" data-testid="captcha">
      <altcha-widget
        ref={element}
        challenge={`${apiBaseUrl()}${CAPTCHA_CHALLENGE_PATH}`}
        language={language}
        name="captcha"
        configuration={JSON.stringify({ hideFooter: true, hideLogo: false })}
      />
    </div>
  );
}

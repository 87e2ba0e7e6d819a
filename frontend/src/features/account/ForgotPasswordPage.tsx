import { Alert, Button, Form, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useForgotPasswordMutation } from '../../api/account';
import { isApiError } from '../../api/errors';
import { useGetPublicConfigQuery } from '../../api/public';
import { uiLanguageCode } from './language';
import { AuthFrame } from '../auth/AuthFrame';
import { EmailField } from '../auth/EmailField';
import './account.css';

/**
 * Forgotten password: the sign-in email, then the same confirmation whether or not an account
 * uses it. Without system mail the page says so and what the administrator must set, instead of
 * a form that would send nothing.
 */
export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const config = useGetPublicConfigQuery();
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onFinish = async ({ email }: { email: string }) => {
    setProblem(null);
    try {
      await forgot({ email: email.trim(), language: uiLanguageCode(i18n.language) }).unwrap();
      setSentTo(email.trim());
    } catch (caught) {
      console.error(
        'Password reset request failed:',
        isApiError(caught) ? caught.technical : caught,
      );
      const status = isApiError(caught) ? caught.status : null;
      setProblem(
        status === 429
          ? t('account.forgot.tooMany')
          : status === 409
            ? t('account.forgot.unavailableText')
            : t('account.forgot.failed'),
      );
    }
  };

  let body;
  if (config.isLoading) {
    body = <Spin aria-label={t('common.loading')} />;
  } else if (config.data && !config.data.system_mail) {
    body = (
      <Alert
        type="warning"
        showIcon
        data-testid="forgot-unavailable"
        title={t('account.forgot.unavailableTitle')}
        description={t('account.forgot.unavailableText')}
      />
    );
  } else if (sentTo) {
    body = (
      <Alert
        type="success"
        showIcon
        role="status"
        data-testid="forgot-sent"
        title={t('account.forgot.sentTitle')}
        description={t('account.forgot.sentText', { email: sentTo })}
      />
    );
  } else {
    body = (
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={isLoading}
        name="forgot-password"
        size="large"
      >
        <EmailField />
        {problem && (
          <Alert type="error" showIcon role="alert" title={problem} className="account-alert" />
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isLoading}
          data-testid="forgot-submit"
        >
          {isLoading ? t('account.forgot.submitting') : t('account.forgot.submit')}
        </Button>
      </Form>
    );
  }

  return (
    <AuthFrame title={t('account.forgot.title')} subtitle={t('account.forgot.subtitle')}>
      {body}
      <p className="auth-switch">
        <Link to="/login">{t('account.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}

import { LockOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLoginMutation } from '../../api/auth';
import { signIn } from '../../app/session';
import { useAppDispatch } from '../../app/store';
import { useToast } from '../../app/toasts';
import { AuthFrame } from './AuthFrame';
import type { CaptchaHandle } from './Captcha';
import { Captcha } from './Captcha';
import { classifyFailure } from './notify';
import { PasswordInput } from './PasswordInput';
import { EmailField } from './EmailField';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const onCaptcha = useCallback((payload: string | null) => setCaptcha(payload), []);

  // Field errors show under the fields; a missing captcha is told at the same time.
  const onFinishFailed = () => {
    if (!captcha) toast.error(t('auth.captchaTitle'), t('auth.captchaText'));
  };

  const onFinish = async (values: LoginValues) => {
    if (!captcha) {
      toast.error(t('auth.captchaTitle'), t('auth.captchaText'));
      return;
    }
    try {
      const result = await login({
        email: values.email.trim(),
        password: values.password,
        is_admin: true,
        captcha,
      }).unwrap();
      dispatch(signIn({ token: result.access_token, expiresIn: result.expires_in }));
      toast.success(t('auth.login.welcomeTitle'), t('auth.login.welcomeText'));
      navigate('/dashboard', { replace: true });
    } catch (caught) {
      captchaRef.current?.reset();
      const failure = classifyFailure(caught);
      console.error('Login failed:', failure.error?.technical ?? caught);
      if (failure.kind === 'unexpected') {
        toast.error(t('auth.login.failedTitle'), t('auth.unexpected'));
      } else if (failure.kind === 'rate-limited') {
        toast.error(t('auth.login.failedTitle'), t('auth.tooManyAttempts'));
      } else {
        toast.error(t('auth.login.failedTitle'), t('auth.login.failedText'));
      }
    }
  };

  return (
    <AuthFrame title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
        // The captcha widget's checkbox is `required`: the browser's own validation would stop
        // the submit with its tooltip before the form's rules and the captcha toast could run.
        noValidate
        disabled={isLoading}
        name="login"
        size="large"
      >
        <EmailField />
        <Form.Item
          label={t('auth.fields.password')}
          name="password"
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
        >
          <PasswordInput
            autoComplete="current-password"
            prefix={<LockOutlined aria-hidden="true" />}
          />
        </Form.Item>
        <p className="auth-forgot">
          <Link to="/forgot-password" data-testid="forgot-password-link">
            {t('account.forgot.link')}
          </Link>
        </p>
        <Captcha ref={captchaRef} onChange={onCaptcha} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isLoading}
          data-testid="login-submit"
        >
          {isLoading ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </Form>
      <p className="auth-switch">
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.registerLink')}</Link>
      </p>
    </AuthFrame>
  );
}

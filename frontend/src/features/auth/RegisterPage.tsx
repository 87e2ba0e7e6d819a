import { BankOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form } from 'antd';
import { Input } from '../../components/inputs';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useRegisterMutation } from '../../api/auth';
import { useToast } from '../../app/toasts';
import { AuthFrame } from './AuthFrame';
import type { CaptchaHandle } from './Captcha';
import { Captcha } from './Captcha';
import { classifyFailure } from './notify';
import { PasswordInput } from './PasswordInput';
import { EmailField } from './EmailField';

interface RegisterValues {
  orgName: string;
  email: string;
  password: string;
  confirmPassword: string;
  optIn?: boolean;
}

/** Server field names → form field names. */
const SERVER_FIELDS: Record<string, keyof RegisterValues> = {
  'org.name': 'orgName',
  'user.email': 'email',
  'user.password': 'password',
};

export default function RegisterPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<RegisterValues>();
  const [register, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const captchaRef = useRef<CaptchaHandle>(null);
  const onCaptcha = useCallback((payload: string | null) => setCaptcha(payload), []);

  // Field errors show under the fields; a missing captcha is told at the same time.
  const onFinishFailed = () => {
    if (!captcha) toast.error(t('auth.captchaTitle'), t('auth.captchaText'));
  };

  const onFinish = async (values: RegisterValues) => {
    if (!captcha) {
      toast.error(t('auth.captchaTitle'), t('auth.captchaText'));
      return;
    }
    if (values.password !== values.confirmPassword) {
      toast.error(t('auth.mismatchTitle'), t('auth.mismatchText'));
      return;
    }
    try {
      await register({
        org: { name: values.orgName.trim() },
        user: { email: values.email.trim(), password: values.password, is_admin: true },
        captcha,
        opt_in: Boolean(values.optIn),
      }).unwrap();
      toast.success(t('auth.register.createdTitle'), t('auth.register.createdText'));
      navigate('/login', { replace: true });
    } catch (caught) {
      // A captcha payload is single-use: solve again before the next try.
      captchaRef.current?.reset();
      const failure = classifyFailure(caught);
      console.error('Registration failed:', failure.error?.technical ?? caught);
      if (failure.kind === 'unexpected') {
        toast.error(t('auth.register.failedTitle'), t('auth.unexpected'));
        return;
      }
      if (failure.kind === 'rate-limited') {
        toast.error(t('auth.register.failedTitle'), t('auth.tooManyAttempts'));
        return;
      }
      const error = failure.error;
      const fieldErrors = Object.entries(error?.fields ?? {})
        .filter(([key]) => key in SERVER_FIELDS)
        .map(([key, message]) => ({
          name: SERVER_FIELDS[key] as keyof RegisterValues,
          errors: [message],
        }));
      if (error?.status === 409)
        fieldErrors.push({ name: 'email', errors: [t('auth.register.emailTaken')] });
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      const captchaProblem = /captcha/i.test(error?.serverMessage ?? '');
      toast.error(
        captchaProblem ? t('auth.captchaTitle') : t('auth.register.failedTitle'),
        captchaProblem ? t('auth.captchaText') : t('auth.register.failedText'),
      );
    }
  };

  return (
    <AuthFrame title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
        // The captcha widget's checkbox is `required`: the browser's own validation would stop
        // the submit with its tooltip before the form's rules and the captcha toast could run.
        noValidate
        disabled={isLoading}
        name="register"
        size="large"
      >
        <Form.Item
          label={t('auth.fields.orgName')}
          name="orgName"
          rules={[
            { required: true, whitespace: true, message: t('auth.validation.orgNameRequired') },
          ]}
        >
          <Input
            autoComplete="organization"
            prefix={<BankOutlined aria-hidden="true" />}
            placeholder={t('auth.fields.orgNamePlaceholder')}
          />
        </Form.Item>
        <EmailField />
        <Form.Item
          label={t('auth.fields.password')}
          name="password"
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
        >
          <PasswordInput autoComplete="new-password" prefix={<LockOutlined aria-hidden="true" />} />
        </Form.Item>
        <Form.Item
          label={t('auth.fields.confirmPassword')}
          name="confirmPassword"
          rules={[{ required: true, message: t('auth.validation.confirmRequired') }]}
        >
          <PasswordInput autoComplete="new-password" prefix={<LockOutlined aria-hidden="true" />} />
        </Form.Item>
        <Form.Item name="optIn" valuePropName="checked">
          <Checkbox>{t('auth.register.optIn')}</Checkbox>
        </Form.Item>
        <Captcha ref={captchaRef} onChange={onCaptcha} />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={isLoading}
          data-testid="register-submit"
        >
          {isLoading ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </Form>
      <p className="auth-switch">
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.signInLink')}</Link>
      </p>
    </AuthFrame>
  );
}

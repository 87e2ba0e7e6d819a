import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form } from 'antd';
import { Input } from '../../components/inputs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeEmailMutation } from '../../api/account';
import { isApiError } from '../../api/errors';
import { useGetPublicConfigQuery } from '../../api/public';
import { useToast } from '../../app/toasts';
import { PasswordInput } from '../auth/PasswordInput';
import { showFieldErrors } from './failure';
import { uiLanguageCode } from './language';
import { Card } from '../../components/Card';

interface Values {
  newEmail: string;
  currentPassword: string;
}

/**
 * The sign-in email: a confirmation link goes to the new address, and the email changes only
 * when it is opened. Without system mail the card says what the administrator must set.
 */
export function EmailCard({ currentEmail }: { currentEmail: string | null }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const config = useGetPublicConfigQuery();
  const [form] = Form.useForm<Values>();
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const unavailable = config.data ? !config.data.system_mail : false;

  const onFinish = async (values: Values) => {
    setSentTo(null);
    try {
      const { new_email } = await changeEmail({
        new_email: values.newEmail.trim(),
        current_password: values.currentPassword,
        language: uiLanguageCode(i18n.language),
      }).unwrap();
      form.resetFields();
      setSentTo(new_email);
    } catch (caught) {
      console.error('Email change failed:', isApiError(caught) ? caught.technical : caught);
      const status = isApiError(caught) ? caught.status : null;
      if (status === 429) {
        toast.error(t('account.profile.emailTitle'), t('account.tooMany'));
      } else if (
        status === 409 &&
        /SYSTEM_SMTP_URL/.test(isApiError(caught) ? (caught.serverMessage ?? '') : '')
      ) {
        toast.error(t('account.profile.emailTitle'), t('account.profile.emailUnavailable'));
      } else if (status === 409) {
        form.setFields([{ name: 'newEmail', errors: [t('account.emailTaken')] }]);
      } else if (
        !showFieldErrors(
          form,
          caught,
          { new_email: 'newEmail', current_password: 'currentPassword' },
          { current_password: t('account.profile.wrongPassword') },
        )
      ) {
        toast.error(t('account.profile.emailTitle'), t('account.failed'));
      }
    }
  };

  return (
    <Card aria-labelledby="profile-email-title">
      <h2 id="profile-email-title" className="profile-card-title">
        {t('account.profile.emailTitle')}
      </h2>
      <p className="profile-current">
        {t('account.profile.currentEmail')}:{' '}
        <strong data-testid="profile-email">{currentEmail ?? '—'}</strong>
      </p>
      {unavailable ? (
        <Alert type="warning" showIcon title={t('account.profile.emailUnavailable')} />
      ) : (
        <>
          {sentTo && (
            <Alert
              type="success"
              showIcon
              role="status"
              className="account-alert"
              data-testid="email-sent"
              title={t('account.profile.emailSentTitle')}
              description={t('account.profile.emailSentText', { email: sentTo })}
            />
          )}
          <Form<Values>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={onFinish}
            disabled={isLoading}
            name="change-email"
          >
            <Form.Item
              label={t('account.fields.newEmail')}
              name="newEmail"
              rules={[
                { required: true, message: t('auth.validation.emailRequired') },
                { type: 'email', message: t('auth.validation.emailInvalid') },
              ]}
            >
              <Input
                type="email"
                autoComplete="email"
                prefix={<MailOutlined aria-hidden="true" />}
              />
            </Form.Item>
            <Form.Item
              label={t('account.fields.currentPassword')}
              name="currentPassword"
              rules={[{ required: true, message: t('account.validation.currentRequired') }]}
            >
              <PasswordInput
                autoComplete="current-password"
                prefix={<LockOutlined aria-hidden="true" />}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={isLoading} data-testid="change-email">
              {isLoading ? t('account.saving') : t('account.profile.changeEmail')}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}

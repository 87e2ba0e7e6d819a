import { LockOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePasswordMutation } from '../../api/account';
import { isApiError } from '../../api/errors';
import { useToast } from '../../app/toasts';
import { PasswordInput } from '../auth/PasswordInput';
import { showFieldErrors } from './failure';
import { NewPasswordFields, type NewPasswordValues } from './NewPasswordFields';
import { Card } from '../../components/Card';

interface Values extends NewPasswordValues {
  currentPassword: string;
}

/** Change password: the current one first; every other session ends, this one stays. */
export function PasswordCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [change, { isLoading }] = useChangePasswordMutation();

  const onFinish = async (values: Values) => {
    try {
      await change({
        current_password: values.currentPassword,
        new_password: values.newPassword,
      }).unwrap();
      form.resetFields();
      toast.success(t('account.profile.passwordChanged'), t('account.profile.passwordChangedText'));
    } catch (caught) {
      console.error('Password change failed:', isApiError(caught) ? caught.technical : caught);
      if (isApiError(caught) && caught.status === 429) {
        toast.error(t('account.profile.passwordTitle'), t('account.tooMany'));
        return;
      }
      const shown = showFieldErrors(
        form,
        caught,
        { current_password: 'currentPassword', new_password: 'newPassword' },
        { current_password: t('account.profile.wrongPassword') },
      );
      if (!shown) toast.error(t('account.profile.passwordTitle'), t('account.failed'));
    }
  };

  return (
    <Card aria-labelledby="profile-password-title">
      <h2 id="profile-password-title" className="profile-card-title">
        {t('account.profile.passwordTitle')}
      </h2>
      <p className="profile-hint">{t('account.profile.passwordHint')}</p>
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={isLoading}
        name="change-password"
      >
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
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="change-password">
          {isLoading ? t('account.saving') : t('account.profile.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}

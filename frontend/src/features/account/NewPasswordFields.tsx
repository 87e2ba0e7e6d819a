import { LockOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from '../auth/PasswordInput';

/** The server's minimum (identity's registration rules), checked here first. */
export const PASSWORD_MIN = 8;

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** New password and its confirmation, checked to match (reset page and profile). */
export function NewPasswordFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        label={t('account.fields.newPassword')}
        name="newPassword"
        rules={[
          { required: true, message: t('account.validation.newPasswordRequired') },
          { min: PASSWORD_MIN, message: t('account.validation.passwordMin') },
        ]}
      >
        <PasswordInput autoComplete="new-password" prefix={<LockOutlined aria-hidden="true" />} />
      </Form.Item>
      <Form.Item
        label={t('account.fields.confirmPassword')}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('account.validation.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('account.validation.mismatch'))),
          }),
        ]}
      >
        <PasswordInput autoComplete="new-password" prefix={<LockOutlined aria-hidden="true" />} />
      </Form.Item>
    </>
  );
}

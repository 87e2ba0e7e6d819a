import { MailOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { Input } from '../../components/inputs';
import { useTranslation } from 'react-i18next';

/** The email field of the sign-in and registration forms (required, checked as an address). */
export function EmailField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('auth.fields.email')}
      name="email"
      rules={[
        { required: true, message: t('auth.validation.emailRequired') },
        { type: 'email', message: t('auth.validation.emailInvalid') },
      ]}
    >
      <Input
        type="email"
        autoComplete="email"
        prefix={<MailOutlined aria-hidden="true" />}
        placeholder={t('auth.fields.emailPlaceholder')}
      />
    </Form.Item>
  );
}

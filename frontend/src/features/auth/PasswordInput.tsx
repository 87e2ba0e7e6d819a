import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Input } from '../../components/inputs';
import type { InputProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password field with an accessible show/hide toggle button. */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          className="password-toggle"
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        />
      }
    />
  );
}

import { CopyOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceCodeSession } from '../../api/contract';
import { useToast } from '../../app/toasts';
import { hostOf } from './useDeviceCodeSignIn';
import './mail-accounts.css';
import { Card } from '../../components/Card';

/**
 * The device-code steps: open Microsoft's page, enter the code (with a Copy button), then
 * confirm — or cancel. Shared by Email configuration and Outlook configuration, whose buttons
 * the spec words differently (`confirmLabel`).
 */
export function DeviceCodeCard({
  session,
  confirming,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  session: DeviceCodeSession;
  confirming: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const host = hostOf(session.verification_uri);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(session.user_code);
      toast.success(t('accounts.copied'));
    } catch (err) {
      console.error('The code was not copied:', err);
    }
  };
  return (
    <Card
      className="device-code-card"
      aria-labelledby="device-code-title"
      data-testid="device-code"
    >
      <h2 id="device-code-title" className="email-config-card-title">
        {t('accounts.deviceTitle')}
      </h2>
      <ol className="device-code-steps">
        <li>
          <a href={session.verification_uri} target="_blank" rel="noopener noreferrer">
            {t('accounts.step1', { host })}
          </a>
        </li>
        <li>
          <span id="device-code-label">{t('accounts.step2')}</span>{' '}
          <code className="device-code" aria-labelledby="device-code-label" data-testid="user-code">
            {session.user_code}
          </code>{' '}
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() => void copy()}
            data-testid="copy-code"
          >
            {t('accounts.copy')}
          </Button>
        </li>
      </ol>
      <Space wrap>
        <Button
          type="primary"
          loading={confirming}
          onClick={onConfirm}
          data-testid="confirm-sign-in"
        >
          {confirming ? t('accounts.authenticating') : confirmLabel}
        </Button>
        <Button onClick={onCancel} disabled={confirming} data-testid="cancel-sign-in">
          {t('accounts.cancel')}
        </Button>
      </Space>
    </Card>
  );
}

import { CheckCircleOutlined, WindowsOutlined } from '@ant-design/icons';
import { Alert, Button, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMailProvidersQuery, useGetOutlookConfigQuery } from '../../api/accounts';
import { DeviceCodeCard } from '../mail-accounts/DeviceCodeCard';
import { ProviderUnavailable } from '../mail-accounts/ProviderUnavailable';
import { useDeviceCodeSignIn } from '../mail-accounts/useDeviceCodeSignIn';
import { PluginUsersSection } from './PluginUsersCard';
import '../email-config/email-config.css';
import { Card } from '../../components/Card';

/**
 * /outlook-email-config: the Outlook-plugin account, connected by device code (spec sections 2,
 * 5, 8), and the plugin's users when the organisation has the 'Outlook Plugin' plan.
 */
export default function OutlookConfigPage() {
  const { t } = useTranslation();
  const config = useGetOutlookConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  const providers = useGetMailProvidersQuery();
  const offered = providers.data?.outlook ?? false;
  const [justConnected, setJustConnected] = useState('');
  const signIn = useDeviceCodeSignIn('outlook', setJustConnected);
  const email = config.data?.email_address ?? '';
  const connected = email !== '';

  // Spec section 8: a failure to load is only logged.
  useEffect(() => {
    if (config.error) console.error('Failed to load config', config.error);
  }, [config.error]);

  const busyOr = (label: string) => (signIn.starting ? t('outlook.connecting') : label);

  return (
    <div className="email-config-page">
      <header className="page-header email-config-header">
        <div>
          <h1>{t('pages.emailConfig')}</h1>
          <p>{t('outlook.subtitle')}</p>
        </div>
        <Tag
          color={connected ? 'green' : 'default'}
          className="config-badge"
          style={{ color: 'var(--ink)' }}
          data-testid="outlook-config-badge"
        >
          {connected ? t('emailConfig.configured') : t('emailConfig.notConfigured')}
        </Tag>
      </header>
      {justConnected && (
        <Alert
          type="success"
          showIcon
          icon={<CheckCircleOutlined />}
          title={t('outlook.successTitle')}
          description={t('outlook.successText', { email: justConnected })}
          data-testid="outlook-connected"
        />
      )}
      {signIn.session ? (
        <DeviceCodeCard
          session={signIn.session}
          confirming={signIn.confirming}
          confirmLabel={t('accounts.completed')}
          onConfirm={() => void signIn.confirm()}
          onCancel={signIn.cancel}
        />
      ) : (
        <Card aria-labelledby="outlook-card-title">
          <h2 id="outlook-card-title" className="email-config-card-title">
            <WindowsOutlined aria-hidden="true" /> {t('outlook.cardTitle')}
          </h2>
          <p className="email-config-hint">
            {connected ? t('outlook.connected') : t('outlook.connectHint')}
          </p>
          {connected && (
            <p data-testid="outlook-account">
              {t('outlook.connectedAs')} <strong>{email}</strong>
            </p>
          )}
          {providers.isLoading ? null : (
            <>
              <Button
                type={connected ? 'default' : 'primary'}
                loading={signIn.starting}
                // Not offered (or unknown): visibly disabled, the reason below it.
                disabled={!offered}
                aria-describedby={offered ? undefined : 'outlook-unavailable'}
                onClick={() => {
                  setJustConnected('');
                  void signIn.start();
                }}
                data-testid="outlook-connect"
              >
                {busyOr(connected ? t('outlook.change') : t('outlook.connect'))}
              </Button>
              {!offered && (
                <ProviderUnavailable
                  id="outlook-unavailable"
                  reason={providers.data ? t('outlook.notOffered') : t('accounts.providersUnknown')}
                  settings={providers.data?.settings.outlook}
                />
              )}
            </>
          )}
        </Card>
      )}
      <PluginUsersSection />
    </div>
  );
}

import { GoogleOutlined, WindowsOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMailProvidersQuery, useInitiateGmailMutation } from '../../api/accounts';
import type { EmailConfig } from '../../api/contract';
import { isApiError } from '../../api/errors';
import { useToast } from '../../app/toasts';
import { ProviderUnavailable } from '../mail-accounts/ProviderUnavailable';
import { useDeviceCodeSignIn } from '../mail-accounts/useDeviceCodeSignIn';
import { MailboxStatus } from './LazyMailboxStatus';
import { Card } from '../../components/Card';

// Shown only while an Outlook sign-in waits for its code to be entered: loaded then.
const DeviceCodeCard = lazy(() =>
  import('../mail-accounts/DeviceCodeCard').then((m) => ({ default: m.DeviceCodeCard })),
);

/** Leaves for Google's consent page (it returns the browser to the dashboard). */
const leaveFor = (url: string) => window.location.assign(url);

/**
 * Gmail and Outlook on Email configuration: connecting either (one the server does not offer is
 * shown disabled with the reason and, for administrators, the settings that turn it on),
 * the connected account with 'Change Email Account' and its provider picker, reconnecting after
 * the grant was revoked, and Outlook's device-code steps.
 */
export function MailAccounts({
  saved,
  onChooseImap,
}: {
  saved: EmailConfig | null;
  /** The picker's third choice: the IMAP/SMTP form. */
  onChooseImap: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const providers = useGetMailProvidersQuery();
  const offered = providers.data ?? { gmail: false, outlook: false };
  const [picking, setPicking] = useState(false);
  const [initiate, initiating] = useInitiateGmailMutation();
  const outlook = useDeviceCodeSignIn('auto_reply', (email) => {
    setPicking(false);
    toast.success(t('accounts.outlookConnected'), email);
  });
  const connected = saved && saved.provider !== 'imap' ? saved : null;

  const connectGmail = async () => {
    try {
      const { auth_url } = await initiate(saved?.email_address ?? '').unwrap();
      leaveFor(auth_url);
    } catch (err) {
      console.error('Gmail sign-in did not start:', isApiError(err) ? err.technical : err);
      toast.error(t('accounts.gmailFailed'));
    }
  };

  if (outlook.session)
    return (
      <Suspense fallback={null}>
        <DeviceCodeCard
          session={outlook.session}
          confirming={outlook.confirming}
          confirmLabel={t('accounts.completedCap')}
          onConfirm={() => void outlook.confirm()}
          onCancel={outlook.cancel}
        />
      </Suspense>
    );

  if (connected && !picking)
    return (
      <Card className="connected-account-card" aria-labelledby="connected-account-title">
        <h2 id="connected-account-title" className="email-config-card-title">
          {t('accounts.connectedTitle')}
        </h2>
        <div className="connected-account" data-testid="connected-account">
          <strong>{t(`accounts.provider.${connected.provider}`)}</strong>
          <span>{connected.email_address}</span>
        </div>
        <MailboxStatus mailbox={connected.mailbox} />
        <Space wrap>
          {connected.mailbox.state === 'disconnected' && (
            <Button
              type="primary"
              loading={initiating.isLoading || outlook.starting}
              onClick={() =>
                void (connected.provider === 'gmail' ? connectGmail() : outlook.start())
              }
              data-testid="reconnect"
            >
              {t('accounts.reconnect')}
            </Button>
          )}
          <Button onClick={() => setPicking(true)} data-testid="change-account">
            {t('accounts.changeAccount')}
          </Button>
        </Space>
      </Card>
    );

  // Until the server has said which sign-ins it offers, no button is shown (none would work yet).
  const known = providers.data !== undefined;
  const unknown = providers.isError && !known;
  const noteOf = (provider: 'gmail' | 'outlook') =>
    unknown
      ? 'providers-unavailable'
      : known && !offered[provider]
        ? `${provider}-unavailable`
        : undefined;
  const gmailNote = noteOf('gmail');
  const outlookNote = noteOf('outlook');
  return (
    <Card className="connect-accounts-card" aria-labelledby="connect-accounts-title">
      <h2 id="connect-accounts-title" className="email-config-card-title">
        {t('accounts.connectTitle')}
      </h2>
      <p className="email-config-hint">{t('accounts.connectHint')}</p>
      <div className="account-providers" data-testid="providers">
        {(known || unknown) && (
          <>
            <Button
              icon={<GoogleOutlined />}
              loading={initiating.isLoading}
              disabled={!offered.gmail}
              aria-describedby={gmailNote}
              onClick={() => void connectGmail()}
            >
              {t('accounts.connectGmail')}
            </Button>
            <Button
              icon={<WindowsOutlined />}
              loading={outlook.starting}
              disabled={!offered.outlook}
              aria-describedby={outlookNote}
              onClick={() => void outlook.start()}
            >
              {t('accounts.connectOutlook')}
            </Button>
          </>
        )}
        {picking && (
          <>
            <Button
              onClick={() => {
                setPicking(false);
                onChooseImap();
              }}
            >
              {t('accounts.otherProvider')}
            </Button>
            <Button type="text" onClick={() => setPicking(false)}>
              {t('accounts.cancel')}
            </Button>
          </>
        )}
      </div>
      {unknown ? (
        <ProviderUnavailable id="providers-unavailable" reason={t('accounts.providersUnknown')} />
      ) : (
        <>
          {!offered.gmail && providers.data && (
            <ProviderUnavailable
              id="gmail-unavailable"
              reason={t('accounts.gmailNotOffered')}
              settings={providers.data.settings.gmail}
            />
          )}
          {!offered.outlook && providers.data && (
            <ProviderUnavailable
              id="outlook-unavailable"
              reason={t('outlook.notOffered')}
              settings={providers.data.settings.outlook}
            />
          )}
        </>
      )}
    </Card>
  );
}

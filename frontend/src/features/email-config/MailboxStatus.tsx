import { Alert, Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MailboxState } from '../../api/contract';
import { languageInfo } from '../../i18n/languages';
import { formatDateTime } from '../../lib/format';

const BADGE: Record<
  MailboxState['state'],
  'success' | 'processing' | 'error' | 'warning' | 'default'
> = {
  idle: 'success',
  polling: 'success',
  connecting: 'processing',
  error: 'error',
  stopped: 'default',
  disconnected: 'warning',
};

/** How the saved mailbox is doing: connected, checking or the error with its reason. */
export function MailboxStatus({ mailbox }: { mailbox: MailboxState }) {
  const { t, i18n } = useTranslation();
  const lastCheck = formatDateTime(mailbox.last_sync_at, languageInfo(i18n.language).tag);
  return (
    <section
      className="mailbox-status"
      aria-labelledby="mailbox-status-title"
      data-testid="mailbox-status"
    >
      <h3 id="mailbox-status-title" className="email-config-subtitle">
        {t('emailConfig.state.title')}
      </h3>
      <Badge status={BADGE[mailbox.state]} text={t(`emailConfig.state.${mailbox.state}`)} />
      <p className="email-config-hint">
        {lastCheck
          ? t('emailConfig.state.lastCheck', { time: lastCheck })
          : t('emailConfig.state.never')}
      </p>
      {(mailbox.state === 'error' || mailbox.state === 'disconnected') && mailbox.last_error && (
        <Alert
          type={mailbox.state === 'error' ? 'error' : 'warning'}
          showIcon
          title={mailbox.last_error}
        />
      )}
    </section>
  );
}

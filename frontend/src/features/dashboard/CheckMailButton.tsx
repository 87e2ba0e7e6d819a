import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useCheckForEmailsMutation } from '../../api/mailbox';
import { useToast } from '../../app/toasts';

/** Starts a check of the mailbox now (GET /api/recent-emails) and says what it found. */
export function CheckMailButton({ mailboxConfigured }: { mailboxConfigured: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [check, checking] = useCheckForEmailsMutation();

  const run = async () => {
    try {
      const { fetched } = await check().unwrap();
      toast.success(
        t('dashboard.polling.doneTitle'),
        t('dashboard.polling.doneText', { count: fetched }),
      );
    } catch (err) {
      console.error('Failed to start email polling:', isApiError(err) ? err.technical : err);
      // An HTTP answer: the spec's first message, with the server's reason when it gave one;
      // a network or unexpected failure: the second.
      if (isApiError(err) && typeof err.status === 'number') {
        toast.error(t('dashboard.polling.failed'), err.serverMessage);
      } else {
        toast.error(t('dashboard.polling.error'));
      }
    }
  };

  return (
    <Button
      icon={<SyncOutlined spin={checking.isLoading} />}
      disabled={!mailboxConfigured || checking.isLoading}
      title={mailboxConfigured ? undefined : t('dashboard.polling.needsMailbox')}
      onClick={() => void run()}
      data-testid="check-mail"
      aria-live="polite"
    >
      {checking.isLoading ? t('dashboard.polling.checking') : t('dashboard.polling.button')}
    </Button>
  );
}

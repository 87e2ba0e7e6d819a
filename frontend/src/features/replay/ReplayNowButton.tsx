import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useStartReplayMutation } from '../../api/replay';
import { useToast } from '../../app/toasts';

/** Starts a replay (nothing is sent); disabled while one is under way. */
export function ReplayNowButton({ running }: { running: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [start, starting] = useStartReplayMutation();
  const replay = () =>
    start()
      .unwrap()
      .catch((err: unknown) => {
        console.error('Replay not started:', isApiError(err) ? err.technical : err);
        toast.error(t('replay.startFailed'), isApiError(err) ? err.serverMessage : undefined);
      });
  return (
    <Button
      type="primary"
      icon={<ReloadOutlined />}
      onClick={() => void replay()}
      loading={starting.isLoading}
      disabled={running}
      data-testid="replay-now"
    >
      {t('replay.replayNow')}
    </Button>
  );
}

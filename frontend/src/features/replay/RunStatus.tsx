import { Alert, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReplayRun } from '../../api/replay';
import { formatDateTime } from '../../lib/format';
import { formatCount } from './format';
import { useLocaleTag } from './useLocaleTag';

/** Running (with its progress), done (when), failed (why), and whether the figures are stale. */
export function RunStatus({ run }: { run: ReplayRun }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const n = (value: number) => formatCount(value, tag);
  const scope = t('replay.state.scope', { limit: n(run.limit), days: n(run.window_days) });
  return (
    <div className="replay-status" data-testid="replay-status" data-state={run.state}>
      {run.state === 'running' && <Running run={run} />}
      {run.state === 'done' && (
        <p className="replay-status-line">
          {t('replay.state.done', {
            date: formatDateTime(run.finished_at, tag) ?? run.finished_at,
          })}{' '}
          <span className="replay-status-scope">{scope}</span>
        </p>
      )}
      {run.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={t('replay.state.failed')}
          description={<span dir="auto">{run.error}</span>}
        />
      )}
      {run.stale && (
        <Alert
          type="warning"
          showIcon
          data-testid="replay-stale"
          title={t('replay.state.stale')}
          description={t('replay.state.staleText')}
        />
      )}
    </div>
  );
}

function Running({ run }: { run: ReplayRun }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const n = (value: number) => formatCount(value, tag);
  // The limit is an upper bound: a mailbox with fewer answered threads ends earlier.
  const percent = run.limit > 0 ? Math.min(100, Math.round((run.replayed / run.limit) * 100)) : 0;
  const label = t('replay.state.running', { replayed: n(run.replayed), limit: n(run.limit) });
  return (
    <div className="replay-running" aria-live="polite">
      <p className="replay-status-line">{label}</p>
      <Progress
        percent={percent}
        status="active"
        showInfo={false}
        aria-label={label}
        data-testid="replay-progress"
      />
    </div>
  );
}

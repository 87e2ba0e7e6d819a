import { Alert, Empty, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/errors';
import type { ReplayFilter } from '../../api/replay';
import { useReplay } from '../../api/replay';
import { useSession } from '../../app/session';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { MinimumAgreement } from './MinimumAgreement';
import { ReplayFigures } from './ReplayFigures';
import { ReplayNowButton } from './ReplayNowButton';
import { RunStatus } from './RunStatus';
import { ThreadList } from './ThreadList';
import './replay.css';
import { Card } from '../../components/Card';

const PAGE_SIZE = 10;

/**
 * /replay: how the current reply engine, knowledge base and style would have answered the
 * mailbox's answered history, compared with staff's replies (docs/replay.md). Nothing is sent.
 */
export default function ReplayPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [outcome, setOutcome] = useState<ReplayFilter | undefined>(undefined);
  const [page, setPage] = useState(1);
  const replay = useReplay({ outcome, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  useLoggedFailure('replay', replay.error);

  const data = replay.data;
  const run = data?.run ?? null;
  const mailbox = Boolean(user?.emailConfigured);
  const chooseOutcome = (next: ReplayFilter | undefined) => {
    setOutcome(next);
    setPage(1);
  };

  return (
    <div className="replay-page">
      <header className="page-header replay-header">
        <div>
          <h1>{t('replay.title')}</h1>
          <p>{t('replay.subtitle')}</p>
        </div>
        {mailbox && <ReplayNowButton running={run?.state === 'running'} />}
      </header>
      <p className="replay-explanation">{t('replay.explanation')}</p>

      {user && !mailbox && (
        <Alert
          type="info"
          showIcon
          data-testid="replay-no-mailbox"
          title={t('replay.noMailbox.title')}
          description={
            <>
              {t('replay.noMailbox.text')}{' '}
              <Link to="/email-config">{t('replay.noMailbox.link')}</Link>
            </>
          }
        />
      )}

      {replay.error && (
        <Alert
          type="error"
          showIcon
          data-testid="replay-load-error"
          title={t('replay.loadFailed')}
          description={isApiError(replay.error) ? replay.error.serverMessage : undefined}
        />
      )}

      {replay.isLoading && <Skeleton active />}

      {data && run && (
        <Card className="replay-summary">
          <RunStatus run={run} />
          <ReplayFigures run={run} />
        </Card>
      )}
      {data && !run && mailbox && (
        <Card className="replay-summary">
          <Empty description={t('replay.never')} data-testid="replay-never" />
        </Card>
      )}

      {data && <MinimumAgreement key={data.min_agreement} value={data.min_agreement} />}

      {data && run && (
        <ThreadList
          threads={replay.currentData?.threads ?? []}
          total={replay.currentData?.total ?? data.total}
          loading={replay.currentData === undefined}
          outcome={outcome}
          onOutcome={chooseOutcome}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
        />
      )}
    </div>
  );
}

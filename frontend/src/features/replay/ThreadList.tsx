import { Empty, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplayFilter, ReplayThread } from '../../api/replay';
import { OutcomeFilter } from './OutcomeFilter';
import { ThreadCard } from './ThreadCard';
import { Card } from '../../components/Card';

const ThreadPager = lazy(() => import('./ThreadPager'));

/** The replayed threads of one outcome (or all), a page at a time. */
export function ThreadList({
  threads,
  total,
  loading,
  outcome,
  onOutcome,
  page,
  pageSize,
  onPage,
}: {
  threads: ReplayThread[];
  total: number;
  loading: boolean;
  outcome: ReplayFilter | undefined;
  onOutcome: (outcome: ReplayFilter | undefined) => void;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="replay-threads" aria-labelledby="replay-threads-title">
      <div className="replay-threads-head">
        <h2 id="replay-threads-title" className="replay-card-title">
          {t('replay.threads.title')}
        </h2>
        <OutcomeFilter value={outcome} onChange={onOutcome} />
      </div>
      {loading ? (
        <Skeleton active />
      ) : threads.length === 0 ? (
        <Empty description={t('replay.threads.empty')} data-testid="replay-threads-empty" />
      ) : (
        <div className="replay-thread-list" data-testid="replay-threads">
          {threads.map((thread) => (
            <ThreadCard key={thread.id} thread={thread} />
          ))}
        </div>
      )}
      {total > pageSize && (
        <Suspense fallback={null}>
          <ThreadPager page={page} pageSize={pageSize} total={total} onPage={onPage} />
        </Suspense>
      )}
    </Card>
  );
}

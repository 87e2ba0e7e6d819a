import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Segmented, Skeleton } from 'antd';
import { Input } from '../../components/inputs';
import { useMemo, useState, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncomingEmail } from '../../api/contract';
import { loadedEmails, useListIncomingInfiniteQuery, type InboxFilter } from '../../api/inbox';
import { useGetEmailStatsQuery, utcOffsetMinutes } from '../../api/mailbox';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { EmailList } from './EmailList';
import { matchesSearch } from './sender';
import './inbox.css';
import { Card } from '../../components/Card';

// An opened email (its sanitiser, reply box and knowledge-base form) loads when one is opened.
const EmailDetail = lazy(() => import('./EmailDetail'));

/** New mail shows up without a reload: the list and counts are read again this often. */
const POLL_MS = 10_000;
const live = { pollingInterval: POLL_MS, refetchOnFocus: true, skipPollingIfUnfocused: true };

type Filter = InboxFilter | 'all';
const FILTERS: Filter[] = ['all', 'replied', 'drafted', 'pending'];

/**
 * The open email as the list now reads it, else as it was opened (a filter may no longer list
 * it). A reply just sent counts until the list has read it back as replied.
 */
function currentVersion(opened: IncomingEmail, listed: IncomingEmail | undefined): IncomingEmail {
  if (!listed) return opened;
  return opened.status === 'replied' && listed.status !== 'replied' ? opened : listed;
}

/** The header's counts, from the server's figures (every email, not only the loaded ones). */
function Counts({ offset }: { offset: number }) {
  const { t } = useTranslation();
  const stats = useGetEmailStatsQuery(offset, live);
  useLoggedFailure('email counts', stats.error);
  const items = [
    ['emails', stats.data?.total],
    ['replied', stats.data?.replied],
    ['drafted', stats.data?.drafted],
    ['pending', stats.data?.pending],
  ] as const;
  return (
    <dl className="inbox-counts" data-testid="inbox-counts">
      {items.map(([key, value]) => (
        <div key={key} className="inbox-count" data-testid={`count-${key}`}>
          <dt>{t(`inbox.counts.${key}`)}</dt>
          <dd>{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /emails: the incoming emails, searchable and filtered by status, and one email's detail. */
export default function InboxPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<IncomingEmail | null>(null);
  const [offset] = useState(utcOffsetMinutes);

  const list = useListIncomingInfiniteQuery(filter === 'all' ? undefined : filter, live);
  useLoggedFailure('emails', list.error);
  const emails = useMemo(() => loadedEmails(list.data?.pages), [list.data]);
  const shown = useMemo(() => emails.filter((e) => matchesSearch(e, query)), [emails, query]);
  const total = list.data?.pages.at(-1)?.total;
  const open =
    opened &&
    currentVersion(
      opened,
      emails.find((e) => e.id === opened.id),
    );

  const refresh = () => {
    void list.refetch();
  };

  return (
    <div className="inbox-page">
      <header className="page-header inbox-header">
        <div>
          <h1>{t('pages.emails')}</h1>
          <p>{t('inbox.subtitle')}</p>
        </div>
        <Button
          icon={<ReloadOutlined />}
          loading={list.isFetching && !list.isFetchingNextPage}
          onClick={refresh}
          data-testid="inbox-refresh"
        >
          {t('inbox.refresh')}
        </Button>
      </header>
      <Counts offset={offset} />

      {open ? (
        <Suspense fallback={<Skeleton active />}>
          <EmailDetail
            email={open}
            onBack={() => setOpened(null)}
            onSent={(reply) => setOpened({ ...open, status: 'replied', reply_body: reply })}
          />
        </Suspense>
      ) : (
        <Card className="inbox-list-card">
          <div className="inbox-toolbar">
            <Input
              className="inbox-search"
              prefix={<SearchOutlined aria-hidden="true" />}
              placeholder={t('inbox.search')}
              aria-label={t('inbox.search')}
              allowClear
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              data-testid="inbox-search"
            />
            <Segmented<Filter>
              aria-label={t('inbox.filterLabel')}
              value={filter}
              onChange={setFilter}
              options={FILTERS.map((f) => ({ value: f, label: t(`inbox.filter.${f}`) }))}
              data-testid="inbox-filter"
            />
          </div>
          {list.isLoading ? (
            <Skeleton active />
          ) : shown.length === 0 ? (
            <Empty
              data-testid="inbox-empty"
              description={
                emails.length === 0 && filter === 'all' ? (
                  <>
                    <strong>{t('inbox.emptyTitle')}</strong>
                    <br />
                    {t('inbox.emptyText')}
                  </>
                ) : (
                  t('inbox.noMatches')
                )
              }
            />
          ) : (
            <EmailList emails={shown} onOpen={setOpened} />
          )}
          {list.hasNextPage && (
            <div className="inbox-more">
              {total !== undefined && (
                <span className="inbox-shown" data-testid="inbox-shown">
                  {t('inbox.shown', { loaded: emails.length, total })}
                </span>
              )}
              <Button
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                data-testid="inbox-more"
              >
                {t('inbox.loadMore')}
              </Button>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}

import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTCOME_WEEKS, useGetOutcomesQuery } from '../../api/outcomes';
import { languageInfo } from '../../i18n/languages';
import { formatDate } from '../../lib/format';
import { useLoggedFailure } from '../../lib/useLoggedFailure';
import { BudgetPanel } from './BudgetPanel';
import { formatUsd, outcomeRows, type OutcomeRow } from './outcomes';
import { Card } from '../../components/Card';

const MailboxSelect = lazy(() => import('./MailboxSelect'));

const NO_FIGURE = '—';
const REFRESH_MS = 30_000;

/**
 * What happened to the email per mailbox and week — sent automatically, drafts sent as they were
 * or edited, abstentions, handoffs, thumbs, the replay's agreement — and what the model cost
 * (docs/dashboard.md#outcomes).
 */
export function OutcomesCard() {
  const { t, i18n } = useTranslation();
  const tag = languageInfo(i18n.language).tag;
  const selectId = useId();
  const outcomes = useGetOutcomesQuery(OUTCOME_WEEKS, { pollingInterval: REFRESH_MS });
  useLoggedFailure('outcomes', outcomes.error);
  const [chosen, setChosen] = useState<string | null>(null);
  const data = outcomes.data;
  const mailboxes = data?.mailboxes ?? [];
  const mailbox = mailboxes.find((m) => m.mailbox_id === chosen) ?? mailboxes[0];
  const rows = outcomeRows(mailbox, data?.weeks ?? [], data?.thumbs ?? []);
  const number = (value: number) => new Intl.NumberFormat(tag).format(value);
  const percent = (value: number | null) =>
    value === null
      ? NO_FIGURE
      : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(
          value / 100,
        );
  type Column = { key: string; title: string; cell: (row: OutcomeRow) => ReactNode };
  const count = (key: keyof OutcomeRow, title: string): Column => ({
    key,
    title,
    cell: (row) => number(row[key] as number),
  });
  const columns: Column[] = [
    count('autoSent', t('dashboard.outcomes.autoSent')),
    count('draftedUnedited', t('dashboard.outcomes.draftedUnedited')),
    count('draftedEdited', t('dashboard.outcomes.draftedEdited')),
    count('abstained', t('dashboard.outcomes.abstained')),
    count('handedOver', t('dashboard.outcomes.handedOver')),
    {
      key: 'thumbs',
      title: t('dashboard.outcomes.thumbs'),
      cell: (row) => (
        <span className="outcome-thumbs">
          <span aria-label={t('dashboard.outcomes.thumbsUp', { value: number(row.thumbsUp) })}>
            <LikeOutlined aria-hidden="true" /> {number(row.thumbsUp)}
          </span>{' '}
          <span aria-label={t('dashboard.outcomes.thumbsDown', { value: number(row.thumbsDown) })}>
            <DislikeOutlined aria-hidden="true" /> {number(row.thumbsDown)}
          </span>
        </span>
      ),
    },
    {
      key: 'replayAgreement',
      title: t('dashboard.outcomes.replayAgreement'),
      cell: (row) => <bdi>{percent(row.replayAgreement)}</bdi>,
    },
    {
      key: 'cost',
      title: t('dashboard.outcomes.cost'),
      cell: (row) => <bdi>{formatUsd(row.costUsd, tag)}</bdi>,
    },
    {
      key: 'costPerResolved',
      title: t('dashboard.outcomes.costPerResolved'),
      cell: (row) => (
        <bdi>
          {row.costPerResolvedUsd === null ? NO_FIGURE : formatUsd(row.costPerResolvedUsd, tag)}
        </bdi>
      ),
    },
  ];
  return (
    <Card
      className="outcomes-card"
      data-testid="outcomes-card"
      title={<h2 className="card-title">{t('dashboard.outcomes.title')}</h2>}
    >
      <p className="outcomes-hint">{t('dashboard.outcomes.hint')}</p>
      {outcomes.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <>
          <BudgetPanel budget={data?.budget ?? null} />
          {mailboxes.length > 1 ? (
            <div className="outcomes-mailbox">
              <label htmlFor={selectId}>{t('dashboard.outcomes.mailbox')}</label>
              <Suspense fallback={null}>
                <MailboxSelect
                  id={selectId}
                  value={mailbox?.mailbox_id}
                  onChange={setChosen}
                  options={mailboxes.map((m) => ({
                    value: m.mailbox_id,
                    label: m.current
                      ? m.email_address
                      : t('dashboard.outcomes.earlierMailbox', { address: m.email_address }),
                  }))}
                />
              </Suspense>
            </div>
          ) : (
            <p className="outcomes-mailbox" data-testid="outcomes-mailbox-address">
              {mailbox ? <bdi>{mailbox.email_address}</bdi> : t('dashboard.outcomes.noMailbox')}
            </p>
          )}
          {/* Scrolls inside the card on a narrow screen; the page never pans sideways. */}
          <div
            className="outcomes-scroll"
            tabIndex={0}
            role="region"
            aria-label={t('dashboard.outcomes.title')}
          >
            <table className="outcomes-table" data-testid="outcomes-table">
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.outcomes.week')}</th>
                  {columns.map((c) => (
                    <th key={c.key} scope="col">
                      {c.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.week} data-week={row.week}>
                    <th scope="row">
                      <bdi>
                        {t('dashboard.outcomes.weekOf', {
                          date: formatDate(row.week, tag) ?? row.week,
                        })}
                      </bdi>
                    </th>
                    {columns.map((c) => (
                      <td key={c.key} data-column={c.key}>
                        {c.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
